package dev.eventbind.profile;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.OwnedEvent;
import dev.eventbind.jfr.DeviceWindows;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Everything a profiler keeps for one stream, under one monitor: the stream's windows by token, their events,
 * and the device order their placement keeps.
 *
 * <p><b>One lock per step.</b> A window is opened, stopped and read back under its stream's monitor alone, once
 * each: the lane files it under its token ({@link WindowTable}) and takes and gives back windows and events
 * through its {@link Recycler}, which keeps read-back windows as spares with their two events for the next
 * windows to record again. Threads working on different streams never meet, and
 * one thread timing windows on one stream takes an uncontended monitor three times per window. Nothing here
 * waits for the device; the driver calls made under the monitor (recording an event, creating one when none is
 * idle) return at once.
 *
 * <p><b>Device order.</b> A stream runs in order, so the device reaches its events in the order they were
 * recorded; the lane records them under its monitor and numbers each one in its {@link DeviceOrder}. Placing a
 * window puts its start and end on the host clock from the anchor and the window's own span; rounding (a driver
 * that reports float milliseconds loses tens of nanoseconds a second from the anchor) and anchor refreshes could
 * move such a point past a neighbour already placed, which would show as a nested window poking out of its parent
 * or two windows overlapping. The order clamps every point between its nearest placed neighbours, so device
 * nesting and disjointness carry over to the host clock exactly.
 *
 * <p><b>Closing.</b> A closed lane opens nothing and destroys the events handed back to it. A lane pruned from
 * its {@link StreamLanes} (it held nothing) is <em>retired</em>: a call that finds it so looks its stream up
 * again.
 *
 * @param <E> the backend's event handle
 */
final class Lane<E> {

    /**
     * What {@link #open} returns when the caller must look again: the lane was retired, or the anchor was let go
     * before the lane could hold it. Tokens are never 0.
     */
    static final long RETRY = 0L;
    /**
     * Windows stopped for durations that may wait unread before a {@code stop} reads the oldest back early, once
     * the device has passed it.
     */
    static final int UNREAD_LIMIT = 1024;

    private final Object stream;
    private volatile String label;
    // Everything below is guarded by this lane's monitor.
    private final WindowTable<E> windows = new WindowTable<>();
    private final Recycler<E> recycler = new Recycler<>();
    @GuardedBy("this")
    private boolean closed;
    @GuardedBy("this")
    private boolean retired;
    /** Windows stopped into a batch and not yet read back: the batch, not the lane, lists them. */
    @GuardedBy("this")
    private int unreadInBatches;
    private final DeviceOrder order = new DeviceOrder();
    // The anchors this lane's windows opened under, each held once by the lane, with how many windows use it;
    // the newest stays held while no window uses it, so a window opened after another takes no atomic hold.
    @SuppressWarnings("unchecked")
    @GuardedBy("this")
    private Anchor<E>[] anchors = (Anchor<E>[]) new Anchor<?>[2];
    @GuardedBy("this")
    private int[] anchorUsers = new int[2];
    @GuardedBy("this")
    private int anchorCount;

    Lane(Object stream, String label) {
        this.stream = stream;
        this.label = label;
    }

    @SuppressWarnings("ReferenceEquality") // identity first: a driver handle's equals may be costly
    boolean isFor(Object candidate) {
        return stream == candidate || stream.equals(candidate);
    }

    Object stream() {
        return stream;
    }

    /** The stream's name, as the Flight Recorder events of its windows show it. */
    String label() {
        return label;
    }

    /** Names the stream, as the Flight Recorder events of its windows show it. */
    void label(String name) {
        label = name;
    }

    /**
     * Opens a window on the lane's stream under {@code anchor}: records an idle (or new) event there, numbers it
     * in device order and files the window.
     *
     * @return the window's token, or {@link #RETRY} when the lane was pruned (look the stream up again) or the
     *     anchor was let go meanwhile (ask the clock again)
     * @throws IllegalStateException when the profiler is closed
     */
    synchronized <S> long open(EventApi<E, S> api, DeviceSpan<E> span, S on, Anchor<E> anchor, String name)
            throws DriverException {
        if (closed) {
            throw new IllegalStateException("The " + api.backend() + " profiler is closed");
        }
        if (retired || !hold(anchor)) {
            return RETRY;
        }
        // A spare keeps the events it had, so in steady state a window takes and gives back no event at all.
        Window<E> spare = recycler.spare();
        Window<E> window = spare != null ? spare : new Window<>(span, this);
        try {
            if (window.start() == null) {
                window.ownStart(recycler.event(api));
            }
            api.eventRecord(window.startHandle(), on);
            long token = windows.add(window.open(anchor, name));
            order.started(window.placement()); // cannot fail: the window is filed and numbered, or neither
            recycler.opened();
            return token;
        } catch (Throwable refused) {
            // Whatever the backend threw (or an allocation failed), nothing of the refused window stays held.
            recycler.keep(window);
            letGo(anchor, 1);
            throw refused;
        }
    }

    /**
     * Stops window {@code token} of this lane for a duration: records its end, takes it out of the table and links
     * it among the unread windows, which closing the profiler reads back.
     *
     * @return the window's duration, read back when resolved; null when no window of this lane has that token
     * @throws ProfileException the error {@code failure} stored for the window, or the driver's refusal of the end
     *     event (either ends the window)
     */
    synchronized <S> ProfileDuration stopForDuration(EventApi<E, S> api, S on, long token) throws ProfileException {
        Window<E> open = stopped(api, on, token);
        if (open == null) {
            return null;
        }
        windows.linkUnread(open);
        return open.readByDuration(); // made under the monitor: whoever reads the window back finds it set
    }

    /**
     * Stops window {@code token} of this lane for a batch: as {@link #stopForDuration}, but the window is only
     * counted, since its batch reads it back.
     *
     * @return the stopped window, its end event set; null when no window of this lane has that token
     */
    synchronized <S> Window<E> stopForBatch(EventApi<E, S> api, S on, long token) throws ProfileException {
        Window<E> open = stopped(api, on, token);
        if (open != null) {
            unreadInBatches++;
        }
        return open;
    }

    /**
     * Whether more than {@value #UNREAD_LIMIT} windows stopped for durations wait to be read back. Read without
     * the monitor, as a hint: {@link #overdue} decides under it.
     */
    boolean overUnreadLimit() {
        return windows.unreadCount() > UNREAD_LIMIT;
    }

    /**
     * The duration of this lane's oldest unread window when more than {@value #UNREAD_LIMIT} wait and the device
     * has already passed its end, so that reading it back does not wait: a duration that was dropped unresolved
     * gives its events back this way. Null when there is none, or the backend cannot tell without waiting.
     */
    synchronized <S> ProfileDuration overdue(EventApi<E, S> api) {
        Window<E> oldest = windows.oldestUnread();
        if (windows.unreadCount() <= UNREAD_LIMIT || oldest == null || !api.supportsEventQuery()) {
            return null;
        }
        try {
            return api.eventQuery(oldest.endHandle()) ? oldest.duration() : null;
        } catch (Throwable failed) {
            return oldest.duration(); // its read-back meets the failure again and reports it as the result
        }
    }

    /** Records the end of window {@code token} and takes it out of the table; null when it is not filed here. */
    @GuardedBy("this")
    private <S> Window<E> stopped(EventApi<E, S> api, S on, long token) throws ProfileException {
        int slot = windows.slotOf(token);
        if (slot < 0) {
            return null;
        }
        Window<E> open = windows.at(slot);
        ProfileError stored = open.failure();
        if (stored != null) {
            windows.removeAt(slot); // failure() already gave its events back
            throw new ProfileException(stored);
        }
        try {
            if (open.end() == null) {
                open.ownEnd(recycler.event(api));
            }
            api.eventRecord(open.endHandle(), on);
        } catch (DriverException refused) {
            windows.removeAt(slot);
            drop(open);
            throw new ProfileException(new ProfileError.DriverFailure(refused));
        }
        // Anything else thrown (a wrong stream, not the window, was refused) leaves the window filed, as it was.
        order.stopped(open.placement());
        windows.removeAt(slot);
        return open;
    }

    /** Whether a window with {@code token} is filed here, open or failed. */
    synchronized boolean has(long token) {
        return windows.find(token) != null;
    }

    /** Drops open window {@code token} unmeasured; false when no window of this lane has it. */
    synchronized boolean abandon(long token) {
        Window<E> dropped = windows.remove(token);
        if (dropped == null) {
            return false;
        }
        if (dropped.failure() == null) {
            drop(dropped);
        }
        return true;
    }

    /** Turns every open window into {@code error}, handing their events back at once. */
    synchronized void fail(ProfileError error) {
        for (Window<E> failed : windows.fail(error)) {
            drop(failed);
        }
    }

    synchronized int openWindows() {
        return windows.size();
    }

    /**
     * Settles a window read back into its {@link Window#placement()} ({@link DeviceSpan#measure}): places it in
     * device order unless {@code failure} says it has no measurement, delivers the placement to its reader,
     * commits it to Flight Recorder when a recording wants it, hands its events back and keeps the window as a
     * spare. All of a read-back's bookkeeping, under one monitor.
     */
    synchronized void settle(Window<E> window, Throwable failure) {
        Placement placement = window.placement();
        if (failure == null) {
            order.place(placement, placement.start, placement.end);
        } else {
            order.drop(placement);
        }
        try {
            window.deliver(placement.start, placement.end, failure);
            if (failure == null && DeviceWindows.isRecording()) {
                DeviceWindows.emit(window.name() != null ? window.name() : "window", window.backend(), label,
                        placement.start, placement.end);
            }
        } finally {
            letGo(window.anchor(), 1);
            if (!window.linked) {
                unreadInBatches--;
            }
            windows.unlink(window);
            window.clear();
            recycler.keep(window);
            recycler.done(1);
        }
    }

    /**
     * {@link #settle} for a batch's run of this lane's windows, {@code run[from..to)}, under one monitor: places
     * each, writes it into {@code batch} at its index and keeps it as a spare, then lets go of the run's anchors
     * and its count among the windows batches still have to read. A window's failure is its
     * {@link Window#readFailure()}. Every window of the run is settled even when committing one to Flight
     * Recorder throws; the first such throwable is rethrown after the run.
     */
    synchronized void settle(WindowBatch<E> batch, Window<E>[] run, int from, int to) {
        boolean recording = DeviceWindows.isRecording();
        Throwable thrown = null;
        Anchor<E> anchor = null;
        int users = 0;
        for (int i = from; i < to; i++) {
            Window<E> window = run[i];
            Placement placement = window.placement();
            Throwable failure = window.readFailure();
            if (failure == null) {
                order.place(placement, placement.start, placement.end);
            } else {
                order.drop(placement);
            }
            batch.placed(i, placement.start, placement.end, failure);
            if (failure == null && recording) {
                try {
                    DeviceWindows.emit(window.name() != null ? window.name() : "window", window.backend(), label,
                            placement.start, placement.end);
                } catch (Throwable emitting) {
                    thrown = thrown == null ? emitting : thrown;
                }
            }
            // A run mostly opened under one anchor: counted here, let go of once.
            if (window.anchor() != anchor) {
                letGo(anchor, users);
                anchor = window.anchor();
                users = 0;
            }
            users++;
            if (failure != null) {
                window.clear();
            }
            recycler.keep(window);
        }
        letGo(anchor, users);
        unreadInBatches -= to - from;
        recycler.done(to - from);
        if (thrown instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
    }

    /**
     * Closes the lane: nothing opens here any more and events handed back later are destroyed. Open windows are
     * dropped; the idle events and those of the spare windows are destroyed.
     *
     * @return the stopped windows not yet read back, for the profiler to read back
     */
    List<Window<E>> close() {
        List<OwnedEvent<E>> destroyed;
        List<Window<E>> unread;
        synchronized (this) {
            closed = true;
            for (Window<E> open : windows.removeAll()) {
                if (open.failure() == null) {
                    drop(open);
                }
            }
            unread = windows.unread();
            releaseUnusedAnchors(); // the unread windows' anchors go when they are read back
            destroyed = recycler.stopKeeping();
        }
        for (OwnedEvent<E> event : destroyed) {
            event.close();
        }
        return unread;
    }

    /**
     * Retires the lane when it holds nothing a caller could still need: no window open or unread, none waiting to
     * be placed (its stream's name is kept by {@link StreamLanes}). Its idle events and those of its spares are destroyed then.
     *
     * @return whether it was retired
     */
    boolean retireIfUnused() {
        List<OwnedEvent<E>> destroyed;
        synchronized (this) {
            if (order.waiting() > 0 || windows.size() > 0 || windows.hasUnread() || unreadInBatches > 0) {
                return false;
            }
            retired = true;
            releaseUnusedAnchors(); // with no window left, every anchor
            destroyed = recycler.stopKeeping();
        }
        for (OwnedEvent<E> event : destroyed) {
            event.close();
        }
        return true;
    }

    /** Lets go of every anchor no window of this lane uses. */
    @GuardedBy("this")
    private void releaseUnusedAnchors() {
        for (int i = anchorCount - 1; i >= 0; i--) {
            if (anchorUsers[i] == 0) {
                releaseAnchor(i);
            }
        }
    }

    /** Counts a window under {@code anchor}, taking the lane's hold on it first; false when it was let go. */
    @GuardedBy("this")
    private boolean hold(Anchor<E> anchor) {
        for (int i = anchorCount - 1; i >= 0; i--) {
            if (anchors[i] == anchor) {
                anchorUsers[i]++;
                return true;
            }
        }
        if (!anchor.tryRetain()) {
            return false;
        }
        releaseUnusedAnchors(); // superseded by this one
        if (anchorCount == anchors.length) {
            anchors = Arrays.copyOf(anchors, anchorCount * 2);
            anchorUsers = Arrays.copyOf(anchorUsers, anchorCount * 2);
        }
        anchors[anchorCount] = anchor;
        anchorUsers[anchorCount++] = 1;
        return true;
    }

    /**
     * Uncounts {@code users} windows under {@code anchor}; an anchor no window uses goes unless it is the newest,
     * open lane's. Null, or no users, changes nothing.
     */
    @GuardedBy("this")
    private void letGo(Anchor<E> anchor, int users) {
        if (users == 0) {
            return;
        }
        for (int i = anchorCount - 1; i >= 0; i--) {
            if (anchors[i] == anchor) {
                if ((anchorUsers[i] -= users) == 0 && (closed || i != anchorCount - 1)) {
                    releaseAnchor(i);
                }
                return;
            }
        }
    }

    @GuardedBy("this")
    private void releaseAnchor(int index) {
        Anchor<E> released = anchors[index];
        System.arraycopy(anchors, index + 1, anchors, index, anchorCount - index - 1);
        System.arraycopy(anchorUsers, index + 1, anchorUsers, index, anchorCount - index - 1);
        anchors[--anchorCount] = null;
        released.release();
    }

    /** Hands an unmeasured window's events back and lets go of its anchor and its place in the order. */
    @GuardedBy("this")
    private void drop(Window<E> dropped) {
        recycler.release(dropped);
        letGo(dropped.anchor(), 1);
        order.drop(dropped.placement());
        recycler.done(1);
    }
}
