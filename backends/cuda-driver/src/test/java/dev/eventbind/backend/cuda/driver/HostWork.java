package dev.eventbind.backend.cuda.driver;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/**
 * The host runtime's sleep work item, exported by the driver-shaped test library next to the cu* symbols: the
 * contract's way to keep a stream busy. Loaded through the same override, so it is the same library.
 */
@NativeFunctions(
        name = "host work items",
        library = @Library(names = {"libcuda_host.so"}, overrideProperty = "eventbind.cuda-driver.library",
                overrideEnv = "EVENTBIND_CUDA_DRIVER_LIBRARY"),
        header = "eventbind_host.h")
interface HostWork {

    @Downcall(symbol = "ebhEnqueueSleep", critical = true)
    int ebhEnqueueSleep(MemorySegment stream, long micros);
}
