package dev.eventbind.bench;

import dev.eventbind.api.Elapsed;
import dev.eventbind.bench.jni.NoopJni;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** The no-op library through the hand-written JNI binding (status checked in C). */
@State(Scope.Thread)
public class JniBench extends BenchDefaults {

    private long start;
    private long end;
    private long stream;

    /** Creates the events and the stream. */
    @Setup(Level.Trial)
    public void open() {
        start = NoopJni.eventCreate(0);
        end = NoopJni.eventCreate(0);
        stream = NoopJni.streamCreate(1);
    }

    /** Destroys the events. */
    @TearDown(Level.Trial)
    public void close() {
        NoopJni.eventDestroy(start);
        NoopJni.eventDestroy(end);
    }

    /** {@code noopEventRecord}. */
    @Benchmark
    public void record() {
        NoopJni.eventRecord(start, stream);
    }

    /** {@code noopStreamWaitEvent}. */
    @Benchmark
    public void streamWait() {
        NoopJni.streamWaitEvent(stream, start);
    }

    /** {@code noopEventElapsedTime}, clamped to nanoseconds. */
    @Benchmark
    public long elapsed() {
        return Elapsed.clampMillis(NoopJni.eventElapsedMillis(start, end));
    }

    /** {@code noopEventSynchronize}. */
    @Benchmark
    public void eventWait() {
        NoopJni.eventWait(start);
    }

    /** {@code noopStreamSynchronize}. */
    @Benchmark
    public void streamSynchronize() {
        NoopJni.streamSynchronize(stream);
    }

    /** {@code noopEventCreateWithFlags} then {@code noopEventDestroy}. */
    @Benchmark
    public void createDestroy() {
        NoopJni.eventDestroy(NoopJni.eventCreate(0));
    }
}
