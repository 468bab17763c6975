package dev.eventbind.otel;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;

/** The host backend, except that reading elapsed times fails as a driver's would once {@link #failReads} is set. */
final class FailingReadBack<E, S> implements EventApi<E, S> {

    private final EventApi<E, S> api;
    volatile boolean failReads;

    FailingReadBack(EventApi<E, S> api) {
        this.api = api;
    }

    @Override
    public String backend() {
        return api.backend();
    }

    @Override
    public E eventCreate() throws DriverException {
        return api.eventCreate();
    }

    @Override
    public void eventDestroy(E event) throws DriverException {
        api.eventDestroy(event);
    }

    @Override
    public void eventRecord(E event, S stream) throws DriverException {
        api.eventRecord(event, stream);
    }

    @Override
    public void eventWait(E event) throws DriverException {
        api.eventWait(event);
    }

    @Override
    public long eventElapsedNanos(E start, E end) throws DriverException {
        if (!failReads) {
            return api.eventElapsedNanos(start, end);
        }
        throw new DriverException(api.backend(), "ebhEventElapsedTime", 700, "EBH_ERROR_ILLEGAL_ADDRESS",
                "the device lost the event's memory", false);
    }

    @Override
    public void streamWaitEvent(S stream, E event) throws DriverException {
        api.streamWaitEvent(stream, event);
    }

    @Override
    public void streamSynchronize(S stream) throws DriverException {
        api.streamSynchronize(stream);
    }

    @Override
    public S streamCreateNonBlocking() throws DriverException {
        return api.streamCreateNonBlocking();
    }

    @Override
    public void streamDestroy(S stream) throws DriverException {
        api.streamDestroy(stream);
    }
}
