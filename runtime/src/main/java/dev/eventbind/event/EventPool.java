package dev.eventbind.event;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A thread-safe last-in-first-out stack of reusable events, so a profiler does not create and destroy a
 * driver event per window.
 *
 * <p>LIFO hands back the event released most recently: the one whose driver state is most likely still warm.
 * Pooled events are destroyed only by {@link #close()}, which the owner calls when nothing can take from the
 * pool any more; an event released after that is destroyed at once instead of being kept.
 *
 * @param <E> the backend's event handle
 */
public final class EventPool<E> implements AutoCloseable {

    private final EventApi<E, ?> api;
    private final ReentrantLock lock = new ReentrantLock();
    private final ArrayDeque<OwnedEvent<E>> idle = new ArrayDeque<>();
    private boolean closed;

    /** @param api the backend that creates the pool's events */
    public EventPool(EventApi<E, ?> api) {
        this.api = Objects.requireNonNull(api, "api");
    }

    /**
     * The most recently released idle event, or a new one when none is idle.
     *
     * @throws DriverException when a new event is needed and the driver refuses it
     * @throws IllegalStateException when the pool has been closed
     */
    public OwnedEvent<E> acquire() throws DriverException {
        lock.lock();
        try {
            if (closed) {
                throw new IllegalStateException("The " + api.backend() + " event pool is closed");
            }
            OwnedEvent<E> event = idle.pollFirst();
            if (event != null) {
                event.idle = false;
                return event;
            }
        } finally {
            lock.unlock();
        }
        // Created outside the lock: a driver call must not hold up threads that only push or pop.
        return OwnedEvent.create(api);
    }

    /**
     * Takes {@code event} back for reuse, or destroys it when the pool is already closed.
     *
     * @throws IllegalStateException when {@code event} is already idle in the pool: a second release would hand
     *     one event to two owners
     */
    public void release(OwnedEvent<E> event) {
        Objects.requireNonNull(event, "event");
        lock.lock();
        try {
            if (event.idle) {
                throw new IllegalStateException("The " + api.backend() + " event " + event
                        + " was released to the pool twice");
            }
            if (!closed && !event.isClosed()) {
                event.idle = true;
                idle.addFirst(event);
                return;
            }
        } finally {
            lock.unlock();
        }
        event.close();
    }

    /** How many events wait idle in the pool. */
    public int idleCount() {
        lock.lock();
        try {
            return idle.size();
        } finally {
            lock.unlock();
        }
    }

    /** Destroys every idle event; events released later are destroyed at once. Idempotent. */
    @Override
    public void close() {
        List<OwnedEvent<E>> drained;
        lock.lock();
        try {
            closed = true;
            idle.forEach(event -> event.idle = false);
            drained = List.copyOf(idle);
            idle.clear();
        } finally {
            lock.unlock();
        }
        drained.forEach(OwnedEvent::close);
    }
}
