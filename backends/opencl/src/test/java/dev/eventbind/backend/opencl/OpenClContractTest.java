package dev.eventbind.backend.opencl;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;

/**
 * The whole contract suite on PoCL. Work is {@code clEnqueueFillBuffer} over a buffer larger than the caches,
 * repeated as often as the requested duration needs at the fastest speed measured for it.
 */
class OpenClContractTest extends EventApiContract<Event, Stream> {

    private static final long WORK_BYTES = 64L << 20;
    private static final int CALIBRATION_RUNS = 10;
    /**
     * Queue twice what was asked: the fill speed follows the load on the machine's cores, so a device measured
     * while busy may later run faster, and the contract's checks only ask for at least the duration.
     */
    private static final double MARGIN = 2.0;

    private OpenClEvents backend;
    /** The backend's own queue: the context the work buffer and the user events are made on. */
    private Stream home;
    private OpenClDevice device;
    private OpenClWork work;
    private long nanosPerFill;
    private final List<Event> rejected = new ArrayList<>();

    /**
     * The shared backend the first time, with its queue, work buffer and calibration; a fresh one, on a context of
     * its own, each time after (the poisoning row's), leaving the shared one's alone.
     */
    @Override
    protected EventApi<Event, Stream> openApi() throws DriverException {
        if (backend != null) {
            return OpenClEvents.open();
        }
        backend = OpenClEvents.open();
        home = backend.streamCreateNonBlocking();
        device = OpenClQueues.device(home);
        work = OpenClWork.allocate(home, WORK_BYTES);
        // Device time of one fill: the fastest of a few after a warm-up that touches every page.
        nanosPerFill = fastestNanos(backend, CALIBRATION_RUNS, (queue, run) -> work.fill(queue));
        return backend;
    }

    @AfterAll
    void releaseWork() throws DriverException {
        for (Event event : rejected) {
            backend.eventDestroy(event);
        }
        work.close();
        backend.streamDestroy(home);
        backend.close();
    }

    @Override
    protected void enqueueWork(Stream queue, Duration duration) throws DriverException {
        long fills = Math.max(1, (long) Math.ceil(duration.toNanos() * MARGIN / nanosPerFill));
        for (long i = 0; i < fills; i++) {
            work.fill(queue);
        }
    }

    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(Math.max(1, device.timerResolutionNanos()));
    }

    @Override
    protected boolean recordPassesTheEventToTheDriver() {
        return false; // a record enqueues a barrier that returns a new cl_event: nothing of the holder's is passed
    }

    /**
     * CL_OUT_OF_HOST_MEMORY (-6) from the first call a stream creation makes, {@code clGetContextInfo} (the queue
     * itself comes from {@code clCreateCommandQueueWithProperties}, which returns its status through an
     * out-parameter, not as a fault plan's status). The poisoning row: CL_DEVICE_NOT_AVAILABLE (-2), which the spec
     * marks poisoning, from the barrier a record enqueues.
     */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("OpenCL").refusingStreams("clGetContextInfo", -6)
                .poisoningRecords("clEnqueueBarrierWithWaitList", OpenCl.CL_DEVICE_NOT_AVAILABLE));
    }

    /** A user event its owner set to a failure: the driver refuses to wait on it (status -14). */
    @Override
    protected Optional<Event> driverRejectedEvent() {
        try {
            Event event = UserEvents.failedWith(backend, home, UserEvents.OUT_OF_RESOURCES);
            rejected.add(event);
            return Optional.of(event);
        } catch (DriverException e) {
            throw new AssertionError("PoCL refused to make a user event", e);
        }
    }

}
