package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Queue;
import dev.eventbind.fence.AsyncWait;
import dev.eventbind.fence.EventFence;
import org.junit.jupiter.api.Test;

/**
 * A device-side wait across two OpenCL contexts, on PoCL: the backend refuses it before the driver sees it (the
 * driver would answer CL_INVALID_CONTEXT), and the fence says it was not enqueued, as a usage error rather than a
 * poisoned device, without throwing.
 */
class OpenClFenceMisuseTest {

    @Test
    void aWaitOnAQueueOfAnotherContextIsReportedNotEnqueuedAndNotPoisoned() throws DriverException {
        try (OpenClEvents first = OpenClEvents.open(); OpenClEvents second = OpenClEvents.open()) {
            Queue mine = first.streamCreateNonBlocking();
            Queue foreign = second.streamCreateNonBlocking();
            try {
                AsyncWait outcome = EventFence.<Event, Queue>mint(first, mine).waitAsync(foreign);

                AsyncWait.NotEnqueued refused = assertInstanceOf(AsyncWait.NotEnqueued.class, outcome);
                assertEquals(AsyncWait.Reason.INVALID_ARGUMENT, refused.reason());
                assertFalse(refused.devicePoisoned(), "a usage error is not a device fault");
                assertEquals(OpenClQueueException.Reason.OTHER_CONTEXT,
                        assertInstanceOf(OpenClQueueException.class, refused.cause()).reason());

                assertTrue(EventFence.mint(first, mine).waitAsync(mine).enqueued(), "the first context still works");
            } finally {
                first.streamSynchronize(mine);
                first.streamDestroy(mine);
                second.streamDestroy(foreign);
            }
        }
    }
}
