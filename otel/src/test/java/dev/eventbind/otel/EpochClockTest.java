package dev.eventbind.otel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class EpochClockTest {

    private final AtomicLong host = new AtomicLong(1_000);
    /** Where the wall clock is at host-clock zero: it runs with the host clock until it is stepped. */
    private final AtomicLong wallAtZero = new AtomicLong(5_000_000_123L);

    /** Each host read moves 10 ns on; the wall clock is read between two of them. */
    private final EpochClock clock = new EpochClock(() -> host.addAndGet(10), () -> host.get() + wallAtZero.get());

    @Test
    void offsetIsTheWallClockAgainstTheMiddleOfItsBracket() {
        EpochClock.Calibration calibration = clock.calibration();
        // First bracket: host reads 1010 and 1020, the wall clock read between them says 1010 + 5_000_000_123,
        // which the mapping puts at the bracket's middle, 1015.
        assertEquals(5_000_000_123L - 5, calibration.offsetNanos());
        assertEquals(1_010 + 5_000_000_123L, calibration.epochNanos(1_015));
        // Half the 10 ns bracket, plus the wall clock's 1 ns step (its reading ends in 3).
        assertEquals(5 + 1, calibration.errorNanos());
    }

    @Test
    void aWallClockStepReachesTheMappingOnceItIsOlderThanASecond() {
        EpochClock.Calibration first = clock.calibration();
        wallAtZero.addAndGet(TimeUnit.SECONDS.toNanos(7)); // an NTP step
        assertSame(first, clock.calibration(), "a fresh mapping is kept");

        host.addAndGet(TimeUnit.MILLISECONDS.toNanos(EpochClock.MAX_AGE_MILLIS) + 1);
        EpochClock.Calibration stepped = clock.calibration();
        assertEquals(TimeUnit.SECONDS.toNanos(7), stepped.offsetNanos() - first.offsetNanos());
    }

    @Test
    void granularityIsTheWallClocksStepAsItsReadingsShowIt() {
        assertEquals(1, EpochClock.granularityOf(1_700_000_000_123_456_789L));
        assertEquals(1_000, EpochClock.granularityOf(1_700_000_000_123_456_000L));
        assertEquals(1_000_000, EpochClock.granularityOf(1_700_000_000_000_000_000L));
    }

    @Test
    void systemClocksMapNowToNowWithinTheStatedError() {
        EpochClock system = new EpochClock();
        EpochClock.Calibration calibration = system.calibration();
        long mapped = calibration.epochNanos(System.nanoTime());
        Instant now = Instant.now();
        long wallNanos = now.getEpochSecond() * 1_000_000_000L + now.getNano();
        // The two reads above are a few microseconds apart at most, on any machine that runs the tests.
        assertTrue(Math.abs(wallNanos - mapped) < calibration.errorNanos() + TimeUnit.MILLISECONDS.toNanos(50),
                () -> "mapped " + mapped + ", wall " + wallNanos + ", error " + calibration.errorNanos());
    }
}
