package dev.eventbind.profile.internal;

import dev.eventbind.profile.TimingMethod;
import java.util.function.BooleanSupplier;

/**
 * How a {@link dev.eventbind.profile.ProfileDuration} reads its window back: a wait that can be interrupted or
 * run out of time and be repeated, then one settling that returns where the window lies.
 */
public interface ReadBack {

    /** {@return how the window is timed} */
    TimingMethod timingMethod();

    /**
     * {@return whether the window was already read back for its duration, which has only to copy the result: a
     * profiler's window its lane read back before the duration asked}
     */
    default boolean isRead() {
        return false;
    }

    /** What {@link #claimAndAwait} returns when this thread claimed the read-back and its wait is over. */
    int CLAIMED = 0;
    /** What {@link #claimAndAwait} returns when the time ran out, the read-back unclaimed. */
    int OUT_OF_TIME = 1;
    /** What {@link #claimAndAwait} returns when the duration has an answer to look at: resolved, or held. */
    int ANSWERED = 2;

    /**
     * {@return whether the read-back takes a claim of its own ({@link #claimAndAwait}), so that its duration takes
     * none: a profiler's window, claimed with one compare-and-set of its state}
     */
    default boolean claimsItself() {
        return false;
    }

    /**
     * For a read-back that {@linkplain #claimsItself claims itself}: claims it for this thread and waits until
     * it can be read, or until {@code answered} says another thread resolved the duration, or it is
     * {@linkplain #isRead read} for the duration. The caller then settles it ({@link #settle()}).
     *
     * @return {@link #CLAIMED}, {@link #OUT_OF_TIME} or {@link #ANSWERED}
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is interrupted; nothing is claimed
     */
    default int claimAndAwait(boolean timed, long timeoutNanos, BooleanSupplier answered) {
        throw new UnsupportedOperationException("the read-back takes no claim of its own");
    }

    /**
     * Waits until the window can be read.
     *
     * @return false when the time ran out first
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is interrupted; nothing changed
     */
    boolean await(boolean timed, long timeoutNanos);

    /**
     * Reads the window once and settles it. Never throws for the backend's failure: that is the returned value's
     * {@link Settled#cause()}.
     *
     * @return where the window was placed; the caller copies it, then calls {@link Settled#collected()}
     */
    Settled settle();
}
