package dev.eventbind.bench.peers;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
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

    private OpenClEvents api;
    private Stream queue;
    private Event marker;
    private Event doneA;
    private Event doneB;
    private Event start;
    private Event end;
    private EventProfiler<Event, Stream> profiler;
    private int markers;

    /** A backend, its queue, two completed markers and a profiler with its anchor in place. */
    @Setup(Level.Trial)
    public void open() throws Exception {
        api = OpenClEvents.open();
        queue = api.streamCreateNonBlocking();
        marker = api.eventCreate();
        doneA = api.eventCreate();
        doneB = api.eventCreate();
        start = api.eventCreate();
        end = api.eventCreate();
        api.eventRecord(doneA, queue);
        api.eventRecord(doneB, queue);
        api.eventWait(doneB);
        profiler = new EventProfiler<>(api);
        profilerWindow();
    }

    @TearDown(Level.Trial)
    public void close() throws DriverException {
        profiler.close();
        api.streamSynchronize(queue);
        for (Event event : new Event[] {marker, doneA, doneB, start, end}) {
            api.eventDestroy(event);
        }
        api.streamDestroy(queue);
        api.close();
    }

    /** An event recorded (a barrier with an empty wait list) and not waited for. */
    @Benchmark
    public void marker() throws DriverException {
        api.eventRecord(marker, queue);
        if (PeerOps.drainAfter(++markers)) {
            api.streamSynchronize(queue);
        }
    }

    /** The two profiling reads of completed markers. */
    @Benchmark
    public long elapsed() throws DriverException {
        return api.eventElapsedNanos(doneA, doneB);
    }

    /** A window from raw calls: two markers, a wait on the second, both read. */
    @Benchmark
    public long window() throws DriverException {
        api.eventRecord(start, queue);
        api.eventRecord(end, queue);
        api.eventWait(end);
        return api.eventElapsedNanos(start, end);
    }

    /** A fence from raw calls: an event created, recorded, waited for and destroyed. */
    @Benchmark
    public void fence() throws DriverException {
        Event event = api.eventCreate();
        try {
            api.eventRecord(event, queue);
            api.eventWait(event);
        } finally {
            api.eventDestroy(event);
        }
    }

    /** {@link EventProfiler}: start, stop, resolve. */
    @Benchmark
    public long profilerWindow() throws Exception {
        long token = profiler.start(queue);
        return profiler.stop(queue, token).resolve().ticks().durationNanos();
    }

    /** {@link EventFence}: mint, then wait on the host. */
    @Benchmark
    public void eventFence() throws DriverException {
        EventFence.mint(api, queue).waitSync();
    }
}
