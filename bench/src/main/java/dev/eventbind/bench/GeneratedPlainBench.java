package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.bench.spec.NoopPlainHandles;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The no-op library through the generated backend of the spec without critical, {@code NoopRuntimePlainEvents}.
 * Only the operations critical changes: the blocking ones and the enqueues are never critical and are in
 * {@link GeneratedBench}.
 */
public class GeneratedPlainBench extends BenchDefaults {

    /** {@code eventElapsedNanos}. */
    @Benchmark
    public long elapsed(NoopPlainHandles h) throws DriverException {
        return h.api.eventElapsedNanos(h.start, h.end);
    }

    /** {@code eventCreate} then {@code eventDestroy}. */
    @Benchmark
    public void createDestroy(NoopPlainHandles h) throws DriverException {
        h.api.eventDestroy(h.api.eventCreate());
    }
}
