package dev.eventbind.bench.report;

/**
 * A composite the runtime builds from event calls (a fence, a profiler window), measured beside the raw
 * {@code EventApi} calls it consists of, on one backend.
 */
public enum Composite {
    /** Fence on the no-op library: create, record, host wait, close. */
    NOOP_FENCE("fence (create, record, waitSync, close)", "no-op library", "FenceBench.noopFence",
            "FenceBench.noopRaw", false),
    /** Profiler window on the no-op library: start, stop, resolve. */
    NOOP_WINDOW("profiler window (start, stop, resolve)", "no-op library", "ProfilerBench.noopWindow",
            "ProfilerBench.noopRaw", true),
    /** Fence on the host backend. */
    HOST_FENCE("fence (create, record, waitSync, close)", "host backend", "FenceBench.hostFence",
            "FenceBench.hostRaw", false),
    /** Profiler window on the host backend. */
    HOST_WINDOW("profiler window (start, stop, resolve)", "host backend", "ProfilerBench.hostWindow",
            "ProfilerBench.hostRaw", true);

    /** A profiler window may cost at most this much more than its raw calls. */
    public static final double WINDOW_MAX_EXTRA_NANOS = 100.0;
    /** ... and allocate at most this much more. */
    public static final double WINDOW_MAX_EXTRA_BYTES = 64.0;

    private final String label;
    private final String backend;
    private final String benchmark;
    private final String raw;
    private final boolean windowTargets;

    Composite(String label, String backend, String benchmark, String raw, boolean windowTargets) {
        this.label = label;
        this.backend = backend;
        this.benchmark = benchmark;
        this.raw = raw;
        this.windowTargets = windowTargets;
    }

    /** What is measured. */
    public String label() {
        return label;
    }

    /** On which backend. */
    public String backend() {
        return backend;
    }

    /** The benchmark of the composite. */
    public String benchmark() {
        return benchmark;
    }

    /** The benchmark of the raw calls it consists of. */
    public String raw() {
        return raw;
    }

    /** Whether the profiler-window targets apply. */
    public boolean windowTargets() {
        return windowTargets;
    }
}
