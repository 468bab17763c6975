package dev.eventbind.backend.vulkan;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.contract.EventApiContract;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;

/**
 * The whole contract suite on the Vulkan driver the loader finds (lavapipe in CI). Work is {@code vkCmdFillBuffer}
 * over a buffer larger than the caches, as many fills in one submit as the requested duration needs at the fastest
 * speed measured for one. The rows that need a fault hook (a handle the driver rejects, a poisoning status, a
 * refused stream) skip: an invalid handle is undefined behaviour in Vulkan, never something to hand a real driver.
 */
class VulkanContractTest extends EventApiContract<Event, Stream> {

    private static final long WORK_BYTES = 32L << 20;
    private static final int CALIBRATION_RUNS = 8;
    private static final int CALIBRATION_FILLS = 20;
    /**
     * Queue three times what was asked: the fill speed follows the load on the machine's cores, and a machine busy
     * while the speed was measured (other builds on two shared cores) fills more than twice as fast later.
     */
    private static final double MARGIN = 3.0;

    private VulkanEvents backend;
    private Stream home;
    private VulkanWork work;
    private long nanosPerFill;

    @Override
    protected EventApi<Event, Stream> openApi() throws DriverException {
        backend = VulkanEvents.open();
        home = backend.streamCreateNonBlocking();
        work = VulkanWork.allocate(home, WORK_BYTES);
        nanosPerFill = fastestFill();
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
        work.fill(stream, Math.max(1, (long) Math.ceil(duration.toNanos() * MARGIN / nanosPerFill)));
    }

    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1);
    }

    /**
     * Device time of one fill: the fastest of a few runs of {@value #CALIBRATION_FILLS} fills in one submit (a
     * batch runs faster per fill than one fill alone), after a warm-up that touches every page.
     */
    private long fastestFill() throws DriverException {
        Stream stream = backend.streamCreateNonBlocking();
        Event start = backend.eventCreate();
        Event end = backend.eventCreate();
        try {
            work.fill(stream, 1);
            long fastest = Long.MAX_VALUE;
            for (int run = 0; run < CALIBRATION_RUNS; run++) {
                backend.eventRecord(start, stream);
                work.fill(stream, CALIBRATION_FILLS);
                backend.eventRecord(end, stream);
                backend.eventWait(end);
                fastest = Math.min(fastest, backend.eventElapsedNanos(start, end) / CALIBRATION_FILLS);
            }
            return Math.max(1, fastest);
        } finally {
            backend.eventDestroy(start);
            backend.eventDestroy(end);
            backend.streamDestroy(stream);
        }
    }
}
