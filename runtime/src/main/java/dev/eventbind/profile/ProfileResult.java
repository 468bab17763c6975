package dev.eventbind.profile;

import java.time.Duration;
import java.util.Objects;

/**
 * A resolved profiling window: where it lies on the host clock and how it was timed.
 *
 * @param ticks the window's start and end on the host clock
 * @param timingMethod whether device events or the host clock measured it
 */
public record ProfileResult(ProfileTicks ticks, TimingMethod timingMethod) {

    /** Rejects missing parts: a result always says both where it lies and how it was timed. */
    public ProfileResult {
        Objects.requireNonNull(ticks, "ticks");
        Objects.requireNonNull(timingMethod, "timingMethod");
    }

    /** {@return the window's length; an end before the start reads as zero} */
    public Duration duration() {
        return ticks.duration();
    }
}
