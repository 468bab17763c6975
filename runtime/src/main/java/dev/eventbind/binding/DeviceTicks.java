package dev.eventbind.binding;

/**
 * Spans between two readings of a device timer that counts ticks at a fixed frequency and keeps only its low
 * bits ({@code zeEventQueryKernelTimestamp}'s {@code kernelTimestampValidBits}, Vulkan's
 * {@code timestampValidBits}). The distance is taken modulo {@code 2^validBits}, so a timer that wrapped between
 * the two readings still gives their distance, and converted to nanoseconds without overflow for any distance
 * and frequency. As in serial-number arithmetic, a distance of half the counter's range or more reads as the end
 * coming before the start, and so as zero, as {@link dev.eventbind.api.Elapsed#clampMillis} reads a negative
 * span: spans are measured up to half the counter's period (with 32 valid bits at 19.2 MHz, about 111 s).
 */
public final class DeviceTicks {

    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    private DeviceTicks() {
    }

    /**
     * The nanoseconds from {@code start} to {@code end}, rounded down.
     *
     * @param start the earlier reading, in ticks
     * @param end the later reading, in ticks
     * @param validBits how many low bits of a reading are valid, 1 to 64
     * @param ticksPerSecond the timer's frequency, positive
     * @return the span in nanoseconds; 0 when {@code end} comes before {@code start}
     * @throws IllegalArgumentException when {@code validBits} or {@code ticksPerSecond} is out of range
     */
    public static long elapsedNanos(long start, long end, int validBits, long ticksPerSecond) {
        if (validBits < 1 || validBits > 64) {
            throw new IllegalArgumentException("validBits must be 1 to 64, not " + validBits);
        }
        if (ticksPerSecond <= 0) {
            throw new IllegalArgumentException("the timer frequency must be positive, not " + ticksPerSecond);
        }
        long mask = validBits == 64 ? -1L : (1L << validBits) - 1;
        // Unsigned distance modulo 2^validBits: two's complement subtraction already wraps at 2^64.
        long ticks = (end - start) & mask;
        if (validBits == 64 ? ticks < 0 : ticks >= 1L << (validBits - 1)) {
            return 0;
        }
        if (ticksPerSecond == NANOS_PER_SECOND) {
            return ticks; // stamps in nanoseconds (OpenCL's): no conversion, the common case kept cheap
        }
        long seconds = Long.divideUnsigned(ticks, ticksPerSecond);
        long rest = Long.remainderUnsigned(ticks, ticksPerSecond);
        if (seconds > Long.MAX_VALUE / NANOS_PER_SECOND) {
            return Long.MAX_VALUE;
        }
        // rest < ticksPerSecond <= 2^63, so rest * 10^9 needs the high word: exact with multiplyHigh.
        long low = rest * NANOS_PER_SECOND;
        long high = Math.unsignedMultiplyHigh(rest, NANOS_PER_SECOND);
        long fraction = high == 0 ? Long.divideUnsigned(low, ticksPerSecond)
                : java.math.BigInteger.valueOf(rest).multiply(java.math.BigInteger.valueOf(NANOS_PER_SECOND))
                        .divide(java.math.BigInteger.valueOf(ticksPerSecond)).longValueExact();
        long whole = seconds * NANOS_PER_SECOND;
        return whole > Long.MAX_VALUE - fraction ? Long.MAX_VALUE : whole + fraction;
    }
}
