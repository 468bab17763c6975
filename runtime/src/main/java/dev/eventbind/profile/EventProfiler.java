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
 * placed on the host clock through an <em>anchor</em>: an event recorded on the profiler's own non-blocking
 * stream, waited for, and paired with {@link System#nanoTime()}. Only the anchor stream is ever waited on, so
 * a working stream is never drained. The anchor is refreshed when a window starts and it is older than one
 * second; open windows keep the anchor they opened under.
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
    private final LongSupplier hostClock;
    private final long anchorMaxAgeNanos;
    private final DeviceSpan<E> span;
    private final WindowTable<E> windows = new WindowTable<>();
    // Windows open and close under the read lock, concurrently; close() takes the write lock. A StampedLock
    // because its read lock keeps no per-thread hold count, which a ReentrantReadWriteLock allocates for every
    // reader but the first; nothing here takes it twice on one thread.
    private final StampedLock lifecycle = new StampedLock();
    private final Object anchorLock = new Object();
    private boolean closed; // guarded by lifecycle
    private boolean hasAnchorStream;
    private S anchorStream;
    private Anchor<E> anchor;

    /** A profiler over {@code api}; it creates nothing until the first window starts. */
    public EventProfiler(EventApi<E, S> api) {
        this(api, System::nanoTime, ANCHOR_MAX_AGE_NANOS);
    }

    /** With a chosen host clock and anchor lifetime, so anchor refreshes can be checked without sleeping. */
    EventProfiler(EventApi<E, S> api, LongSupplier hostClock, long anchorMaxAgeNanos) {
        this.api = Objects.requireNonNull(api, "api");
        this.pool = new EventPool<>(api);
        this.span = new DeviceSpan<>(api, pool, windows);
        this.hostClock = Objects.requireNonNull(hostClock, "hostClock");
        this.anchorMaxAgeNanos = anchorMaxAgeNanos;
    }

    /**
     * Opens a window on {@code stream}: records one pooled event there and issues a token no other window of this
     * process has (never 0). A refused start issues no token and holds nothing.
     *
     * @throws DriverException when the driver refuses the anchor stream, an anchor or the start event
     * @throws IllegalStateException when the profiler is closed
     * @throws NullPointerException when {@code stream} is null, before anything is recorded
     */
    public long start(S stream) throws DriverException {
        Objects.requireNonNull(stream, "stream");
        long shared = lifecycle.readLock();
        try {
            ensureOpen();
            Anchor<E> opened = currentAnchor();
            OwnedEvent<E> event = null;
            try {
                event = pool.acquire();
                api.eventRecord(event.handle(), stream);
                Window<E> window = windows.takeSpare();
                return windows.add((window != null ? window : new Window<>(span)).open(event, stream, opened));
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

    /**
     * Closes window {@code token}: records one end event on {@code stream} and returns at once, never waiting;
     * the duration is read back when it is resolved. The window leaves the table only once its end is recorded:
     * a stop that fails for a wrong, destroyed or foreign stream leaves it open and holds nothing else.
     *
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
            Window<E> window = windows.find(token);
            if (window == null) {
                throw new ProfileException(new ProfileError.NotRegistered(token));
            }
            if (!Objects.equals(window.startStream(), stream)) {
                throw new ProfileException(new ProfileError.WrongStream(token,
                        String.valueOf(window.startStream()), String.valueOf(stream)));
            }
            return finish(stream, token, window);
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    private ProfileDuration finish(S stream, long token, Window<E> open) throws ProfileException {
        OwnedEvent<E> end = null;
        try {
            end = pool.acquire();
            api.eventRecord(end.handle(), stream);
        } catch (DriverException refused) {
            release(end);
            if (windows.remove(token) == open) {
                drop(open);
            }
            throw new ProfileException(new ProfileError.DriverFailure(refused));
        } catch (Throwable rejected) {
            release(end); // the window stays filed: the stream, not the window, was wrong
            throw rejected;
        }
        Window<E> stopped = windows.removeStopped(token, open);
        if (stopped == null || stopped.failure() != null) {
            pool.release(end);
            throw new ProfileException(stopped == null ? new ProfileError.NotRegistered(token) : stopped.failure());
        }
        return stopped.stopped(end);
    }

    private void release(OwnedEvent<E> event) {
        if (event != null) {
            pool.release(event);
        }
    }

    /**
     * Turns every open window into {@code error}: stopping one reports it. Their events go back to the pool at
     * once. With no window open this does nothing.
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

    /** How many windows are started and not yet stopped or abandoned. */
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
            releaseAnchor();
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

    /** The anchor for a window starting now, refreshed when older than the limit; the caller holds it. */
    private Anchor<E> currentAnchor() throws DriverException {
        synchronized (anchorLock) {
            if (!hasAnchorStream) {
                anchorStream = api.streamCreateNonBlocking();
                hasAnchorStream = true;
            }
            if (anchor == null || hostClock.getAsLong() - anchor.hostNanos() > anchorMaxAgeNanos) {
                Anchor<E> fresh = newAnchor();
                if (anchor != null) {
                    anchor.release();
                }
                anchor = fresh;
            }
            return anchor.retain();
        }
    }

    private Anchor<E> newAnchor() throws DriverException {
        OwnedEvent<E> event = pool.acquire();
        try {
            api.eventRecord(event.handle(), anchorStream);
            api.eventWait(event.handle());
        } catch (Throwable refused) {
            pool.release(event);
            throw refused;
        }
        return new Anchor<>(event, hostClock.getAsLong(), pool);
    }

    private void releaseAnchor() {
        synchronized (anchorLock) {
            if (anchor != null) {
                anchor.release();
                anchor = null;
            }
            if (hasAnchorStream) {
                hasAnchorStream = false;
                try {
                    api.streamDestroy(anchorStream);
                } catch (DriverException | RuntimeException | Error failed) {
                    LOG.log(Level.WARNING, "Failed to release a " + api.backend() + " stream: "
                            + failed.getMessage(), failed);
                }
            }
        }
    }
}
