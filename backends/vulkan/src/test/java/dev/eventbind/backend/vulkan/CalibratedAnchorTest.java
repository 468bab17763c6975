package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.TimingMethod;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The profiler's anchor placed through lavapipe's calibrated timestamps (the backend's own {@link PairedClock}), against the
 * truth of each window's own event stamps (lavapipe stamps with {@code CLOCK_MONOTONIC}; {@link
 * VulkanPlacementTest} checks that): with the paired clock, a window's start and end land within a few
 * microseconds of where the device stamped them.
 */
class CalibratedAnchorTest {

    private static final int WINDOWS = 10_000;
    private static final long P99_LIMIT_NANOS = 5_000;
    private static final StatusConvention STATUS = VulkanEvents.statusConvention();

    private static VulkanEvents paired;
    private static Stream stream;

    @BeforeAll
    static void open() throws DriverException {
        paired = VulkanEvents.open();
        assertTrue(paired.supportsEventDeviceTicks(),
                "lavapipe offers VK_EXT_calibrated_timestamps with the device and CLOCK_MONOTONIC domains");
        stream = paired.streamCreateNonBlocking();
    }

    @AfterAll
    static void close() throws DriverException {
        paired.streamDestroy(stream);
    }

    @Test
    void aPairedReadMatchesTheHostClockAndTheDeviceTimer() throws DriverException {
        long before = System.nanoTime();
        PairedClock.Reading reading = paired.readPairedClock();
        long after = System.nanoTime();
        assertTrue(before <= reading.hostNanos() && reading.hostNanos() <= after, reading + " outside ["
                + before + ", " + after + "]");
        assertTrue(Math.abs(reading.deviceTicks() - reading.hostNanos()) < 1_000_000, "lavapipe's device clock is"
                + " CLOCK_MONOTONIC: " + reading);
    }

    @Test
    void aProfilerOverTheBackendItselfIsAnchoredByItsCalibratedTimestamps() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(paired)) {
            assertTrue(profiler.anchoredByPairedClock(), "before the first window: the paired clock first");
            ProfileResult result = profiler.stop(stream, profiler.start(stream)).resolve();
            assertEquals(TimingMethod.DEVICE, result.timingMethod());
            assertTrue(profiler.anchoredByPairedClock(), "the first anchor was placed through the paired clock");
        }
    }

    @Test
    void windowsPlacedByThePairedClockLieWithinMicrosecondsOfTheirStamps() throws Exception {
        Spy spy = new Spy();
        VulkanDevice device = VulkanDevice.ofStream(stream.handle());
        long[] errors = new long[2 * WINDOWS];
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(spy)) {
            for (int i = 0; i < WINDOWS; i++) {
                long token = profiler.start(stream);
                Event start = spy.last;
                ProfileResult result = profiler.stop(stream, token).resolve();
                Event end = spy.last;
                assertEquals(TimingMethod.DEVICE, result.timingMethod());
                errors[2 * i] = Math.abs(result.ticks().startNanos() - truth(device, start));
                errors[2 * i + 1] = Math.abs(result.ticks().endNanos() - truth(device, end));
            }
            assertTrue(profiler.anchoredByPairedClock(), "the anchor was placed through the paired clock");
        }
        Arrays.sort(errors);
        long p50 = errors[errors.length / 2];
        long p99 = errors[(int) (errors.length * 0.99)];
        String summary = String.format("%d windows placed by the calibrated anchor: error p50 %.1f us, p99 %.1f us,"
                + " max %.1f us", WINDOWS, p50 / 1e3, p99 / 1e3, errors[errors.length - 1] / 1e3);
        System.out.println("Vulkan (" + device.describe() + "): " + summary);
        assertTrue(p99 <= P99_LIMIT_NANOS, summary);
    }

    private static long truth(VulkanDevice device, Event event) throws DriverException {
        return Math.round(device.stamp(STATUS, event.handle()) * (double) device.info.periodNanos());
    }

    /** The paired backend, passed through with its clock, remembering the event recorded last. */
    private static final class Spy extends ForwardingEventApi<Event, Stream> implements PairedClock<Event> {
        volatile Event last;

        Spy() {
            super(paired);
        }

        @Override
        public void eventRecord(Event event, Stream on) throws DriverException {
            super.eventRecord(event, on);
            last = event;
        }

        @Override
        public HostClock pairedHostClock() {
            return paired.pairedHostClock();
        }

        @Override
        public Reading readPairedClock() throws DriverException {
            return paired.readPairedClock();
        }

        @Override
        public boolean supportsEventDeviceTicks() {
            return true;
        }

        @Override
        public long eventDeviceTicks(Event event) throws DriverException {
            return paired.eventDeviceTicks(event);
        }

        @Override
        public long deviceNanosBetween(long earlierTicks, long laterTicks) {
            return paired.deviceNanosBetween(earlierTicks, laterTicks);
        }
    }
}
