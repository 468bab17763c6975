package dev.eventbind.api;

import java.util.Objects;

/**
 * An {@link EventApi} that passes every call to another one: the base of a wrapper that changes or adds one or two
 * calls (a read-back that fails, a paired clock beside the backend, a note of what was recorded) and leaves the
 * rest alone.
 *
 * <p>Every method a backend implements is forwarded, the optional ones with their answers
 * ({@link #eventQuery} with {@link #supportsEventQuery()}, {@link #eventWaitFor} with
 * {@link #supportsTimedEventWait()}, {@link #timerResolutionNanos()}), so a wrapper offers exactly what its backend
 * offers until it overrides something. {@link #eventElapsed} keeps its default, which calls
 * {@link #eventElapsedNanos}: a wrapper that overrides the primitive changes both.
 *
 * <pre>{@code
 * EventApi<E, S> failing = new ForwardingEventApi<>(backend) {
 *     @Override
 *     public long eventElapsedNanos(E start, E end) throws DriverException {
 *         throw new DriverException(...);
 *     }
 * };
 * }</pre>
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public abstract class ForwardingEventApi<E, S> implements EventApi<E, S> {

    private final EventApi<E, S> delegate;

    /**
     * Passes every call to {@code delegate}.
     *
     * @param delegate the backend the calls go to
     */
    protected ForwardingEventApi(EventApi<E, S> delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    /** {@return the backend the calls go to} */
    protected EventApi<E, S> delegate() {
        return delegate;
    }

    @Override
    public String backend() {
        return delegate.backend();
    }

    @Override
    public E eventCreate() throws DriverException {
        return delegate.eventCreate();
    }

    @Override
    public void eventDestroy(E event) throws DriverException {
        delegate.eventDestroy(event);
    }

    @Override
    public void eventRecord(E event, S stream) throws DriverException {
        delegate.eventRecord(event, stream);
    }

    @Override
    public void eventWait(E event) throws DriverException {
        delegate.eventWait(event);
    }

    @Override
    public boolean eventQuery(E event) throws DriverException {
        return delegate.eventQuery(event);
    }

    @Override
    public boolean supportsEventQuery() {
        return delegate.supportsEventQuery();
    }

    @Override
    public boolean eventWaitFor(E event, long timeoutNanos) throws DriverException {
        return delegate.eventWaitFor(event, timeoutNanos);
    }

    @Override
    public boolean supportsTimedEventWait() {
        return delegate.supportsTimedEventWait();
    }

    @Override
    public long timerResolutionNanos() {
        return delegate.timerResolutionNanos();
    }

    @Override
    public long eventElapsedNanos(E start, E end) throws DriverException {
        return delegate.eventElapsedNanos(start, end);
    }

    @Override
    public void streamWaitEvent(S stream, E event) throws DriverException {
        delegate.streamWaitEvent(stream, event);
    }

    @Override
    public void streamSynchronize(S stream) throws DriverException {
        delegate.streamSynchronize(stream);
    }

    @Override
    public S streamCreateNonBlocking() throws DriverException {
        return delegate.streamCreateNonBlocking();
    }

    @Override
    public void streamDestroy(S stream) throws DriverException {
        delegate.streamDestroy(stream);
    }
}
