package dev.eventbind.profile.internal;

import dev.eventbind.profile.ProfileTicks;
import dev.eventbind.profile.TimingMethod;
import java.util.function.Supplier;

/**
 * The read-back of {@link dev.eventbind.profile.ProfileDuration#deferred}: no wait, then the caller's supplier,
 * whose ticks are the settled value.
 *
 * @param timingMethod how the ticks will have been measured
 * @param ticks blocks until the ticks are known
 */
public record DeferredReadBack(TimingMethod timingMethod, Supplier<ProfileTicks> ticks) implements ReadBack {

    @Override
    public boolean await(boolean timed, long timeoutNanos) {
        return true;
    }

    @Override
    public Settled settle() {
        ProfileTicks read = ticks.get();
        return new Settled() {
            @Override
            public long startNanos() {
                return read.startNanos();
            }

            @Override
            public long endNanos() {
                return read.endNanos();
            }

            @Override
            public long boundNanos() {
                return Long.MAX_VALUE; // ticks from elsewhere: nothing says how right they are
            }

            @Override
            public long durationBoundNanos() {
                return Long.MAX_VALUE;
            }

            @Override
            public Timing timing() {
                return Timing.of(timingMethod, 1);
            }

            @Override
            public boolean measured() {
                return true;
            }

            @Override
            public Throwable cause() {
                throw new IllegalStateException("a measured window has no failure");
            }

            @Override
            public void collected() {
            }
        };
    }
}
