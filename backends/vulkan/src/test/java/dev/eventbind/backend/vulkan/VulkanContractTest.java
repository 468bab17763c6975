package dev.eventbind.backend.vulkan;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import dev.eventbind.contract.FaultRows;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;

/**
 * The whole contract suite on the Vulkan driver the loader finds (lavapipe in CI). Work is one compute dispatch
 * ({@link VulkanWork#dispatch}) over a buffer larger than the caches, of as many workgroups as the requested duration
 * needs at the fastest speed measured for them (more steps each past the buffer's workgroups); the validated run
 * ({@link ValidatedContractTest}) makes the layer check the pipeline and every dispatch too. The rows of driver
 * failures (a refused stream, a poisoning status, a rejected handle) run on the real driver through the fault plan
 * ({@link #faultRows}): an invalid handle is undefined behaviour in Vulkan, never something to hand a real driver.
 * The class runs in a JVM of its own (surefire execution {@code contract}; the validated run has its own too), so the
 * plan is installed before the backend first links.
 */
class VulkanContractTest extends EventApiContract<Event, Stream> {

    private static final long WORK_BYTES = 32L << 20;
    private static final int CALIBRATION_RUNS = 8;
    /**
     * As many workgroups as a row's work has, roughly (thousands): lavapipe spreads a dispatch over the machine's
     * cores, and one of 256 took about three times as long a workgroup as the rows' dispatches then ran (a validated
     * run measured 18.6 ms for 20 ms asked with the margin below), its fixed cost and its start on the cores counting
     * for more.
     */
    private static final int CALIBRATION_GROUPS = 2048;
    /** The steps each invocation takes: 4 to 8 microseconds of lavapipe's time a workgroup here. */
    private static final int ITERATIONS = 256;
    /**
     * Queue three times what was asked: the work's speed follows the load on the machine's cores, and a machine busy
     * while the speed was measured (other builds on two shared cores) works more than twice as fast later.
     */
    private static final double MARGIN = 3.0;

    private VulkanEvents backend;
    private Stream home;
    private VulkanWork work;
    private long nanosPerGroup;

    @Override
    protected EventApi<Event, Stream> openApi() throws DriverException {
        if (backend != null) {
            return VulkanEvents.open(); // a fresh instance for a row (the poisoning one); the work stays the first's
        }
        backend = VulkanEvents.open();
        home = backend.streamCreateNonBlocking();
        work = VulkanWork.allocate(home, WORK_BYTES);
        // Device time of one workgroup: the fastest of a few dispatches of CALIBRATION_GROUPS, after one that makes
        // the pipeline and touches their pages.
        nanosPerGroup = Math.max(1, fastestNanos(backend, CALIBRATION_RUNS,
                (stream, run) -> work.dispatch(stream, CALIBRATION_GROUPS, ITERATIONS)) / CALIBRATION_GROUPS);
        return backend;
    }

    @AfterAll
    void releaseWork() throws DriverException {
        backend.streamSynchronize(home);
        work.close();
        backend.streamDestroy(home);
    }

    @Override
    protected void enqueueWork(Stream stream, Duration duration) throws DriverException {
        work.dispatchScaled(stream, Math.max(1, (long) Math.ceil(duration.toNanos() * MARGIN / nanosPerGroup)),
                ITERATIONS);
    }

    /**
     * The driver's own statuses, at functions the hand-written ops call through {@code VulkanFunctions}:
     * <ul>
     * <li>a stream creation's {@code vkAllocateCommandBuffers} (its third call, after the command pool and the
     * semaphore, which it then destroys) answers {@code VK_ERROR_OUT_OF_HOST_MEMORY} (-1), not poisoning;</li>
     * <li>a record's {@code vkBeginCommandBuffer} answers {@code VK_ERROR_DEVICE_LOST} (-4), the status the spec
     * marks poisoning. Not {@code vkQueueSubmit2}: a record returns once its submit is queued, and a submit the
     * driver refuses fails the device's later calls, not the record that queued it;</li>
     * <li>a handle the driver does not know is undefined behaviour, and a record passes the event only to commands
     * that return nothing, so the host wait, {@code vkWaitSemaphores}, reports it:
     * {@code VK_ERROR_VALIDATION_FAILED_EXT} (-1000011001).</li>
     * </ul>
     */
    @Override
    protected Optional<FaultRows> faultRows() {
        return Optional.of(FaultRows.of("Vulkan")
                .refusingStreams("vkAllocateCommandBuffers", -1)
                .poisoningRecords("vkBeginCommandBuffer", Vulkan.VK_ERROR_DEVICE_LOST)
                .rejectingHandlesAtTheWait(-1000011001, "vkWaitSemaphores"));
    }

    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1);
    }

}
