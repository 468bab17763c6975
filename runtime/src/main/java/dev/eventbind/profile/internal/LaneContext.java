package dev.eventbind.profile.internal;

import java.util.function.LongSupplier;

/**
 * What every lane of one profiler shares: the backend's name, the read-back, the listeners, and the host clock
 * that the causality bound reads.
 *
 * @param backend the backend's name, for messages and listeners
 * @param span reads windows back
 * @param events tells the listeners
 * @param hostClock the host clock the windows are placed on
 * @param causal whether a settle reads {@code hostClock} to keep each window's end at or before the moment the host
 *     saw it complete (off only for a test's clock, which the test's device does not follow)
 * @param <E> the backend's event handle
 */
public record LaneContext<E>(String backend, DeviceSpan<E> span, WindowEvents events, LongSupplier hostClock,
        boolean causal) {

    /** The causality ceiling for a window read back now: the host clock, read once; no ceiling when off. */
    long ceiling() {
        return causal ? hostClock.getAsLong() : Long.MAX_VALUE;
    }
}
