package dev.eventbind.otel;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.ForwardingEventApi;

/**
 * The host backend, except that reading elapsed times fails as a driver's would once {@link #failReads} is set,
 * and that it offers no non-blocking query: every wait blocks in {@code eventWait}.
 */
final class FailingReadBack<E, S> extends ForwardingEventApi<E, S> {

    volatile boolean failReads;

    FailingReadBack(EventApi<E, S> api) {
        super(api);
    }

    @Override
    public boolean supportsEventQuery() {
        return false;
    }

    @Override
    public boolean eventQuery(E event) throws DriverException {
        throw new UnsupportedOperationException(backend() + " has no non-blocking event query");
    }

    @Override
    public long eventElapsedNanos(E start, E end) throws DriverException {
        if (!failReads) {
            return super.eventElapsedNanos(start, end);
        }
        throw new DriverException(backend(), "ebhEventElapsedTime", 700, "EBH_ERROR_ILLEGAL_ADDRESS",
                "the device lost the event's memory", false);
    }
}
