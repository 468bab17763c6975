package dev.eventbind.bench.adapters;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.bench.BenchDefaults;
import dev.eventbind.bench.spec.NoopLibrary;
import dev.eventbind.bench.spec.NoopRuntimeEvents;
import dev.eventbind.profile.ProfileException;
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
 * What each adapter adds to a profiler window: none, OpenTelemetry spans with the API not configured, spans an
 * SDK records, and the JMH profiler's {@code BenchWindows}; on the no-op library (the adapter's own cost, nothing
 * else) and the host backend. Each window is started, stopped and read back as a primitive, as
 * {@code ProfilerBench.noopWindow} does. Run by name, with {@code -prof gc} for the bytes each adds:
 * {@code java --enable-native-access=ALL-UNNAMED -cp <bench classpath> org.openjdk.jmh.Main AdapterBench}; add
 * {@code -prof dev.eventbind.jmh.DeviceTimeProfiler} for {@code benchWindows} with the profiler recording.
 */
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
public class AdapterBench extends BenchDefaults {

    /** The rig on the backend named by the parameter. */
    @State(Scope.Thread)
    public static class Rig {

        /** Which backend: the no-op library or the host backend. */
        @Param({"noop", "host"})
        public String backend = "noop";

        /** The rig. */
        public AdapterRig<?, ?> rig;

        /** Links the backend and builds the rig. */
        @Setup(Level.Trial)
        public void open() throws DriverException {
            if (backend.equals("noop")) {
                NoopLibrary.select();
                rig = new AdapterRig<>(NoopRuntimeEvents.open());
            } else {
                rig = new AdapterRig<>(HostRuntimeEvents.open());
            }
        }

        /** Releases the rig. */
        @TearDown(Level.Trial)
        public void close() throws DriverException {
            rig.close();
        }
    }

    /** A window with no listener. */
    @Benchmark
    public long plain(Rig r) throws DriverException, ProfileException {
        return r.rig.plain();
    }

    /** A window made a span by the no-op API: OpenTelemetry not configured. */
    @Benchmark
    public long spansNotConfigured(Rig r) throws DriverException, ProfileException {
        return r.rig.noopSpans();
    }

    /** A window made a span the SDK records and exports to nowhere. */
    @Benchmark
    public long spansRecorded(Rig r) throws DriverException, ProfileException {
        return r.rig.sdkSpans();
    }

    /** A window through the JMH profiler's BenchWindows. */
    @Benchmark
    public long benchWindows(Rig r) throws DriverException, ProfileException {
        return r.rig.benchWindows();
    }
}
