package dev.eventbind.contract;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;

/**
 * A real backend with every call passed straight through, for a check that changes or watches one or two of them
 * (say, remembers what was recorded, or offers a query the generated class does not) and leaves the rest alone.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public abstract class ForwardingEventApi<E, S> implements EventApi<E, S> {

    private final EventApi<E, S> backend;

    /** Passes every call to {@code backend}. */
    protected ForwardingEventApi(EventApi<E, S> backend) {
        this.backend = backend;
    }

    /** The backend the calls go to. */
    protected EventApi<E, S> delegate() {
        return backend;
    }

    @Override
    public String backend() {
        return backend.backend();
    }

    @Override
    public E eventCreate() throws DriverException {
        return backend.eventCreate();
    }

    @Override
    public void eventDestroy(E event) throws DriverException {
        backend.eventDestroy(event);
    }

    @Override
    public void eventRecord(E event, S stream) throws DriverException {
        backend.eventRecord(event, stream);
    }

    @Override
    public void eventWait(E event) throws DriverException {
        backend.eventWait(event);
    }

    @Override
    public boolean eventQuery(E event) throws DriverException {
        return backend.eventQuery(event);
    }

    @Override
    public boolean supportsEventQuery() {
        return backend.supportsEventQuery();
    }

    @Override
    public boolean eventWaitFor(E event, long timeoutNanos) throws DriverException {
        return backend.eventWaitFor(event, timeoutNanos);
    }

    @Override
    public boolean supportsTimedEventWait() {
        return backend.supportsTimedEventWait();
    }

    @Override
    public long eventElapsedNanos(E start, E end) throws DriverException {
        return backend.eventElapsedNanos(start, end);
    }

    @Override
    public void streamWaitEvent(S stream, E event) throws DriverException {
        backend.streamWaitEvent(stream, event);
    }

    @Override
    public void streamSynchronize(S stream) throws DriverException {
        backend.streamSynchronize(stream);
    }

    @Override
    public S streamCreateNonBlocking() throws DriverException {
        return backend.streamCreateNonBlocking();
    }

    @Override
    public void streamDestroy(S stream) throws DriverException {
        backend.streamDestroy(stream);
    }
}
