package dev.eventbind.backend.hip;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/**
 * The host runtime's sleep work item, which the HIP-named test library exports next to the amdhip64 symbols: the
 * contract's way to keep a stream busy. Loaded through the same override, so it is the same library.
 */
@NativeFunctions(
        name = "host work items",
        library = @Library(names = {"libamdhip64_host.so"}, overrideProperty = "eventbind.hip.library",
                overrideEnv = "EVENTBIND_HIP_LIBRARY"),
        header = "eventbind_host.h")
interface HostWork {

    @Downcall(symbol = "ebhEnqueueSleep", critical = true)
    int ebhEnqueueSleep(MemorySegment stream, long micros);
}
