package dev.eventbind.contract.placement;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.api.PairedClock;
import org.jspecify.annotations.Nullable;

/**
 * A real backend, passed straight through, that remembers the event recorded last: after a profiler's
 * {@code start} or {@code stop} that is the window's own start or end event, so a check can ask the backend
 * where the device really reached it. Made with {@link #of}, it is also the backend's {@link PairedClock} where the
 * backend has one, so a profiler over the spy anchors as it would over the backend.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public sealed class RecordSpy<E, S> extends ForwardingEventApi<E, S> permits RecordSpy.Paired {

    private volatile @Nullable E lastRecorded;

    /** Passes every call to {@code backend}; a paired clock it has is not passed on ({@link #of} passes it). */
    public RecordSpy(EventApi<E, S> backend) {
        super(backend);
    }

    /** A spy over {@code backend} that is a {@link PairedClock} too where {@code backend} is one. */
    @SuppressWarnings("unchecked") // a backend's PairedClock is over its own event type, as its EventApi is
    public static <E, S> RecordSpy<E, S> of(EventApi<E, S> backend) {
        return backend instanceof PairedClock<?> clock ? new Paired<>(backend, (PairedClock<E>) clock)
                : new RecordSpy<>(backend);
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

    /** The spy of a backend with a paired clock, which it passes on. */
    static final class Paired<E, S> extends RecordSpy<E, S> implements PairedClock<E> {

        private final PairedClock<E> clock;

        Paired(EventApi<E, S> backend, PairedClock<E> clock) {
            super(backend);
            this.clock = clock;
        }

        @Override
        public HostClock pairedHostClock() {
            return clock.pairedHostClock();
        }

        @Override
        public Reading readPairedClock() throws DriverException {
            return clock.readPairedClock();
        }

        @Override
        public boolean supportsEventDeviceTicks() {
            return clock.supportsEventDeviceTicks();
        }

        @Override
        public long eventDeviceTicks(E event) throws DriverException {
            return clock.eventDeviceTicks(event);
        }

        @Override
        public long deviceNanosBetween(long earlierTicks, long laterTicks) {
            return clock.deviceNanosBetween(earlierTicks, laterTicks);
        }
    }
}
