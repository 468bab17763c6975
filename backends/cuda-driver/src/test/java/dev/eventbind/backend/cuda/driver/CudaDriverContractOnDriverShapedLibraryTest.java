package dev.eventbind.backend.cuda.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Event;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import java.time.Duration;
import java.util.Optional;

/**
 * The generated CUDA driver backend passes the contract against the driver-shaped library, which refuses any
 * event or stream call made on a thread without a current context.
 */
class CudaDriverContractOnDriverShapedLibraryTest extends EventApiContract<Event, Stream> {

    private CudaDriverEvents backend;
    private final HostWork work = HostWorkFunctions.open();

    @Override
    protected EventApi<Event, Stream> openApi() throws DriverException {
        backend = CudaDriverEvents.open();
        return backend;
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

    /** CUDA_ERROR_OUT_OF_MEMORY (2) refuses a stream; CUDA_ERROR_LAUNCH_FAILED (719) poisons the device at a record. */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("CUDA driver").refusingStreams("cuStreamCreate", 2)
                .poisoningRecords("cuEventRecord", 719));
    }

    /** An event released through the raw cuEventDestroy_v2, behind the binding's back. */
    @Override
    protected Optional<Event> driverRejectedEvent() {
        try {
            Event event = backend.eventCreate();
            backend.ensureContextCurrent();
            assertEquals(0, CudaDriverFunctions.open().cuEventDestroy(event.handle()));
            return Optional.of(event);
        } catch (DriverException e) {
            throw new AssertionError("creating an event failed", e);
        }
    }
}
