package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
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
 * back to a LIFO {@link EventPool}, destroyed when the profiler is closed (or, for windows resolved after
 * that, when they are resolved). A stopped window whose duration is never resolved holds its events until the
 * cleaner finds them. Safe for many threads opening and closing windows at once.
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
        this.hostClock = Objects.requireNonNull(hostClock, "hostClock");
        this.anchorMaxAgeNanos = anchorMaxAgeNanos;
    }

    /**
     * Opens a window on {@code stream}: records one pooled event there and issues the next token (0, 1, 2, ...).
     * A refused start issues no token and leaves the counter where it was.
     *
     * @param stream the stream the window is on
     * @return the window's token, for {@link #stop}
     * @throws DriverException when the driver refuses the anchor stream, an anchor or the start event
     * @throws IllegalStateException when the profiler is closed
     */
    public long start(S stream) throws DriverException {
        long shared = lifecycle.readLock();
        try {
            ensureOpen();
            Anchor<E> opened = currentAnchor();
            OwnedEvent<E> event = null;
            try {
                event = pool.acquire();
                api.eventRecord(event.handle(), stream);
            } catch (DriverException | RuntimeException refused) {
                if (event != null) {
                    pool.release(event);
                }
                opened.release();
                throw refused;
            }
            Window<E> window = windows.takeSpare();
            return windows.add((window != null ? window : new Window<>(span)).open(event, opened));
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    /**
     * Closes window {@code token}: records one end event on {@code stream} and returns at once, never waiting;
     * the duration is read back when it is resolved.
     *
     * @param stream the stream the window is on, as passed to {@link #start}
     * @param token the token {@link #start} returned
     * @return the window's duration, read back when resolved
     * @throws ProfileException {@link ProfileError.NotRegistered} for a token that is unknown, already stopped
     *     or abandoned; the error {@link #failure} stored for the window; or the driver's refusal of the end event
     */
    public ProfileDuration stop(S stream, long token) throws ProfileException {
        long shared = lifecycle.readLock();
        try {
            Window<E> window = windows.remove(token);
            if (window == null) {
                throw new ProfileException(new ProfileError.NotRegistered(token));
            }
            if (window.failure() != null) {
                throw new ProfileException(window.failure());
            }
            return finish(stream, window);
        } finally {
            lifecycle.unlockRead(shared);
        }
    }

    private ProfileDuration finish(S stream, Window<E> open) throws ProfileException {
        OwnedEvent<E> end = null;
        try {
            end = pool.acquire();
            api.eventRecord(end.handle(), stream);
        } catch (DriverException refused) {
            if (end != null) {
                pool.release(end);
            }
            open.release(pool);
            throw new ProfileException(new ProfileError.DriverFailure(refused));
        }
        return open.stopped(end);
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
     * Abandons every open window, destroys the anchor stream (a failure is logged at WARN) and closes the event
     * pool. Durations already handed out can still be resolved. Idempotent.
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
            releaseAnchor();
            pool.close();
        } finally {
            lifecycle.unlockWrite(exclusive);
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
        } catch (DriverException | RuntimeException refused) {
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
                } catch (DriverException | RuntimeException failed) {
                    LOG.log(Level.WARNING, "Failed to release a " + api.backend() + " stream: "
                            + failed.getMessage(), failed);
                }
            }
        }
    }
}
