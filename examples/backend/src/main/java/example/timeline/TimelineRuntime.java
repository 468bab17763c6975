package example.timeline;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import dev.eventbind.spec.Struct;
import java.lang.foreign.MemorySegment;

/**
 * The timeline backend (src/main/c/timeline.h): a device whose streams are timelines on the monotonic clock.
 * The eventbind processor generates {@code TimelineRuntimeEvents} (the EventApi) and
 * {@code TimelineRuntimeEventsProvider} (for discovery) from this interface.
 */
@EventBackend(
        name = "timeline",
        rank = Rank.HOST,
        library = @Library(
                resource = "/example/timeline/{platform}/libtimeline.so",
                names = {"libtimeline.so"},
                overrideProperty = "timeline.library",
                overrideEnv = "TIMELINE_LIBRARY"),
        status = @Status(success = 0, notReady = 600),
        header = "timeline.h")
// The record TimelineDevice fills through the generated TimelineRuntimeStructs, at timeline.h's offsets.
@Struct("tlDeviceInfo")
public interface TimelineRuntime {

    @Bind(value = Op.EVENT_CREATE, symbol = "tlEventCreate", critical = true)
    int tlEventCreate(MemorySegment event);

    @Bind(value = Op.EVENT_DESTROY, symbol = "tlEventDestroy", critical = true)
    int tlEventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "tlEventRecord")
    int tlEventRecord(MemorySegment event, MemorySegment stream);

    // Sleeps: never a critical call.
    @Bind(value = Op.EVENT_WAIT, symbol = "tlEventSynchronize")
    int tlEventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "tlEventElapsedTime", critical = true)
    int tlEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "tlStreamWaitEvent")
    int tlStreamWaitEvent(MemorySegment stream, MemorySegment event);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "tlStreamSynchronize")
    int tlStreamSynchronize(MemorySegment stream);

    @Bind(value = Op.STREAM_CREATE, symbol = "tlStreamCreate", critical = true)
    int tlStreamCreate(MemorySegment stream);

    @Bind(value = Op.STREAM_DESTROY, symbol = "tlStreamDestroy", critical = true)
    int tlStreamDestroy(MemorySegment stream);

    @Bind(value = Op.ERROR_NAME, symbol = "tlGetErrorName", critical = true)
    MemorySegment tlGetErrorName(int status);

    @Bind(value = Op.ERROR_MESSAGE, symbol = "tlGetErrorString", critical = true)
    MemorySegment tlGetErrorString(int status);

    @Bind(value = Op.VERSION, symbol = "tlGetVersion", critical = true)
    int tlGetVersion(MemorySegment version);

    /** Fills a {@code tlDeviceInfo}: {@link TimelineDevice#describe()}. */
    @Downcall(symbol = "tlGetDeviceInfo", critical = true)
    int tlGetDeviceInfo(MemorySegment info);

    /** Queues a wait of {@code micros} microseconds on {@code stream}: the work this device does. */
    @Downcall(symbol = "tlEnqueueWait", critical = true)
    int tlEnqueueWait(MemorySegment stream, long micros);
}
