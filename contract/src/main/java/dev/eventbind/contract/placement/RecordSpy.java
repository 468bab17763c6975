package dev.eventbind.contract.placement;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.ForwardingEventApi;
import org.jspecify.annotations.Nullable;

/**
 * A real backend, passed straight through, that remembers the event recorded last: after a profiler's
 * {@code start} or {@code stop} that is the window's own start or end event, so a check can ask the backend
 * where the device really reached it.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class RecordSpy<E, S> extends ForwardingEventApi<E, S> {

    private volatile @Nullable E lastRecorded;

    /** Passes every call to {@code backend}. */
    public RecordSpy(EventApi<E, S> backend) {
        super(backend);
    }

    /** The event of the latest {@link #eventRecord} call, from any thread; null before the first. */
    public @Nullable E lastRecorded() {
        return lastRecorded;
    }

    @Override
    public void eventRecord(E event, S stream) throws DriverException {
        super.eventRecord(event, stream);
        lastRecorded = event;
    }
}
