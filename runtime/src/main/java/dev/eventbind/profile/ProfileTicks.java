package dev.eventbind.profile;

import java.time.Duration;

/**
 * Where a profiled window lies on the host clock ({@link System#nanoTime()} nanoseconds).
 *
 * @param startNanos host-clock nanoseconds at the start of the window
 * @param endNanos host-clock nanoseconds at its end
 */
public record ProfileTicks(long startNanos, long endNanos) {

    /** {@return the span from start to end; an end before the start reads as zero, never negative} */
    public Duration duration() {
        return Duration.ofNanos(durationNanos());
    }

    /** {@return {@link #duration()} in nanoseconds, allocation free} */
    public long durationNanos() {
        return endNanos > startNanos ? endNanos - startNanos : 0L;
    }
}
