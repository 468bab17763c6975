package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.bench.spec.NoopLibrary;
import dev.eventbind.bench.spec.NoopRuntimeEvents;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.WindowBatch;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A {@link WindowBatch} round at several sizes on the no-op library: {@code windows} windows started and stopped
 * one after another on one stream into a reused batch, then read back together. One operation is one round, so
 * the bytes per window are JMH's {@code gc.alloc.rate.norm} divided by {@code windows}; in steady state they are
 * 0 at every size. Not part of {@code run-benchmarks.sh}'s run (its report keys rows by method, not by
 * parameter); run it on its own:
 *
 * <pre>java --enable-native-access=ALL-UNNAMED -cp bench/target/classes:$(cat bench/target/bench-classpath.txt) \
 *     org.openjdk.jmh.Main -prof gc ProfilerBatchSizeBench</pre>
 */
@State(Scope.Thread)
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
public class ProfilerBatchSizeBench extends BenchDefaults {

    /** Windows per stream per round. */
    @Param({"64", "256", "1000", "10000"})
    public int windows;

    private NoopRuntimeEvents api;
    private NoopRuntimeEvents.Stream stream;
    private EventProfiler<NoopRuntimeEvents.Event, NoopRuntimeEvents.Stream> profiler;
    private WindowBatch<NoopRuntimeEvents.Event> batch;

    /** Links the backend, makes a stream, a profiler and a batch of {@code windows}. */
    @Setup(Level.Trial)
    public void open() throws DriverException {
        NoopLibrary.select();
        api = NoopRuntimeEvents.open();
        stream = api.streamCreateNonBlocking();
        profiler = new EventProfiler<>(api);
        batch = profiler.newBatch(windows);
    }

    /** One round: {@code windows} windows into the batch, read back together, their spans summed. */
    @Benchmark
    public long round() throws DriverException, ProfileException {
        for (int i = 0; i < windows; i++) {
            profiler.stop(stream, profiler.start(stream), batch);
        }
        batch.resolve();
        long sum = 0;
        for (int i = 0; i < windows; i++) {
            sum += batch.durationNanos(i);
        }
        batch.clear();
        return sum;
    }

    /** Closes the profiler and the stream. */
    @TearDown(Level.Trial)
    public void close() throws DriverException {
        profiler.close();
        api.streamDestroy(stream);
    }
}
