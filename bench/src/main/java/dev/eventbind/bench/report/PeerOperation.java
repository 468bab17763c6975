package dev.eventbind.bench.report;

import org.jspecify.annotations.Nullable;

/**
 * An operation of the peer benchmarks, as a row of the report: the JMH method every Java route measures it with,
 * the method of eventbind's fence or profiler for it (if any), and the line of {@code peer_floor} that gives C's
 * cost.
 */
public enum PeerOperation {
    /** A marker enqueued and not waited for (a drain every 4096 markers, the same on every route). */
    MARKER("marker enqueue, no wait", "marker", null, "peerMarker", false),
    /** Two {@code clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)} reads of completed events. */
    ELAPSED("two profiling reads of completed events", "elapsed", null, "peerElapsed", true),
    /** Two markers, a host wait on the second, both read and released; eventbind's profiler window. */
    WINDOW("window (marker, marker, wait, two reads)", "window", "profilerWindow", "peerWindow", false),
    /** A marker, a host wait on it, released; eventbind's {@code EventFence}. */
    FENCE("fence (marker, wait, release)", "fence", "eventFence", "peerFence", false);

    /** The Java routes' JMH classes, one per binding. */
    static final String EVENTBIND = "PeerEventbindBench";
    static final String LWJGL = "PeerLwjglBench";
    static final String JOCL = "PeerJoclBench";
    /**
     * The floor under eventbind's route: the same calls through bare downcall handles, each in the lock section a
     * binding must take so that an event released by another thread never reaches the driver.
     */
    static final String FLOOR = "PeerFloorBench";

    private final String label;
    private final String method;
    private final @Nullable String composite;
    private final String floorLine;
    private final boolean bindingFloor;

    PeerOperation(String label, String method, @Nullable String composite, String floorLine, boolean bindingFloor) {
        this.label = label;
        this.method = method;
        this.composite = composite;
        this.floorLine = floorLine;
        this.bindingFloor = bindingFloor;
    }

    /** The row heading. */
    public String label() {
        return label;
    }

    /** The benchmark key of this operation on one binding's class ({@link #EVENTBIND}, ...). */
    String benchmark(String benchClass) {
        return benchClass + "." + method;
    }

    /** The benchmark key of eventbind's fence or profiler doing this operation, or null when it has none. */
    @Nullable String composite() {
        return composite == null ? null : EVENTBIND + "." + composite;
    }

    /** The benchmark key of the floor under eventbind's route ({@link #FLOOR}), or null when none is measured. */
    @Nullable String bindingFloor() {
        return bindingFloor ? benchmark(FLOOR) : null;
    }

    /** The {@code peer_floor} line name. */
    String floorLine() {
        return floorLine;
    }
}
