package dev.eventbind.otel;

import java.time.Instant;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Maps {@link System#nanoTime()} readings, the clock the profiler places windows on, to nanoseconds since the
 * epoch, the clock span timestamps are on.
 *
 * <p>The two clocks differ by an offset that only moves when the wall clock is stepped (an NTP step, a manual
 * set; a slew adjusts both clocks' rate alike on Linux). The offset is measured by reading the wall clock between
 * two {@code nanoTime} reads, keeping the tightest of {@value #ROUNDS} brackets, and measured again once a mapping
 * is older than {@value #MAX_AGE_MILLIS} ms, so a step reaches the spans of windows placed at most that long after
 * it. A mapping's {@linkplain Calibration#errorNanos() error} is half its bracket plus the wall clock's own
 * granularity as the calibration saw it (one microsecond where {@link Instant#now()} has only microseconds):
 * typically a microsecond or two, against the tens of nanoseconds that separate a window's own placement bounds.
 * A window's two ends are mapped by one calibration, so a span's length is exactly the window's.
 */
final class EpochClock {

    static final int ROUNDS = 3;
    static final long MAX_AGE_MILLIS = 1_000;
    private static final long MAX_AGE_NANOS = TimeUnit.MILLISECONDS.toNanos(MAX_AGE_MILLIS);

    private final LongSupplier nanoTime;
    private final LongSupplier epochNanos;
    private volatile Calibration current;

    /** The system's clocks. */
    EpochClock() {
        this(System::nanoTime, EpochClock::wallClockNanos);
    }

    /** Chosen clocks, for tests. */
    EpochClock(LongSupplier nanoTime, LongSupplier epochNanos) {
        this.nanoTime = nanoTime;
        this.epochNanos = epochNanos;
        this.current = calibrate();
    }

    /**
     * How {@code nanoTime} readings map to the epoch now.
     *
     * @param offsetNanos epoch nanoseconds minus {@code nanoTime} nanoseconds
     * @param errorNanos how far an epoch time this mapping gives may lie from the wall clock's, at most
     * @param takenAt the {@code nanoTime} at which it was measured
     */
    record Calibration(long offsetNanos, long errorNanos, long takenAt) {

        /** {@return the epoch nanoseconds at host-clock time {@code nanos}} */
        long epochNanos(long nanos) {
            return nanos + offsetNanos;
        }
    }

    /** {@return the current mapping, measured again first when it is older than {@value #MAX_AGE_MILLIS} ms} */
    Calibration calibration() {
        Calibration known = current;
        if (nanoTime.getAsLong() - known.takenAt() > MAX_AGE_NANOS) {
            // Two threads may both measure: each result is as good as the other, and the last one stays.
            known = calibrate();
            current = known;
        }
        return known;
    }

    private Calibration calibrate() {
        long bestOffset = 0;
        long bestWidth = Long.MAX_VALUE;
        long granularity = 1;
        for (int round = 0; round < ROUNDS; round++) {
            long before = nanoTime.getAsLong();
            long epoch = epochNanos.getAsLong();
            long after = nanoTime.getAsLong();
            granularity = Math.max(granularity, granularityOf(epoch));
            if (after - before < bestWidth) {
                bestWidth = after - before;
                bestOffset = epoch - (before + (after - before) / 2);
            }
        }
        return new Calibration(bestOffset, (bestWidth + 1) / 2 + granularity, nanoTime.getAsLong());
    }

    /** The wall clock's step as one reading shows it: the largest power of ten dividing it, up to a millisecond. */
    static long granularityOf(long epochNanos) {
        long step = 1;
        while (step < 1_000_000 && epochNanos % (step * 10) == 0) {
            step *= 10;
        }
        return step;
    }

    private static long wallClockNanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }
}
