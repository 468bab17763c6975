package dev.eventbind.bench;

import static dev.eventbind.bench.Calls.check;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.eventbind.api.Elapsed;
import dev.eventbind.bench.ffm.FfmHandles;
import dev.eventbind.bench.ffm.NoopFfm;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * The no-op library through the hand-written FFM binding linked without {@code critical}. Only the
 * operations that critical changes: the blocking ones and the enqueues are never critical and are measured in
 * {@link HandFfmBench}.
 */
public class HandFfmPlainBench extends BenchDefaults {

    /** {@code noopEventElapsedTime}, clamped to nanoseconds. */
    @Benchmark
    public long elapsed(FfmHandles h) {
        check(NoopFfm.eventElapsedTimePlain(h.millisOut, h.start, h.end), "noopEventElapsedTime");
        return Elapsed.clampMillis(h.millisOut.get(JAVA_FLOAT, 0));
    }

    /** {@code noopEventCreateWithFlags} then {@code noopEventDestroy}. */
    @Benchmark
    public void createDestroy(FfmHandles h) {
        check(NoopFfm.eventCreateWithFlagsPlain(h.handleOut, 0), "noopEventCreateWithFlags");
        check(NoopFfm.eventDestroyPlain(h.handleOut.get(ADDRESS, 0)), "noopEventDestroy");
    }
}
