package dev.eventbind.cli.workload;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanWork;
import org.jspecify.annotations.Nullable;

/**
 * Work for the Vulkan backend: each item is one submit of {@code vkCmdFillBuffer}s over a 4 MiB device buffer, as
 * many as lavapipe on one CPU core fills in about the asked time. A GPU fills much faster, so there the windows
 * are shorter; the profile still times exactly what ran.
 */
public final class VulkanWorkload implements Workload {

    static final long BUFFER_BYTES = 4L << 20;
    /** lavapipe fills about 10 MiB per millisecond here once the pages are touched: one 4 MiB fill per 400 us. */
    static final long MICROS_PER_FILL = 400;

    /** For {@link java.util.ServiceLoader}. */
    public VulkanWorkload() {
    }

    @Override
    public String backend() {
        return "Vulkan";
    }

    @Override
    public String description() {
        return "work: vkCmdFillBuffer over 4 MiB, one fill per " + MICROS_PER_FILL + " us asked";
    }

    @Override
    public <S> Work<S> bind(EventApi<?, S> api) {
        if (!(api instanceof VulkanEvents)) {
            throw new IllegalArgumentException("Vulkan work needs the Vulkan backend, not " + api.backend());
        }
        return new Fills<>();
    }

    /** One buffer, made on the device of the first stream given work, released when the workload is closed. */
    private static final class Fills<S> implements Work<S> {

        private @Nullable VulkanWork buffer;

        @Override
        public void enqueue(S stream, long micros) throws DriverException {
            VulkanEvents.Stream on = (VulkanEvents.Stream) stream;
            VulkanWork work = buffer;
            if (work == null) {
                work = VulkanWork.allocate(on, BUFFER_BYTES);
                buffer = work;
            }
            work.fill(on, Math.max(1, micros / MICROS_PER_FILL));
        }

        @Override
        public void close() {
            if (buffer != null) {
                buffer.close();
                buffer = null;
            }
        }
    }
}
