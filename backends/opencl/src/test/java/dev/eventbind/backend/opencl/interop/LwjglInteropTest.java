package dev.eventbind.backend.opencl.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Queue;
import dev.eventbind.backend.opencl.OpenClQueueException;
import dev.eventbind.backend.opencl.Ownership;
import dev.eventbind.fence.AsyncWait;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.lwjgl.opencl.CL10;

/**
 * Queues an LWJGL application made, adopted by eventbind on PoCL: its work profiled, its queue fenced against
 * eventbind's own, and the refusals (no profiling, another context) typed and raised before the driver is called.
 * Only public API, as an application would use it.
 */
class LwjglInteropTest {

    /** 256 MiB, filled {@link #FILLS} times: about 130 ms on an idle PoCL core, long against wake-up latency. */
    private static final long WORK_BYTES = 256L << 20;
    private static final int FILLS = 6;
    private static final double TOLERANCE = 0.05;
    private static final int ATTEMPTS = 3;

    private static LwjglQueues lwjgl;
    private static long lwjglQueue;
    private static OpenClEvents backend;
    private static Queue adopted;

    @BeforeAll
    static void open() throws DriverException {
        lwjgl = new LwjglQueues(WORK_BYTES);
        lwjglQueue = lwjgl.queue(true);
        lwjgl.fill(lwjglQueue); // the first fill pays for touching every page
        lwjgl.finish(lwjglQueue);
        backend = OpenClEvents.sharing(LwjglQueues.handle(lwjglQueue));
        adopted = backend.adopt(LwjglQueues.handle(lwjglQueue), Ownership.BORROWED);
    }

    @AfterAll
    static void close() throws DriverException {
        backend.streamDestroy(adopted);
        backend.close();
        LwjglQueues.check(CL10.clReleaseCommandQueue(lwjglQueue), "clReleaseCommandQueue");
        lwjgl.close();
    }

    @Test
    void aWindowAroundFillsLwjglEnqueuedOnItsOwnQueueAgreesWithHostTime() throws Exception {
        double ratio = Double.NaN;
        try (EventProfiler<Event, Queue> profiler = new EventProfiler<>(backend)) {
            for (int attempt = 1; attempt <= ATTEMPTS && !(Math.abs(ratio - 1) <= TOLERANCE); attempt++) {
                long before = System.nanoTime();
                long token = profiler.start(adopted);
                for (int i = 0; i < FILLS; i++) {
                    lwjgl.fill(lwjglQueue);
                }
                var window = profiler.stop(adopted, token);
                lwjgl.finish(lwjglQueue);
                long host = System.nanoTime() - before;
                ProfileResult result = window.resolve();
                ratio = (double) result.ticks().durationNanos() / host;
                System.out.printf("LWJGL queue window, attempt %d: device %.3f ms, host %.3f ms, ratio %.4f%n",
                        attempt, result.ticks().durationNanos() / 1e6, host / 1e6, ratio);
            }
        }
        assertTrue(Math.abs(ratio - 1) <= TOLERANCE, "device / host = " + ratio);
    }

    @Test
    void aFenceFromTheAdoptedQueueHoldsBackTheBackendsOwnQueueOfTheSameContext() throws DriverException {
        Queue own = backend.streamCreateNonBlocking();
        Event workDone = backend.eventCreate();
        Event released = backend.eventCreate();
        try {
            for (int i = 0; i < FILLS; i++) {
                lwjgl.fill(lwjglQueue);
            }
            backend.eventRecord(workDone, adopted);
            assertTrue(EventFence.mint(backend, adopted).waitAsync(own).enqueued(), "within one context");
            backend.eventRecord(released, own);
            backend.eventWait(released);
            lwjgl.finish(lwjglQueue);
            assertEquals(0L, backend.eventElapsedNanos(released, workDone),
                    "the own queue's marker ended before the LWJGL work it waited for");
        } finally {
            backend.eventDestroy(workDone);
            backend.eventDestroy(released);
            backend.streamDestroy(own);
        }
    }

    @Test
    void aWaitAcrossContextsIsTypedAndNeverReachesTheDriver() throws DriverException {
        try (OpenClEvents separate = OpenClEvents.open()) {
            Queue other = separate.streamCreateNonBlocking();
            Event marker = backend.eventCreate();
            try {
                backend.eventRecord(marker, adopted);
                OpenClQueueException direct = assertThrows(OpenClQueueException.class,
                        () -> separate.streamWaitEvent(other, marker));
                assertEquals(OpenClQueueException.Reason.OTHER_CONTEXT, direct.reason());
                AsyncWait outcome = EventFence.mint(backend, adopted).waitAsync(other);
                AsyncWait.NotEnqueued refused = assertInstanceOf(AsyncWait.NotEnqueued.class, outcome);
                assertEquals(AsyncWait.Reason.INVALID_ARGUMENT, refused.reason(), "refused before the driver");
                assertEquals(OpenClQueueException.Reason.OTHER_CONTEXT,
                        assertInstanceOf(OpenClQueueException.class, refused.cause()).reason());
            } finally {
                backend.eventDestroy(marker);
                separate.streamDestroy(other);
            }
        }
    }

    @Test
    void onAnOutOfOrderQueueAWindowStillHoldsTheWorkEnqueuedInsideIt() throws DriverException {
        long outOfOrder = lwjgl.queueOrZero(CL10.CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL10.CL_QUEUE_PROFILING_ENABLE);
        Assumptions.assumeTrue(outOfOrder != 0L, "the driver makes no out-of-order queue");
        Queue queue = backend.adopt(LwjglQueues.handle(outOfOrder), Ownership.OWNED);
        Event start = backend.eventCreate();
        Event end = backend.eventCreate();
        try {
            lwjgl.fill(outOfOrder); // earlier work the start must wait for, as it would on an in-order queue
            long before = System.nanoTime();
            backend.eventRecord(start, queue);
            for (int i = 0; i < FILLS; i++) {
                lwjgl.fill(outOfOrder);
            }
            backend.eventRecord(end, queue);
            backend.eventWait(end);
            long host = System.nanoTime() - before;
            long device = backend.eventElapsedNanos(start, end);
            // Markers would let the fills run around them; barriers keep the fills inside the window.
            assertTrue(device >= host * (1 - TOLERANCE) / 2, "window " + device + " ns, host " + host + " ns");
            assertTrue(device <= host, "window " + device + " ns, host " + host + " ns");
        } finally {
            backend.eventDestroy(start);
            backend.eventDestroy(end);
            backend.streamSynchronize(queue);
            backend.streamDestroy(queue);
        }
    }

    @Test
    void aQueueWithoutProfilingIsRefusedAtAdoptionAndStaysTheCallers() {
        long plain = lwjgl.queue(false);
        try {
            OpenClQueueException refused = assertThrows(OpenClQueueException.class,
                    () -> backend.adopt(LwjglQueues.handle(plain), Ownership.OWNED));
            assertEquals(OpenClQueueException.Reason.PROFILING_DISABLED, refused.reason());
            assertTrue(refused.getMessage().contains("CL_QUEUE_PROFILING_ENABLE"), refused.getMessage());
            assertEquals(1, LwjglQueues.referenceCount(plain));
        } finally {
            LwjglQueues.check(CL10.clReleaseCommandQueue(plain), "clReleaseCommandQueue");
        }
    }

    @Test
    void aBorrowedQueueIsNeverReleasedAndAnOwnedOneIsReleasedOnce() throws DriverException {
        long queue = lwjgl.queue(true);
        LwjglQueues.check(CL10.clRetainCommandQueue(queue), "clRetainCommandQueue"); // the test's own reference
        try {
            backend.streamDestroy(backend.adopt(LwjglQueues.handle(queue), Ownership.BORROWED));
            assertEquals(2, LwjglQueues.referenceCount(queue), "a borrowed queue keeps its maker's reference");
            Queue owned = backend.adopt(LwjglQueues.handle(queue), Ownership.OWNED);
            assertEquals(Ownership.OWNED, owned.ownership());
            backend.streamDestroy(owned);
            assertEquals(1, LwjglQueues.referenceCount(queue), "an owned queue's reference went with it");
            assertThrows(IllegalStateException.class, () -> backend.streamDestroy(owned));
        } finally {
            LwjglQueues.check(CL10.clReleaseCommandQueue(queue), "clReleaseCommandQueue");
        }
    }
}
