package dev.eventbind.profile;

import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An event on the anchor stream together with the host-clock time at which the device was known to have
 * reached it: the point that places device timestamps on the host clock.
 *
 * <p>Shared by the profiler (while it is the current anchor) and every window opened under it; the event goes
 * back to the pool when the last of them lets go, so a refresh never pulls an anchor from under an open window.
 */
final class Anchor<E> {

    private final OwnedEvent<E> event;
    private final long hostNanos;
    private final EventPool<E> pool;
    private final AtomicInteger holders = new AtomicInteger(1);

    Anchor(OwnedEvent<E> event, long hostNanos, EventPool<E> pool) {
        this.event = event;
        this.hostNanos = hostNanos;
        this.pool = pool;
    }

    OwnedEvent<E> event() {
        return event;
    }

    long hostNanos() {
        return hostNanos;
    }

    /** Adds a holder; only called while another holder (the profiler) still holds it. */
    Anchor<E> retain() {
        holders.incrementAndGet();
        return this;
    }

    void release() {
        if (holders.decrementAndGet() == 0) {
            pool.release(event);
        }
    }
}
