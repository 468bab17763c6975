package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Spans between two readings of a device timer that keeps only its low bits. */
class DeviceTicksTest {

    @Test
    void aSpanIsTheDistanceConvertedWithTheFrequency() {
        assertEquals(1_000_000_000L, DeviceTicks.elapsedNanos(100, 19_200_100, 64, 19_200_000));
        assertEquals(52, DeviceTicks.elapsedNanos(0, 1, 64, 19_200_000), "one tick, rounded down");
    }

    @Test
    void aSpanAcrossTheWrapOfTheValidBitsIsMeasured() {
        long beforeWrap = 0xffff_fff0L;
        long afterWrap = 0x10L;
        assertEquals(32, DeviceTicks.elapsedNanos(beforeWrap, afterWrap, 32, 1_000_000_000));
        assertEquals(32, DeviceTicks.elapsedNanos(-16, 16, 64, 1_000_000_000), "a 64-bit counter wraps too");
    }

    /** Nanosecond stamps are taken as they are, by the same wrap and backwards rules as ticks. */
    @Test
    void nanosecondStampsAreTheSpanItself() {
        assertEquals(3_600_000_000_123L, DeviceTicks.elapsedNanos(7, 3_600_000_000_130L, 64, 1_000_000_000));
        assertEquals(Long.MAX_VALUE, DeviceTicks.elapsedNanos(0, Long.MAX_VALUE, 64, 1_000_000_000));
        assertEquals(0, DeviceTicks.elapsedNanos(10, 9, 64, 1_000_000_000), "backwards is no time");
        assertEquals(0, DeviceTicks.elapsedNanos(0, 1L << 35, 36, 1_000_000_000), "half the range: backwards");
    }

    @Test
    void bitsAboveTheValidOnesAreIgnored() {
        assertEquals(5, DeviceTicks.elapsedNanos(0xabc0_0000_0000L | 10, 0x1230_0000_0000L | 15, 32, 1_000_000_000));
    }

    @Test
    void anEndBeforeTheStartReadsAsZero() {
        assertEquals(0, DeviceTicks.elapsedNanos(20, 10, 32, 1_000_000_000));
        assertEquals(0, DeviceTicks.elapsedNanos(20, 10, 64, 1_000_000_000));
    }

    @Test
    void theLongestSpansNeverOverflow() {
        assertEquals(Long.MAX_VALUE, DeviceTicks.elapsedNanos(0, Long.MAX_VALUE, 64, 1),
                "2^63 seconds do not fit in nanoseconds");
        assertEquals(Long.MAX_VALUE, DeviceTicks.elapsedNanos(0, Long.MAX_VALUE, 64, 1_000_000_000L),
                "the longest span at 1 GHz is exactly Long.MAX_VALUE ns");
        // A frequency above 2^64 / 10^9 (18.4 GHz) needs the exact wide product for the fraction.
        assertEquals(999_999_999L, DeviceTicks.elapsedNanos(0, 39_999_999_999L, 64, 40_000_000_000L));
    }

    @Test
    void badArgumentsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> DeviceTicks.elapsedNanos(0, 1, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> DeviceTicks.elapsedNanos(0, 1, 65, 1));
        assertThrows(IllegalArgumentException.class, () -> DeviceTicks.elapsedNanos(0, 1, 32, 0));
    }
}
