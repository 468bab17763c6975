package dev.eventbind.profile;

/**
 * Told of each profiling window's life: its start, its stop, and then either where it was placed or why it was
 * not. {@link #started} returns an <em>attachment</em>, any object the listener wants back at the window's later
 * calls (a span, a timer sample); {@link #NO_ATTACHMENT} when it needs none. The profiler's own Flight Recorder
 * events ({@code dev.eventbind.DeviceWindow}) are written by such a listener, which every profiler has.
 *
 * <p>Calls come on the thread that starts, stops or reads the window back, under the lock of the window's stream:
 * keep them short and do not call the profiler from them. The {@link ProfiledWindow} handed in is valid for the
 * length of the call only (the profiler reuses it for a later window). A listener that throws is logged once per
 * profiler and never changes the window. A profiler made without a listener allocates nothing for one.
 */
public interface WindowListener {

    /** The attachment of a listener that needs none. */
    Object NO_ATTACHMENT = new Object() {
        @Override
        public String toString() {
            return "no attachment";
        }
    };

    /** A listener told of nothing. */
    WindowListener NONE = window -> NO_ATTACHMENT;

    /**
     * A window was started: its start event is recorded and its token issued.
     *
     * @return the window's attachment, handed to the later calls; {@link #NO_ATTACHMENT} for none, never null
     */
    Object started(ProfiledWindow window);

    /** The window was stopped: its end event is recorded. */
    default void stopped(ProfiledWindow window, Object attachment) {
    }

    /**
     * The window was read back and placed on the host clock ({@link System#nanoTime()} nanoseconds), as its
     * duration or batch reports it.
     */
    default void placed(ProfiledWindow window, Object attachment, long startNanos, long endNanos) {
    }

    /**
     * The window ends without a measurement: {@code error} is why ({@link ProfileError.ReadBackFailed} for a failed
     * read-back, {@link ProfileError.DriverFailure} for a refused end event, the profiler's {@code failure(error)},
     * or {@link ProfileError.NotRegistered} for a window abandoned or dropped when the profiler closed).
     */
    default void failed(ProfiledWindow window, Object attachment, ProfileError error) {
    }
}
