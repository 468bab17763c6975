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
    private final Placement placement = new Placement();
    private String name;
    private OwnedEvent<E> start;
    private Anchor<E> anchor;
    private OwnedEvent<E> end; // set by stop, before the duration is handed out
    private ProfileError failure; // guarded by the WindowTable's monitor

    /** @param span reads the window back */
    Window(DeviceSpan<E> span) {
        this.span = span;
    }

    /** Opens an unnamed window: {@link #open(OwnedEvent, Anchor, String)} without a name. */
    Window<E> open(OwnedEvent<E> recordedStart, Anchor<E> openedUnder) {
        return open(recordedStart, openedUnder, null);
    }

    /**
     * Opens the window, new or reused, before it is filed in the table (which publishes it to other threads).
     *
     * @param recordedStart the pooled event recorded on the working stream
     * @param openedUnder the anchor the window opened under, held until the window is done
     * @param label what Flight Recorder calls the window; null for an unnamed one
     */
    Window<E> open(OwnedEvent<E> recordedStart, Anchor<E> openedUnder, String label) {
        this.start = recordedStart;
        this.anchor = openedUnder;
        this.name = label;
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

    /** Its order among its stream's windows and, once read back, where it was placed. */
    Placement placement() {
        return placement;
    }

    String name() {
        return name;
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
        ended(recordedEnd);
        return ProfileDuration.deferred(TimingMethod.DEVICE, this);
    }

    /** Stops the window with its recorded end event, for a reader other than a duration. */
    void ended(OwnedEvent<E> recordedEnd) {
        this.end = recordedEnd;
    }

    /** Hands the start event back to the pool, lets go of the anchor and of the window's place in its lane. */
    void release(EventPool<E> pool) {
        pool.release(start);
        anchor.release();
        Lane lane = placement.lane;
        if (lane != null) {
            lane.leave(placement);
        }
    }

    /** The read-back, run once by the duration: blocks until both events are reached. */
    @Override
    public ProfileTicks get() {
        try {
            span.place(this);
            return new ProfileTicks(placement.start, placement.end);
        } finally {
            span.retire(this);
        }
    }
}
