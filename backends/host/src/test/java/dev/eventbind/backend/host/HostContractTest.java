package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import java.time.Duration;
import java.util.Optional;

/** The host backend passes the contract on the library its jar carries. */
class HostContractTest extends EventApiContract<Event, Stream> {

    @Override
    protected EventApi<Event, Stream> openApi() {
        return HostRuntimeEvents.open();
    }

    @Override
    protected void enqueueWork(Stream stream, Duration duration) {
        assertEquals(0, HostRuntimeFunctions.open().ebhEnqueueSleep(stream.handle(), duration.toNanos() / 1_000));
    }

    /** CLOCK_MONOTONIC read in nanoseconds, reported as float milliseconds: well under a microsecond. */
    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1_000);
    }

    /** The library's fault hook: the next record returns 719, which the host spec marks poisoning. */
    @Override
    protected Optional<ThrowingCall> poisonNextRecord() {
        return Optional.of(() -> assertEquals(0, HostRuntimeFunctions.open().ebhInjectFault(
                HostCall.EVENT_RECORD.code(), 719, 1)));
    }

    /** The library's fault hook: the next stream creation returns 2, out of memory, which does not poison. */
    @Override
    protected Optional<ThrowingCall> failNextStreamCreate() {
        return Optional.of(() -> assertEquals(0, HostRuntimeFunctions.open().ebhInjectFault(
                HostCall.STREAM_CREATE.code(), 2, 1)));
    }

    /** An event released through the raw C call, behind the binding's back: the library answers 400. */
    @Override
    protected Optional<Event> driverRejectedEvent() {
        try {
            Event event = api().eventCreate();
            assertEquals(0, HostRuntimeFunctions.open().ebhEventDestroy(event.handle()));
            return Optional.of(event);
        } catch (Exception e) {
            throw new AssertionError("creating an event failed", e);
        }
    }
}
