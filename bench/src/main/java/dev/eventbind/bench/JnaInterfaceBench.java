package dev.eventbind.bench;

import static dev.eventbind.bench.Calls.check;

import dev.eventbind.api.Elapsed;
import dev.eventbind.bench.jna.JnaHandles;
import dev.eventbind.bench.jna.NoopJnaLibrary;
import org.openjdk.jmh.annotations.Benchmark;

/** The no-op library through JNA interface mapping. */
public class JnaInterfaceBench extends BenchDefaults {

    private static final NoopJnaLibrary LIB = NoopJnaLibrary.INSTANCE;

    /** {@code noopEventRecord}. */
    @Benchmark
    public void record(JnaHandles h) {
        check(LIB.noopEventRecord(h.start, h.stream), "noopEventRecord");
    }

    /** {@code noopStreamWaitEvent}. */
    @Benchmark
    public void streamWait(JnaHandles h) {
        check(LIB.noopStreamWaitEvent(h.stream, h.start, 0), "noopStreamWaitEvent");
    }

    /** {@code noopEventElapsedTime}, clamped to nanoseconds. */
    @Benchmark
    public long elapsed(JnaHandles h) {
        check(LIB.noopEventElapsedTime(h.millisOut, h.start, h.end), "noopEventElapsedTime");
        return Elapsed.clampMillis(h.millisOut.getFloat(0));
    }

    /** {@code noopEventSynchronize}. */
    @Benchmark
    public void eventWait(JnaHandles h) {
        check(LIB.noopEventSynchronize(h.start), "noopEventSynchronize");
    }

    /** {@code noopStreamSynchronize}. */
    @Benchmark
    public void streamSynchronize(JnaHandles h) {
        check(LIB.noopStreamSynchronize(h.stream), "noopStreamSynchronize");
    }

    /** {@code noopEventCreateWithFlags} then {@code noopEventDestroy}. */
    @Benchmark
    public void createDestroy(JnaHandles h) {
        check(LIB.noopEventCreateWithFlags(h.handleOut, 0), "noopEventCreateWithFlags");
        check(LIB.noopEventDestroy(h.handleOut.getPointer(0)), "noopEventDestroy");
    }
}
