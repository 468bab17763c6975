package dev.eventbind.profile.internal;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.OwnedEvent;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.sync.SpinLock;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Everything a profiler keeps for one stream, as one object under one lock: its open windows by token
 * ({@link TokenTable}), the windows and events it reuses ({@link Recycler}), the anchors its windows hold
 * ({@link AnchorHolds}), the device order their placement keeps ({@link DeviceOrder}), and whether it is closed
 * or retired.
 *
 * <p><b>One lock, checked.</b> Every field of that state is {@code @GuardedBy("lock")}, the lane's own
 * {@link SpinLock}, and every method that touches it either takes the lock ({@code lock.lock(); try { ... } finally
 * { lock.unlock(); }}) or is itself {@code @GuardedBy("lock")}, so Error Prone checks each touch at compile time.
 * The four parts are made here and never handed out: whatever reaches their insides passes through a guarded field.
 *
 * <p>A window is opened, stopped and settled under this lock alone, once each, or dropped unmeasured; nothing here
 * waits for the device (recording an event, or creating one when none is idle, returns at once). Threads on
 * different streams never meet. Settling places the window in device order between its issue floor and the
 * causality ceiling, tells the listeners, lets go of its anchor and keeps it as a spare; it reads the host clock
 * once for the ceiling, under the lock, so the ceilings of one lane only grow and no window ends after the host saw
 * it complete. Dropping gives a window's events back to the idle ones and lets go of its anchor hold and its place
 * in the device order. The rare ends of {@code open} and {@code stop} are methods of their own, out of the common
 * path, which stays small enough to inline.
 *
 * <p>A closed lane opens nothing and destroys the events handed back to it. A lane pruned from its
 * {@link StreamLanes} because it held nothing is <em>retired</em>: a call that finds it so looks its stream up
 * again.
 *
 * @param <E> the backend's event handle
 */
public final class Lane<E> {

    /** What {@link #open} returns when the caller must look again: the lane retired, or the anchor was let go. */
    public static final long RETRY = 0L;
    /** Windows stopped for durations that may wait unread before a {@code stop} reads the oldest back early. */
    public static final int UNREAD_LIMIT = 1024;

    private final Object stream;
    private final LaneContext<E> context;
    private volatile String label;
    /** Guards everything below: taken once to open, once to stop and once to settle a window. */
    private final SpinLock lock = new SpinLock();
    @GuardedBy("lock")
    private final TokenTable<E> windows = new TokenTable<>();
    @GuardedBy("lock")
    private final Recycler<E> recycler = new Recycler<>();
    @GuardedBy("lock")
    private final AnchorHolds<E> anchors = new AnchorHolds<>();
    @GuardedBy("lock")
    private final DeviceOrder order = new DeviceOrder();
    @GuardedBy("lock")
    private boolean closed;
    @GuardedBy("lock")
    private boolean retired;
    /** Windows stopped into a batch and not yet settled: the batch, not the lane, lists them. */
    @GuardedBy("lock")
    private int unreadInBatches;
    /**
     * The newest of the windows started in a batch and not yet stopped (open or failed), linked through
     * {@link Window#nextStopped}: no token files them, so {@code failure} and {@code close} reach them here.
     */
    @GuardedBy("lock")
    private @Nullable Window<E> openInBatches;

    Lane(Object stream, String label, LaneContext<E> context) {
        this.stream = stream;
        this.label = label;
        this.context = context;
    }

    @SuppressWarnings("ReferenceEquality") // identity first: a driver handle's equals may be costly
    boolean isFor(Object candidate) {
        return stream == candidate || stream.equals(candidate);
    }

    /** The stream, as the profiler was given it. */
    public Object stream() {
        return stream;
    }

    String label() {
        return label;
    }

    void label(String name) {
        label = name;
    }

    LaneContext<E> context() {
        return context;
    }

    // Opening and stopping.

    /**
     * Opens a window on the lane's stream under {@code anchor}: records an idle (or new) event there, files the
     * window under a fresh token, numbers it in device order and tells the listeners. {@link #RETRY} when the lane
     * retired or the anchor was let go meanwhile.
     *
     * @throws IllegalStateException when the profiler is closed
     */
    public <S> long open(EventApi<E, S> api, S on, Anchor<E> anchor, String name) throws DriverException {
        lock.lock();
        try {
            if (closed || retired || !anchors.hold(anchor)) {
                return notOpened();
            }
            Window<E> window = reusable();
            long token;
            try {
                if (window.start() == null) {
                    window.ownStart(recycler.event(api));
                }
                api.eventRecord(window.startHandle(), on);
                token = windows.add(window);
            } catch (Throwable refused) {
                refusedStart(window, anchor);
                throw refused;
            }
            window.open(anchor, name, anchors.issuedAfter());
            order.started(window.placement());
            recycler.opened();
            window.filed(token);
            window.attach(context.events().started(window));
            return token;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Opens a window as {@link #open} does, for a batch to hold rather than under a filed token (it still has a
     * token, for the listeners): the lane lists it among its windows open in batches. Null when the caller must
     * look again ({@link #RETRY}).
     *
     * @throws IllegalStateException when the profiler is closed
     */
    public <S> @Nullable Window<E> openInBatch(EventApi<E, S> api, S on, Anchor<E> anchor, String name)
            throws DriverException {
        lock.lock();
        try {
            if (closed || retired || !anchors.hold(anchor)) {
                notOpened();
                return null;
            }
            Window<E> window = reusable();
            try {
                if (window.start() == null) {
                    window.ownStart(recycler.event(api));
                }
                api.eventRecord(window.startHandle(), on);
            } catch (Throwable refused) {
                refusedStart(window, anchor);
                throw refused;
            }
            window.open(anchor, name, anchors.issuedAfter());
            order.started(window.placement());
            recycler.opened();
            window.filed(windows.issue());
            linkOpen(window);
            window.attach(context.events().started(window));
            return window;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Stops {@code window}, opened by {@link #openInBatch} and held by its batch, which reads it back.
     *
     * @throws ProfileException the error {@code failure} stored for the window, the driver's refusal of the end,
     *     or {@link ProfileError.NotRegistered} when the window is no longer open (its profiler closed)
     */
    public <S> void stopInBatch(EventApi<E, S> api, Window<E> window) throws ProfileException {
        lock.lock();
        try {
            WindowState state = window.state();
            if (state != WindowState.OPEN) {
                throw notOpenInBatch(window, state);
            }
            try {
                if (window.end() == null) {
                    window.ownEnd(recycler.event(api));
                }
                @SuppressWarnings("unchecked") // the stream the lane was made for, which its profiler's api takes
                S on = (S) stream;
                api.eventRecord(window.endHandle(), on);
            } catch (DriverException refused) {
                unlinkOpen(window);
                ProfileError error = new ProfileError.DriverFailure(refused);
                dropped(window, error);
                throw new ProfileException(error);
            }
            order.stopped(window.placement());
            unlinkOpen(window);
            window.become(WindowState.STOPPED);
            context.events().stopped(window);
            unreadInBatches++;
        } finally {
            lock.unlock();
        }
    }

    /** Why a batch's window is not stopped: failed (then dropped here) or already dropped (the lane closed). */
    @GuardedBy("lock")
    private ProfileException notOpenInBatch(Window<E> window, WindowState state) {
        if (state == WindowState.FAILED) {
            unlinkOpen(window); // failure() already gave its events back
            window.become(WindowState.DROPPED);
            return new ProfileException(window.failure());
        }
        return new ProfileException(new ProfileError.NotRegistered(window.token()));
    }

    /** Drops a batch's window that was never stopped, as its batch is cleared; one no longer open is left so. */
    public void abandonInBatch(Window<E> window) {
        lock.lock();
        try {
            WindowState state = window.state();
            if (state == WindowState.OPEN) {
                unlinkOpen(window);
                dropped(window, new ProfileError.NotRegistered(window.token()));
            } else if (state == WindowState.FAILED) {
                unlinkOpen(window);
                window.become(WindowState.DROPPED);
            }
        } finally {
            lock.unlock();
        }
    }

    @GuardedBy("lock")
    private void linkOpen(Window<E> window) {
        Window<E> newest = openInBatches;
        if (newest != null) {
            newest.previousStopped = window;
        }
        if (window.nextStopped != newest) { // a spare keeps null links: no store, no barrier, when none is open
            window.nextStopped = newest;
        }
        openInBatches = window;
    }

    @GuardedBy("lock")
    private void unlinkOpen(Window<E> window) {
        Window<E> newer = window.previousStopped;
        Window<E> older = window.nextStopped;
        if (newer != null) {
            newer.nextStopped = older;
            window.previousStopped = null;
        } else {
            openInBatches = older;
        }
        if (older != null) {
            older.previousStopped = newer;
            window.nextStopped = null;
        }
    }

    /** A spare its last reader is done with, else a new window (a reader still copying keeps its spare). */
    @GuardedBy("lock")
    private Window<E> reusable() {
        Window<E> spare = recycler.spare();
        if (spare == null) {
            return new Window<>(this);
        }
        if (spare.state() != WindowState.SPARE) {
            recycler.keep(spare);
            return new Window<>(this);
        }
        return spare;
    }

    /**
     * Stops window {@code token} for a duration made by {@code durations}, listed among the unread windows that
     * closing the profiler reads back; null when no window of this lane has that token. When more than
     * {@value #UNREAD_LIMIT} windows then wait unread and the device has passed the oldest's end, that one is read
     * back once the lock is let go, without waiting, and held for its duration, so a duration dropped unresolved
     * gives its events back; {@code readingEarly} is told first.
     *
     * @throws ProfileException the error {@code failure} stored for the window, or the driver's refusal of the end
     */
    public <S> @Nullable ProfileDuration stopForDuration(EventApi<E, S> api, S on, long token,
            Function<ReadBack, ProfileDuration> durations, Runnable readingEarly) throws ProfileException {
        ProfileDuration duration;
        Window<E> oldest = null;
        lock.lock();
        try {
            Window<E> open = stopped(api, on, token);
            if (open == null) {
                return null;
            }
            duration = durations.apply(open);
            windows.linkUnread(open);
            if (windows.unreadCount() > UNREAD_LIMIT) {
                oldest = overdue(api);
            }
        } finally {
            lock.unlock();
        }
        if (oldest != null) {
            readingEarly.run();
            try {
                readBackClaimed(oldest, true);
            } catch (RuntimeException interrupted) {
                // Not this stop's failure: the window stays unread, for its duration or the profiler's close.
            }
        }
        return duration;
    }

    /** Stops window {@code token} for a batch, which reads it back; null when no window here has that token. */
    public <S> @Nullable Window<E> stopForBatch(EventApi<E, S> api, S on, long token) throws ProfileException {
        lock.lock();
        try {
            Window<E> open = stopped(api, on, token);
            if (open != null) {
                unreadInBatches++;
            }
            return open;
        } finally {
            lock.unlock();
        }
    }

    @GuardedBy("lock")
    private <S> @Nullable Window<E> stopped(EventApi<E, S> api, S on, long token) throws ProfileException {
        int slot = windows.slotOf(token);
        if (slot < 0) {
            return null;
        }
        Window<E> open = windows.at(slot);
        if (open.state() == WindowState.FAILED) {
            throw stoppedFailed(slot, open);
        }
        try {
            if (open.end() == null) {
                open.ownEnd(recycler.event(api));
            }
            api.eventRecord(open.endHandle(), on);
        } catch (DriverException refused) {
            throw refusedEnd(slot, open, refused);
        }
        // Anything else thrown (a wrong stream, not the window, was refused) leaves the window filed, as it was.
        order.stopped(open.placement());
        windows.removeAt(slot);
        open.become(WindowState.STOPPED);
        context.events().stopped(open);
        return open;
    }

    /**
     * The oldest unread window, claimed, when the device passed its end; null when it did not, cannot tell, or its
     * duration's reader holds it. Claimed under the lock, so it is the window the list holds, not a later opening.
     */
    @GuardedBy("lock")
    private <S> @Nullable Window<E> overdue(EventApi<E, S> api) {
        Window<E> oldest = windows.oldestUnread();
        if (oldest == null || !api.supportsEventQuery()) {
            return null;
        }
        boolean reached;
        try {
            reached = api.eventQuery(oldest.endHandle());
        } catch (Throwable failed) {
            reached = true; // its read-back meets the failure again and keeps it as the result
        }
        return reached && oldest.claim() ? oldest : null;
    }

    /**
     * Reads back a window this lane claimed for its duration, which has not asked, and holds the result for it
     * ({@link WindowState#HELD}): its events go back to the idle ones at once. {@code early}: the device is known
     * to have passed it, so the wait only looks; a window found unreached after all is given up unread.
     *
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is interrupted; the window stays unread
     */
    void readBackClaimed(Window<E> window, boolean early) {
        if (!window.awaitClaimed(early, 0L)) {
            return;
        }
        context.span().measure(window);
        lock.lock();
        try {
            settled(window);
            recycler.release(window); // for its duration alone now: its events are the lane's again
            recycler.done(1);
            window.held();
        } finally {
            lock.unlock();
        }
    }

    // Looking windows up, dropping and failing them.

    /** Whether a window with {@code token} is filed here, open or failed. */
    public boolean has(long token) {
        lock.lock();
        try {
            return windows.slotOf(token) >= 0;
        } finally {
            lock.unlock();
        }
    }

    /** Drops open window {@code token} unmeasured; false when no window of this lane has it. */
    public boolean abandon(long token) {
        lock.lock();
        try {
            Window<E> removed = windows.remove(token);
            if (removed != null && removed.state() == WindowState.FAILED) {
                removed.become(WindowState.DROPPED);
            } else if (removed != null) {
                dropped(removed, new ProfileError.NotRegistered(token));
            }
            return removed != null;
        } finally {
            lock.unlock();
        }
    }

    /** Turns every open window into {@code error}, handing their events back at once. */
    public void fail(ProfileError error) {
        lock.lock();
        try {
            for (Window<E> failed : windows.fail(error)) {
                giveBack(failed);
                context.events().failed(failed, error);
            }
            for (Window<E> open = openInBatches; open != null; open = open.nextStopped) {
                if (open.fail(error)) { // left listed: its stop reports the error and unlists it
                    giveBack(open);
                    context.events().failed(open, error);
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** {@return how many windows are open (or failed and not yet stopped)} */
    public int openWindows() {
        lock.lock();
        try {
            return windows.size();
        } finally {
            lock.unlock();
        }
    }

    /** Drops an open window, already out of the table, for good. */
    @GuardedBy("lock")
    private void dropped(Window<E> window, ProfileError error) {
        giveBack(window);
        window.become(WindowState.DROPPED);
        context.events().failed(window, error);
    }

    /** Hands back a window's events and lets go of its anchor hold and its place in the device order. */
    @GuardedBy("lock")
    private void giveBack(Window<E> window) {
        recycler.release(window);
        anchors.letGo(window.anchor(), 1, !closed);
        order.drop(window.placement());
        recycler.done(1);
    }

    /**
     * What an {@code open} that opened nothing returns: {@link #RETRY} when the lane retired or the anchor was let
     * go meanwhile.
     *
     * @throws IllegalStateException when the profiler is closed
     */
    @GuardedBy("lock")
    private long notOpened() {
        if (closed) {
            throw new IllegalStateException("The " + context.backend() + " profiler is closed");
        }
        return RETRY;
    }

    /**
     * Undoes an {@code open} the backend refused (or an allocation failed in): nothing of the window stays held,
     * its anchor hold (taken just before) included.
     */
    @GuardedBy("lock")
    private void refusedStart(Window<E> window, Anchor<E> anchor) {
        recycler.keep(window);
        anchors.letGo(anchor, 1, true);
    }

    /** Takes out window {@code slot}, which {@code failure(error)} marked, for a stop to report that error. */
    @GuardedBy("lock")
    private ProfileException stoppedFailed(int slot, Window<E> window) {
        windows.removeAt(slot); // failure() already gave its events back
        window.become(WindowState.DROPPED);
        return new ProfileException(window.failure());
    }

    /** Drops window {@code slot}, whose end event the driver refused; the stop reports that refusal. */
    @GuardedBy("lock")
    private ProfileException refusedEnd(int slot, Window<E> window, DriverException refused) {
        windows.removeAt(slot);
        ProfileError error = new ProfileError.DriverFailure(refused);
        dropped(window, error);
        return new ProfileException(error);
    }

    // Settling read-back windows.

    /** Settles one window its duration read back ({@link ReadBack#settle()}); returns it as the settled value. */
    Settled settle(Window<E> window) {
        lock.lock();
        try {
            settled(window);
            recycler.keep(window);
            recycler.done(1);
            return window;
        } finally {
            lock.unlock();
        }
    }

    /** Places one window read back for its duration, lets go of its anchor and takes it off the unread ones. */
    @GuardedBy("lock")
    private void settled(Window<E> window) {
        place(window, context.ceiling());
        anchors.letGo(window.anchor(), 1, !closed);
        if (window.linked) {
            windows.unlink(window);
        } else {
            unreadInBatches--;
        }
    }

    /** Reads back a batch's run {@code run[from..to)}: measured outside the lock, settled once under it. */
    public void readBack(@Nullable Window<E>[] run, int from, int to) {
        for (int i = from; i < to; i++) {
            context.span().measure(Window.inRun(run, i));
        }
        lock.lock();
        try {
            long ceiling = context.ceiling();
            Anchor<E> anchor = null; // the anchor of the windows counted in users; none before the first
            int users = 0;
            for (int i = from; i < to; i++) {
                Window<E> window = Window.inRun(run, i);
                place(window, ceiling);
                if (window.anchor() != anchor) { // a run mostly opened under one anchor: let go of once
                    if (anchor != null) {
                        anchors.letGo(anchor, users, !closed);
                    }
                    anchor = window.anchor();
                    users = 0;
                }
                users++;
                recycler.keep(window);
            }
            if (anchor != null) {
                anchors.letGo(anchor, users, !closed);
            }
            unreadInBatches -= to - from;
            recycler.done(to - from);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Places a measured window in device order, its start at or after its issue floor and both points at or
     * before {@code ceiling}, and tells the listeners; a failed read-back leaves the order and is told as failed.
     */
    @GuardedBy("lock")
    private void place(Window<E> window, long ceiling) {
        Placement placement = window.placement();
        window.become(WindowState.SETTLED);
        if (window.measured()) {
            long rawStart = placement.start;
            long rawEnd = placement.end;
            long start = context.causal() ? Math.max(rawStart, placement.issuedAfter) : rawStart;
            order.place(placement, start, Math.max(rawEnd, start), ceiling);
            widen(placement, Math.abs(placement.start - rawStart), Math.abs(placement.end - rawEnd));
            context.events().placed(window, placement.start, placement.end);
        } else {
            failedReadBack(window);
        }
    }

    /**
     * Widens a window's bounds by how far the order and causality moved its points: a point within its bound of
     * the truth and then moved is within the bound plus the move, whatever moved it. Unmoved, the usual case, it
     * changes nothing; moved far (a device clock that jumped ahead of the host's reads), the bounds say so.
     */
    private static void widen(Placement placement, long startMoved, long endMoved) {
        if ((startMoved | endMoved) != 0) {
            placement.bound = saturated(placement.bound + Math.max(startMoved, endMoved));
            placement.durationBound = saturated(placement.durationBound + startMoved + endMoved);
        }
    }

    private static long saturated(long sum) {
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** A failed read-back leaves the device order and is told as failed: rare, so out of the common path. */
    @GuardedBy("lock")
    private void failedReadBack(Window<E> window) {
        order.drop(window.placement());
        context.events().failed(window,
                new ProfileError.ReadBackFailed(window.readFailure(), DeviceSpan.FAILED_READ_BACK));
    }

    // The lane's end: closed with its profiler, or retired once it holds nothing.

    /**
     * Closes the lane with its profiler: open windows dropped, spare and idle events destroyed; returns the unread
     * windows, for the profiler to read back (their anchors go when they are). It keeps nothing from then on.
     */
    List<Window<E>> close() {
        List<Window<E>> unread;
        lock.lock();
        try {
            closed = true;
            for (Window<E> open : windows.removeAll()) {
                if (open.state() == WindowState.FAILED) {
                    open.become(WindowState.DROPPED);
                } else {
                    dropped(open, new ProfileError.NotRegistered(open.token()));
                }
            }
            while (openInBatches != null) {
                Window<E> open = openInBatches;
                unlinkOpen(open);
                if (open.state() == WindowState.FAILED) {
                    open.become(WindowState.DROPPED);
                } else {
                    dropped(open, new ProfileError.NotRegistered(open.token()));
                }
            }
            unread = windows.unread();
        } finally {
            lock.unlock();
        }
        stopKeeping();
        return unread;
    }

    /** Retires the lane when it holds no window open, unread or waiting to be placed; whether it did. */
    boolean retireIfUnused() {
        lock.lock();
        try {
            if (order.waiting() > 0 || windows.size() > 0 || windows.hasUnread() || unreadInBatches > 0
                    || openInBatches != null) {
                return false;
            }
            retired = true;
        } finally {
            lock.unlock();
        }
        stopKeeping();
        return true;
    }

    /** Lets go of the anchors no window uses and destroys every idle and spare event, outside the lock. */
    private void stopKeeping() {
        List<OwnedEvent<E>> destroyed;
        lock.lock();
        try {
            anchors.releaseUnused();
            destroyed = recycler.stopKeeping();
        } finally {
            lock.unlock();
        }
        destroyed.forEach(OwnedEvent::close);
    }
}
