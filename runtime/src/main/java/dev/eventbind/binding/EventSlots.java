package dev.eventbind.binding;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * Where a generated backend's native events come from: one at a time ({@code cudaEventCreate}), or slots of
 * pools ({@code zeEventPoolCreate} then {@code zeEventCreate(pool, {index})}). A pool is created when every slot
 * of the others is taken, and kept when its slots are given back, for the next events: pools are few and
 * long-lived, events many and short-lived. Safe for any thread.
 *
 * <p>The slots are also what an instance made on its context: they count the streams made with them
 * ({@link #streamMade()}), so that a {@code close()} that destroys the context can first ask whether anything made in
 * it still lives ({@link #requireNothingLive}). Level Zero's {@code zeContextDestroy} does not refuse a context whose
 * pools, events or command lists live (Intel's driver frees it), and whatever then touches them is undefined.
 */
public final class EventSlots {

    /**
     * One native event.
     *
     * @param event the driver's event handle
     * @param pool the pool it belongs to; {@link MemorySegment#NULL} without pools
     * @param index its index in the pool; -1 without pools
     */
    public record Slot(MemorySegment event, MemorySegment pool, int index) {
    }

    /** The C calls behind the slots, as the generated backend spells them. */
    public interface Calls {
        /** Creates a pool of {@code capacity} events; only called with pools. */
        MemorySegment createPool() throws DriverException;

        /**
         * Creates the event at {@code index} of {@code pool} ({@link MemorySegment#NULL} and -1 without pools).
         */
        MemorySegment createEvent(MemorySegment pool, int index) throws DriverException;

        /** Destroys an event. */
        void destroyEvent(MemorySegment event) throws DriverException;

        /** Returns a signalled event to the unsignalled state. */
        void reset(MemorySegment event) throws DriverException;

        /** Whether the device has reached the event's signal. */
        boolean reached(MemorySegment event) throws DriverException;

        /**
         * Destroys a pool whose events were all destroyed ({@code zeEventPoolDestroy}); by default the pool is
         * left to the driver, for a spec that binds no pool destroy.
         *
         * @param pool the pool {@link #createPool()} made
         * @throws DriverException when the driver refuses the destroy
         */
        default void destroyPool(MemorySegment pool) throws DriverException {
        }
    }

    /** One pool and which of its slots are taken. */
    private static final class Pool {
        final MemorySegment handle;
        final boolean[] taken;
        int used;

        Pool(MemorySegment handle, int capacity) {
            this.handle = handle;
            this.taken = new boolean[capacity];
        }
    }

    /** How long {@link #close()} waits at most for the device to reach the signals of given-back events. */
    public static final long CLOSE_WAIT_NANOS = 10_000_000_000L;
    private static final long CLOSE_POLL_NANOS = 1_000_000L;

    private final int capacity;
    private final Calls calls;
    private final Object lock = new Object();
    @GuardedBy("lock")
    private final List<Pool> pools = new ArrayList<>();
    /** Given back while the device may still name them: destroyed once it has reached their signal. */
    @GuardedBy("lock")
    private final List<Slot> deferred = new ArrayList<>();
    /** Whether {@link #close()} ran: no slot is handed out any more. */
    @GuardedBy("lock")
    private boolean closed;
    /** Events whose destroy the driver refused, their slots still taken: {@link #close()} tries them again. */
    @GuardedBy("lock")
    private final List<Slot> refused = new ArrayList<>();
    /** What the last {@link #close()} threw, the cause of a refusal {@link #requireNothingLive} gives. */
    @GuardedBy("lock")
    private @Nullable DriverException closeFailure;
    /** Streams made with these slots and not destroyed. */
    @GuardedBy("lock")
    private int streams;
    /** Events made one at a time (no pools) and not destroyed. */
    @GuardedBy("lock")
    private int loose;

    /**
     * @param capacity the events a pool holds; 0 for events created one at a time
     * @param calls the C calls
     */
    public EventSlots(int capacity, Calls calls) {
        if (capacity < 0) {
            throw new IllegalArgumentException("a pool holds at least one event (or 0: no pools), not " + capacity);
        }
        this.capacity = capacity;
        this.calls = calls;
    }

    /** The C calls, for the event holders ({@link ReusableEvent}). */
    Calls calls() {
        return calls;
    }

    /**
     * A new native event, in a free slot of a pool, creating a pool when all are full.
     *
     * @return the slot
     * @throws DriverException when the driver refuses the pool or the event
     */
    public Slot acquire() throws DriverException {
        checkOpen(); // before any driver call: a closed backend's deferred events are not queried either
        releaseReached();
        if (capacity == 0) {
            Slot made = new Slot(calls.createEvent(MemorySegment.NULL, -1), MemorySegment.NULL, -1);
            synchronized (lock) {
                loose++;
            }
            return made;
        }
        synchronized (lock) {
            checkOpen(); // again, with the pools in hand: a close since the first check destroyed some
            Pool pool = pools.stream().filter(p -> p.used < capacity).findFirst().orElse(null);
            if (pool == null) {
                pool = new Pool(calls.createPool(), capacity);
                pools.add(pool);
            }
            int index = 0;
            while (pool.taken[index]) {
                index++;
            }
            MemorySegment event = calls.createEvent(pool.handle, index);
            pool.taken[index] = true;
            pool.used++;
            return new Slot(event, pool.handle, index);
        }
    }

    private void checkOpen() {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("the backend's events were closed");
            }
        }
    }

    /**
     * Destroys a slot's event and frees the slot; the first failure is thrown after every slot was given back. A slot
     * whose destroy the driver refused with a status that does not poison the device stays taken, as its native event
     * may live on: an event created at its index beside it would be undefined. {@link #close()} tries its destroy
     * again; while it is refused, its pool and context are kept ({@link #requireNothingLive}). On a poisoned device
     * nothing lives on, and the slot is freed.
     *
     * @param slots the slots
     * @throws DriverException when the driver refuses a destroy
     */
    public void release(List<Slot> slots) throws DriverException {
        DriverException first = null;
        for (Slot slot : slots) {
            boolean kept = false;
            try {
                calls.destroyEvent(slot.event());
            } catch (DriverException e) {
                kept = !e.poisoned();
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            } finally {
                if (kept) {
                    synchronized (lock) {
                        refused.add(slot); // close() tries it again
                    }
                } else {
                    free(slot); // also when the destroy throws something else: the slot is no longer this event's
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /**
     * Gives back slots the device may still name (a signal it has not reached, or a stream wait on one): each is
     * destroyed, and its slot freed, only once the device has reached its signal and every stream wait registered on
     * it ({@link StreamWaitMarks}) has been passed, checked now and whenever a slot is acquired. A native event
     * destroyed under a pending command is undefined in Level Zero, and a slot freed under one lets the next event
     * created there be signalled by the old command, or hold a stream still behind its wait until the new signal.
     *
     * @param slots the slots
     * @throws DriverException when the driver refuses a destroy or a query of the ones reached
     */
    public void releaseWhenReached(List<Slot> slots) throws DriverException {
        synchronized (lock) {
            deferred.addAll(slots);
        }
        releaseReached();
    }

    /** How many given-back slots wait for the device to reach their signal, for tests and listings. */
    public int deferred() {
        synchronized (lock) {
            return deferred.size();
        }
    }

    /**
     * Destroys the deferred slots whose signal the device has reached and whose stream waits were passed; one whose
     * query fails with a status that poisons the device is destroyed too (nothing is pending on a lost device),
     * while one whose query fails otherwise stays for the next round (its signal may still come), the failure thrown.
     */
    private void releaseReached() throws DriverException {
        List<Slot> reached = new ArrayList<>();
        // A passed mark is released once the lock is let go: its release gives an event back to these slots.
        List<StreamWaitMarks.Mark> passedMarks = new ArrayList<>();
        DriverException failed = null;
        synchronized (lock) {
            for (var each = deferred.iterator(); each.hasNext();) {
                Slot slot = each.next();
                try {
                    if (!calls.reached(slot.event()) || !StreamWaitMarks.passed(slot.event(), passedMarks)) {
                        continue;
                    }
                } catch (DriverException e) {
                    failed = failed == null ? e : failed;
                    if (!e.poisoned()) {
                        continue; // a signal may still be pending: the slot waits for the next round
                    }
                    // the device is gone: nothing is pending on it any more
                }
                each.remove();
                reached.add(slot);
            }
        }
        try {
            release(reached);
        } catch (DriverException e) {
            if (failed == null) {
                throw e;
            }
            failed.addSuppressed(e);
        } finally {
            passedMarks.forEach(StreamWaitMarks.Mark::release);
        }
        if (failed != null) {
            throw failed;
        }
    }

    private void free(Slot slot) {
        synchronized (lock) {
            if (capacity == 0) {
                loose--;
                return;
            }
            for (Pool pool : pools) {
                if (pool.handle.address() == slot.pool().address() && pool.taken[slot.index()]) {
                    pool.taken[slot.index()] = false;
                    pool.used--;
                    return;
                }
            }
        }
    }

    /**
     * Destroys the given-back events once the device has reached them (waiting up to {@link #CLOSE_WAIT_NANOS}
     * for those still pending: work enqueued before the close may still signal them), then every pool none of
     * whose events is live ({@link Calls#destroyPool}), once; afterwards no slot is handed out. A pool that still
     * holds an event is kept, as is one holding a given-back event the device did not reach in that time: the
     * driver may refuse to release what made them, which then names the pool's context as in use.
     *
     * @return how many pools are kept
     * @throws DriverException the first failure, once every pool was tried
     */
    public int close() throws DriverException {
        DriverException first = null;
        long deadline = System.nanoTime() + CLOSE_WAIT_NANOS;
        try {
            releaseReached();
            while (deferred() > 0 && System.nanoTime() - deadline < 0) {
                LockSupport.parkNanos(CLOSE_POLL_NANOS);
                releaseReached();
            }
        } catch (DriverException e) {
            first = e;
        }
        List<Slot> retried;
        synchronized (lock) {
            retried = new ArrayList<>(refused);
            refused.clear();
        }
        try {
            release(retried); // those refused again are kept once more
        } catch (DriverException e) {
            if (first == null) {
                first = e;
            } else {
                first.addSuppressed(e);
            }
        }
        synchronized (lock) {
            closed = true;
            for (var each = pools.iterator(); each.hasNext();) {
                Pool pool = each.next();
                if (pool.used != 0) {
                    continue;
                }
                try {
                    calls.destroyPool(pool.handle);
                    each.remove(); // a pool the driver refused to destroy is kept, and a later close tries again
                } catch (DriverException e) {
                    if (first == null) {
                        first = e;
                    } else {
                        first.addSuppressed(e);
                    }
                }
            }
            closeFailure = first;
            if (first != null) {
                throw first;
            }
            return pools.size();
        }
    }

    /** How many pools were created, for tests and listings. */
    public int pools() {
        synchronized (lock) {
            return pools.size();
        }
    }

    /** Counts a stream the instance made with these slots, on its context. */
    public void streamMade() {
        synchronized (lock) {
            streams++;
        }
    }

    /**
     * Counts out a stream {@link #streamMade()} counted, once its destroy was called, whatever the driver answered:
     * its handle is released and never destroyed again, so a refused destroy would otherwise keep the context for
     * good.
     */
    public void streamDestroyed() {
        synchronized (lock) {
            streams--;
        }
    }

    /**
     * Refuses to let the context go while something made in it lives: a stream not destroyed, an event made one at a
     * time not destroyed (or whose destroy the driver refused), or a pool {@link #close()} kept (an event of it not destroyed, or
     * given back with a signal the device has not reached). A {@code close()} that destroys its context asks this
     * first, after {@link #close()}, and is called again once they are gone.
     *
     * @param backend the backend's name, for the message
     * @param release the call that would destroy the context, for the message
     * @throws IllegalStateException when something made in the context lives; the driver was not called
     */
    public void requireNothingLive(String backend, String release) {
        synchronized (lock) {
            if (streams == 0 && loose == 0 && pools.isEmpty()) {
                return;
            }
            List<String> live = new ArrayList<>();
            if (streams > 0) {
                live.add(streams + (streams == 1 ? " stream" : " streams"));
            }
            if (loose > 0) {
                live.add(loose + (loose == 1 ? " event" : " events"));
            }
            if (!pools.isEmpty()) {
                live.add(pools.size() + (pools.size() == 1 ? " event pool" : " event pools")
                        + " (an event not destroyed, a signal not reached, or a destroy refused)");
            }
            String refusals = refused.isEmpty() ? "" : " (" + refused.size() + (refused.size() == 1 ? " event"
                    : " events") + " of them the driver refused to destroy, tried again by each close)";
            // The close's own failure, a pool destroy the driver refused say, is the cause, never lost.
            throw new IllegalStateException(backend + " backend: close() does not call " + release + " while "
                    + String.join(" and ", live) + " made in its context live" + refusals + ", as a driver may free"
                    + " the context under them; destroy them, then close again", closeFailure);
        }
    }
}
