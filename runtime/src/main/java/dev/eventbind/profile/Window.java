package dev.eventbind.profile;

import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;
import java.util.function.Supplier;

/**
 * One started profiling window: its start event, the anchor it opened under, and, once stopped, its end event.
 *
 * <p>The window is also the read-back its {@link ProfileDuration} runs, so that a stopped window costs this one
 * object besides the duration and its result. Until {@code stop} it is filed in the profiler's
 * {@link WindowTable}; {@code failure} may mark it failed there, after which its events are already back in
 * the pool and {@code stop} reports the error. After its read-back nothing refers to it any more, and the
 * table keeps it as its spare, to be opened again by the next {@code start}.
 *
 * @param <E> the backend's event handle
 */
final class Window<E> implements Supplier<ProfileTicks> {

    private final DeviceSpan<E> span;
    private OwnedEvent<E> start;
    private Anchor<E> anchor;
    private OwnedEvent<E> end; // set by stop, before the duration is handed out
    private ProfileError failure; // guarded by the WindowTable's monitor

    /** @param span reads the window back */
    Window(DeviceSpan<E> span) {
        this.span = span;
    }

    /**
     * Opens the window, new or reused, before it is filed in the table (which publishes it to other threads).
     *
     * @param recordedStart the pooled event recorded on the working stream
     * @param openedUnder the anchor the window opened under, held until the window is done
     */
    Window<E> open(OwnedEvent<E> recordedStart, Anchor<E> openedUnder) {
        this.start = recordedStart;
        this.anchor = openedUnder;
        this.end = null;
        this.failure = null;
        return this;
    }

    OwnedEvent<E> start() {
        return start;
    }

    OwnedEvent<E> end() {
        return end;
    }

    Anchor<E> anchor() {
        return anchor;
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

    /** Stops the window with its recorded end event: a duration that reads the window back when resolved. */
    ProfileDuration stopped(OwnedEvent<E> recordedEnd) {
        this.end = recordedEnd;
        return ProfileDuration.deferred(TimingMethod.DEVICE, this);
    }

    /** Hands the start event back to the pool and lets go of the anchor. */
    void release(EventPool<E> pool) {
        pool.release(start);
        anchor.release();
    }

    /** The read-back, run once by the duration: blocks until both events are reached. */
    @Override
    public ProfileTicks get() {
        return span.read(this);
    }
}
