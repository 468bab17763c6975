package dev.eventbind.bench.vulkan;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
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

    /** A synchronize after this many records, as {@code vulkan_floor.c} waits: a queue that only grows measures its backlog. */
    static final int DRAIN = 4096;

    private VulkanEvents api;
    private Stream stream;
    private Event marker;
    private Event doneA;
    private Event doneB;
    private Event start;
    private Event end;
    private EventProfiler<Event, Stream> profiler;
    private int records;

    /** A backend, its stream, two reached events and a profiler with its anchor in place. */
    @Setup(Level.Trial)
    public void open() throws Exception {
        api = VulkanEvents.open();
        stream = api.streamCreateNonBlocking();
        marker = api.eventCreate();
        doneA = api.eventCreate();
        doneB = api.eventCreate();
        start = api.eventCreate();
        end = api.eventCreate();
        api.eventRecord(doneA, stream);
        api.eventRecord(doneB, stream);
        api.eventWait(doneB);
        profiler = new EventProfiler<>(api);
        profilerWindow();
    }

    @TearDown(Level.Trial)
    public void close() throws DriverException {
        profiler.close();
        api.streamSynchronize(stream);
        for (Event event : new Event[] {marker, doneA, doneB, start, end}) {
            api.eventDestroy(event);
        }
        api.streamDestroy(stream);
    }

    /** An event recorded (reset, timestamp, barrier, one submit) and not waited for. */
    @Benchmark
    public void record() throws DriverException {
        api.eventRecord(marker, stream);
        if (++records % DRAIN == 0) {
            api.streamSynchronize(stream);
        }
    }

    /** The two timestamp reads of reached events. */
    @Benchmark
    public long elapsed() throws DriverException {
        return api.eventElapsedNanos(doneA, doneB);
    }

    /** A window from raw calls: two records, a wait on the second, both read. */
    @Benchmark
    public long window() throws DriverException {
        api.eventRecord(start, stream);
        api.eventRecord(end, stream);
        api.eventWait(end);
        return api.eventElapsedNanos(start, end);
    }

    /** {@link EventProfiler}: start, stop, resolve. */
    @Benchmark
    public long profilerWindow() throws Exception {
        long token = profiler.start(stream);
        return profiler.stop(stream, token).resolve().ticks().durationNanos();
    }
}
