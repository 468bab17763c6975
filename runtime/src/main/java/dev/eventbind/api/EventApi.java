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

    /** {@return the backend as a reader of a log line sees it ("CUDA", "HIP", "OpenCL", "host")} */
    String backend();

    /**
     * Creates an event with timing enabled (never the disable-timing flag).
     *
     * @return the new event, owned by the caller
     * @throws DriverException when the driver refuses
     */
    E eventCreate() throws DriverException;

    /**
     * Releases an event. Owners call this from {@code close()}, where the error can only be logged. After it
     * returns (or throws) the handle must not be used again; implementations reject such use with
     * {@link IllegalStateException} instead of passing a released handle to the driver.
     *
     * @param event the event to release
     * @throws DriverException when the driver refuses
     */
    void eventDestroy(E event) throws DriverException;

    /**
     * Enqueues the timestamp on {@code stream} and returns once it is queued.
     *
     * @param event the event to record
     * @param stream the stream it is recorded on
     * @throws DriverException when the driver refuses
     */
    void eventRecord(E event, S stream) throws DriverException;

    /**
     * Blocks the calling thread until the device has reached {@code event}.
     *
     * @param event a recorded event
     * @throws DriverException when the driver refuses or the device failed
     */
    void eventWait(E event) throws DriverException;

    /**
     * Whether the device has reached {@code event}, without blocking the calling thread: {@code true} once it has,
     * {@code false} while it is still queued (the driver's "not ready"). Waits use it to poll instead of holding a
     * virtual thread's carrier for the whole device wait. Only backends whose {@link #supportsEventQuery()} is
     * {@code true} implement it; the others throw {@link UnsupportedOperationException}.
     *
     * @param event a recorded event
     * @return whether the device has reached it
     * @throws DriverException when the driver refuses with anything but "not ready"
     */
    default boolean eventQuery(E event) throws DriverException {
        throw new UnsupportedOperationException(backend() + " has no non-blocking event query");
    }

    /** {@return whether {@link #eventQuery} is implemented (cudaEventQuery, hipEventQuery, cuEventQuery, OpenCL's status)} */
    default boolean supportsEventQuery() {
        return false;
    }

    /**
     * Blocks the calling thread until the device has reached {@code event} or {@code timeoutNanos} have passed, in
     * one native call that takes the timeout itself ({@code zeEventHostSynchronize(event, timeout)}). On a virtual
     * thread the call waits at most 1 ms, since a native call pins its carrier; a caller loops. Only backends whose
     * {@link #supportsTimedEventWait()} is {@code true} implement it; the others throw
     * {@link UnsupportedOperationException}. {@link dev.eventbind.event.EventWait} uses it on platform threads.
     *
     * @param event a recorded event
     * @param timeoutNanos the longest wait; 0 or less asks without waiting
     * @return whether the device has reached it
     * @throws DriverException when the driver refuses or the device failed
     */
    default boolean eventWaitFor(E event, long timeoutNanos) throws DriverException {
        throw new UnsupportedOperationException(backend() + " has no host wait with a timeout");
    }

    /**
     * The longest a virtual thread stays in one native wait: a native call pins its carrier, so a wait on a
     * virtual thread is made of calls of at most this long, yielding between them.
     */
    long VIRTUAL_THREAD_WAIT_NANOS = 1_000_000;

    /** {@return whether {@link #eventWaitFor(Object, long)} is implemented (zeEventHostSynchronize)} */
    default boolean supportsTimedEventWait() {
        return false;
    }

    /**
     * {@return the device timer's resolution in nanoseconds: how far one {@link #eventElapsedNanos} read can be off
     * through the timer's granularity alone} 1 by default, the finest a nanosecond read can tell; a backend whose
     * timer is coarser says so (CUDA events: about 500 ns, OpenCL's {@code CL_DEVICE_PROFILING_TIMER_RESOLUTION}),
     * and the profiler's placement bounds include it.
     */
    default long timerResolutionNanos() {
        return 1;
    }

    /**
     * Device time from {@code start} to {@code end} in nanoseconds; both must have been reached (the driver's
     * "not ready" otherwise). A negative or NaN reading is clamped to zero with {@link Elapsed#clampMillis}.
     * The primitive form is the one implementations provide: it allocates nothing.
     *
     * @param start the earlier event
     * @param end the later event
     * @return the span in nanoseconds, never negative
     * @throws DriverException when the driver refuses, "not ready" included
     */
    long eventElapsedNanos(E start, E end) throws DriverException;

    /**
     * {@link #eventElapsedNanos} as a {@link Duration}.
     *
     * @param start the earlier event
     * @param end the later event
     * @return the span, never negative
     * @throws DriverException when the driver refuses, "not ready" included
     */
    default Duration eventElapsed(E start, E end) throws DriverException {
        return Duration.ofNanos(eventElapsedNanos(start, end));
    }

    /**
     * Makes {@code stream} wait on the device for {@code event}, without blocking the host.
     *
     * @param stream the stream that waits
     * @param event the event it waits for
     * @throws DriverException when the driver refuses
     */
    void streamWaitEvent(S stream, E event) throws DriverException;

    /**
     * Blocks the calling thread until everything queued on {@code stream} has completed.
     *
     * @param stream the stream to drain
     * @throws DriverException when the driver refuses or the device failed
     */
    void streamSynchronize(S stream) throws DriverException;

    /**
     * Creates a stream that does not synchronize with the legacy default stream.
     *
     * @return the new stream, owned by the caller
     * @throws DriverException when the driver refuses
     */
    S streamCreateNonBlocking() throws DriverException;

    /**
     * Releases a stream created by {@link #streamCreateNonBlocking()}; owners can only log the error.
     *
     * @param stream the stream to release
     * @throws DriverException when the driver refuses
     */
    void streamDestroy(S stream) throws DriverException;
}
