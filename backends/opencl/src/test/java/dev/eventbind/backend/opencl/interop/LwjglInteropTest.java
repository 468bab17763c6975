package dev.eventbind.backend.opencl.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.backend.opencl.OpenClQueues;
import dev.eventbind.fence.AsyncWait;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
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
    private static Stream adopted;

    @BeforeAll
    static void open() throws DriverException {
        lwjgl = new LwjglQueues(WORK_BYTES);
        lwjglQueue = lwjgl.queue(true);
        lwjgl.fill(lwjglQueue); // the first fill pays for touching every page
        lwjgl.finish(lwjglQueue);
        backend = OpenClQueues.sharing(LwjglQueues.handle(lwjglQueue));
        adopted = Stream.borrow(LwjglQueues.handle(lwjglQueue));
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
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(backend)) {
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
        Stream own = backend.streamCreateNonBlocking();
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
    void aWaitAcrossContextsIsTheDriversInvalidContext() throws DriverException {
        try (OpenClEvents separate = OpenClEvents.open()) {
            Stream other = separate.streamCreateNonBlocking();
            Event marker = backend.eventCreate();
            try {
                backend.eventRecord(marker, adopted);
                DriverException direct = assertThrows(DriverException.class,
                        () -> separate.streamWaitEvent(other, marker));
                assertEquals("CL_INVALID_CONTEXT", direct.statusName().orElseThrow(), direct.getMessage());
                assertFalse(direct.poisoned(), "a usage error, not a device fault");
                AsyncWait outcome = EventFence.mint(backend, adopted).waitAsync(other);
                AsyncWait.NotEnqueued refused = assertInstanceOf(AsyncWait.NotEnqueued.class, outcome);
                assertEquals(AsyncWait.Reason.REFUSED, refused.reason());
                assertEquals("CL_INVALID_CONTEXT", assertInstanceOf(DriverException.class, refused.cause())
                        .statusName().orElseThrow());
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
        Stream queue = Stream.adopt(LwjglQueues.handle(outOfOrder));
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
            // Markers would let the fills run around them; the barriers a record enqueues keep them inside.
            assertTrue(device >= host * (1 - TOLERANCE) / 2, "window " + device + " ns, host " + host + " ns");
            assertTrue(device <= host, "window " + device + " ns, host " + host + " ns");
        } finally {
            backend.eventDestroy(start);
            backend.eventDestroy(end);
            backend.streamSynchronize(queue);
            backend.streamDestroy(queue);
        }
    }

    /** Its commands carry no timestamps: a span read is a settled failure, never "not ready" for ever. */
    @Test
    void aQueueWithoutProfilingHasNoSpansAndSaysSoOnce() throws DriverException {
        long plain = lwjgl.queue(false);
        Stream borrowed = Stream.borrow(LwjglQueues.handle(plain));
        Event start = backend.eventCreate();
        Event end = backend.eventCreate();
        try {
            backend.eventRecord(start, borrowed);
            backend.eventRecord(end, borrowed);
            backend.eventWait(end);
            DriverException missing = assertThrows(DriverException.class, () -> backend.eventElapsedNanos(start, end));
            assertEquals("CL_PROFILING_INFO_NOT_AVAILABLE", missing.statusName().orElseThrow());
            assertFalse(missing.notReady(), "the stamps never come: " + missing.getMessage());
        } finally {
            backend.eventDestroy(start);
            backend.eventDestroy(end);
            backend.streamDestroy(borrowed);
            // The events kept references to the queue; released, the caller's own is the last one. PoCL frees an
            // event, and drops its reference to the queue, on its own thread once the command is done with, so the
            // count may lag the release by a moment; a reference eventbind kept never goes.
            assertEquals(1, referencesSettled(plain), "borrowed: still the caller's");
            LwjglQueues.check(CL10.clReleaseCommandQueue(plain), "clReleaseCommandQueue");
        }
    }

    /** The queue's reference count once it stops falling: at 1, or whatever it holds after five seconds. */
    private static int referencesSettled(long queue) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        int count = LwjglQueues.referenceCount(queue);
        while (count > 1 && System.nanoTime() - deadline < 0) {
            LockSupport.parkNanos(1_000_000);
            count = LwjglQueues.referenceCount(queue);
        }
        return count;
    }

    @Test
    void aBorrowedQueueIsNeverReleasedAndAnOwnedOneIsReleasedOnce() throws DriverException {
        long queue = lwjgl.queue(true);
        LwjglQueues.check(CL10.clRetainCommandQueue(queue), "clRetainCommandQueue"); // the test's own reference
        try {
            backend.streamDestroy(Stream.borrow(LwjglQueues.handle(queue)));
            assertEquals(2, LwjglQueues.referenceCount(queue), "a borrowed queue keeps its maker's reference");
            Stream owned = Stream.adopt(LwjglQueues.handle(queue));
            assertTrue(owned.owned());
            backend.streamDestroy(owned);
            assertEquals(1, LwjglQueues.referenceCount(queue), "an owned queue's reference went with it");
            assertThrows(IllegalStateException.class, () -> backend.streamDestroy(owned));
        } finally {
            LwjglQueues.check(CL10.clReleaseCommandQueue(queue), "clReleaseCommandQueue");
        }
    }
}
