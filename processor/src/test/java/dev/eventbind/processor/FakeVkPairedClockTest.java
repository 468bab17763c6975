package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.ffm.HostClocks;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The Vulkan-shaped spec's paired clock ({@code vkGetCalibratedTimestampsEXT}, reached through
 * {@code vkGetDeviceProcAddr}, asked for an array of two stamps: CLOCK_MONOTONIC_RAW and the device's time domain)
 * on the generated backend: the host stamp maps onto System.nanoTime's clock and a reached query's ticks place it
 * inside the host reads around it.
 */
@EnabledOnOs(OS.LINUX)
class FakeVkPairedClockTest {

    /** What a device tick (40 ns at 25 MHz) and the fake's read between its two stamps may add. */
    private static final long READ_SLACK_NANOS = 2_000;

    private static EventApi<Object, Object> api;
    private static PairedClock<Object> clock;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void open() {
        api = FakeVkBackend.open();
        clock = (PairedClock<Object>) assertInstanceOf(PairedClock.class, api);
    }

    @Test
    void theSpecsHostClockAndAPairedReadOnIt() throws Exception {
        assertEquals(PairedClock.HostClock.CLOCK_MONOTONIC_RAW, clock.pairedHostClock());
        assertTrue(clock.supportsEventDeviceTicks());
        HostClocks.Offset offset = HostClocks.measure(clock.pairedHostClock());
        long before = System.nanoTime();
        PairedClock.Reading first = clock.readPairedClock();
        long after = System.nanoTime();
        long mapped = first.hostNanos() + offset.nanos();
        long slack = offset.errorNanos() + READ_SLACK_NANOS;
        assertTrue(mapped >= before - slack && mapped <= after + slack,
                "host stamp " + mapped + " outside [" + before + ", " + after + "] +- " + slack);
        Thread.sleep(20);
        PairedClock.Reading second = clock.readPairedClock();
        long host = second.hostNanos() - first.hostNanos();
        long device = clock.deviceNanosBetween(first.deviceTicks(), second.deviceTicks());
        // Both clocks count the same 20 ms, the device's in 40 ns ticks.
        assertTrue(Math.abs(host - device) < READ_SLACK_NANOS + host / 10_000, host + " ns vs " + device + " ns");
    }

    @Test
    void aReachedEventIsPlacedInsideItsBracketThroughThePairedRead() throws Exception {
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        for (int i = 0; i < 20; i++) {
            long before = System.nanoTime();
            api.eventRecord(event, stream);
            api.eventWait(event);
            long after = System.nanoTime();
            HostClocks.Offset offset = HostClocks.measure(clock.pairedHostClock());
            long ticks = clock.eventDeviceTicks(event);
            PairedClock.Reading reading = clock.readPairedClock();
            long placed = reading.hostNanos() + offset.nanos() - clock.deviceNanosBetween(ticks,
                    reading.deviceTicks());
            long slack = offset.errorNanos() + READ_SLACK_NANOS;
            assertTrue(placed >= before - slack && placed <= after + slack,
                    "event placed at " + placed + ", bracketed by [" + before + ", " + after + "] +- " + slack);
        }
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }
}
