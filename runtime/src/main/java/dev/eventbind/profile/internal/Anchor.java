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
 * <p>A device interval {@code d} away from the anchor lies {@link #toHost toHost(d)} away on the host clock:
 * {@code d} stretched by the device clock's fitted rate ({@link DriftFit}), and {@link #driftNanos driftNanos(d)}
 * bounds how far that stretch can be off.
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
    private final long deviceNanos;
    private final double rate;
    private final double uncertainty;
    private final AtomicInteger holders = new AtomicInteger(1);
    private volatile boolean expired;

    /**
     * @param lease the reached event on the anchor stream, given back to its pool by the last holder
     * @param hostNanos where the device reached it on the host clock
     * @param errorNanos how far {@code hostNanos} can be from the truth
     * @param takenNanos the host clock when the anchor was taken, for its age
     * @param deviceNanos its device time, on the device timeline its clock's drift fit uses
     * @param rate the device clock's fitted rate against the host's (a device nanosecond lasts {@code 1 + rate})
     * @param uncertainty how far the true rate can be from {@code rate}
     */
    Anchor(EventPool.Lease<E> lease, long hostNanos, long errorNanos, long takenNanos, long deviceNanos, double rate,
            double uncertainty) {
        this.lease = lease;
        this.handle = lease.event().handle();
        this.hostNanos = hostNanos;
        this.errorNanos = errorNanos;
        this.takenNanos = takenNanos;
        this.deviceNanos = deviceNanos;
        this.rate = rate;
        this.uncertainty = uncertainty;
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

    long deviceNanos() {
        return deviceNanos;
    }

    /** {@return the host-clock length of {@code deviceNanos} device nanoseconds, by the fitted rate} */
    long toHost(long deviceNanos) {
        return rate == 0 ? deviceNanos : deviceNanos + Math.round(deviceNanos * rate);
    }

    /** {@return how far {@link #toHost} of {@code deviceNanos} (not negative) can be off through the rate} */
    long driftNanos(long deviceNanos) {
        return (long) Math.ceil(deviceNanos * uncertainty);
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
