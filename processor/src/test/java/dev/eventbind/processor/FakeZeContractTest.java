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

    /** XX_RESULT_ERROR_DEVICE_LOST, which the spec marks poisoning. */
    private static final int DEVICE_LOST = 0x70000001;
    /** XX_RESULT_ERROR_OUT_OF_HOST_MEMORY, which does not poison. */
    private static final int OUT_OF_HOST_MEMORY = 0x70000002;

    @Override
    protected EventApi<Object, Object> openApi() {
        return FakeZeBackend.open();
    }

    @Override
    protected void enqueueWork(Object stream, Duration duration) {
        Object list = stream.getClass().getMethods().length > 0 ? handleOf(stream) : null;
        FakeZeBackend.control("appendSleep", list, duration.toNanos());
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

    @Override
    protected Optional<ThrowingCall> poisonNextRecord() {
        return Optional.of(() -> FakeZeBackend.control("failNext", DEVICE_LOST));
    }

    @Override
    protected Optional<ThrowingCall> failNextStreamCreate() {
        return Optional.of(() -> FakeZeBackend.control("failNext", OUT_OF_HOST_MEMORY));
    }
}
