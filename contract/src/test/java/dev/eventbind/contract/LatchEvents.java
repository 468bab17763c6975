package dev.eventbind.contract;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The event API over the latch device, written by hand over its generated downcalls. With {@code resets} it
 * clears an event before every record, as a Level Zero backend must ({@code zeEventHostReset}); without, it is
 * the backend the contract must catch: its events keep their first signal.
 */
final class LatchEvents implements EventApi<LatchEvents.Event, LatchEvents.Stream> {

    private static final int NOT_READY = 600;

    private final Latch latch = LatchFunctions.open();
    private final boolean resets;

    LatchEvents(boolean resets) {
        this.resets = resets;
    }

    /** An event handle that knows whether it was destroyed. */
    static final class Event {
        final MemorySegment handle;
        boolean live = true;

        Event(MemorySegment handle) {
            this.handle = handle;
        }
    }

    /** A stream handle. */
    record Stream(MemorySegment handle) {
    }

    @Override
    public String backend() {
        return resets ? "latch" : "latch without resets";
    }

    @Override
    public Event eventCreate() throws DriverException {
        return new Event(create(true));
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        check("ltEventDestroy", latch.ltEventDestroy(live(event).handle));
        event.live = false;
    }

    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        if (resets) {
            check("ltEventReset", latch.ltEventReset(live(event).handle));
        }
        check("ltEventRecord", latch.ltEventRecord(live(event).handle, stream.handle()));
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        check("ltEventSynchronize", latch.ltEventSynchronize(live(event).handle));
    }

    @Override
    public boolean eventQuery(Event event) throws DriverException {
        int status = latch.ltEventQuery(live(event).handle);
        if (status == NOT_READY) {
            return false;
        }
        check("ltEventQuery", status);
        return true;
    }

    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        live(start);
        live(end);
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment nanos = arena.allocate(ValueLayout.JAVA_LONG);
            check("ltEventElapsedNanos", latch.ltEventElapsedNanos(nanos, start.handle, end.handle));
            return Elapsed.clampNanos(nanos.get(ValueLayout.JAVA_LONG, 0));
        }
    }

    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        check("ltStreamWaitEvent", latch.ltStreamWaitEvent(stream.handle(), live(event).handle));
    }

    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        check("ltStreamSynchronize", latch.ltStreamSynchronize(stream.handle()));
    }

    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        return new Stream(create(false));
    }

    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        check("ltStreamDestroy", latch.ltStreamDestroy(stream.handle()));
    }

    /** Queues {@code micros} of work on the stream: the contract's way to keep it busy. */
    void enqueueWork(Stream stream, long micros) throws DriverException {
        check("ltEnqueueWork", latch.ltEnqueueWork(stream.handle(), micros));
    }

    private MemorySegment create(boolean event) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            if (event) {
                check("ltEventCreate", latch.ltEventCreate(out));
            } else {
                check("ltStreamCreate", latch.ltStreamCreate(out));
            }
            return out.get(ValueLayout.ADDRESS, 0);
        }
    }

    private static Event live(Event event) {
        if (!event.live) {
            throw new IllegalStateException("the event was destroyed");
        }
        return event;
    }

    private void check(String function, int status) throws DriverException {
        if (status != 0) {
            throw new DriverException(backend(), function, status, null, null, false, status == NOT_READY);
        }
    }
}
