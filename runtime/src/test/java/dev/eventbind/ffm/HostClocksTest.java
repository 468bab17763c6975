package dev.eventbind.ffm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.PairedClock.HostClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** A host clock a paired read stamps maps onto System.nanoTime's within the error the mapping states. */
@EnabledOnOs(OS.LINUX)
class HostClocksTest {

    /** Slack for the drift between two clocks over the microseconds between measuring and checking. */
    private static final long DRIFT_NANOS = 1_000;

    @Test
    void linuxClockIdsAreTimeHs() {
        assertEquals(1, HostClocks.clockId(HostClock.CLOCK_MONOTONIC));
        assertEquals(4, HostClocks.clockId(HostClock.CLOCK_MONOTONIC_RAW));
        assertTrue(HostClocks.available());
    }

    @Test
    void nanoTimeIsClockMonotonicSoItsOffsetIsZeroWithinTheError() {
        HostClocks.Offset offset = HostClocks.measure(HostClock.CLOCK_MONOTONIC);
        assertTrue(Math.abs(offset.nanos()) <= offset.errorNanos(), () -> "offset " + offset);
    }

    @Test
    void aRawReadMappedWithTheOffsetLiesBetweenTheNanoTimeReadsAroundIt() {
        for (int i = 0; i < 100; i++) {
            HostClocks.Offset offset = HostClocks.measure(HostClock.CLOCK_MONOTONIC_RAW);
            assertTrue(offset.errorNanos() >= 1);
            long before = System.nanoTime();
            long mapped = HostClocks.read(HostClock.CLOCK_MONOTONIC_RAW) + offset.nanos();
            long after = System.nanoTime();
            long slack = offset.errorNanos() + DRIFT_NANOS;
            assertTrue(mapped >= before - slack && mapped <= after + slack,
                    "mapped " + mapped + " outside [" + before + ", " + after + "] by more than " + slack);
        }
    }
}
