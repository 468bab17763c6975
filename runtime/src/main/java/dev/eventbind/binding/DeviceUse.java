package dev.eventbind.binding;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * The calls in flight that pass a closeable generated backend's device, which its {@code close()} waits out before it
 * releases the device: a call enters before it reads the device and exits once the driver has returned.
 *
 * <p>Entering never blocks: a call racing {@code close()} is either in before it, and {@code close()} waits for it, or
 * refused with an {@link IllegalStateException}. So a call may take any other lock inside its use (an event's, a pool
 * of events') without ordering against {@code close()}, and calls on many threads, host waits included, never wait for
 * each other. A use is one atomic add to enter and one to exit.
 *
 * <p>{@link #close()} waits as long as a use is in flight, a host wait on the device included, and does not give up
 * when interrupted: releasing the device under a call would hand the driver a released handle.
 */
public final class DeviceUse {

    private static final int CLOSED = Integer.MIN_VALUE; // the sign bit; the uses in flight are the bits below it
    private static final long MAX_PAUSE_NANOS = 1_000_000;

    private final String backend;
    private final AtomicInteger state = new AtomicInteger();

    /** @param backend the backend's name, for the refusal's message */
    public DeviceUse(String backend) {
        this.backend = backend;
    }

    /**
     * Enters a use of the device; every entry is followed by one {@link #exit()}, in a {@code finally}.
     *
     * @throws IllegalStateException once {@link #close()} has run
     */
    public void enter() {
        if (state.getAndIncrement() < 0) {
            state.getAndDecrement();
            throw new IllegalStateException(backend + " backend used after close()");
        }
    }

    /**
     * Checks that {@link #close()} has not begun, for a generated accessor that hands out a setup handle.
     *
     * @throws IllegalStateException once {@link #close()} has begun
     */
    public void checkOpen() {
        if (state.get() < 0) {
            throw new IllegalStateException(backend + " backend used after close()");
        }
    }

    /** Ends a use {@link #enter()} began. */
    public void exit() {
        state.getAndDecrement();
    }

    /**
     * Refuses every later use, then waits until none is in flight.
     *
     * @return true for the first call, which the caller follows with the release; false when already closed
     */
    public boolean close() {
        int seen;
        do {
            seen = state.get();
            if (seen < 0) {
                return false;
            }
        } while (!state.compareAndSet(seen, seen | CLOSED));
        long pause = 1_000;
        while ((state.get() & ~CLOSED) != 0) {
            LockSupport.parkNanos(this, pause);
            pause = Math.min(MAX_PAUSE_NANOS, 2 * pause);
        }
        return true;
    }

    /** {@return how many uses are in flight, for tests} */
    public int inFlight() {
        return state.get() & ~CLOSED;
    }
}
