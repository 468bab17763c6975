package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.bench.composite.HostRig;
import dev.eventbind.bench.composite.NoopRig;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A fence (create, record, wait, close) against the raw calls it consists of, on two backends; warmed up
 * longer, like the profiler.
 */
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
public class FenceBench extends BenchDefaults {

    /** EventFence on the no-op library. */
    @Benchmark
    public void noopFence(NoopRig r) throws DriverException {
        r.rig.fence();
    }

    /** Its raw calls on the no-op library. */
    @Benchmark
    public void noopRaw(NoopRig r) throws DriverException {
        r.rig.rawFence();
    }

    /** EventFence on the host backend. */
    @Benchmark
    public void hostFence(HostRig r) throws DriverException {
        r.rig.fence();
    }

    /** Its raw calls on the host backend. */
    @Benchmark
    public void hostRaw(HostRig r) throws DriverException {
        r.rig.rawFence();
    }
}
