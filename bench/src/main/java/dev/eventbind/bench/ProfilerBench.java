package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.bench.composite.CompositeRig;
import dev.eventbind.bench.composite.HostRig;
import dev.eventbind.bench.composite.NoopRig;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A profiler window against the raw calls it consists of, on two backends, by both read-back paths: a
 * {@code ProfileDuration} per window (start, stop, its duration read as a primitive; and, for the record, read
 * as a {@code ProfileResult}), and the allocation-free {@code WindowBatch} (windows started in a reused batch
 * and read back together, against the same calls made {@value CompositeRig#BATCH} windows at a time; the score is
 * per window). On the no-op library each also has a floor: the raw calls plus only what every window keeping the
 * profiler's guarantees must add (a lock section per call, the causality clock read, the duration's 32 B), so that
 * the distance from the floor is what the profiler's own bookkeeping costs. Run with {@code -prof gc} for the bytes
 * per window. The profiler's code paths are long enough that C2 needs a few seconds to settle: a longer warm-up.
 */
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
public class ProfilerBench extends BenchDefaults {

    /** An EventProfiler window on the no-op library, its duration read as a primitive. */
    @Benchmark
    public long noopWindow(NoopRig r) throws DriverException, ProfileException {
        return r.rig.window();
    }

    /** The same window read back as a {@code ProfileResult}. */
    @Benchmark
    public ProfileResult noopWindowResult(NoopRig r) throws DriverException, ProfileException {
        return r.rig.windowResult();
    }

    /** Windows through a reused batch on the no-op library, per window. */
    @Benchmark
    @OperationsPerInvocation(CompositeRig.BATCH)
    public long noopBatchWindow(NoopRig r) throws DriverException, ProfileException {
        return r.rig.batchWindows();
    }

    /** {@link #noopBatchWindow} with each window started under a token and stopped into the batch by it. */
    @Benchmark
    @OperationsPerInvocation(CompositeRig.BATCH)
    public long noopBatchWindowByToken(NoopRig r) throws DriverException, ProfileException {
        return r.rig.batchWindowsByToken();
    }

    /** Its raw calls on the no-op library. */
    @Benchmark
    public long noopRaw(NoopRig r) throws DriverException {
        return r.rig.rawWindow();
    }

    /** The batch's raw calls on the no-op library, per window. */
    @Benchmark
    @OperationsPerInvocation(CompositeRig.BATCH)
    public long noopRawBatch(NoopRig r) throws DriverException {
        return r.rig.rawBatchWindows();
    }

    /**
     * The floor under {@link #noopWindow}: its raw calls with the three lock sections, the clock read and the 32 B
     * that any window keeping the profiler's guarantees adds, and nothing else.
     */
    @Benchmark
    public Object noopWindowFloor(NoopRig r) throws DriverException {
        return r.rig.floorWindow();
    }

    /** The floor under {@link #noopBatchWindow}, per window. */
    @Benchmark
    @OperationsPerInvocation(CompositeRig.BATCH)
    public long noopBatchWindowFloor(NoopRig r) throws DriverException {
        return r.rig.floorBatchWindows();
    }

    /** An EventProfiler window on the host backend, its duration read as a primitive. */
    @Benchmark
    public long hostWindow(HostRig r) throws DriverException, ProfileException {
        return r.rig.window();
    }

    /** Windows through a reused batch on the host backend, per window. */
    @Benchmark
    @OperationsPerInvocation(CompositeRig.BATCH)
    public long hostBatchWindow(HostRig r) throws DriverException, ProfileException {
        return r.rig.batchWindows();
    }

    /** Its raw calls on the host backend. */
    @Benchmark
    public long hostRaw(HostRig r) throws DriverException {
        return r.rig.rawWindow();
    }

    /** The batch's raw calls on the host backend, per window. */
    @Benchmark
    @OperationsPerInvocation(CompositeRig.BATCH)
    public long hostRawBatch(HostRig r) throws DriverException {
        return r.rig.rawBatchWindows();
    }
}
