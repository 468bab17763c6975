package dev.eventbind.profile;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * A resolved profiling window: where it lies on the host clock, how it was timed, and whether the read-back
 * failed.
 *
 * <p>A failed read-back still has ticks: a placeholder 3600 s long,
 * so that a failed candidate never wins an autotune; {@link #failure()} then says why
 * ({@link ProfileError.ReadBackFailed}, with the driver's cause) and the ticks are not a measurement.
 *
 * <p><b>How right it is.</b> {@link #boundNanos()} says how far the placed start and end can each be from where
 * the device really was: the anchor's error (the host reads bracketing the moment the device reached it), the
 * fitted drift of the device clock over the distance from the anchor, and the timer's resolution. It is a bound,
 * not a spread: the truth lies inside it unless the device clock jumped in a way it did not declare.
 * {@link #durationBoundNanos()} is the same for the length, which the anchor's error does not touch, and
 * {@link #compareDurations} says when two windows are too close to rank. {@link Long#MAX_VALUE} means unknown (a
 * failed read-back, a window timed on the host clock, a result made without a bound).
 *
 * @param ticks the window's start and end on the host clock
 * @param timingMethod whether device events or the host clock measured it (or were to, for a failed read-back)
 * @param failure why the read-back failed; empty for a measured window
 * @param boundNanos how far the placed start and end can each be from the truth; {@link Long#MAX_VALUE} if unknown
 * @param durationBoundNanos how far the length can be from the true length; {@link Long#MAX_VALUE} if unknown
 * @param resolutionNanos the device timer's resolution, at least 1
 */
public record ProfileResult(ProfileTicks ticks, TimingMethod timingMethod, Optional<ProfileError> failure,
        long boundNanos, long durationBoundNanos, long resolutionNanos) {

    /** How two windows' lengths compare, given how far each can be off. */
    public enum DurationOrder {
        /** The first is shorter by more than both lengths can be off together. */
        SHORTER,
        /** The first is longer by more than both lengths can be off together. */
        LONGER,
        /** They differ by no more than their bounds or resolutions allow: neither can be said to be faster. */
        UNDECIDABLE
    }

    /** Rejects missing parts and negative bounds: a result always says where it lies, how and how right. */
    public ProfileResult {
        Objects.requireNonNull(ticks, "ticks");
        Objects.requireNonNull(timingMethod, "timingMethod");
        Objects.requireNonNull(failure, "failure");
        if (boundNanos < 0 || durationBoundNanos < 0 || resolutionNanos < 1) {
            throw new IllegalArgumentException("bounds must not be negative and the resolution at least 1 ns: "
                    + boundNanos + ", " + durationBoundNanos + ", " + resolutionNanos);
        }
    }

    /**
     * A result whose bounds are unknown.
     *
     * @param ticks where the window lies on the host clock
     * @param timingMethod how the ticks were measured
     * @param failure why the read-back failed; empty for a measured window
     */
    public ProfileResult(ProfileTicks ticks, TimingMethod timingMethod, Optional<ProfileError> failure) {
        this(ticks, timingMethod, failure, Long.MAX_VALUE, Long.MAX_VALUE, 1);
    }

    /**
     * A measured window whose bounds are unknown.
     *
     * @param ticks where the window lies on the host clock
     * @param timingMethod how the ticks were measured
     */
    public ProfileResult(ProfileTicks ticks, TimingMethod timingMethod) {
        this(ticks, timingMethod, Optional.empty());
    }

    /**
     * Compares two windows' lengths the way a caller choosing the faster one should: {@link DurationOrder#UNDECIDABLE}
     * when they differ by no more than their two duration bounds together (at least one timer resolution), or
     * when either failed or has no bound.
     *
     * @param first one window
     * @param second the other
     * @return whether the first is shorter, longer, or too close to tell
     */
    public static DurationOrder compareDurations(ProfileResult first, ProfileResult second) {
        if (first.failed() || second.failed()) {
            return DurationOrder.UNDECIDABLE;
        }
        long apart = first.ticks.durationNanos() - second.ticks.durationNanos();
        long slack = Math.max(Math.max(first.resolutionNanos, second.resolutionNanos),
                saturatedSum(first.durationBoundNanos, second.durationBoundNanos));
        if (Math.abs(apart) <= slack) {
            return DurationOrder.UNDECIDABLE;
        }
        return apart < 0 ? DurationOrder.SHORTER : DurationOrder.LONGER;
    }

    private static long saturatedSum(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** {@return whether {@link #boundNanos()} is known} */
    public boolean bounded() {
        return boundNanos != Long.MAX_VALUE;
    }

    /** {@return whether the read-back failed, so the ticks are the placeholder and not a measurement} */
    public boolean failed() {
        return failure.isPresent();
    }

    /** {@return the window's length; an end before the start reads as zero} */
    public Duration duration() {
        return ticks.duration();
    }
}
