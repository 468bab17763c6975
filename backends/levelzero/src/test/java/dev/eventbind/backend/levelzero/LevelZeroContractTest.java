package dev.eventbind.backend.levelzero;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.levelzero.LevelZeroEvents.Event;
import dev.eventbind.backend.levelzero.LevelZeroEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;

/**
 * The whole contract suite through the real loader, on whichever CPU driver {@code ZE_ENABLE_ALT_DRIVERS} names
 * (the project's own unless the environment set another). Work is {@code zeCommandListAppendMemoryFill} over host
 * memory, repeated as often as the requested duration needs at the fastest speed measured for it.
 */
class LevelZeroContractTest extends EventApiContract<Event, Stream> {

    private static final long WORK_BYTES = 4L << 20;
    private static final int CALIBRATION_RUNS = 5;
    /** Queue twice what was asked: the contract's checks only ask for at least the duration. */
    private static final double MARGIN = 2.0;
    /** ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY. */
    private static final int OUT_OF_HOST_MEMORY = 0x70000002;
    /** ZE_RESULT_ERROR_INVALID_NULL_HANDLE. */
    private static final int INVALID_NULL_HANDLE = 0x78000004;

    private LevelZeroEvents backend;
    private Stream home;
    private LevelZeroWork work;
    private long nanosPerFill;
    private Duration tick;

    /**
     * The backend with its home list, work buffer and calibration the first time; a bare backend of its own each
     * later time (the poisoning row's), which the row poisons and closes.
     */
    @Override
    protected EventApi<Event, Stream> openApi() throws DriverException {
        if (backend != null) {
            return LevelZeroEvents.open();
        }
        backend = LevelZeroEvents.open();
        home = backend.streamCreateNonBlocking();
        work = LevelZeroWork.allocate(backend, WORK_BYTES);
        long hz = DeviceTimer.of(backend.device()).hz();
        tick = Duration.ofNanos(Math.max(1, (1_000_000_000L + hz - 1) / hz));
        // Device time of one fill: the fastest of a few after a warm-up that touches every page.
        nanosPerFill = fastestNanos(backend, CALIBRATION_RUNS, (list, run) -> work.fill(list));
        return backend;
    }

    @AfterAll
    void releaseWork() throws Throwable {
        if (TestDriver.get().isPresent()) {
            TestDriver driver = TestDriver.get().orElseThrow();
            System.out.println("Level Zero contract: the test driver saw " + driver.hazards() + " events reset,"
                    + " destroyed or signalled again while a command named them, " + driver.signalHazards()
                    + " of them under a pending signal");
        }
        backend.streamSynchronize(home);
        work.close();
        backend.streamDestroy(home);
        backend.close();
    }

    @Override
    protected void enqueueWork(Stream list, Duration duration) throws DriverException {
        long fills = Math.max(1, (long) Math.ceil(duration.toNanos() * MARGIN / nanosPerFill));
        for (long i = 0; i < fills; i++) {
            work.fill(list);
        }
    }

    /** One tick, rounded up to a whole nanosecond. */
    @Override
    protected Duration timerResolution() {
        return tick;
    }

    /**
     * The fault rows run through the fault plan on any driver, the project's or another: out of host memory
     * ({@code ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY}, which does not poison) from {@code zeCommandListCreateImmediate},
     * the only call a stream creation makes; a lost device ({@code ZE_RESULT_ERROR_DEVICE_LOST}, which the spec marks
     * poisoning) from {@code zeCommandListAppendBarrier}, the call a record makes; and a rejected handle
     * ({@code ZE_RESULT_ERROR_INVALID_NULL_HANDLE}, what the project driver answers for a handle it does not know)
     * from the record's barrier and from {@code zeEventHostSynchronize}. A bad handle itself is undefined behaviour
     * in Level Zero, and the loader with interception follows every handle before a driver sees it.
     */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("Level Zero")
                .refusingStreams("zeCommandListCreateImmediate", OUT_OF_HOST_MEMORY)
                .poisoningRecords("zeCommandListAppendBarrier", LevelZero.ZE_RESULT_ERROR_DEVICE_LOST)
                .rejectingHandles(INVALID_NULL_HANDLE, "zeCommandListAppendBarrier", "zeEventHostSynchronize"));
    }

}
