package dev.eventbind.backend.host;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/**
 * The host library's memory and work-item calls, as {@link HostWork} and {@link HostBuffer} use them, and its
 * non-blocking event query (a handle-table lookup that never dereferences what it is given). Linked
 * with the same plan as {@link HostRuntime}, so it is the same loaded library (one resource extraction per
 * process, the same override). Application code uses the checked {@link HostWork} API instead.
 */
@NativeFunctions(
        name = "host memory",
        library = @Library(
                resource = "/dev/eventbind/backend/host/linux-x86_64/libeventbind_host.so",
                names = {"libeventbind_host.so"},
                overrideProperty = "eventbind.host.library",
                overrideEnv = "EVENTBIND_HOST_LIBRARY"),
        header = "eventbind_host.h")
interface HostMemory {

    @Downcall(symbol = "ebhMalloc", critical = true)
    int ebhMalloc(MemorySegment buffer, long bytes);

    @Downcall(symbol = "ebhFree", critical = true)
    int ebhFree(MemorySegment buffer);

    @Downcall(symbol = "ebhMemcpyToHost", critical = true)
    int ebhMemcpyToHost(MemorySegment dst, MemorySegment src, long bytes);

    @Downcall(symbol = "ebhEnqueueSleep", critical = true)
    int ebhEnqueueSleep(MemorySegment stream, long micros);

    @Downcall(symbol = "ebhEnqueueFill", critical = true)
    int ebhEnqueueFill(MemorySegment stream, MemorySegment dst, long bytes, int value);

    @Downcall(symbol = "ebhEventQuery", critical = true)
    int ebhEventQuery(MemorySegment event);

    @Downcall(symbol = "ebhGetErrorName", critical = true)
    MemorySegment ebhGetErrorName(int status);

    @Downcall(symbol = "ebhGetErrorString", critical = true)
    MemorySegment ebhGetErrorString(int status);
}
