package dev.eventbind.profile;

import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;

/**
 * One started profiling window: its start event and stream, the anchor it opened under, and, once stopped, its
 * end event.
 *
 * <p>The window is also the read-back its {@link ProfileDuration} runs, so that a stopped window costs this one
 * object besides the duration and its result. Until {@code stop} it is filed in the profiler's
 * {@link WindowTable}; {@code failure} may mark it failed there, after which its events are already back in
 * the pool and {@code stop} reports the error. Stopped, it is linked among the table's unread windows until its
 * read-back, after which nothing refers to it any more and the table keeps it as its spare, to be opened again
 * by the next {@code start}.
 *
 * @param <E> the backend's event handle
 */
final class Window<E> implements ProfileDuration.ReadBack {

    private final DeviceSpan<E> span;
    private OwnedEvent<E> start;
    private Object startStream;
    private Anchor<E> anchor;
    private OwnedEvent<E> end; // set by stop, before the duration is handed out
    private ProfileDuration duration; // set by stop
    private ProfileError failure; // guarded by the WindowTable's monitor
    private Throwable readFailure; // set by a failed wait of the read-back, under the duration's monitor
    Window<E> nextStopped; // guarded by the WindowTable's monitor
    Window<E> previousStopped; // guarded by the WindowTable's monitor
    boolean linked; // guarded by the WindowTable's monitor

    /** @param span reads the window back */
    Window(DeviceSpan<E> span) {
        this.span = span;
    }

    /**
     * Opens the window, new or reused, before it is filed in the table (which publishes it to other threads).
     *
     * @param recordedStart the pooled event recorded on the working stream
     * @param stream the stream it was recorded on, the only one {@code stop} accepts
     * @param openedUnder the anchor the window opened under, held until the window is done
     */
    Window<E> open(OwnedEvent<E> recordedStart, Object stream, Anchor<E> openedUnder) {
        this.start = recordedStart;
        this.startStream = stream;
        this.anchor = openedUnder;
        this.end = null;
        this.duration = null;
        this.failure = null;
        this.readFailure = null;
        return this;
    }

    OwnedEvent<E> start() {
        return start;
    }

    Object startStream() {
        return startStream;
    }

    OwnedEvent<E> end() {
        return end;
    }

    Anchor<E> anchor() {
        return anchor;
    }

    ProfileDuration duration() {
        return duration;
    }

    /** Marks an open window failed; false when it already was. Called under the table's monitor. */
    boolean fail(ProfileError error) {
        if (failure != null) {
            return false;
        }
        failure = error;
        return true;
    }

    /** What {@code failure} turned the window into; null while it is open. Read after leaving the table. */
    ProfileError failure() {
        return failure;
    }

    Throwable readFailure() {
        return readFailure;
    }

    void readFailed(Throwable failed) {
        readFailure = failed;
    }

    /** Stops the window with its recorded end event: a duration that reads the window back when resolved. */
    ProfileDuration stopped(OwnedEvent<E> recordedEnd) {
        this.end = recordedEnd;
        this.duration = ProfileDuration.deferred(TimingMethod.DEVICE, this);
        return duration;
    }

    /** Hands the start event back to the pool and lets go of the anchor. */
    void release(EventPool<E> pool) {
        pool.release(start);
        anchor.release();
    }

    /** Forgets the events and anchor of a window read back, so a spare keeps nothing alive. */
    void clear() {
        start = null;
        end = null;
        anchor = null;
        startStream = null;
        duration = null;
        readFailure = null;
    }

    @Override
    public boolean await(boolean timed, long timeoutNanos) {
        return span.await(this, timed, timeoutNanos);
    }

    @Override
    public ProfileResult finish() {
        return span.finish(this);
    }
}
