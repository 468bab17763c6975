package dev.eventbind.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ElapsedTest {

    @Test
    void nanMillisReadAsZero() {
        assertEquals(0L, Elapsed.clampMillis(Float.NaN));
    }

    @Test
    void negativeInfinityReadsAsZero() {
        assertEquals(0L, Elapsed.clampMillis(Float.NEGATIVE_INFINITY));
    }

    @Test
    void negativeMillisReadAsZero() {
        assertEquals(0L, Elapsed.clampMillis(-0.25f));
    }

    @Test
    void positiveMillisConvertToNanos() {
        assertEquals(1_500_000L, Elapsed.clampMillis(1.5f));
        assertEquals(125_000L, Elapsed.clampMillis(0.125f));
    }

    @Test
    void negativeNanosReadAsZeroAndPositiveNanosPassThrough() {
        assertEquals(0L, Elapsed.clampNanos(-7L));
        assertEquals(42L, Elapsed.clampNanos(42L));
    }
}
