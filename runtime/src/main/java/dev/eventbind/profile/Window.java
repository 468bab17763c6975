package dev.eventbind.profile;

import dev.eventbind.event.OwnedEvent;

/**
 * One started profiling window: its two events, the anchor it opened under, and its reader once stopped.
 *
 * <p>The window is also the read-back its {@link ProfileDuration} runs, so that a stopped window costs nothing
 * but the duration. It belongs to its stream's {@link Lane} for good. Until {@code stop} it is filed in the
 * lane's {@link WindowTable}; {@code failure} may mark it failed there, after which its events are already
 * back in the lane and {@code stop} reports the error. Stopped for a duration, it is linked among the table's unread
 * windows until its read-back, which delivers where it was placed to the duration (a {@link WindowBatch} reads
 * its windows' placements itself); after that nothing refers to it any more and the lane keeps it as a spare, with its
 * events, to be opened again by the next {@code start}. A window dropped unmeasured hands its events back to the
 * lane and is not opened again.
 *
 * @param <E> the backend's event handle
 */
final class Window<E> implements ProfileDuration.ReadBack {

    private final DeviceSpan<E> span;
    private final Lane<E> lane;
    private final Placement placement = new Placement();
    private String name;
    private OwnedEvent<E> start; // the window's own events, kept while it is a spare
    private OwnedEvent<E> end;
    // Their driver handles, read once: the window holds its events until it hands them back, so the handles
    // are valid whenever the window records or reads them.
    private E startHandle;
    private E endHandle;
    private Anchor<E> anchor;
    private ProfileDuration duration; // set by stop
    private ProfileError failure; // guarded by the WindowTable's monitor
    private Throwable readFailure; // set by a failed read-back: its wait or its times, by the reading thread
    Window<E> nextStopped; // guarded by the WindowTable's monitor
    Window<E> previousStopped; // guarded by the WindowTable's monitor
    boolean linked; // guarded by the WindowTable's monitor

    /**
     * @param span reads the window back
     * @param lane the lane of the stream the window is on, for its whole life
     */
    Window(DeviceSpan<E> span, Lane<E> lane) {
        this.span = span;
        this.lane = lane;
    }

    /** Opens an unnamed window: {@link #open(Anchor, String)} without a name. */
    Window<E> open(Anchor<E> openedUnder) {
        return open(openedUnder, null);
    }

    /**
     * Opens the window, new or reused, before it is filed in the table (which publishes it to other threads); its
     * start event is recorded by then.
     *
     * @param openedUnder the anchor the window opened under, held until the window is done
     * @param label what Flight Recorder calls the window; null for an unnamed one
     */
    Window<E> open(Anchor<E> openedUnder, String label) {
        // A spare reopened by the next window of its stream mostly has its name and anchor already, and what
        // clear() left null: each reference stored into this long-lived object costs a GC barrier, so only
        // what changes is stored.
        @SuppressWarnings("ReferenceEquality") // the same string object is the common case; equal text is rare
        boolean sameLabel = name == label;
        if (!sameLabel) {
            name = label;
        }
        if (anchor != openedUnder) {
            anchor = openedUnder;
        }
        duration = null;
        failure = null;
        return this;
    }

    /** Gives the window its start event, which it keeps from one opening to the next. */
    void ownStart(OwnedEvent<E> event) {
        this.start = event;
        this.startHandle = event.handle();
    }

    /** Gives the window its end event, which it keeps from one opening to the next. */
    void ownEnd(OwnedEvent<E> event) {
        this.end = event;
        this.endHandle = event.handle();
    }

    /** Forgets the window's events, handed back to the lane: the window is not opened again. */
    void disown() {
        this.start = null;
        this.end = null;
        this.startHandle = null;
        this.endHandle = null;
    }

    OwnedEvent<E> start() {
        return start;
    }

    OwnedEvent<E> end() {
        return end;
    }

    /** The start event's driver handle; null before the window owns one. */
    E startHandle() {
        return startHandle;
    }

    /** The end event's driver handle; null before the window owns one. */
    E endHandle() {
        return endHandle;
    }

    Anchor<E> anchor() {
        return anchor;
    }

    Lane<E> lane() {
        return lane;
    }

    /** The backend's name, as Flight Recorder events carry it. */
    String backend() {
        return span.backend();
    }

    /** Its order among its stream's windows and, once read back, where it was placed. */
    Placement placement() {
        return placement;
    }

    String name() {
        return name;
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

    /** Makes the stopped window's reader a duration, read back when resolved. */
    ProfileDuration readByDuration() {
        this.duration = ProfileDuration.deferred(this);
        return duration;
    }

    /** Hands where the read-back placed the window to its duration; a batch's window has none. */
    void deliver(long startNanos, long endNanos, Throwable failed) {
        if (duration != null) {
            duration.placed(startNanos, endNanos, failed);
        }
    }

    /**
     * Lets go of what a spare must not keep alive: the caller's duration and a failure with its stack. Its events
     * stay, to be recorded again by its next opening; its anchor stays referenced until an opening under another
     * anchor replaces it (each reference stored into this long-lived object costs a GC barrier).
     */
    void clear() {
        duration = null;
        readFailure = null;
    }

    @Override
    public boolean await(boolean timed, long timeoutNanos) {
        return span.await(this, timed, timeoutNanos);
    }

    @Override
    public TimingMethod timingMethod() {
        return TimingMethod.DEVICE;
    }

    @Override
    public void finish(ProfileDuration into) {
        span.finish(this); // delivers to this window's duration, which is {@code into}
    }
}
