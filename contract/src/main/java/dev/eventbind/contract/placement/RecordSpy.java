package dev.eventbind.contract.placement;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;

/**
 * A real backend, passed straight through, that remembers the event recorded last: after a profiler's
 * {@code start} or {@code stop} that is the window's own start or end event, so a check can ask the backend
 * where the device really reached it.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class RecordSpy<E, S> implements EventApi<E, S> {

    private final EventApi<E, S> backend;
    private volatile E lastRecorded;

    /** Passes every call to {@code backend}. */
    public RecordSpy(EventApi<E, S> backend) {
        this.backend = backend;
    }

    /** The event of the latest {@link #eventRecord} call, from any thread. */
    public E lastRecorded() {
        return lastRecorded;
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
        lastRecorded = event;
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
