package dev.eventbind.bench.spec;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * The no-op event library ({@code noop_events.h}) as a backend spec, linked the way a real CUDA-runtime spec
 * is: {@code critical} on every call that never blocks. The processor generates {@code NoopRuntimeEvents}.
 */
@EventBackend(
        name = "noop",
        rank = Rank.HOST,
        library = @Library(
                names = {"libnoop_events.so"},
                overrideProperty = NoopLibrary.PROPERTY,
                overrideEnv = "EVENTBIND_NOOP_LIBRARY"),
        status = @Status(success = 0, notReady = 600),
        header = "noop_events.h")
public interface NoopRuntime {

    @Bind(value = Op.EVENT_CREATE, symbol = "noopEventCreateWithFlags", flags = 0, critical = true)
    int noopEventCreateWithFlags(MemorySegment event, int flags);

    @Bind(value = Op.EVENT_DESTROY, symbol = "noopEventDestroy", critical = true)
    int noopEventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "noopEventRecord")
    int noopEventRecord(MemorySegment event, MemorySegment stream);

    @Bind(value = Op.EVENT_WAIT, symbol = "noopEventSynchronize")
    int noopEventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "noopEventElapsedTime", critical = true)
    int noopEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "noopStreamWaitEvent")
    int noopStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "noopStreamSynchronize")
    int noopStreamSynchronize(MemorySegment stream);

    @Bind(value = Op.STREAM_CREATE, symbol = "noopStreamCreateWithFlags", flags = 1, critical = true)
    int noopStreamCreateWithFlags(MemorySegment stream, int flags);

    @Bind(value = Op.STREAM_DESTROY, symbol = "noopStreamDestroy", critical = true)
    int noopStreamDestroy(MemorySegment stream);

    @Bind(value = Op.ERROR_NAME, symbol = "noopGetErrorName", critical = true)
    MemorySegment noopGetErrorName(int status);

    @Bind(value = Op.ERROR_MESSAGE, symbol = "noopGetErrorString", critical = true)
    MemorySegment noopGetErrorString(int status);
}
