package dev.eventbind.backend.hip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.hip.HipRuntimeEvents.Event;
import dev.eventbind.backend.hip.HipRuntimeEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import dev.eventbind.discovery.BackendProbe;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The generated HIP binding, unchanged, passes the contract against the host runtime built under the amdhip64
 * symbol names (the build selects it with {@code eventbind.hip.library}).
 */
class HipContractTest extends EventApiContract<Event, Stream> {

    private HipRuntimeEvents hip;
    private HostWork work;

    @Override
    protected EventApi<Event, Stream> openApi() {
        hip = HipRuntimeEvents.open();
        work = HostWorkFunctions.open();
        return hip;
    }

    @Override
    protected void enqueueWork(Stream stream, Duration duration) {
        assertEquals(0, work.ebhEnqueueSleep(stream.handle(), duration.toNanos() / 1_000));
    }

    /** The host runtime's CLOCK_MONOTONIC, reported as float milliseconds. */
    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1_000);
    }

    /** Out of memory (2) refuses a stream; a launch failure (719) poisons the device at a record. */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("HIP").refusingStreams("hipStreamCreateWithFlags", 2)
                .poisoningRecords("hipEventRecord", 719));
    }

    /** An event released through the raw hipEventDestroy, behind the binding's back. */
    @Override
    protected Optional<Event> driverRejectedEvent() {
        try {
            Event event = hip.eventCreate();
            assertEquals(0, HipRuntimeFunctions.open().hipEventDestroy(event.handle()));
            return Optional.of(event);
        } catch (Exception e) {
            throw new AssertionError("creating an event failed", e);
        }
    }

    @Test
    void theContractRunsOnTheSymbolCompatibleLibraryTheOverrideNames() {
        BackendProbe probe = HipRuntimeEvents.probe();
        assertTrue(probe.ready(), () -> "reason " + probe.reason());
        assertEquals(Path.of(System.getProperty("eventbind.hip.library")).toAbsolutePath().normalize(),
                Path.of(probe.library().orElseThrow()).toAbsolutePath().normalize());
    }
}
