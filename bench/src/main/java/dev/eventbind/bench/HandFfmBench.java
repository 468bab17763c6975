package dev.eventbind.bench;

import static dev.eventbind.bench.Calls.check;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;

import dev.eventbind.api.Elapsed;
import dev.eventbind.bench.ffm.FfmHandles;
import dev.eventbind.bench.ffm.NoopFfm;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import org.openjdk.jmh.annotations.Benchmark;

/** The no-op library through the hand-written jextract-style FFM binding, critical where the spec is. */
public class HandFfmBench extends BenchDefaults {

    /** {@code noopEventRecord}. */
    @Benchmark
    public void record(FfmHandles h) {
        check(NoopFfm.eventRecord(h.start, h.stream), "noopEventRecord");
    }

    /** {@code noopStreamWaitEvent}. */
    @Benchmark
    public void streamWait(FfmHandles h) {
        check(NoopFfm.streamWaitEvent(h.stream, h.start, 0), "noopStreamWaitEvent");
    }

    /** {@code noopEventElapsedTime}, clamped to nanoseconds. */
    @Benchmark
    public long elapsed(FfmHandles h) {
        check(NoopFfm.eventElapsedTime(h.millisOut, h.start, h.end), "noopEventElapsedTime");
        return Elapsed.clampMillis(h.millisOut.get(JAVA_FLOAT, 0));
    }

    /** {@code noopEventSynchronize}. */
    @Benchmark
    public void eventWait(FfmHandles h) {
        check(NoopFfm.eventSynchronize(h.start), "noopEventSynchronize");
    }

    /** {@code noopStreamSynchronize}. */
    @Benchmark
    public void streamSynchronize(FfmHandles h) {
        check(NoopFfm.streamSynchronize(h.stream), "noopStreamSynchronize");
    }

    /** {@code noopEventCreateWithFlags} then {@code noopEventDestroy}. */
    @Benchmark
    public void createDestroy(FfmHandles h) {
        check(NoopFfm.eventCreateWithFlags(h.handleOut, 0), "noopEventCreateWithFlags");
        check(NoopFfm.eventDestroy(h.handleOut.get(ADDRESS, 0)), "noopEventDestroy");
    }

    /**
     * {@link #elapsed} with the out-parameter taken from the runtime's per-thread {@link Scratch} instead of a
     * segment held by the caller, as the generated backend does: isolates what the thread-local lookup costs.
     */
    @Benchmark
    public long elapsedScratch(FfmHandles h) {
        MemorySegment millis = Scratch.get();
        check(NoopFfm.eventElapsedTime(millis, h.start, h.end), "noopEventElapsedTime");
        return Elapsed.clampMillis(millis.get(JAVA_FLOAT, 0));
    }
}
