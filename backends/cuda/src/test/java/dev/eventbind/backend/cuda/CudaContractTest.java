package dev.eventbind.backend.cuda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.cuda.CudaRuntimeEvents.Event;
import dev.eventbind.backend.cuda.CudaRuntimeEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import dev.eventbind.discovery.BackendProbe;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The generated CUDA binding, unchanged, passes the contract against the host runtime built under the cudart
 * symbol names (the build selects it with {@code eventbind.cuda.library}).
 */
class CudaContractTest extends EventApiContract<Event, Stream> {

    private CudaRuntimeEvents cuda;
    private HostWork work;

    @Override
    protected EventApi<Event, Stream> openApi() {
        cuda = CudaRuntimeEvents.open();
        work = HostWorkFunctions.open();
        return cuda;
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
        return Optional.of(FaultRows.of("CUDA").refusingStreams("cudaStreamCreateWithFlags", 2)
                .poisoningRecords("cudaEventRecord", 719));
    }

    /** An event released through the raw cudaEventDestroy, behind the binding's back. */
    @Override
    protected Optional<Event> driverRejectedEvent() {
        try {
            Event event = cuda.eventCreate();
            assertEquals(0, CudaRuntimeFunctions.open().cudaEventDestroy(event.handle()));
            return Optional.of(event);
        } catch (Exception e) {
            throw new AssertionError("creating an event failed", e);
        }
    }

    @Test
    void theContractRunsOnTheSymbolCompatibleLibraryTheOverrideNames() {
        BackendProbe probe = CudaRuntimeEvents.probe();
        assertTrue(probe.ready(), () -> "reason " + probe.reason());
        assertEquals(Path.of(System.getProperty("eventbind.cuda.library")).toAbsolutePath().normalize(),
                Path.of(probe.library().orElseThrow()).toAbsolutePath().normalize());
    }
}
