package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.ffm.HostClocks;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * A generated backend's paired clock on a fake library that stamps CLOCK_MONOTONIC_RAW beside its device timer:
 * the host stamp maps onto System.nanoTime's clock, both clocks count the same span, and a reached event's ticks
 * place it inside the host reads around it. Each shaped library's test names its backend.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PairedClockChecks {

    /** What a device tick (tens of ns in the fakes) and a fake's read between its two stamps may add. */
    private static final long READ_SLACK_NANOS = 2_000;

    private EventApi<Object, Object> api;
    private PairedClock<Object> clock;

    /** {@return the backend under test, freshly opened} */
    abstract EventApi<Object, Object> openBackend();

    @BeforeAll
    @SuppressWarnings("unchecked")
    void open() {
        api = openBackend();
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
        // Both clocks count the same 20 ms, the device's in its own ticks. A thread preempted between a fake's two
        // reads widens that pair (as it would a driver's), so the tightest of a few spans is the one compared.
        long host = 0;
        long device = Long.MAX_VALUE / 2;
        for (int attempt = 0; attempt < 5 && Math.abs(host - device) >= READ_SLACK_NANOS + host / 10_000; attempt++) {
            PairedClock.Reading start = clock.readPairedClock();
            Thread.sleep(20);
            PairedClock.Reading end = clock.readPairedClock();
            host = end.hostNanos() - start.hostNanos();
            device = clock.deviceNanosBetween(start.deviceTicks(), end.deviceTicks());
        }
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
            // A fake reads its host stamp, then its device timer: a thread preempted between the two pairs a later
            // device time with the host's, which places the event early by the time it lost. The latest of a few
            // placements is the one whose pair was read closest together.
            long placed = Long.MIN_VALUE;
            long slack = offset.errorNanos() + READ_SLACK_NANOS;
            for (int read = 0; read < 5 && placed < before - slack; read++) {
                PairedClock.Reading reading = clock.readPairedClock();
                placed = Math.max(placed, reading.hostNanos() + offset.nanos() - clock.deviceNanosBetween(ticks,
                        reading.deviceTicks()));
            }
            assertTrue(placed >= before - slack && placed <= after + slack,
                    "event placed at " + placed + ", bracketed by [" + before + ", " + after + "] +- " + slack);
        }
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }
}
