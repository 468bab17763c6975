package dev.eventbind.reliability.regressions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.fence.AsyncWait;
import dev.eventbind.fence.EventFence;
import dev.eventbind.reliability.support.ObservedApi;
import org.junit.jupiter.api.Test;

/**
 * The runtime-safety case of a device-side wait between queues of two OpenCL contexts, on PoCL: the driver
 * answers CL_INVALID_CONTEXT, a usage error. The caller learns the dependency was not enqueued and that the
 * device is not poisoned, and the fence's event is released all the same.
 */
class OpenClAsyncWaitRegressionTest {

    @Test
    void aWaitAcrossTwoContextsSaysItWasNotEnqueuedAndThatTheDeviceIsFine() throws Exception {
        try (OpenClEvents first = OpenClEvents.open(); OpenClEvents second = OpenClEvents.open()) {
            ObservedApi<Event, Stream> api = new ObservedApi<>(first);
            Stream here = api.streamCreateNonBlocking();
            Stream there = second.streamCreateNonBlocking();
            try {
                EventFence<Event, Stream> fence = EventFence.mint(api, here);
                AsyncWait outcome = fence.waitAsync(there);
                fence.close();
                assertFalse(outcome.enqueued(), "a wait across contexts is not enqueued");
                AsyncWait.NotEnqueued refused = assertInstanceOf(AsyncWait.NotEnqueued.class, outcome);
                // The driver's CL_INVALID_CONTEXT: a usage error, not a device fault.
                assertEquals(AsyncWait.Reason.REFUSED, refused.reason());
                assertFalse(refused.devicePoisoned(), "a wait across contexts is a usage error");
                assertEquals("CL_INVALID_CONTEXT", assertInstanceOf(DriverException.class, refused.cause())
                        .statusName().orElseThrow());
                assertEquals(1, api.live(), "only the queue is left: the fence's event was released");
            } finally {
                api.streamSynchronize(here);
                api.streamDestroy(here);
                second.streamDestroy(there);
            }
        }
    }
}
