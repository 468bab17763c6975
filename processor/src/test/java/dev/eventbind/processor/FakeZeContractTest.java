package dev.eventbind.processor;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.Optional;

/**
 * The backend generated from the Level Zero-shaped spec, with no hand-written op, passes the contract every
 * backend passes, fence and profiler included, on the fake library.
 */
class FakeZeContractTest extends EventApiContract<Object, Object> {

    /** A loader of its own: the generated classes link after the contract installs its fault plan. */
    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.LEVEL_ZERO.withOwnLoader();

    /** XX_RESULT_ERROR_DEVICE_LOST, which the spec marks poisoning. */
    private static final int DEVICE_LOST = 0x70000001;
    /**
     * XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE, which does not poison: a status of the spec's table, as a fault plan
     * asks (out of host memory, which the library's own hook returned, is not one).
     */
    private static final int OBJECT_IN_USE = 0x78000006;

    /** The generated backend under test: the pinned spec's, or a variant's on the same library. */
    protected FakeLibraryBackend fake() {
        return FAKE;
    }

    @Override
    protected EventApi<Object, Object> openApi() {
        return fake().open();
    }

    @Override
    protected void enqueueWork(Object stream, Duration duration) {
        fake().control("appendSleep", handleOf(stream), duration.toNanos());
    }

    private static MemorySegment handleOf(Object stream) {
        try {
            return (MemorySegment) stream.getClass().getMethod("handle").invoke(stream);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** A 19.2 MHz counter: one tick is about 52 ns. */
    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(53);
    }

    /**
     * A handle in use refuses a command list; a lost device poisons it at the signal append; a refusal at the signal
     * append and at the host wait stands in for a handle the library rejects (a handle destroyed underneath is
     * undefined behaviour in Level Zero, so it is injected, as the Level Zero backend's row is; the spec's status
     * table, which a fault plan draws from, knows no invalid-handle status, so the row uses the one in use).
     */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("FakeZe").refusingStreams("xxCommandListCreateImmediate", OBJECT_IN_USE)
                .poisoningRecords("xxCommandListAppendSignalEvent", DEVICE_LOST)
                .rejectingHandles(OBJECT_IN_USE, "xxCommandListAppendSignalEvent", "xxEventHostSynchronize"));
    }
}
