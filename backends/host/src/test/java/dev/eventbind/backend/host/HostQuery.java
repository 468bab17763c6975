package dev.eventbind.backend.host;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** The host library's non-blocking event query, bound for tests (the same library as {@link HostRuntime}). */
@NativeFunctions(
        name = "host event query",
        library = @Library(
                resource = "/dev/eventbind/backend/host/linux-x86_64/libeventbind_host.so",
                names = {"libeventbind_host.so"},
                overrideProperty = "eventbind.host.library",
                overrideEnv = "EVENTBIND_HOST_LIBRARY"),
        header = "eventbind_host.h")
interface HostQuery {

    @Downcall(symbol = "ebhEventQuery", critical = true)
    int ebhEventQuery(MemorySegment event);
}
