package dev.eventbind.profile.internal;

import dev.eventbind.profile.TimingMethod;

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
