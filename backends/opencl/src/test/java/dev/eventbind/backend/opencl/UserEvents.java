package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import java.lang.foreign.MemorySegment;

/**
 * Events whose command state a test chooses, made the one way OpenCL offers: a user event its owner sets to an
 * error or to complete. A user event never has profiling information.
 */
final class UserEvents {

    /** CL_OUT_OF_RESOURCES, a status a failed command reports. */
    static final int OUT_OF_RESOURCES = -5;

    private UserEvents() {
    }

    /** An event holder owning a user event set to {@code status} (negative); destroy it like any other. */
    static Event failedWith(OpenClEvents backend, int status) throws DriverException {
        return setTo(backend, status);
    }

    /** An event holder owning a user event set to CL_COMPLETE; destroy it like any other. */
    static Event completed(OpenClEvents backend) throws DriverException {
        return setTo(backend, Cl.COMPLETE);
    }

    private static Event setTo(OpenClEvents backend, int executionStatus) throws DriverException {
        OpenCl cl = backend.functions();
        MemorySegment errcode = Scratch.get();
        MemorySegment user = cl.clCreateUserEvent(backend.context(), errcode);
        check(errcode.get(JAVA_INT, 0), "clCreateUserEvent");
        Event event = backend.eventCreate();
        event.holder.recorded(user);
        check(cl.clSetUserEventStatus(user, executionStatus), "clSetUserEventStatus");
        return event;
    }

    private static void check(int status, String function) throws DriverException {
        if (status != Cl.SUCCESS) {
            throw OpenClFunctions.statusConvention().failure(function, status);
        }
    }
}
