package dev.eventbind.processor;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.Optional;

/**
 * The backend generated from the Level Zero-shaped spec, with no hand-written op, passes the contract every
 * backend passes, fence and profiler included, on the fake library.
 */
class FakeZeContractTest extends EventApiContract<Object, Object> {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.LEVEL_ZERO;

    /** XX_RESULT_ERROR_DEVICE_LOST, which the spec marks poisoning. */
    private static final int DEVICE_LOST = 0x70000001;
    /** XX_RESULT_ERROR_OUT_OF_HOST_MEMORY, which does not poison. */
    private static final int OUT_OF_HOST_MEMORY = 0x70000002;

    @Override
    protected EventApi<Object, Object> openApi() {
        return FAKE.open();
    }

    @Override
    protected void enqueueWork(Object stream, Duration duration) {
        FAKE.control("appendSleep", handleOf(stream), duration.toNanos());
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

    /** An event destroyed through the raw C call, behind the binding's back: the library refuses its handle. */
    @Override
    protected Optional<Object> driverRejectedEvent() {
        try {
            Object event = api().eventCreate();
            Object raw = FAKE.type("test.FakeZeFunctions").getMethod("open").invoke(null);
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

    @Override
    protected Optional<ThrowingCall> poisonNextRecord() {
        return Optional.of(() -> FAKE.control("failNext", DEVICE_LOST));
    }

    @Override
    protected Optional<ThrowingCall> failNextStreamCreate() {
        return Optional.of(() -> FAKE.control("failNext", OUT_OF_HOST_MEMORY));
    }
}
