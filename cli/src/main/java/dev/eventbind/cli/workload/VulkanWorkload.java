package dev.eventbind.cli.workload;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanWork;
import org.jspecify.annotations.Nullable;

/**
 * Work for the Vulkan backend: each item is one compute dispatch over a 4 MiB device buffer
 * ({@link VulkanWork#dispatch}), its size set by the asked time: as many workgroups of {@value #ITERATIONS} steps
 * as lavapipe runs in about that time here (past the buffer's 16,384 workgroups, more steps each). A GPU computes
 * much faster, so there the windows are shorter; the profile still times exactly what ran.
 */
public final class VulkanWorkload implements Workload {

    static final long BUFFER_BYTES = 4L << 20;
    static final int ITERATIONS = 256;
    /**
     * lavapipe here, on two cores: 120 to 240 workgroups of {@value #ITERATIONS} steps a millisecond, after some
     * 400 us that any dispatch takes.
     */
    static final long GROUPS_PER_MILLI = 150;

    /** For {@link java.util.ServiceLoader}. */
    public VulkanWorkload() {
    }

    @Override
    public String backend() {
        return "Vulkan";
    }

    @Override
    public String description() {
        return "work: a compute dispatch over 4 MiB, " + GROUPS_PER_MILLI + " workgroups of " + ITERATIONS
                + " steps per ms asked";
    }

    @Override
    public <S> Work<S> bind(EventApi<?, S> api) {
        if (!(api instanceof VulkanEvents)) {
            throw new IllegalArgumentException("Vulkan work needs the Vulkan backend, not " + api.backend());
        }
        return new Dispatches<>();
    }

    /** One buffer, made on the device of the first stream given work, released when the workload is closed. */
    private static final class Dispatches<S> implements Work<S> {

        private @Nullable VulkanWork buffer;

        @Override
        public void enqueue(S stream, long micros) throws DriverException {
            VulkanEvents.Stream on = (VulkanEvents.Stream) stream;
            VulkanWork work = buffer;
            if (work == null) {
                work = VulkanWork.allocate(on, BUFFER_BYTES);
                buffer = work;
            }
            work.dispatchScaled(on, Math.max(1, micros * GROUPS_PER_MILLI / 1000), ITERATIONS);
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
