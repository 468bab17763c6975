package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;

/**
 * Events whose command state a test chooses, made the one way OpenCL offers: a user event its owner sets to an
 * error or to complete, on the context of a queue, adopted into an event. A user event never has profiling
 * information.
 */
final class UserEvents {

    /** CL_OUT_OF_RESOURCES, a status a failed command reports. */
    static final int OUT_OF_RESOURCES = -5;
    /** CL_COMPLETE. */
    static final int COMPLETE = 0;
    private static final StatusConvention STATUS = OpenClEvents.statusConvention();

    private UserEvents() {
    }

    /** An event owning a user event set to {@code status} (negative); destroy it like any other. */
    static Event failedWith(OpenClEvents backend, Stream queue, int status) throws DriverException {
        return setTo(backend, queue, status);
    }

    /** An event owning a user event set to CL_COMPLETE; destroy it like any other. */
    static Event completed(OpenClEvents backend, Stream queue) throws DriverException {
        return setTo(backend, queue, COMPLETE);
    }

    /** A user event on the queue's context, not complete until {@code clSetUserEventStatus}. */
    static MemorySegment pending(Stream queue) throws DriverException {
        MemorySegment errcode = Scratch.get();
        MemorySegment user = OpenClFunctions.open().clCreateUserEvent(OpenClQueues.context(queue), errcode);
        STATUS.check("clCreateUserEvent", errcode.get(JAVA_INT, 0));
        return user;
    }

    private static Event setTo(OpenClEvents backend, Stream queue, int executionStatus) throws DriverException {
        MemorySegment user = pending(queue);
        Event event = backend.eventAdopt(user);
        STATUS.check("clSetUserEventStatus", OpenClFunctions.open().clSetUserEventStatus(user, executionStatus));
        return event;
    }
}
