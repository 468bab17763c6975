package dev.eventbind.processor;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
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

    /** A loader of its own: the generated classes link after the contract installs its fault plan. */
    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.VULKAN.withOwnLoader();

    /** VK_ERROR_OUT_OF_HOST_MEMORY, which does not poison. */
    private static final int OUT_OF_HOST_MEMORY = -1;
    /** VK_ERROR_VALIDATION_FAILED_EXT, what the validation layer reports for a bad handle. */
    private static final int VALIDATION_FAILED = -1000011001;

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

    /**
     * Out of host memory refuses a command buffer. A bad handle is undefined behaviour in Vulkan (the fake library
     * is more lenient than a driver), so the rejected-handle row injects what the validation layer reports into the
     * wait; the record, a void command, can report neither a bad handle nor a lost device.
     */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("FakeVk").refusingStreams("vkAllocateCommandBuffers", OUT_OF_HOST_MEMORY)
                .rejectingHandlesAtTheWait(VALIDATION_FAILED, "vkWaitForQueryFAKE")
                .noPoisonedRecord("vkCmdWriteTimestamp returns nothing: a record cannot report a lost device"));
    }
}
