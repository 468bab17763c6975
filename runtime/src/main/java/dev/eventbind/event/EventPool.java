package dev.eventbind.event;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;

/**
 * A thread-safe last-in-first-out stack of reusable events, so a profiler does not create and destroy a
 * driver event per window.
 *
 * <p>LIFO hands back the event released most recently: the one whose driver state is most likely still warm.
 * Each {@link #acquire()} hands out a {@link Lease}, and only that lease gives the event back: a lease released
 * twice, or kept by an owner after it gave the event back and someone else acquired it, is refused with
 * {@link IllegalStateException} naming the event, so one event never has two owners. Pooled events are destroyed
 * only by {@link #close()}, which the owner calls when nothing can take from the pool any more; an event released
 * after that is destroyed at once instead of being kept.
 *
 * @param <E> the backend's event handle
 */
public final class EventPool<E> implements AutoCloseable {

    private final EventApi<E, ?> api;
    /** The pool's monitor: held for a push or a pop, never across a driver call. */
    private final Object lock = new Object();
    @GuardedBy("lock")
    private final ArrayDeque<OwnedEvent<E>> idle = new ArrayDeque<>();
    @GuardedBy("lock")
    private boolean closed;

    /**
     * An empty pool; it creates events as they are first needed.
     *
     * @param api the backend that creates the pool's events
     */
    public EventPool(EventApi<E, ?> api) {
        this.api = Objects.requireNonNull(api, "api");
    }

    /**
     * The most recently released idle event, or a new one when none is idle, under a new lease.
     *
     * @return the lease of an event owned by the caller until the lease is released
     * @throws DriverException when a new event is needed and the driver refuses it
     * @throws IllegalStateException when the pool has been closed
     */
    public Lease<E> acquire() throws DriverException {
        synchronized (lock) {
            if (closed) {
                throw new IllegalStateException("The " + api.backend() + " event pool is closed");
            }
            OwnedEvent<E> event = idle.pollFirst();
            if (event != null) {
                event.idle = false;
                return new Lease<>(this, event, ++event.leases);
            }
        }
        // Created outside the lock: a driver call must not hold up threads that only push or pop.
        OwnedEvent<E> created = OwnedEvent.create(api);
        synchronized (lock) {
            return new Lease<>(this, created, ++created.leases);
        }
    }

    /**
     * Takes the leased event back for reuse, or destroys it when the pool is already closed.
     *
     * @param lease a lease this pool handed out
     * @throws IllegalStateException when the lease was already released (the event is idle in the pool or owned by
     *     a later lease), or is another pool's
     */
    public void release(Lease<E> lease) {
        Objects.requireNonNull(lease, "lease");
        OwnedEvent<E> event = lease.event;
        synchronized (lock) {
            if (lease.pool != this) {
                throw new IllegalStateException("The " + api.backend() + " event " + event
                        + " was leased from another pool");
            }
            if (event.idle || event.leases != lease.number) {
                throw new IllegalStateException("The " + api.backend() + " event " + event + " was released by a"
                        + " lease that no longer owns it (lease " + lease.number + "; "
                        + (event.idle ? "the event is idle in the pool" : "lease " + event.leases + " owns it")
                        + ")");
            }
            // A stale copy of this lease is refused from now on, whatever happens to the event next.
            event.leases++;
            if (!closed && !event.isClosed()) {
                event.idle = true;
                idle.addFirst(event);
                return;
            }
        }
        event.close();
    }

    /** {@return how many events wait idle in the pool} */
    public int idleCount() {
        synchronized (lock) {
            return idle.size();
        }
    }

    /** Destroys every idle event; events released later are destroyed at once. Idempotent. */
    @Override
    public void close() {
        List<OwnedEvent<E>> drained;
        synchronized (lock) {
            closed = true;
            idle.forEach(event -> event.idle = false);
            drained = List.copyOf(idle);
            idle.clear();
        }
        drained.forEach(OwnedEvent::close);
    }

    /**
     * One owner's hold on a pooled event, from {@link #acquire()} until {@link #close()} gives the event back.
     * Only the lease that holds the event can give it back; a stale copy is refused.
     *
     * @param <E> the backend's event handle
     */
    public static final class Lease<E> implements AutoCloseable {

        private final EventPool<E> pool;
        private final OwnedEvent<E> event;
        private final long number;

        private Lease(EventPool<E> pool, OwnedEvent<E> event, long number) {
            this.pool = pool;
            this.event = event;
            this.number = number;
        }

        /** {@return the leased event, the caller's until the lease is released} */
        public OwnedEvent<E> event() {
            return event;
        }

        /**
         * Gives the event back to its pool.
         *
         * @throws IllegalStateException when this lease no longer holds the event
         */
        @Override
        public void close() {
            pool.release(this);
        }

        @Override
        public String toString() {
            return "lease " + number + " of " + event;
        }
    }
}
