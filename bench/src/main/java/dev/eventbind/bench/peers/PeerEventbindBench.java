package dev.eventbind.bench.peers;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.bench.BackendRig;
import dev.eventbind.bench.BenchDefaults;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The peer operations through eventbind on PoCL: the raw {@link OpenClEvents} calls, and the fence and profiler
 * window built on them. Event holders are reused as the runtime's own pool reuses them: a record replaces the
 * holder's event and releases the one before. eventbind records with {@code clEnqueueBarrierWithWaitList(queue, 0,
 * NULL, &event)} where the other routes enqueue a marker: on this in-order queue the two commands wait for the same
 * work, and the barrier also holds back later commands on an out-of-order queue, which a stamp needs.
 */
@State(Scope.Thread)
public class PeerEventbindBench extends BenchDefaults {

    private BackendRig<Event, Stream> rig;

    /** A backend, its queue, two completed markers and a profiler with its anchor in place. */
    @Setup(Level.Trial)
    public void open() throws Exception {
        rig = new BackendRig<>(OpenClEvents.open());
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        rig.close();
    }

    /** An event recorded (a barrier with an empty wait list) and not waited for. */
    @Benchmark
    public void marker() throws DriverException {
        rig.record();
    }

    /** The two profiling reads of completed markers. */
    @Benchmark
    public long elapsed() throws DriverException {
        return rig.elapsed();
    }

    /** A window from raw calls: two markers, a wait on the second, both read. */
    @Benchmark
    public long window() throws DriverException {
        return rig.window();
    }

    /** A fence from raw calls: an event created, recorded, waited for and destroyed. */
    @Benchmark
    public void fence() throws DriverException {
        rig.fence();
    }

    /** {@link EventProfiler}: start, stop, resolve. */
    @Benchmark
    public long profilerWindow() throws Exception {
        return rig.profilerWindow();
    }

    /** {@link EventFence}: mint, then wait on the host. */
    @Benchmark
    public void eventFence() throws DriverException {
        rig.eventFence();
    }
}
