package dev.eventbind.binding;

import dev.eventbind.api.DriverException;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * The holder behind a generated backend's {@code Event} for an API whose record returns a new native event
 * ({@code clEnqueueMarkerWithWaitList(queue, 0, NULL, &event)}): the {@code EventApi} event is created empty, and
 * each record replaces the native event it holds with the one the call returned.
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
 * <p>The lock is one word taken with a single compare-and-set and released with a release store, so the two
 * timestamp reads of an elapsed time cost two atomic instructions, not four monitors. It is held only for a few
 * stores or one short driver call, never across a host wait; a contended taker spins briefly, then yields.
 *
 * <p>A generated backend uses it so (a hand-written op may too):
 * <pre>{@code
 * // record: enqueue, then hand the new native event over (the previous one is released once unused)
 * event.ensureLive();
 * int status = functions.clEnqueueMarkerWithWaitList(stream.handle(), 0, MemorySegment.NULL, out);
 * event.recorded(out.get(ValueLayout.ADDRESS, 0));
 * // a short read under the lock; 0 means never recorded
 * long handle = event.lock();
 * try { ... MemorySegment.ofAddress(handle) ... } finally { event.unlock(); }
 * // a host wait outside the lock, on a use of its own
 * long held = event.acquire();
 * try { ... } finally { event.release(held); }
 * }</pre>
 */
public abstract class ReturnedEvent {

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
    private static final int FREE = 0;
    private static final int HELD = 1;
    /** Spins before yielding: the lock is held for a call of at most a few microseconds. */
    private static final int SPINS = 100;
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(ReturnedEvent.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

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
    @SuppressWarnings("unused") // through STATE
    private volatile int state;
    // The fields below are guarded by the lock word.
    /** The native event recorded last; 0 before the first record and after the destroy released it. */
    private long current;
    /** Host waits using {@link #current} outside the lock. */
    private int currentUses;
    private boolean destroyed;
    private final List<InUse> replaced = new ArrayList<>(0);

    /** @param release how a native event the holder no longer needs is released */
    protected ReturnedEvent(Release release) {
        this.release = release;
    }

    /**
     * Takes the lock for a short driver call on the native event, and returns it; release with {@link #unlock}.
     *
     * @return the native event's address, 0 when nothing was recorded yet
     * @throws IllegalStateException once destroyed (the lock is not held then)
     */
    public final long lock() {
        take();
        if (destroyed) {
            unlock();
            throw destroyedError();
        }
        return current;
    }

    /** Releases the lock {@link #lock} took. */
    public final void unlock() {
        STATE.setRelease(this, FREE);
    }

    /**
     * Refuses a destroyed holder: a record checks before it enqueues.
     *
     * @throws IllegalStateException once destroyed
     */
    public final void ensureLive() {
        lock();
        unlock();
    }

    /** Whether it was destroyed. */
    public final boolean destroyed() {
        take();
        boolean result = destroyed;
        unlock();
        return result;
    }

    /**
     * Makes {@code fresh}, the native event a record just returned, the one it holds; the previous one is released
     * now when no host wait uses it, else by the last such wait. A failed release of the previous one is logged (the
     * new event is queued: the record itself succeeded).
     *
     * @throws IllegalStateException when the holder was destroyed meanwhile; {@code fresh} is released then
     */
    public final void recorded(MemorySegment fresh) {
        take();
        if (destroyed) {
            unlock();
            releaseLogged(fresh.address());
            throw destroyedError();
        }
        long previous = current;
        if (previous != 0L && currentUses > 0) {
            replaced.add(new InUse(previous, currentUses));
            previous = 0L;
        }
        current = fresh.address();
        currentUses = 0;
        unlock();
        if (previous != 0L) {
            releaseLogged(previous);
        }
    }

    /**
     * The native event for a host wait made outside the lock, kept alive until {@link #release(long)}.
     *
     * @return its address, 0 when nothing was recorded yet (then nothing is to be released)
     * @throws IllegalStateException once destroyed
     */
    public final long acquire() {
        long held = lock();
        if (held != 0L) {
            currentUses++;
        }
        unlock();
        return held;
    }

    /**
     * Ends the use {@link #acquire} began; the last use of a replaced or destroyed native event releases it. Never
     * refused, also after the destroy.
     *
     * @param held what {@link #acquire} returned; 0 does nothing
     * @throws DriverException when the driver refuses that release
     */
    public final void release(long held) throws DriverException {
        if (held == 0L) {
            return;
        }
        long free = 0L;
        take();
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
            unlock();
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
    public final void destroy() throws DriverException {
        long held = lock();
        destroyed = true;
        long free = currentUses == 0 ? held : 0L;
        if (free != 0L) {
            current = 0L;
        }
        unlock();
        if (free != 0L) {
            release.release(MemorySegment.ofAddress(free));
        }
    }

    /** How many native events it holds: the current one and those replaced while waits still use them. */
    public final int nativeEvents() {
        take();
        int result = (current == 0L ? 0 : 1) + replaced.size();
        unlock();
        return result;
    }

    /** What it is, for messages ("OpenCL event"). */
    protected abstract String describe();

    @Override
    public String toString() {
        take();
        String state = destroyed ? " (destroyed)" : current == 0L ? " (never recorded)"
                : " 0x" + Long.toHexString(current);
        unlock();
        return describe() + state;
    }

    private void take() {
        if (!STATE.compareAndSet(this, FREE, HELD)) {
            contended();
        }
    }

    @SuppressWarnings("ThreadPriorityCheck") // held for a few stores or one short call: yield is the back-off
    private void contended() {
        for (int round = 0; !STATE.compareAndSet(this, FREE, HELD); round++) {
            if (round < SPINS) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
    }

    private void releaseLogged(long address) {
        try {
            release.release(MemorySegment.ofAddress(address));
        } catch (DriverException e) {
            LOG.log(System.Logger.Level.WARNING, "Failed to release " + describe() + " 0x" + Long.toHexString(address)
                    + ": " + e.getMessage());
        }
    }

    private IllegalStateException destroyedError() {
        return new IllegalStateException(describe() + " already destroyed");
    }
}
