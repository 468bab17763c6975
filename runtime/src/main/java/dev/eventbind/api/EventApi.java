package dev.eventbind.api;

import java.time.Duration;

/**
 * The device event calls that {@link dev.eventbind.fence.EventFence} and
 * {@link dev.eventbind.profile.EventProfiler} are built from.
 *
 * <p>The C-family device APIs agree on an event model: a timestamp is recorded into a queue (a stream), the
 * device stamps it as the queue reaches it, and the span between two of them is read back afterwards. One
 * implementation per backend spells those calls; everything above them is written once. This is deliberately
 * only what those two types need: no memory, launch or module calls.
 *
 * <p>Event handles cross threads (recorded on one, waited on another); streams are plain values. An
 * implementation must be safe to call from several threads at once.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream (queue) handle
 */
public interface EventApi<E, S> {

    /** The backend as a reader of a log line sees it ("CUDA", "HIP", "OpenCL", "host"). */
    String backend();

    /** Creates an event with timing enabled (never the disable-timing flag). */
    E eventCreate() throws DriverException;

    /**
     * Releases an event. Owners call this from {@code close()}, where the error can only be logged. After it
     * returns (or throws) the handle must not be used again; implementations reject such use with
     * {@link IllegalStateException} instead of passing a released handle to the driver.
     */
    void eventDestroy(E event) throws DriverException;

    /** Enqueues the timestamp on {@code stream} and returns once it is queued. */
    void eventRecord(E event, S stream) throws DriverException;

    /** Blocks the calling thread until the device has reached {@code event}. */
    void eventWait(E event) throws DriverException;

    /**
     * Whether the device has reached {@code event}, without blocking the calling thread: {@code true} once it has,
     * {@code false} while it is still queued (the driver's "not ready"). Waits use it to poll instead of holding a
     * virtual thread's carrier for the whole device wait. Only backends whose {@link #supportsEventQuery()} is
     * {@code true} implement it; the others throw {@link UnsupportedOperationException}.
     */
    default boolean eventQuery(E event) throws DriverException {
        throw new UnsupportedOperationException(backend() + " has no non-blocking event query");
    }

    /** Whether {@link #eventQuery} is implemented (cudaEventQuery, hipEventQuery, cuEventQuery, OpenCL's status). */
    default boolean supportsEventQuery() {
        return false;
    }

    /**
     * Device time from {@code start} to {@code end} in nanoseconds; both must have been reached (the driver's
     * "not ready" otherwise). A negative or NaN reading is clamped to zero with {@link Elapsed#clampMillis}.
     * The primitive form is the one implementations provide: it allocates nothing.
     */
    long eventElapsedNanos(E start, E end) throws DriverException;

    /** {@link #eventElapsedNanos} as a {@link Duration}. */
    default Duration eventElapsed(E start, E end) throws DriverException {
        return Duration.ofNanos(eventElapsedNanos(start, end));
    }

    /** Makes {@code stream} wait on the device for {@code event}, without blocking the host. */
    void streamWaitEvent(S stream, E event) throws DriverException;

    /** Blocks the calling thread until everything queued on {@code stream} has completed. */
    void streamSynchronize(S stream) throws DriverException;

    /** Creates a stream that does not synchronize with the legacy default stream. */
    S streamCreateNonBlocking() throws DriverException;

    /** Releases a stream created by {@link #streamCreateNonBlocking()}; owners can only log the error. */
    void streamDestroy(S stream) throws DriverException;
}
