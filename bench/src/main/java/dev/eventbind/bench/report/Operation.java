package dev.eventbind.bench.report;

/**
 * An event operation, as a row of the report: the JMH method (and C floor line) that measures it and the
 * targets that apply to it.
 */
public enum Operation {
    /** Record an event on a stream. */
    RECORD("record", "event record", true, true),
    /** Make a stream wait for an event. */
    STREAM_WAIT("streamWait", "stream wait event", true, true),
    /** Read the elapsed time between two events. */
    ELAPSED("elapsed", "event elapsed", true, true),
    /** Wait on the host for an event (blocking in a real driver: never critical). */
    EVENT_WAIT("eventWait", "event wait", false, true),
    /** Wait on the host for a stream (blocking in a real driver: never critical). */
    STREAM_SYNCHRONIZE("streamSynchronize", "stream synchronize", false, true),
    /**
     * Create an event and destroy it. Creation returns a new handle object, so only the destroy half has a
     * zero-allocation target, read as the pair's allocation minus that of create alone. Two C calls.
     */
    CREATE_DESTROY("createDestroy", "event create + destroy", true, false);

    private final String method;
    private final String label;
    private final boolean critical;
    private final boolean zeroAllocation;

    Operation(String method, String label, boolean critical, boolean zeroAllocation) {
        this.method = method;
        this.label = label;
        this.critical = critical;
        this.zeroAllocation = zeroAllocation;
    }

    /** The JMH method name and the floor driver's line name. */
    public String method() {
        return method;
    }

    /** The row heading. */
    public String label() {
        return label;
    }

    /** Whether the spec links this operation with {@code critical} (it never blocks). */
    public boolean critical() {
        return critical;
    }

    /** How many C calls one operation makes: the C-floor allowance is per call. */
    public int calls() {
        return this == CREATE_DESTROY ? 2 : 1;
    }

    /** Whether the generated backend must allocate nothing for it. */
    public boolean zeroAllocation() {
        return zeroAllocation;
    }
}
