package dev.eventbind.profile.internal;

/**
 * What a read-back returns: where the window was placed on the host clock, or why it has no measurement. Valid
 * until {@link #collected()}, after which the object may be reused for another window.
 */
public interface Settled {

    /** {@return host-clock nanoseconds of the placed start; from the anchor for a failed read-back} */
    long startNanos();

    /** {@return host-clock nanoseconds of the placed end; the penalty past the start for a failed read-back} */
    long endNanos();

    /**
     * {@return how far the placed start and end can each be from where the device really was, in nanoseconds;
     * {@link Long#MAX_VALUE} for a failed read-back}
     */
    long boundNanos();

    /** {@return how far the placed length can be from the true one; {@link Long#MAX_VALUE} for a failed read-back} */
    long durationBoundNanos();

    /** {@return how the window was timed and the device timer's resolution: shared, never one per window} */
    Timing timing();

    /** {@return whether the window was measured; false when its read-back failed} */
    boolean measured();

    /** {@return why the read-back failed; meaningful only when not {@link #measured()}} */
    Throwable cause();

    /** Says the reader has copied the values: the window may be reused. */
    void collected();
}
