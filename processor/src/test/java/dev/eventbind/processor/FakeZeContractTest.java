package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;

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

    /** Events the test destroyed through the raw C call, which the binding still counts as its own. */
    private final List<Object> destroyedUnderneath = new ArrayList<>();

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
     * Gives the events destroyed underneath back to the binding before the contract closes the backend: each still
     * holds a slot of a pool the binding made, and a pool in use keeps the device from being released. The library
     * refuses the native destroy of a handle it no longer knows; the binding frees the slot all the same.
     */
    @AfterAll
    void giveBackTheEventsDestroyedUnderneath() {
        for (Object event : destroyedUnderneath) {
            DriverException refused = assertThrows(DriverException.class, () -> api().eventDestroy(event));
            assertEquals(api().backend(), refused.backend());
        }
        destroyedUnderneath.clear();
    }

    /** An event destroyed through the raw C call, behind the binding's back: the library refuses its handle. */
    @Override
    protected Optional<Object> driverRejectedEvent() {
        try {
            Object event = api().eventCreate();
            destroyedUnderneath.add(event);
            Object raw = fake().type("test.FakeZeFunctions").getMethod("open").invoke(null);
            Object status = raw.getClass().getMethod("eventDestroy", MemorySegment.class).invoke(raw,
                    FakeLibraryBackend.handle(event));
            if (!Integer.valueOf(0).equals(status)) {
                throw new AssertionError("the raw destroy failed: " + status);
            }
            return Optional.of(event);
        } catch (Exception e) {
            throw new AssertionError("making a rejected event failed", e);
        }
    }

    /** A handle in use refuses a command list; a lost device poisons it at the signal append. */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("FakeZe").refusingStreams("xxCommandListCreateImmediate", OBJECT_IN_USE)
                .poisoningRecords("xxCommandListAppendSignalEvent", DEVICE_LOST));
    }
}
