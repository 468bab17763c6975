package dev.eventbind.profile.internal;

import dev.eventbind.event.EventPool;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An event on the anchor stream together with where it lies on the host clock: the point that places device
 * timestamps on the host clock ({@code hostNanos + elapsed(anchor, event)}).
 *
 * <p>{@code hostNanos} is the {@link AnchorClock}'s estimate, not a single clock read, and {@code errorNanos}
 * bounds how far it can be from the truth: the device reached the event within {@code errorNanos} of
 * {@code hostNanos}, as far as the host reads around it could tell (see {@link AnchorClock}).
 *
 * <p>Held by the clock while it is the current anchor and once by each {@link Lane} whose windows opened under it
 * (the lane counts those windows itself); the event goes back to the pool when the last holder lets go, so a
 * refresh never pulls an anchor from under an open window.
 */
public final class Anchor<E> {

    private final EventPool.Lease<E> lease;
    private final E handle; // the event's, read once: it lives as long as the anchor is held
    private final long hostNanos;
    private final long errorNanos;
    private final long takenNanos;
    private final AtomicInteger holders = new AtomicInteger(1);
    private volatile boolean expired;

    /**
     * @param lease the reached event on the anchor stream, given back to its pool by the last holder
     * @param hostNanos where the device reached it on the host clock
     * @param errorNanos how far {@code hostNanos} can be from the truth
     * @param takenNanos the host clock when the anchor was taken, for its age
     */
    Anchor(EventPool.Lease<E> lease, long hostNanos, long errorNanos, long takenNanos) {
        this.lease = lease;
        this.handle = lease.event().handle();
        this.hostNanos = hostNanos;
        this.errorNanos = errorNanos;
        this.takenNanos = takenNanos;
    }

    EventPool.Lease<E> lease() {
        return lease;
    }

    /** The event's driver handle, valid while the anchor is held. */
    E handle() {
        return handle;
    }

    long hostNanos() {
        return hostNanos;
    }

    long errorNanos() {
        return errorNanos;
    }

    long takenNanos() {
        return takenNanos;
    }

    /** Whether the anchor is older than its profiler lets one get: the next start takes a new one. */
    boolean expired() {
        return expired;
    }

    /** Marks the anchor too old; called by the profiler's timer. */
    void expire() {
        expired = true;
    }

    /** Adds a holder unless the last one already let go (the event is back in the pool then). */
    boolean tryRetain() {
        for (int held = holders.get(); held > 0; held = holders.get()) {
            if (holders.compareAndSet(held, held + 1)) {
                return true;
            }
        }
        return false;
    }

    void release() {
        if (holders.decrementAndGet() == 0) {
            lease.close();
        }
    }
}
