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
 * @param ticks the window's start and end on the host clock
 * @param timingMethod whether device events or the host clock measured it (or were to, for a failed read-back)
 * @param failure why the read-back failed; empty for a measured window
 */
public record ProfileResult(ProfileTicks ticks, TimingMethod timingMethod, Optional<ProfileError> failure) {

    /** Rejects missing parts: a result always says where it lies, how it was timed and whether it failed. */
    public ProfileResult {
        Objects.requireNonNull(ticks, "ticks");
        Objects.requireNonNull(timingMethod, "timingMethod");
        Objects.requireNonNull(failure, "failure");
    }

    /** A measured window. */
    public ProfileResult(ProfileTicks ticks, TimingMethod timingMethod) {
        this(ticks, timingMethod, Optional.empty());
    }

    /** Whether the read-back failed, so the ticks are the placeholder and not a measurement. */
    public boolean failed() {
        return failure.isPresent();
    }

    /** The window's length; an end before the start reads as zero. */
    public Duration duration() {
        return ticks.duration();
    }
}
