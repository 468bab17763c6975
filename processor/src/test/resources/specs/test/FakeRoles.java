package test;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * A spec on a header whose objects are all one opaque type (fake_roles.h): which handle an op passes where is
 * told by the header's parameter names and the spec's, never by CUDA's order.
 */
@EventBackend(
        name = "FakeRoles",
        rank = Rank.GPU,
        library = @Library(
                names = {"libfakeroles.so"},
                overrideProperty = "eventbind.fakeroles.library",
                overrideEnv = "EVENTBIND_FAKEROLES_LIBRARY"),
        status = @Status(notReady = 1),
        header = "fake_roles.h",
        registerProvider = false)
public interface FakeRoles {

    @Bind(value = Op.EVENT_CREATE, symbol = "xrEventCreate")
    int eventCreate(MemorySegment event);

    @Bind(value = Op.EVENT_DESTROY, symbol = "xrEventDestroy")
    int eventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "xrAppendSignal")
    int appendSignal(MemorySegment list, MemorySegment signalled);

    @Bind(value = Op.EVENT_WAIT, symbol = "xrEventSynchronize")
    int eventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_QUERY, symbol = "xrEventQuery")
    int eventQuery(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "xrEventElapsedTime")
    int eventElapsed(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "xrStreamWaitEvent")
    int streamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "xrStreamSynchronize")
    int streamSynchronize(MemorySegment stream);

    @Bind(value = Op.STREAM_CREATE, symbol = "xrStreamCreate", flags = 1)
    int streamCreate(MemorySegment stream, int flags);

    @Bind(value = Op.STREAM_DESTROY, symbol = "xrStreamDestroy")
    int streamDestroy(MemorySegment stream);
}
