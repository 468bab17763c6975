package dev.eventbind.binding;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.sync.SpinLock;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The holder behind a generated backend's {@code Event} for an API whose record returns a new native event
 * ({@code clEnqueueMarkerWithWaitList(queue, 0, NULL, &event)}): the {@code EventApi} event is created empty, and
 * each record replaces the native event it holds with the one the call returned.
 *
 * <p>Its methods take and hand out native handles, so an event type keeps its holder private and never gives it
 * to callers: a caller that could hand it an address, or end a use it never began, could make the backend release
 * memory that is not its event, or release one a wait still uses.
 *
 * <p>What it guarantees:
 * <ul>
 *   <li>a native event is released exactly once, and only when nothing uses it any more: the one a record
 *       replaces, and the one held when the holder is destroyed, wait for every host wait still blocked on them
 *       ({@link #acquire}/{@link #release(long)}) and are released by the last of them;</li>
 *   <li>a short read ({@link #lock}, a query, a timestamp, a stream wait's enqueue, which takes the driver's own
 *       reference) holds the holder's lock while it passes the handle to the driver, so a concurrent record or
 *       destroy never releases the native event under it;</li>
 *   <li>once destroyed, every use is refused with {@link IllegalStateException}; a record that raced the destroy
 *       releases the event it just got and is refused too.</li>
 * </ul>
 *
 * <p>The lock is a {@link SpinLock}, the profiler's lanes' lock too: one word taken with a single compare-and-set
 * and released with a release store, so the two timestamp reads of an elapsed time cost two atomic instructions,
 * not four monitors. It is held only for a few stores or one short driver call, never across a host wait. Every
 * field it guards is {@code @GuardedBy} it, checked at compile time.
 *
 * <p>A generated backend's event keeps one in a private field, {@code holder}, and uses it so (a hand-written op
 * may too):
 * <pre>{@code
 * // record: enqueue, then hand the new native event over (the previous one is released once unused)
 * event.holder.ensureLive();
 * int status = functions.clEnqueueMarkerWithWaitList(stream.handle(), 0, MemorySegment.NULL, out);
 * event.holder.recorded(out.get(ValueLayout.ADDRESS, 0));
 * // a short read under the lock; 0 means never recorded
 * long handle = event.holder.lock();
 * try { ... MemorySegment.ofAddress(handle) ... } finally { event.holder.unlock(); }
 * // a host wait outside the lock, on a use of its own
 * long held = event.holder.acquire();
 * try { ... } finally { event.holder.release(held); }
 * }</pre>
 */
public final class ReturnedEvent {

    /** Releases a native event the holder no longer needs ({@code clReleaseEvent}). */
    @FunctionalInterface
    public interface Release {
        /**
         * Releases {@code event}.
         *
         * @throws DriverException when the driver refuses
         */
        void release(MemorySegment event) throws DriverException;
    }

    private static final System.Logger LOG = System.getLogger(ReturnedEvent.class.getName());

    /** A native event replaced or destroyed while host waits still use it. */
    private static final class InUse {
        final long address;
        int uses;

        InUse(long address, int uses) {
            this.address = address;
            this.uses = uses;
        }
    }

    private final Release release;
    private final String describe;
    private final SpinLock lock = new SpinLock();
    /** The native event recorded last; 0 before the first record and after the destroy released it. */
    @GuardedBy("lock")
    private long current;
    /** Host waits using {@link #current} outside the lock. */
    @GuardedBy("lock")
    private int currentUses;
    @GuardedBy("lock")
    private boolean destroyed;
    @GuardedBy("lock")
    private final List<InUse> replaced = new ArrayList<>(0);
    /** What the current event was recorded on, as its record said. */
    @GuardedBy("lock")
    private @Nullable Object recordedOn;
    /** Whether {@link #recordedOn} was not yet handed out by {@link #takeUnsubmitted()}. */
    @GuardedBy("lock")
    private boolean unsubmitted;

    /**
     * @param release how a native event the holder no longer needs is released
     * @param describe what it is, for messages ("OpenCL event")
     */
    public ReturnedEvent(Release release, String describe) {
        this.release = java.util.Objects.requireNonNull(release, "release");
        this.describe = java.util.Objects.requireNonNull(describe, "describe");
    }

    /**
     * Takes the lock for a short driver call on the native event, and returns it; release with {@link #unlock}.
     *
     * @return the native event's address, 0 when nothing was recorded yet
     * @throws IllegalStateException once destroyed (the lock is not held then)
     */
    public long lock() {
        lock.lock();
        boolean handedOver = false;
        try {
            if (destroyed) {
                throw destroyedError();
            }
            handedOver = true; // the caller holds the lock from here until its unlock()
            return current;
        } finally {
            if (!handedOver) {
                lock.unlock();
            }
        }
    }

    /** Releases the lock {@link #lock} took. */
    public void unlock() {
        lock.unlock();
    }

    /**
     * Refuses a destroyed holder: a record checks before it enqueues.
     *
     * @throws IllegalStateException once destroyed
     */
    public void ensureLive() {
        lock();
        unlock();
    }

    /** Whether it was destroyed. */
    public boolean destroyed() {
        lock.lock();
        try {
            return destroyed;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Makes {@code fresh}, the native event a record just returned, the one it holds; the previous one is released
     * now when no host wait uses it, else by the last such wait. A failed release of the previous one is logged (the
     * new event is queued: the record itself succeeded).
     *
     * @throws IllegalStateException when the holder was destroyed meanwhile; {@code fresh} is released then
     */
    public void recorded(MemorySegment fresh) {
        recorded(fresh, null);
    }

    /**
     * As {@link #recorded(MemorySegment)}, remembering what the new event was recorded on (its stream), for
     * {@link #recordedOn()} and, once, {@link #takeUnsubmitted()}.
     */
    public void recorded(MemorySegment fresh, @Nullable Object on) {
        long previous;
        boolean refused;
        lock.lock();
        try {
            refused = destroyed;
            previous = refused ? fresh.address() : current;
            if (!refused) {
                if (previous != 0L && currentUses > 0) {
                    replaced.add(new InUse(previous, currentUses));
                    previous = 0L;
                }
                current = fresh.address();
                currentUses = 0;
                recordedOn = on;
                unsubmitted = on != null;
            }
        } finally {
            lock.unlock();
        }
        if (previous != 0L) {
            releaseLogged(previous); // the one replaced, or the fresh one a destroyed holder refuses
        }
        if (refused) {
            throw destroyedError();
        }
    }

    /**
     * The native event for a host wait made outside the lock, kept alive until {@link #release(long)}.
     *
     * @return its address, 0 when nothing was recorded yet (then nothing is to be released)
     * @throws IllegalStateException once destroyed
     */
    public long acquire() {
        lock.lock();
        try {
            if (destroyed) {
                throw destroyedError();
            }
            if (current != 0L) {
                currentUses++;
            }
            return current;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Ends the use {@link #acquire} began; the last use of a replaced or destroyed native event releases it. Never
     * refused, also after the destroy.
     *
     * @param held what {@link #acquire} returned; 0 does nothing
     * @throws DriverException when the driver refuses that release
     */
    public void release(long held) throws DriverException {
        if (held == 0L) {
            return;
        }
        long free = 0L;
        lock.lock();
        try {
            if (held == current && currentUses > 0) {
                currentUses--;
                if (destroyed && currentUses == 0) {
                    free = current;
                    current = 0L;
                }
            } else {
                for (int i = 0; i < replaced.size(); i++) {
                    InUse use = replaced.get(i);
                    if (use.address == held && --use.uses == 0) {
                        replaced.remove(i);
                        free = held;
                        break;
                    }
                }
            }
        } finally {
            lock.unlock();
        }
        if (free != 0L) {
            release.release(MemorySegment.ofAddress(free));
        }
    }

    /**
     * Marks it destroyed and releases the native event it holds, now when no host wait uses it, else by the last
     * such wait.
     *
     * @throws DriverException when the driver refuses the release
     * @throws IllegalStateException when already destroyed
     */
    public void destroy() throws DriverException {
        long free;
        lock.lock();
        try {
            if (destroyed) {
                throw destroyedError();
            }
            destroyed = true;
            free = currentUses == 0 ? current : 0L;
            if (free != 0L) {
                current = 0L;
            }
        } finally {
            lock.unlock();
        }
        if (free != 0L) {
            release.release(MemorySegment.ofAddress(free));
        }
    }

    /**
     * What the current event was recorded on; {@code null} when its record named nothing. Called between
     * {@link #lock} and {@link #unlock}.
     *
     * @throws IllegalStateException when the lock is not held
     */
    public @Nullable Object recordedOn() {
        requireLock();
        lock.lock(); // again, reentrantly: so the static check sees the read under it
        try {
            return recordedOn;
        } finally {
            lock.unlock();
        }
    }

    /**
     * What the current event was recorded on, the first time this is asked after its record, else {@code null}: for
     * an API that must submit a stream (OpenCL's {@code clFlush}) before another stream waits on its event, once.
     * Called between {@link #lock} and {@link #unlock}.
     *
     * @throws IllegalStateException when the lock is not held
     */
    public @Nullable Object takeUnsubmitted() {
        requireLock();
        lock.lock(); // again, reentrantly: so the static check sees the read under it
        try {
            Object result = unsubmitted ? recordedOn : null;
            unsubmitted = false;
            return result;
        } finally {
            lock.unlock();
        }
    }

    private void requireLock() {
        if (!lock.heldByCurrentThread()) {
            throw new IllegalStateException(describe + ": called without its lock");
        }
    }

    /** How many native events it holds: the current one and those replaced while waits still use them. */
    public int nativeEvents() {
        lock.lock();
        try {
            return (current == 0L ? 0 : 1) + replaced.size();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public String toString() {
        String state;
        lock.lock();
        try {
            state = destroyed ? " (destroyed)" : current == 0L ? " (never recorded)"
                    : " 0x" + Long.toHexString(current);
        } finally {
            lock.unlock();
        }
        return describe + state;
    }

    private void releaseLogged(long address) {
        try {
            release.release(MemorySegment.ofAddress(address));
        } catch (DriverException e) {
            LOG.log(System.Logger.Level.WARNING, "Failed to release " + describe + " 0x" + Long.toHexString(address)
                    + ": " + e.getMessage());
        }
    }

    private IllegalStateException destroyedError() {
        return new IllegalStateException(describe + " already destroyed");
    }
}
