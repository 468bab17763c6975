package dev.eventbind.profile.internal;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Everything a profiler keeps for one stream, under the lane's {@link LaneLock}: its open windows by token
 * ({@link TokenTable}), the windows and events it reuses ({@link Recycler}), the anchors its windows hold
 * ({@link AnchorHolds}) and the device order their placement keeps ({@link DeviceOrder}).
 *
 * <p>A window is opened, stopped and settled ({@link Settling}) under this lock alone, once each, or dropped
 * unmeasured ({@link Dropping}); nothing here waits for the device (recording an event, or creating one when none
 * is idle, returns at once). Threads on different streams never meet.
 *
 * <p>A closed lane opens nothing and destroys the events handed back to it. A lane pruned from its
 * {@link StreamLanes} because it held nothing is <em>retired</em> ({@link Retiring}): a call that finds it so
 * looks its stream up again.
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
    /** Guards everything below: taken once to open, once to stop and once to settle a window. */
    final LaneLock lock = new LaneLock();
    private volatile String label;
    @GuardedBy("lock")
    final TokenTable<E> windows = new TokenTable<>();
    @GuardedBy("lock")
    final Recycler<E> recycler = new Recycler<>();
    @GuardedBy("lock")
    final AnchorHolds<E> anchors = new AnchorHolds<>();
    @GuardedBy("lock")
    final DeviceOrder order = new DeviceOrder();
    @GuardedBy("lock")
    boolean closed;
    @GuardedBy("lock")
    boolean retired;
    /** Windows stopped into a batch and not yet settled: the batch, not the lane, lists them. */
    @GuardedBy("lock")
    int unreadInBatches;

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
                return Dropping.notOpened(this);
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
                Dropping.refusedStart(this, window, anchor);
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
     * closing the profiler reads back; null when no window of this lane has that token.
     *
     * @throws ProfileException the error {@code failure} stored for the window, or the driver's refusal of the end
     */
    public <S> @Nullable ProfileDuration stopForDuration(EventApi<E, S> api, S on, long token,
            Function<ReadBack, ProfileDuration> durations) throws ProfileException {
        lock.lock();
        try {
            Window<E> open = stopped(api, on, token);
            if (open == null) {
                return null;
            }
            ProfileDuration duration = durations.apply(open);
            open.readBy(duration);
            windows.linkUnread(open);
            return duration;
        } finally {
            lock.unlock();
        }
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
            throw Dropping.stoppedFailed(this, slot, open);
        }
        try {
            if (open.end() == null) {
                open.ownEnd(recycler.event(api));
            }
            api.eventRecord(open.endHandle(), on);
        } catch (DriverException refused) {
            throw Dropping.refusedEnd(this, slot, open, refused);
        }
        // Anything else thrown (a wrong stream, not the window, was refused) leaves the window filed, as it was.
        order.stopped(open.placement());
        windows.removeAt(slot);
        open.become(WindowState.STOPPED);
        context.events().stopped(open);
        return open;
    }

    /** Whether more than {@value #UNREAD_LIMIT} windows wait unread: a hint read without the lock. */
    @SuppressWarnings("GuardedBy") // a racy read of a count, confirmed under the lock by overdue()
    public boolean overUnreadLimit() {
        return windows.unreadCount() > UNREAD_LIMIT;
    }

    /** The oldest unread duration when over the limit and the device passed its end; null otherwise. */
    public <S> @Nullable ProfileDuration overdue(EventApi<E, S> api) {
        lock.lock();
        try {
            Window<E> oldest = windows.oldestUnread();
            if (windows.unreadCount() <= UNREAD_LIMIT || oldest == null || !api.supportsEventQuery()) {
                return null;
            }
            try {
                return api.eventQuery(oldest.endHandle()) ? oldest.duration() : null;
            } catch (Throwable failed) {
                return oldest.duration(); // its read-back meets the failure again and reports it as the result
            }
        } finally {
            lock.unlock();
        }
    }

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
                Dropping.dropped(this, removed, new ProfileError.NotRegistered(token));
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
                Dropping.failed(this, failed, error);
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

    /** Settles one window its duration read back ({@link ReadBack#settle()}); returns it as the settled value. */
    Settled settle(Window<E> window) {
        lock.lock();
        try {
            return Settling.one(this, window);
        } finally {
            lock.unlock();
        }
    }

    /** Reads back a batch's run {@code run[from..to)}: measured outside the lock, settled once under it. */
    public void readBack(@Nullable Window<E>[] run, int from, int to) {
        for (int i = from; i < to; i++) {
            context.span().measure(Window.inRun(run, i));
        }
        lock.lock();
        try {
            Settling.run(this, run, from, to);
        } finally {
            lock.unlock();
        }
    }
}
