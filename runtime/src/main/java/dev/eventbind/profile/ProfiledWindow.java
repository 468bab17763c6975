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
}
