package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.fence.AsyncWait;
import dev.eventbind.fence.EventFence;
import org.junit.jupiter.api.Test;

/**
 * A device-side wait across two OpenCL contexts, on PoCL: the driver refuses it (CL_INVALID_CONTEXT, OpenCL events
 * never cross contexts), and the fence says it was refused and not enqueued, as a usage error rather than a
 * poisoned device, without throwing.
 */
class OpenClFenceMisuseTest {

    @Test
    void aWaitOnAQueueOfAnotherContextIsReportedNotEnqueuedAndNotPoisoned() throws DriverException {
        try (OpenClEvents first = OpenClEvents.open(); OpenClEvents second = OpenClEvents.open()) {
            Stream mine = first.streamCreateNonBlocking();
            Stream foreign = second.streamCreateNonBlocking();
            try {
                AsyncWait outcome = EventFence.<Event, Stream>mint(first, mine).waitAsync(foreign);

                AsyncWait.NotEnqueued refused = assertInstanceOf(AsyncWait.NotEnqueued.class, outcome);
                assertEquals(AsyncWait.Reason.REFUSED, refused.reason());
                assertFalse(refused.devicePoisoned(), "a usage error is not a device fault");
                assertEquals("CL_INVALID_CONTEXT", assertInstanceOf(DriverException.class, refused.cause())
                        .statusName().orElseThrow());

                assertTrue(EventFence.mint(first, mine).waitAsync(mine).enqueued(), "the first context still works");
            } finally {
                first.streamSynchronize(mine);
                first.streamDestroy(mine);
                second.streamDestroy(foreign);
            }
        }
    }
}
