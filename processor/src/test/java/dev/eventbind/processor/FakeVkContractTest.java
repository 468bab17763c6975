package dev.eventbind.processor;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import java.util.Optional;

/**
 * The backend generated from the Vulkan-shaped spec, with no hand-written op, passes the contract every backend
 * passes, fence and profiler included, on the fake library. Its record is Vulkan's {@code vkCmdWriteTimestamp},
 * a {@code void} command: the driver cannot refuse a handle there or report a lost device, so the contract's
 * record-refusal checks are left to the wait (as for OpenCL) and its poisoned-record check does not apply
 * ({@code FakeVkShapesTest} poisons the device through a call that returns a status instead).
 */
class FakeVkContractTest extends EventApiContract<Object, Object> {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.VULKAN;

    /** VK_ERROR_OUT_OF_HOST_MEMORY, which does not poison. */
    private static final int OUT_OF_HOST_MEMORY = -1;

    @Override
    protected EventApi<Object, Object> openApi() {
        return FAKE.open();
    }

    @Override
    protected void enqueueWork(Object stream, Duration duration) {
        FAKE.control("appendSleep", FakeLibraryBackend.handle(stream), duration.toNanos());
    }

    /** A 25 MHz counter: one tick is 40 ns. */
    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(40);
    }

    /** A void command cannot refuse the handle it is given; the wait does. */
    @Override
    protected boolean recordPassesTheEventToTheDriver() {
        return false;
    }

    /** An event whose query pool was destroyed through the raw C call, behind the binding's back. */
    @Override
    protected Optional<Object> driverRejectedEvent() {
        try {
            Object event = api().eventCreate();
            Object raw = FAKE.type("test.FakeVkFunctions").getMethod("open").invoke(null);
            raw.getClass().getMethod("destroyQueryPool", MemorySegment.class, MemorySegment.class,
                    MemorySegment.class).invoke(raw, FakeVkBackend.device(), FakeLibraryBackend.handle(event),
                    MemorySegment.NULL);
            return Optional.of(event);
        } catch (ReflectiveOperationException | DriverException e) {
            throw new AssertionError("making a rejected event failed", e);
        }
    }

    @Override
    protected Optional<ThrowingCall> failNextStreamCreate() {
        return Optional.of(() -> FAKE.control("failNext", OUT_OF_HOST_MEMORY));
    }
}
