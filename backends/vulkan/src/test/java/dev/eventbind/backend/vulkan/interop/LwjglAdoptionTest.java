package dev.eventbind.backend.vulkan.interop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.backend.vulkan.VulkanQueues;
import dev.eventbind.backend.vulkan.VulkanWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import java.lang.foreign.MemorySegment;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A device and queue an LWJGL program made, borrowed by eventbind on lavapipe: the program's compute dispatch,
 * recorded with LWJGL into a command buffer of an eventbind stream, or submitted by the program's own
 * {@code vkQueueSubmit} inside {@link VulkanQueues#withQueue}, is timed by eventbind's events and profiler and
 * fenced before the host reads what it wrote. Only public API, as a program would use it.
 */
class LwjglAdoptionTest {

    private static final int ELEMENTS = 64 * 64;
    private static final int SHORT_RUN = 1_000;
    private static final int LONG_RUN = 40_000;

    private static LwjglCompute lwjgl;
    private static VulkanEvents backend;
    private static Stream stream;

    @BeforeAll
    static void open() throws DriverException {
        lwjgl = new LwjglCompute(ELEMENTS);
        backend = sharingLwjglsQueue();
        stream = backend.streamCreateNonBlocking();
    }

    @AfterAll
    static void close() throws DriverException {
        backend.streamDestroy(stream);
        lwjgl.close(); // eventbind destroyed nothing of LWJGL's: its own destroys run clean
    }

    @Test
    void aDispatchTimedByEventbindGrowsWithItsWorkAndItsResultIsReadAfterTheFence() throws Exception {
        for (int i = 0; i < ELEMENTS; i++) {
            lwjgl.values().put(i, i);
        }
        timeDispatch(0); // lavapipe compiles the pipeline at its first dispatch; zero steps change nothing
        long shortRun = timeDispatch(SHORT_RUN);
        long longRun = timeDispatch(LONG_RUN);
        assertTrue(shortRun > 0 && longRun > 4 * shortRun, "a dispatch of " + SHORT_RUN + " steps took " + shortRun
                + " ns, one of " + LONG_RUN + " steps " + longRun + " ns");

        int[] expected = new int[ELEMENTS];
        int[] actual = new int[ELEMENTS];
        for (int i = 0; i < ELEMENTS; i++) {
            int v = i;
            for (int k = 0; k < SHORT_RUN + LONG_RUN; k++) {
                v = v * LwjglCompute.MULTIPLIER + LwjglCompute.INCREMENT;
            }
            expected[i] = v;
            actual[i] = lwjgl.values().get(i);
        }
        assertArrayEquals(expected, actual, "what the dispatches wrote, read after eventbind's fence");
    }

    @Test
    void theProgramsOwnSubmitsInsideWithQueueAreTimedBetweenEventbindsRecords() throws Exception {
        timeOwnDispatch(0); // the pipeline may not be compiled yet
        long shortRun = timeOwnDispatch(SHORT_RUN);
        long longRun = timeOwnDispatch(LONG_RUN);
        assertTrue(shortRun > 0 && longRun > 4 * shortRun, "the program's own dispatch of " + SHORT_RUN
                + " steps took " + shortRun + " ns, one of " + LONG_RUN + " steps " + longRun + " ns");
    }

    @Test
    void insideWithQueueAWaitForEventbindsWorkThatCouldNeverEndIsRefused() throws Exception {
        Event recorded = backend.eventCreate();
        try {
            IllegalStateException refused = VulkanQueues.withQueue(stream, () -> {
                backend.eventRecord(recorded, stream); // queued: submitted once the access returns
                return assertThrows(IllegalStateException.class, () -> backend.eventWait(recorded));
            });
            assertTrue(refused.getMessage().contains("VulkanQueues.withQueue"), refused.getMessage());
            backend.eventWait(recorded); // submitted now: the wait ends
            assertTrue(backend.eventQuery(recorded));
        } finally {
            backend.eventDestroy(recorded);
        }
    }

    @Test
    void aProfilerWindowOverTheDispatchIsDeviceTimed() throws Exception {
        ProfileResult result;
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(backend)) {
            long token = profiler.start(stream);
            VulkanQueues.submit(stream, commands -> lwjgl.recordDispatch(commands.address(), LONG_RUN));
            result = profiler.stop(stream, token).resolve();
            // eventbind does not know the borrowed device's instance, so it cannot reach its calibration.
            assertFalse(backend.supportsEventDeviceTicks(), "a borrowed device has no paired clock");
            assertThrows(UnsupportedOperationException.class, backend::readPairedClock);
            assertFalse(profiler.anchoredByPairedClock(), "the anchor is bracketed");
        }
        EventFence.mint(backend, stream).waitSync();
        assertTrue(result.failure().isEmpty(), () -> result.failure().toString());
        assertTrue(result.duration().toNanos() > 0, result.toString());
    }

    @Test
    void handlesThatCannotBeBorrowedAreRefusedBeforeTheDriverSeesThem() {
        MemorySegment physical = physicalDevice();
        MemorySegment device = device();
        MemorySegment queue = queue();
        assertThrows(IllegalArgumentException.class,
                () -> VulkanQueues.sharing(physical, MemorySegment.NULL, lwjgl.family, queue));
        assertThrows(IllegalArgumentException.class,
                () -> VulkanQueues.sharing(physical, device, lwjgl.family, MemorySegment.NULL));
        IllegalArgumentException noFamily = assertThrows(IllegalArgumentException.class,
                () -> VulkanQueues.sharing(physical, device, 99, queue));
        assertTrue(noFamily.getMessage().contains("queue family 99") && noFamily.getMessage().contains("does not exist"),
                noFamily.getMessage());
    }

    /**
     * Two backends borrowing one device and queue share what eventbind keeps of it: the second's streams and close
     * leave the first's streams working, and once the last closes the device is forgotten, so it is lent afresh.
     */
    @Test
    void twoBackendsShareABorrowedDeviceAndClosingOneLeavesTheOtherWorking() throws Exception {
        try (VulkanEvents second = sharingLwjglsQueue()) {
            Stream other = second.streamCreateNonBlocking();
            assertTrue(timeDispatch(10) > 0, "the first backend's stream, with the second open");
            EventFence.mint(second, other).waitSync();
            second.streamDestroy(other);
        }
        assertTrue(timeDispatch(10) > 0, "the first backend's stream, the second closed");

        VulkanEvents third = sharingLwjglsQueue();
        third.close();
        third.close(); // a second close does nothing
        IllegalStateException closed = assertThrows(IllegalStateException.class, third::streamCreateNonBlocking);
        assertTrue(closed.getMessage().contains("used after close()"), closed.getMessage());
        assertTrue(timeDispatch(10) > 0, "the first backend's stream, a third backend closed twice");
    }

    /** A backend on a borrowed device is refused another of its queues while one is open; none reaches the driver. */
    @Test
    void anotherQueueOfADeviceLentToAnOpenBackendIsRefused() {
        MemorySegment otherQueue = MemorySegment.ofAddress(lwjgl.queue.address() + 64); // never reaches the driver
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> VulkanQueues.sharing(physicalDevice(), device(), lwjgl.family, otherQueue));
        assertTrue(refused.getMessage().contains("is lent to an open backend with queue"), refused.getMessage());
    }

    /**
     * An event of eventbind's own device used with the backend on the borrowed one (Vulkan leaves a handle of another
     * device undefined): every op but its destroy refuses it before the driver sees it, the destroy reaches the
     * device that made it, and the event keeps working on its own backend.
     */
    @Test
    void anEventOfAnotherDeviceIsRefusedBeforeTheDriverAndItsDestroyReachesItsOwnDevice() throws Exception {
        VulkanEvents own = VulkanEvents.open();
        Stream home = own.streamCreateNonBlocking();
        Event a = own.eventCreate();
        Event b = own.eventCreate();
        try {
            own.eventRecord(a, home);
            own.eventRecord(b, home);
            own.eventWait(b);
            List<Executable> misuses = List.of(() -> backend.eventRecord(a, stream), () -> backend.eventWait(a),
                    () -> backend.eventQuery(a), () -> backend.eventElapsedNanos(a, b),
                    () -> backend.streamWaitEvent(stream, a));
            for (Executable misuse : misuses) {
                IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, misuse);
                assertTrue(refused.getMessage().contains("not on this backend's device"), refused.getMessage());
            }
            assertTrue(own.eventElapsedNanos(a, b) >= 0, "the events still read on their own device");
            assertTrue(timeDispatch(10) > 0, "the borrowed backend's stream still works");
        } finally {
            backend.eventDestroy(a); // reaches eventbind's own device, which made it
            own.eventDestroy(b);
            own.streamDestroy(home);
        }
        assertThrows(IllegalStateException.class, () -> own.eventQuery(a), "destroyed once, through either");
    }

    /** A buffer is its own device's: eventbind's work made on its own device never reaches the borrowed one. */
    @Test
    void workMadeOnEventbindsOwnDeviceIsRefusedOnABorrowedStream() throws DriverException {
        VulkanEvents own = VulkanEvents.open();
        Stream home = own.streamCreateNonBlocking();
        try (VulkanWork work = VulkanWork.allocate(home, 1 << 16)) {
            IllegalArgumentException filled = assertThrows(IllegalArgumentException.class, () -> work.fill(stream, 1));
            assertTrue(filled.getMessage().contains("a buffer is its own device's"), filled.getMessage());
            assertThrows(IllegalArgumentException.class, () -> work.dispatch(stream, 1, 1));
            work.dispatch(home, 1, 1); // on its own device's stream it runs
            own.streamSynchronize(home);
        } finally {
            own.streamDestroy(home);
        }
    }

    /** A backend on LWJGL's device and queue, as a program hands them over. */
    private static VulkanEvents sharingLwjglsQueue() throws DriverException {
        return lwjgl.lendToEventbind();
    }

    private static MemorySegment physicalDevice() {
        return MemorySegment.ofAddress(lwjgl.physicalDevice.address());
    }

    private static MemorySegment device() {
        return MemorySegment.ofAddress(lwjgl.device.address());
    }

    private static MemorySegment queue() {
        return MemorySegment.ofAddress(lwjgl.queue.address());
    }

    /** Work submitted between two records; what it returns runs once the fence after the second passed. */
    @FunctionalInterface
    private interface Between {
        Runnable submit() throws DriverException;
    }

    /**
     * Device nanoseconds of the program's own dispatch, submitted with its own {@code vkQueueSubmit} inside
     * {@link VulkanQueues#withQueue}, between two events of eventbind's recorded before and after it.
     */
    private static long timeOwnDispatch(int iterations) throws DriverException {
        return timeBetweenRecords(() -> {
            LwjglCompute.OwnSubmit own = VulkanQueues.withQueue(stream, () -> lwjgl.submitOwn(iterations));
            return () -> lwjgl.finish(own);
        });
    }

    /** Device nanoseconds of one dispatch on an eventbind stream, between two events of eventbind's. */
    private static long timeDispatch(int iterations) throws DriverException {
        return timeBetweenRecords(() -> {
            VulkanQueues.submit(stream, commands -> lwjgl.recordDispatch(commands.address(), iterations));
            return () -> { };
        });
    }

    /** Device nanoseconds between two events of eventbind's on the borrowed queue, with {@code work} between. */
    private static long timeBetweenRecords(Between work) throws DriverException {
        Event start = backend.eventCreate();
        Event end = backend.eventCreate();
        try {
            backend.eventRecord(start, stream);
            Runnable afterFence = work.submit();
            backend.eventRecord(end, stream);
            EventFence.mint(backend, stream).waitSync();
            afterFence.run();
            return backend.eventElapsedNanos(start, end);
        } finally {
            backend.eventDestroy(start);
            backend.eventDestroy(end);
        }
    }
}
