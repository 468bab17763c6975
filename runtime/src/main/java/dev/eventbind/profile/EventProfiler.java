package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;
import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.StampedLock;
import java.util.function.LongSupplier;

/**
 * Device-timed profiling windows: nestable, on any stream, without stalling the host.
 *
 * <p>{@link #start} records a pooled event on the working stream and issues a token; {@link #stop} records the
 * end event and returns at once with a {@link ProfileDuration} that is read back later. Device timestamps are
 * placed on the host clock through an <em>anchor</em>: events recorded on the profiler's own non-blocking
 * stream, each bracketed by {@link System#nanoTime()} reads, which bound where the device clock lies on the
 * host's ({@link AnchorClock}). Only the anchor stream is ever waited on, so a working stream is never drained.
 * The anchor is refreshed when a window starts and it is older than one second, carrying the old mapping on
 * unless the new measurement disagrees; open windows keep the anchor they opened under. The windows of each
 * stream are placed in device order ({@link Lane}): nested windows lie inside their parents and consecutive
 * ones never overlap. Placed windows are committed as {@code dev.eventbind.DeviceWindow} Flight Recorder events
 * while a recording has that event enabled ({@link #start(Object, String)} names them). {@link #stop(Object,
 * long, WindowBatch)} and {@link WindowBatch} read many windows back without allocating.
 *
 * <p>Nothing is created before the first window starts. Events of finished, failed and abandoned windows go
 * back to a LIFO {@link EventPool}, destroyed when the profiler is closed. A stopped window whose duration is
 * not resolved holds its events until the profiler is closed, which reads it back. Safe for many threads opening and closing windows at once.
 *
 * <p>Tokens are unique in the process and never 0, so a token of another profiler, a stale one and the 0 left
 * in a variable by a failed {@code start} are all {@link ProfileError.NotRegistered}; {@code stop} accepts only
 * the window's start stream ({@link ProfileError.WrongStream} otherwise). Every call releases what it took on
 * every path, also when the backend throws an unchecked exception or an error.
 *
 * <p>The caller must not start a window on a stream that is recording a graph: the events would become graph
 * nodes. The profiler does not check.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class EventProfiler<E, S> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(EventProfiler.class.getName());
    private static final long ANCHOR_MAX_AGE_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final EventApi<E, S> api;
    private final EventPool<E> pool;
    private final DeviceSpan<E> span;
    private final WindowTable<E> windows = new WindowTable<>();
    private final AnchorClock<E, S> clock;
    private final StreamLanes lanes = new StreamLanes();
    // Windows open and close under the read lock, concurrently; close() takes the write lock. A StampedLock
    // because its read lock keeps no per-thread hold count, which a ReentrantReadWriteLock allocates for every
    // reader but the first; nothing here takes it twice on one thread.
    private final StampedLock lifecycle = new StampedLock();
    private boolean closed; // guarded by lifecycle

    /**
     * A profiler over {@code api}; it creates nothing until the first window starts.
     *
     * @param api the backend whose streams the windows are on
     */
    public EventProfiler(EventApi<E, S> api) {
        this(api, System::nanoTime, ANCHOR_MAX_AGE_NANOS);
    }

    /** With a chosen host clock and anchor lifetime, so anchor refreshes can be checked without sleeping. */
    EventProfiler(EventApi<E, S> api, LongSupplier hostClock, long anchorMaxAgeNanos) {
        this.api = Objects.requireNonNull(api, "api");
        this.pool = new EventPool<>(api);
        this.span = new DeviceSpan<>(api, pool, windows);
        this.clock = new AnchorClock<>(api, pool, Objects.requireNonNull(hostClock, "hostClock"),
                anchorMaxAgeNanos);
    }

    /**
     * Opens a window on {@code stream}: records one pooled event there and issues a token no other window of this
     * process has (never 0). A refused start issues no token and holds nothing.
     *
     * @param stream the stream the window is on
     * @return the window's token, for {@link #stop}
     * @throws DriverException when the driver refuses the anchor stream, an anchor or the start event
     * @throws IllegalStateException when the profiler is closed
     * @throws NullPointerException when {@code stream} is null, before anything is recorded
     */
    public long start(S stream) throws DriverException {
        return start(stream, null);
    }

    /**
     * {@link #start(Object)} for a window named {@code name}: the name its Flight Recorder event carries.
     *
     * @throws DriverException when the driver refuses the anchor stream, an anchor or the start event
     * @throws IllegalStateException when the profiler is closed
     * @throws NullPointerException when {@code stream} is null, before anything is recorded
     */
    public long start(S stream, String name) throws DriverException {
        Objects.requireNonNull(stream, "stream");
        long shared = lifecycle.readLock();
        try {
            ensureOpen();
            Anchor<E> opened = clock.current();
            OwnedEvent<E> event = null;
            try {
                event = pool.acquire();
                Window<E> spare = windows.takeSpare();
                Window<E> window = spare != null ? spare : new Window<>(span);
                lanes.of(stream).recordStart(api, event.handle(), stream, window.placement());
                return windows.add(window.open(event, stream, opened, name));
            } catch (Throwable refused) {
                // Whatever the backend threw, nothing of the refused window stays held.
                if (event != null) {
                    pool.release(event);
                }
                opened.release();
                throw refused;
            }
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    /** Names {@code stream} as the Flight Recorder events of its windows show it (by default "stream N"). */
    public void nameStream(S stream, String name) {
        lanes.of(Objects.requireNonNull(stream, "stream")).label(Objects.requireNonNull(name, "name"));
    }

    /**
     * Closes window {@code token}: records one end event on {@code stream} and returns at once, never waiting;
     * the duration is read back when it is resolved. The window leaves the table only once its end is recorded:
     * a stop that fails for a wrong, destroyed or foreign stream leaves it open and holds nothing else.
     *
     * @param stream the stream the window is on, as passed to {@link #start}
     * @param token the token {@link #start} returned
     * @return the window's duration, read back when resolved
     * @throws ProfileException {@link ProfileError.NotRegistered} for a token that is unknown here (another
     *     profiler's, never issued, 0), already stopped or abandoned; {@link ProfileError.WrongStream} when
     *     {@code stream} is not the window's start stream; the error {@link #failure} stored for the window; or
     *     the driver's refusal of the end event, which ends the window
     * @throws NullPointerException when {@code stream} is null; the window stays open
     */
    public ProfileDuration stop(S stream, long token) throws ProfileException {
        Objects.requireNonNull(stream, "stream");
        long shared = lifecycle.readLock();
        try {
            Window<E> stopped = finish(stream, token, opened(stream, token));
            return stopped.stopped(stopped.end());
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    /**
     * {@link #stop(Object, long)} into {@code batch} instead of a duration: the allocation-free path, for code
     * that times many windows and reads them back together.
     *
     * @return the window's index in the batch
     * @throws ProfileException as {@link #stop(Object, long)} does
     * @throws IllegalArgumentException when {@code batch} belongs to another profiler; the window stays open
     * @throws IllegalStateException when {@code batch} is full; the window stays open
     */
    public int stop(S stream, long token, WindowBatch<E> batch) throws ProfileException {
        Objects.requireNonNull(stream, "stream");
        batch.checkRoom(span);
        long shared = lifecycle.readLock();
        try {
            return batch.add(finish(stream, token, opened(stream, token)));
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    /** A batch for up to {@code capacity} windows of this profiler, to be reused from one thread. */
    public WindowBatch<E> newBatch(int capacity) {
        return new WindowBatch<>(span, capacity);
    }

    /** The open window {@code token}, started on {@code stream}; otherwise why it cannot be stopped there. */
    private Window<E> opened(S stream, long token) throws ProfileException {
        Window<E> window = windows.find(token);
        if (window == null) {
            throw new ProfileException(new ProfileError.NotRegistered(token));
        }
        if (!Objects.equals(window.startStream(), stream)) {
            throw new ProfileException(new ProfileError.WrongStream(token,
                    String.valueOf(window.startStream()), String.valueOf(stream)));
        }
        return window;
    }

    /** Records the end of {@code open} and takes it out of the table, its end event set. */
    private Window<E> finish(S stream, long token, Window<E> open) throws ProfileException {
        OwnedEvent<E> end = null;
        try {
            end = pool.acquire();
            Lane lane = open.placement().lane;
            if (lane != null) {
                lane.recordEnd(api, end.handle(), stream, open.placement());
            } else {
                api.eventRecord(end.handle(), stream);
            }
        } catch (DriverException refused) {
            release(end);
            // A failure stored for the window is why it has no measurement; a refused end record must not hide it.
            ProfileError stored = open.failure();
            if (windows.remove(token) == open) {
                drop(open);
            }
            throw new ProfileException(stored != null ? stored : new ProfileError.DriverFailure(refused));
        } catch (Throwable rejected) {
            release(end); // the window stays filed: the stream, not the window, was wrong
            throw rejected;
        }
        Window<E> stopped = windows.removeStopped(token, open);
        if (stopped == null || stopped.failure() != null) {
            pool.release(end);
            throw new ProfileException(stopped == null ? new ProfileError.NotRegistered(token) : stopped.failure());
        }
        stopped.ended(end);
        return stopped;
    }

    private void release(OwnedEvent<E> event) {
        if (event != null) {
            pool.release(event);
        }
    }

    /**
     * Turns every open window into {@code error}: stopping one reports it. Their events go back to the pool at
     * once. With no window open this does nothing.
     *
     * @param error what stopping each open window reports
     */
    public void failure(ProfileError error) {
        Objects.requireNonNull(error, "error");
        long shared = lifecycle.readLock();
        try {
            // Marked under the table's monitor, atomic against a concurrent stop: exactly one of them gets
            // each open window.
            for (Window<E> failed : windows.fail(error)) {
                failed.release(pool);
            }
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    /**
     * Drops window {@code token} unmeasured and returns its event to the pool.
     *
     * @param token the token {@link #start} returned
     * @return whether a window with that token was started and not yet stopped or abandoned
     */
    public boolean abandon(long token) {
        long shared = lifecycle.readLock();
        try {
            Window<E> dropped = windows.remove(token);
            if (dropped == null) {
                return false;
            }
            drop(dropped);
            return true;
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    /** Returns the events of a window taken out of the table, unless {@code failure} already did. */
    private void drop(Window<E> dropped) {
        if (dropped.failure() == null) {
            dropped.release(pool);
        }
    }

    /** {@return how many windows are started and not yet stopped or abandoned} */
    public int openWindows() {
        return windows.size();
    }

    /**
     * Abandons every open window, reads back every stopped one not yet resolved (their durations keep the
     * result), destroys the anchor stream (a failure is logged at WARN) and closes the event pool, so no event
     * or anchor outlives the profiler. Idempotent. If the thread is interrupted during the read-backs, the rest
     * are left to their durations, which release their events when resolved, and the interrupt status is kept.
     */
    @Override
    public void close() {
        long exclusive = lifecycle.writeLock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            windows.removeAll().forEach(this::drop);
            resolveUnread();
            clock.close();
            pool.close();
        } finally {
            lifecycle.unlockWrite(exclusive);
        }
    }

    private void resolveUnread() {
        try {
            for (Window<E> unread : windows.unread()) {
                ProfileDuration duration = unread.duration();
                if (duration != null) {
                    duration.resolve();
                }
            }
        } catch (WaitInterruptedException interrupted) {
            LOG.log(Level.WARNING, "Closing the " + api.backend() + " profiler was interrupted; windows not yet "
                    + "read back keep their events until they are resolved");
        }
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("The " + api.backend() + " profiler is closed");
        }
    }
}
