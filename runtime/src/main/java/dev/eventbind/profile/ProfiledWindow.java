package dev.eventbind.profile;

/**
 * A profiling window as a {@link WindowListener} sees it. Valid only during the call it is handed to: the
 * profiler reuses the object for a later window of the same stream.
 */
public interface ProfiledWindow {

    /** {@return the window's token, as {@link EventProfiler#start} returned it} */
    long token();

    /** {@return the window's name, as {@link EventProfiler#start(Object, String)} gave it; "window" for none} */
    String name();

    /** {@return the stream's display name, as {@link EventProfiler#nameStream} gave it; "stream N" otherwise} */
    String stream();

    /** {@return the backend's name} */
    String backend();

    /**
     * {@return in {@link WindowListener#placed}: how far the placed start and end can each be from where the
     * device really was, in nanoseconds (see {@link ProfileResult#boundNanos()}); {@link Long#MAX_VALUE} where it
     * is not known, and outside that call}
     */
    default long placementBoundNanos() {
        return Long.MAX_VALUE;
    }

    /**
     * {@return in {@link WindowListener#placed}: how far the window's length (end minus start) can be from the
     * device's, in nanoseconds (see {@link ProfileResult#durationBoundNanos()}), which is what comparing two windows'
     * lengths needs; {@link Long#MAX_VALUE} where it is not known, and outside that call}
     */
    default long durationBoundNanos() {
        return Long.MAX_VALUE;
    }

    /** {@return the device timer's resolution in nanoseconds (see {@link ProfileResult#resolutionNanos()})} */
    default long resolutionNanos() {
        return 1;
    }
}
