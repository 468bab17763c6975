package dev.eventbind.api;

/**
 * The one clamp every backend uses to turn a driver's elapsed-time reading into nanoseconds.
 *
 * <p>A device clock is monotonic, but drivers can still report a small negative span (two events stamped by
 * different engines) or NaN (an event that never stamped). Neither may reach a caller: both read as zero.
 * {@code Math.max(NaN, 0.0)} is NaN in Java, so the comparison is written to send NaN to zero.
 */
public final class Elapsed {

    private static final double NANOS_PER_MILLI = 1_000_000.0;

    private Elapsed() {
    }

    /**
     * Float milliseconds (CUDA, HIP) to nanoseconds; negative, NaN and -infinity read as zero.
     *
     * @param millis the driver's reading
     * @return the span in nanoseconds, never negative
     */
    public static long clampMillis(float millis) {
        // `millis > 0` is false for NaN, so NaN falls through to zero with the negatives.
        return millis > 0f ? (long) (millis * NANOS_PER_MILLI) : 0L;
    }

    /**
     * A nanosecond difference (OpenCL profiling counters); negative reads as zero.
     *
     * @param nanos the difference of two counters
     * @return the span in nanoseconds, never negative
     */
    public static long clampNanos(long nanos) {
        return nanos > 0L ? nanos : 0L;
    }
}
