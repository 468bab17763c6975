package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
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

    /** Out of memory (2) refuses a stream; a launch failure (719), which the host spec marks poisoning,
     * poisons the device at a record. */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("host").refusingStreams("ebhStreamCreateWithFlags", 2)
                .poisoningRecords("ebhEventRecord", 719));
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
