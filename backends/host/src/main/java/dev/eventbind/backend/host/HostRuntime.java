package dev.eventbind.backend.host;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * The host backend: eventbind's own CPU device (src/main/c/eventbind_host.h), whose streams are worker threads
 * and whose events stamp the monotonic clock when a worker reaches them. It speaks the CUDA runtime's event API
 * and numbering, so it exercises the fence and profiler exactly as a GPU does, on any machine.
 *
 * <p>Besides the event API it offers host work items that put measurable work on a stream, counters of live
 * handles, and fault injection, for demos and tests. The library ships inside this module's jar.
 */
@EventBackend(
        name = "host",
        rank = Rank.HOST,
        library = @Library(
                resource = "/dev/eventbind/backend/host/{platform}/libeventbind_host.so",
                names = {"libeventbind_host.so"},
                overrideProperty = "eventbind.host.library",
                overrideEnv = "EVENTBIND_HOST_LIBRARY"),
        status = @Status(success = 0, notReady = 600, poisoned = {700, 719}),
        header = "eventbind_host.h")
public interface HostRuntime {

    /** {@code ebhEventDefault}: timing enabled. */
    int EVENT_DEFAULT = 0;
    /** {@code ebhStreamNonBlocking}. */
    int STREAM_NON_BLOCKING = 1;

    /** {@code ebhEventCreateWithFlags}: creates an event ({@link Op#EVENT_CREATE}). */
    @Bind(value = Op.EVENT_CREATE, symbol = "ebhEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
    int ebhEventCreateWithFlags(MemorySegment event, int flags);

    /** {@code ebhEventDestroy}: destroys an event ({@link Op#EVENT_DESTROY}). */
    @Bind(value = Op.EVENT_DESTROY, symbol = "ebhEventDestroy", critical = true)
    int ebhEventDestroy(MemorySegment event);

    /** {@code ebhEventRecord}: records an event on a stream ({@link Op#EVENT_RECORD}). */
    @Bind(value = Op.EVENT_RECORD, symbol = "ebhEventRecord")
    int ebhEventRecord(MemorySegment event, MemorySegment stream);

    /** {@code ebhEventSynchronize}: blocks until an event has completed ({@link Op#EVENT_WAIT}). */
    @Bind(value = Op.EVENT_WAIT, symbol = "ebhEventSynchronize")
    int ebhEventSynchronize(MemorySegment event);

    /** {@code ebhEventQuery}: asks, without blocking, whether an event has completed ({@link Op#EVENT_QUERY}). */
    @Bind(value = Op.EVENT_QUERY, symbol = "ebhEventQuery", critical = true)
    int ebhEventQuery(MemorySegment event);

    /** {@code ebhEventElapsedTime}: reads the time between two completed events ({@link Op#EVENT_ELAPSED}). */
    @Bind(value = Op.EVENT_ELAPSED, symbol = "ebhEventElapsedTime", critical = true)
    int ebhEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    /** {@code ebhStreamWaitEvent}: makes a stream's later work wait for an event ({@link Op#STREAM_WAIT_EVENT}). */
    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "ebhStreamWaitEvent")
    int ebhStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    /** {@code ebhStreamSynchronize}: blocks until a stream's work has completed ({@link Op#STREAM_SYNCHRONIZE}). */
    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "ebhStreamSynchronize")
    int ebhStreamSynchronize(MemorySegment stream);

    // Starts a thread: not short enough for a critical call.
    /** {@code ebhStreamCreateWithFlags}: creates a stream ({@link Op#STREAM_CREATE}). */
    @Bind(value = Op.STREAM_CREATE, symbol = "ebhStreamCreateWithFlags", flags = STREAM_NON_BLOCKING)
    int ebhStreamCreateWithFlags(MemorySegment stream, int flags);

    /** {@code ebhStreamDestroy}: destroys a stream ({@link Op#STREAM_DESTROY}). */
    @Bind(value = Op.STREAM_DESTROY, symbol = "ebhStreamDestroy", critical = true)
    int ebhStreamDestroy(MemorySegment stream);

    /** {@code ebhGetErrorName}: the name of a status, as a C string ({@link Op#ERROR_NAME}). */
    @Bind(value = Op.ERROR_NAME, symbol = "ebhGetErrorName", critical = true)
    MemorySegment ebhGetErrorName(int status);

    /** {@code ebhGetErrorString}: the description of a status, as a C string ({@link Op#ERROR_MESSAGE}). */
    @Bind(value = Op.ERROR_MESSAGE, symbol = "ebhGetErrorString", critical = true)
    MemorySegment ebhGetErrorString(int status);

    /** {@code ebhRuntimeGetVersion}: reads the library's version ({@link Op#VERSION}). */
    @Bind(value = Op.VERSION, symbol = "ebhRuntimeGetVersion", critical = true)
    int ebhRuntimeGetVersion(MemorySegment version);

    /** Queues a sleep of {@code micros} microseconds on {@code stream}: device time a window can measure. */
    @Downcall(symbol = "ebhEnqueueSleep", critical = true)
    int ebhEnqueueSleep(MemorySegment stream, long micros);

    /**
     * Queues setting {@code bytes} bytes at {@code dst} to {@code value}; the library refuses any range that is not
     * inside one live buffer of its own ({@link #ebhMalloc}). {@link HostWork} is the checked route.
     */
    @Downcall(symbol = "ebhEnqueueFill", critical = true)
    int ebhEnqueueFill(MemorySegment stream, MemorySegment dst, long bytes, int value);

    /** Allocates a zeroed buffer of {@code bytes} bytes owned by the library; its address is written to {@code buffer}. */
    @Downcall(symbol = "ebhMalloc", critical = true)
    int ebhMalloc(MemorySegment buffer, long bytes);

    /** Frees a library buffer once the work queued on it has run. */
    @Downcall(symbol = "ebhFree", critical = true)
    int ebhFree(MemorySegment buffer);

    /** Copies {@code bytes} bytes from inside a library buffer at {@code src} to {@code dst}. */
    @Downcall(symbol = "ebhMemcpyToHost", critical = true)
    int ebhMemcpyToHost(MemorySegment dst, MemorySegment src, long bytes);

    /** A counter's value ({@link HostCounter}), or -1 for an unknown counter. */
    @Downcall(symbol = "ebhCount", critical = true)
    long ebhCount(int counter);

    /** Makes the next {@code times} calls of {@code call} ({@link HostCall}) fail with {@code status}. */
    @Downcall(symbol = "ebhInjectFault", critical = true)
    int ebhInjectFault(int call, int status, int times);

    /** Makes elapsed-time readings negative (1) or NaN (2), or as measured (0). */
    @Downcall(symbol = "ebhInjectElapsed", critical = true)
    int ebhInjectElapsed(int mode);

    /** Clears every injected fault. */
    @Downcall(symbol = "ebhClearFaults", critical = true)
    int ebhClearFaults();
}
