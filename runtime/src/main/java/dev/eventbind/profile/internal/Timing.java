package dev.eventbind.profile.internal;

import dev.eventbind.profile.TimingMethod;

/**
 * How a measured window was timed: its method and the device timer's resolution. What a
 * {@link dev.eventbind.profile.ProfileDuration} holds once its window is measured, so that the duration keeps its
 * state, its start and one word (the length and both bounds) in 32 bytes. One per profiler and method, shared by
 * every window it times: never one per window.
 *
 * @param timingMethod how the window was measured
 * @param resolutionNanos the device timer's resolution, at least 1
 */
public record Timing(TimingMethod timingMethod, long resolutionNanos) {

    private static final Timing DEVICE = new Timing(TimingMethod.DEVICE, 1);
    private static final Timing SYSTEM = new Timing(TimingMethod.SYSTEM, 1);

    /** Rejects a resolution under 1 ns. */
    public Timing {
        if (resolutionNanos < 1) {
            throw new IllegalArgumentException("a timer's resolution is at least 1 ns, not " + resolutionNanos);
        }
    }

    /** {@return the shared timing of {@code method} at a resolution of 1 ns, or a new one at another resolution} */
    public static Timing of(TimingMethod method, long resolutionNanos) {
        if (resolutionNanos == 1) {
            return method == TimingMethod.DEVICE ? DEVICE : SYSTEM;
        }
        return new Timing(method, resolutionNanos);
    }
}
