package dev.eventbind.bench.report;

import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An event operation, as a row of the report: the JMH method (and C floor line) that measures it and the
 * targets that apply to it.
 */
public enum Operation {
    /** Record an event on a stream (an enqueue, which a real driver may block on with its queue full: never critical). */
    RECORD("record", "event record", "enqueues", true),
    /** Make a stream wait for an event (an enqueue: never critical). */
    STREAM_WAIT("streamWait", "stream wait event", "enqueues", true),
    /** Read the elapsed time between two events. */
    ELAPSED("elapsed", "event elapsed", null, true),
    /** Wait on the host for an event (blocking in a real driver: never critical). */
    EVENT_WAIT("eventWait", "event wait", "blocking", true),
    /** Wait on the host for a stream (blocking in a real driver: never critical). */
    STREAM_SYNCHRONIZE("streamSynchronize", "stream synchronize", "blocking", true),
    /**
     * Create an event and destroy it. Creation returns a new handle object, so only the destroy half has a
     * zero-allocation target, read as the pair's allocation minus that of create alone. Two C calls.
     */
    CREATE_DESTROY("createDestroy", "event create + destroy", null, false);

    private final String method;
    private final String label;
    private final @Nullable String neverCritical;
    private final boolean zeroAllocation;

    Operation(String method, String label, @Nullable String neverCritical, boolean zeroAllocation) {
        this.method = method;
        this.label = label;
        this.neverCritical = neverCritical;
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
        return neverCritical == null;
    }

    /**
     * Why the operation is never critical ("blocking", "enqueues"); empty for a critical one. The processor refuses
     * {@code critical} on both kinds, and the hand-written binding links them the same way.
     */
    public Optional<String> neverCritical() {
        return Optional.ofNullable(neverCritical);
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
