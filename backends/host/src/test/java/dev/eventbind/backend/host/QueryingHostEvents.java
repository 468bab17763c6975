package dev.eventbind.backend.host;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;

/**
 * The host backend with its non-blocking {@code ebhEventQuery}: every call goes to the generated
 * {@link HostRuntimeEvents}, and {@link #eventQuery} to the real library's {@code ebhEventQuery}.
 */
final class QueryingHostEvents implements EventApi<Event, Stream> {

    private static final int NOT_READY = 600;

    private final HostRuntimeEvents host = HostRuntimeEvents.open();
    private final HostMemoryFunctions query = HostMemoryFunctions.open();
    private final boolean queries;

    /** @param queries whether to offer the query; false makes every wait the blocking one, for a control run */
    QueryingHostEvents(boolean queries) {
        this.queries = queries;
    }

    HostRuntimeEvents host() {
        return host;
    }

    @Override
    public String backend() {
        return host.backend();
    }

    @Override
    public boolean supportsEventQuery() {
        return queries;
    }

    @Override
    public boolean eventQuery(Event event) throws DriverException {
        int status = query.ebhEventQuery(event.handle());
        if (status == 0 || status == NOT_READY) {
            return status == 0;
        }
        throw new DriverException(backend(), "ebhEventQuery", status, "status " + status, "ebhEventQuery failed",
                false);
    }

    @Override
    public Event eventCreate() throws DriverException {
        return host.eventCreate();
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        host.eventDestroy(event);
    }

    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        host.eventRecord(event, stream);
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        host.eventWait(event);
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        return host.eventElapsedNanos(start, end);
    }

    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        host.streamWaitEvent(stream, event);
    }

    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        host.streamSynchronize(stream);
    }

    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        return host.streamCreateNonBlocking();
    }

    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        host.streamDestroy(stream);
    }
}
