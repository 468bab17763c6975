package dev.eventbind.bench;

import static dev.eventbind.bench.Calls.check;

import dev.eventbind.api.Elapsed;
import dev.eventbind.bench.jna.JnaHandles;
import dev.eventbind.bench.jna.NoopJnaDirect;
import org.openjdk.jmh.annotations.Benchmark;

/** The no-op library through JNA direct mapping. */
public class JnaDirectBench extends BenchDefaults {

    /** {@code noopEventRecord}. */
    @Benchmark
    public void record(JnaHandles h) {
        check(NoopJnaDirect.noopEventRecord(h.start, h.stream), "noopEventRecord");
    }

    /** {@code noopStreamWaitEvent}. */
    @Benchmark
    public void streamWait(JnaHandles h) {
        check(NoopJnaDirect.noopStreamWaitEvent(h.stream, h.start, 0), "noopStreamWaitEvent");
    }

    /** {@code noopEventElapsedTime}, clamped to nanoseconds. */
    @Benchmark
    public long elapsed(JnaHandles h) {
        check(NoopJnaDirect.noopEventElapsedTime(h.millisOut, h.start, h.end), "noopEventElapsedTime");
        return Elapsed.clampMillis(h.millisOut.getFloat(0));
    }

    /** {@code noopEventSynchronize}. */
    @Benchmark
    public void eventWait(JnaHandles h) {
        check(NoopJnaDirect.noopEventSynchronize(h.start), "noopEventSynchronize");
    }

    /** {@code noopStreamSynchronize}. */
    @Benchmark
    public void streamSynchronize(JnaHandles h) {
        check(NoopJnaDirect.noopStreamSynchronize(h.stream), "noopStreamSynchronize");
    }

    /** {@code noopEventCreateWithFlags} then {@code noopEventDestroy}. */
    @Benchmark
    public void createDestroy(JnaHandles h) {
        check(NoopJnaDirect.noopEventCreateWithFlags(h.handleOut, 0), "noopEventCreateWithFlags");
        check(NoopJnaDirect.noopEventDestroy(h.handleOut.getPointer(0)), "noopEventDestroy");
    }
}
