package dev.eventbind.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.opencl.OpenClEvents.Event;
import java.lang.foreign.MemorySegment;

/** Events whose command failed, made the one way OpenCL offers: a user event its owner sets to an error. */
final class FailedEvents {

    private FailedEvents() {
    }

    /** An event holder owning a user event set to {@code status} (negative); destroy it like any other. */
    static Event failedWith(OpenClEvents backend, ClStatus status) throws DriverException {
        OpenCl cl = backend.functions();
        MemorySegment errcode = Scratch.get();
        MemorySegment user = cl.clCreateUserEvent(backend.context(), errcode);
        check(errcode.get(JAVA_INT, 0), "clCreateUserEvent");
        Event event = new Event(user.address());
        check(cl.clSetUserEventStatus(user, status.code()), "clSetUserEventStatus");
        return event;
    }

    private static void check(int status, String function) throws DriverException {
        if (status != ClStatus.SUCCESS.code()) {
            throw ClStatus.error(function, status);
        }
    }
}
