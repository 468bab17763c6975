package dev.eventbind.backend.cuda.driver;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;

/** The driver-shaped test library's counters: contexts made current, and calls refused for want of one. */
@NativeFunctions(
        name = "driver-shaped test counters",
        library = @Library(names = {"libcuda_host.so"}, overrideProperty = "eventbind.cuda-driver.library",
                overrideEnv = "EVENTBIND_CUDA_DRIVER_LIBRARY"))
interface DriverCounters {

    /** How many times {@code cuCtxSetCurrent} succeeded, on any thread. */
    @Downcall(symbol = "cuhSetCurrentCalls")
    long cuhSetCurrentCalls();

    /** How many event or stream calls were refused because their thread had no current context. */
    @Downcall(symbol = "cuhRefusedWithoutContext")
    long cuhRefusedWithoutContext();
}
