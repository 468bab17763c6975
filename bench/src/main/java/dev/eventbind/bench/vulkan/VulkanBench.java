package dev.eventbind.bench.vulkan;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.bench.BackendRig;
import dev.eventbind.bench.BenchDefaults;
import dev.eventbind.profile.EventProfiler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The Vulkan backend on the machine's driver (lavapipe here), the rows the OpenCL peers have on PoCL: a record nobody
 * waits for, two reads of completed events, a window from raw calls and one through the profiler. {@code
 * vulkan_floor.c} makes the same Vulkan calls from C.
 */
@State(Scope.Thread)
public class VulkanBench extends BenchDefaults {

    private BackendRig<Event, Stream> rig;

    /** A backend, its stream, two reached events and a profiler with its anchor in place. */
    @Setup(Level.Trial)
    public void open() throws Exception {
        rig = new BackendRig<>(VulkanEvents.open());
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        rig.close();
    }

    /** An event recorded (reset, timestamp, barrier, one submit) and not waited for. */
    @Benchmark
    public void record() throws DriverException {
        rig.record();
    }

    /** The two timestamp reads of reached events. */
    @Benchmark
    public long elapsed() throws DriverException {
        return rig.elapsed();
    }

    /** A window from raw calls: two records, a wait on the second, both read. */
    @Benchmark
    public long window() throws DriverException {
        return rig.window();
    }

    /** {@link EventProfiler}: start, stop, resolve. */
    @Benchmark
    public long profilerWindow() throws Exception {
        return rig.profilerWindow();
    }
}
