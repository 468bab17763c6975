package dev.eventbind.bench.report;

import java.util.Optional;

/**
 * A composite the runtime builds from event calls (a fence, a profiler window), measured beside the raw
 * {@code EventApi} calls it consists of, on one backend.
 */
public enum Composite {
    /** Fence on the no-op library: create, record, host wait, close. */
    NOOP_FENCE("fence (create, record, waitSync, close)", "no-op library", "FenceBench.noopFence",
            "FenceBench.noopRaw", 20, 32),
    /** Profiler window on the no-op library: start, stop, one duration per window read as a primitive. */
    NOOP_WINDOW("profiler window (start, stop, durationNanos)", "no-op library", "ProfilerBench.noopWindow",
            "ProfilerBench.noopRaw", 50, 32),
    /**
     * What any window keeping the profiler's guarantees adds to its raw calls (three lock sections, the causality
     * clock read, a duration's 32 B), and nothing else: reported, no target.
     */
    NOOP_WINDOW_FLOOR("floor of a window (lock sections, clock read, 32 B)", "no-op library",
            "ProfilerBench.noopWindowFloor", "ProfilerBench.noopRaw", Double.NaN, Double.NaN),
    /** The same window read back as a ProfileResult, which is built per call: reported, no target. */
    NOOP_WINDOW_RESULT("profiler window (start, stop, resolve to a ProfileResult)", "no-op library",
            "ProfilerBench.noopWindowResult", "ProfilerBench.noopRaw", Double.NaN, Double.NaN),
    /** Profiler windows on the no-op library read back together through a reused batch. */
    NOOP_BATCH_WINDOW("profiler window, batch (start, stop into batch, resolve)", "no-op library",
            "ProfilerBench.noopBatchWindow", "ProfilerBench.noopRawBatch", 25, 0),
    /** The same floor for a batch window: two lock sections per window, a clock read and one per batch. */
    NOOP_BATCH_WINDOW_FLOOR("floor of a batch window (lock sections, clock read)", "no-op library",
            "ProfilerBench.noopBatchWindowFloor", "ProfilerBench.noopRawBatch", Double.NaN, Double.NaN),
    /** Fence on the host backend. */
    HOST_FENCE("fence (create, record, waitSync, close)", "host backend", "FenceBench.hostFence",
            "FenceBench.hostRaw", 20, 32),
    /** Profiler window on the host backend. */
    HOST_WINDOW("profiler window (start, stop, durationNanos)", "host backend", "ProfilerBench.hostWindow",
            "ProfilerBench.hostRaw", Double.NaN, 32),
    /** Profiler windows on the host backend through a reused batch. */
    HOST_BATCH_WINDOW("profiler window, batch (start, stop into batch, resolve)", "host backend",
            "ProfilerBench.hostBatchWindow", "ProfilerBench.hostRawBatch", 60, 0);

    private final String label;
    private final String backend;
    private final String benchmark;
    private final String raw;
    private final double maxExtraNanos;
    private final double maxExtraBytes;

    Composite(String label, String backend, String benchmark, String raw, double maxExtraNanos,
            double maxExtraBytes) {
        this.label = label;
        this.backend = backend;
        this.benchmark = benchmark;
        this.raw = raw;
        this.maxExtraNanos = maxExtraNanos;
        this.maxExtraBytes = maxExtraBytes;
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

    /** The most it may cost above its raw calls, in ns/op; NaN where there is no target. */
    public double maxExtraNanos() {
        return maxExtraNanos;
    }

    /** The most it may allocate above its raw calls, in B/op; NaN where there is no target. */
    public double maxExtraBytes() {
        return maxExtraBytes;
    }

    /**
     * The floor measured beside this composite: its raw calls plus what every window keeping the profiler's
     * guarantees must add, and nothing else; empty where none is measured.
     */
    public Optional<Composite> floor() {
        return Optional.ofNullable(switch (this) {
            case NOOP_WINDOW -> NOOP_WINDOW_FLOOR;
            case NOOP_BATCH_WINDOW -> NOOP_BATCH_WINDOW_FLOOR;
            default -> null;
        });
    }

    /** Whether the composite has a target; one without is reported for the record. */
    public boolean hasTarget() {
        return !Double.isNaN(maxExtraNanos) || !Double.isNaN(maxExtraBytes);
    }

    /** The targets as the report states them; empty where there is none. */
    public String targets() {
        String time = Double.isNaN(maxExtraNanos) ? "" : "at most " + ReportWriter.fmt(maxExtraNanos) + " ns";
        String bytes = Double.isNaN(maxExtraBytes) ? "" : ReportWriter.fmt(maxExtraBytes) + " B/op";
        if (time.isEmpty() && bytes.isEmpty()) {
            return "";
        }
        return time.isEmpty() ? "at most " + bytes : time + " and " + bytes;
    }
}
