package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.bench.spec.NoopHandles;
import dev.eventbind.bench.spec.NoopRuntimeEvents;
import org.openjdk.jmh.annotations.Benchmark;

/** The no-op library through the generated backend {@code NoopRuntimeEvents} (critical where it may be). */
public class GeneratedBench extends BenchDefaults {

    /** {@code eventRecord}. */
    @Benchmark
    public void record(NoopHandles h) throws DriverException {
        h.api.eventRecord(h.start, h.stream);
    }

    /** {@code streamWaitEvent}. */
    @Benchmark
    public void streamWait(NoopHandles h) throws DriverException {
        h.api.streamWaitEvent(h.stream, h.start);
    }

    /** {@code eventElapsedNanos}. */
    @Benchmark
    public long elapsed(NoopHandles h) throws DriverException {
        return h.api.eventElapsedNanos(h.start, h.end);
    }

    /** {@code eventWait}. */
    @Benchmark
    public void eventWait(NoopHandles h) throws DriverException {
        h.api.eventWait(h.start);
    }

    /** {@code streamSynchronize}. */
    @Benchmark
    public void streamSynchronize(NoopHandles h) throws DriverException {
        h.api.streamSynchronize(h.stream);
    }

    /** {@code eventCreate} then {@code eventDestroy}. */
    @Benchmark
    public void createDestroy(NoopHandles h) throws DriverException {
        h.api.eventDestroy(h.api.eventCreate());
    }

    /**
     * {@code eventCreate} alone, so that destroy's share of {@link #createDestroy}'s allocation can be read.
     * The no-op library hands out a static object, so the undestroyed events hold nothing native.
     */
    @Benchmark
    public NoopRuntimeEvents.Event create(NoopHandles h) throws DriverException {
        return h.api.eventCreate();
    }
}
