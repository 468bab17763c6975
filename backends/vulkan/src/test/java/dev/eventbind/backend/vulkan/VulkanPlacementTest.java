package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.contract.placement.BracketFloor;
import dev.eventbind.contract.placement.PlacementReport;
import dev.eventbind.contract.placement.PlacementRun;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Where the profiler places windows on lavapipe, against the truth: lavapipe stamps a timestamp query with
 * {@code CLOCK_MONOTONIC}, the clock {@link System#nanoTime()} reads on Linux, so each event's own query value
 * says where on the host clock the device reached it. The test first checks that claim on the driver it runs on
 * (a stamp lies between the host times around its record and its wait), then places windows (by default
 * {@value #DEFAULT_WINDOWS}) and prints the error of every placed start and end (p50, p99, max).
 *
 * <p>{@code eventbind.placement.windows} sets how many windows.
 */
class VulkanPlacementTest {

    /** About 30 s here. */
    private static final long DEFAULT_WINDOWS = 100_000;
    private static final int BRACKETS = 2_000;
    /**
     * The bound on the 99th percentile this test asserts, twenty times the 5 us target it prints against: each
     * bracket of an anchor here is tens of microseconds wide (the stamp's delay behind the record and the waiting
     * thread's wake-up, printed by the first test), so where in it the truth lies moves with the machine's load. A
     * mapping that keeps a cold first anchor's offset, or a window placed a millisecond off, fails.
     */
    private static final long P99_LIMIT_NANOS = 100_000;
    private static final long WORK_BYTES = 64L << 10;
    private static final StatusConvention STATUS = VulkanEvents.statusConvention();

    private static VulkanEvents backend;
    private static Stream home;
    private static VulkanWork work;
    private static VulkanDevice device;

    @BeforeAll
    static void open() throws DriverException {
        backend = VulkanEvents.open();
        home = backend.streamCreateNonBlocking();
        work = VulkanWork.allocate(home, WORK_BYTES);
        device = VulkanDevice.ofStream(home.handle());
    }

    @AfterAll
    static void close() throws DriverException {
        backend.streamSynchronize(home);
        work.close();
        backend.streamDestroy(home);
    }

    /**
     * Checks that lavapipe stamps with the host's clock (every stamp between the host reads around its record and
     * its wait, {@value #BRACKETS} times on an idle stream), and prints what bounds a bracketed anchor here
     * ({@link BracketFloor}).
     */
    @Test
    void theDeviceClockIsTheHostsMonotonicClock() throws DriverException {
        BracketFloor floor = BracketFloor.measure(backend, home, VulkanPlacementTest::truth, BRACKETS);
        System.out.println("Vulkan (" + device.describe() + "), " + floor);
        assertEquals(0, floor.outside(), floor + ": this driver's timestamps are not CLOCK_MONOTONIC, so they cannot"
                + " judge placement");
    }

    @Test
    void windowsNeverOverlapAndLieWithinMicrosecondsOfTheirTruth() throws Exception {
        long windows = Long.getLong("eventbind.placement.windows", DEFAULT_WINDOWS);
        // The backend without its paired clock: the bracketed anchor is the one the stamps can judge, as lavapipe's
        // calibrated timestamps read the very clock the truth is.
        PlacementReport report = PlacementRun.run(new ForwardingEventApi<Event, Stream>(backend) { },
                windows, VulkanPlacementTest::work, VulkanPlacementTest::truth);
        System.out.println("Vulkan (" + device.describe() + "): " + report);
        assertEquals(0, report.overlaps(), report.summary());
        assertEquals(0, report.escapes(), report.summary());
        assertTrue(report.errorAtNanos(99) <= P99_LIMIT_NANOS, report.summary());
    }

    /** Where the device reached the event's latest record, in {@code System.nanoTime()} nanoseconds. */
    private static long truth(Event event) throws DriverException {
        return Math.round(device.stamp(STATUS, event.handle()) * (double) device.info.periodNanos());
    }

    private static void work(Stream stream, int iteration) throws DriverException {
        if (iteration % 4 == 0) {
            work.fill(stream, 1);
        }
    }
}
