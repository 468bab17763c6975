package dev.eventbind.backend.host;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;

/**
 * The host backend with its non-blocking {@code ebhEventQuery}: every call goes to the generated
 * {@link HostRuntimeEvents}, and {@link #eventQuery} to the real library's {@code ebhEventQuery}.
 */
final class QueryingHostEvents extends ForwardingEventApi<Event, Stream> {

    private static final int NOT_READY = 600;

    private final HostRuntimeFunctions query = HostRuntimeFunctions.open();
    private final boolean queries;

    /** @param queries whether to offer the query; false makes every wait the blocking one, for a control run */
    QueryingHostEvents(boolean queries) {
        super(HostRuntimeEvents.open());
        this.queries = queries;
    }

    HostRuntimeEvents host() {
        return (HostRuntimeEvents) delegate();
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
}
