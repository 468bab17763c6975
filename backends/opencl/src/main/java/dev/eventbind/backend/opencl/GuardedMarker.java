package dev.eventbind.backend.opencl;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import org.jspecify.annotations.Nullable;

/**
 * The state of an event holder: the {@code cl_event} of the last marker recorded into it, the queue that marker
 * went to, and whether that queue has been flushed since. The fields are guarded by a one-word lock taken with a
 * single compare-and-set and released with a plain release store, so the two profiling reads of an elapsed time
 * cost two atomic instructions instead of four monitors.
 *
 * <p>The lock is held only while the handle is passed to a short driver call, never across a device wait (a wait
 * retains the {@code cl_event} first). A writer (record, destroy) swaps the handle under the lock and releases the
 * old one after, so a reader never passes a released handle to the driver. Once destroyed the word stays
 * {@link #DESTROYED} and every use is refused.
 */
abstract class GuardedMarker {

    private static final int FREE = 0;
    private static final int HELD = 1;
    private static final int DESTROYED = -1;
    /** Spins before yielding: a holder is in a call of at most a few microseconds. */
    private static final int SPINS = 100;
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(GuardedMarker.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // through STATE
    private volatile int state;
    // Guarded by the lock word.
    long handle;
    OpenClEvents.@Nullable Queue queue;
    boolean unflushed;

    GuardedMarker(long handle) {
        this.handle = handle;
    }

    /** Takes the lock; refuses a destroyed holder with {@link IllegalStateException}. */
    final void lock() {
        if (!STATE.compareAndSet(this, FREE, HELD)) {
            contended();
        }
    }

    /** Releases the lock taken by {@link #lock()}. */
    final void unlock() {
        STATE.setRelease(this, FREE);
    }

    /** Marks the holder destroyed; called with the lock held, in place of {@link #unlock()}. */
    final void retire() {
        STATE.setRelease(this, DESTROYED);
    }

    /** Refuses a destroyed holder without taking the lock: a record checks before it enqueues a marker. */
    final void ensureLive() {
        if ((int) STATE.getAcquire(this) == DESTROYED) {
            throw destroyed();
        }
    }

    final boolean isDestroyed() {
        return (int) STATE.getAcquire(this) == DESTROYED;
    }

    @SuppressWarnings("ThreadPriorityCheck") // the lock is held for a few stores: yield is the back-off after spinning
    private void contended() {
        for (int round = 0; ; round++) {
            int now = (int) STATE.getAcquire(this);
            if (now == DESTROYED) {
                throw destroyed();
            }
            if (now == FREE && STATE.compareAndSet(this, FREE, HELD)) {
                return;
            }
            if (round < SPINS) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
    }

    private static IllegalStateException destroyed() {
        return new IllegalStateException("OpenCL event used after eventDestroy");
    }
}
