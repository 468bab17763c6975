package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkBufferCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkMemoryAllocateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkMemoryRequirements;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.SubmitQueue;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.HashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Real work to put on a stream: a device buffer that {@link #fill} overwrites with {@code vkCmdFillBuffer} and
 * {@link #dispatch} computes on with a compute shader, whose time grows with the dispatch's size. Tests and the
 * command line use it to give a profiling window something to measure; on lavapipe a fill is a memset on the
 * queue's thread, about 10 MiB per millisecond here once the pages are touched, and a dispatch runs on llvmpipe's
 * threads.
 */
public final class VulkanWork implements AutoCloseable {

    private static final StatusConvention STATUS = VulkanEvents.statusConvention();
    private final Vulkan vk;
    private final VulkanDevice owner;
    private final MemorySegment device;
    private final MemorySegment buffer;
    private final MemorySegment memory;
    private final long bytes;
    private @Nullable VulkanKernel kernel;
    private int fills;
    private boolean closed;
    /** The value of the last fill or dispatch on each stream used, which {@link #close()} waits for. */
    private final Map<SubmitQueue.Stream, Long> submitted = new HashMap<>();

    private VulkanWork(VulkanDevice owner, MemorySegment buffer, MemorySegment memory, long bytes) {
        this.vk = owner.vk;
        this.owner = owner;
        this.device = owner.device;
        this.buffer = buffer;
        this.memory = memory;
        this.bytes = bytes;
    }

    /**
     * Creates a buffer of {@code bytes} on the device of {@code stream}, with memory of the first type it allows.
     *
     * @param bytes a positive multiple of 4 (a fill writes {@code uint32_t}s)
     */
    public static VulkanWork allocate(VulkanEvents.Stream stream, long bytes) throws DriverException {
        if (bytes <= 0 || bytes % Integer.BYTES != 0) {
            throw new IllegalArgumentException("buffer size must be a positive multiple of 4, got " + bytes);
        }
        VulkanDevice owner = VulkanDevice.ofStream(stream.handle());
        Vulkan vk = owner.vk;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            // VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, VK_SHARING_MODE_EXCLUSIVE
            STATUS.check("vkCreateBuffer", vk.vkCreateBuffer(owner.device, VkBufferCreateInfo.allocate(arena)
                    .size(bytes).usage(0x22).segment(), MemorySegment.NULL, out));
            MemorySegment buffer = out.get(ADDRESS, 0);
            VkMemoryRequirements requirements = VkMemoryRequirements.allocate(arena);
            vk.vkGetBufferMemoryRequirements(owner.device, buffer, requirements.segment());
            int allocated = vk.vkAllocateMemory(owner.device, VkMemoryAllocateInfo.allocate(arena)
                    .allocationSize(requirements.size())
                    .memoryTypeIndex(Integer.numberOfTrailingZeros(requirements.memoryTypeBits())).segment(),
                    MemorySegment.NULL, out);
            if (allocated != 0) {
                vk.vkDestroyBuffer(owner.device, buffer, MemorySegment.NULL);
                throw STATUS.failure("vkAllocateMemory", allocated);
            }
            VulkanWork work = new VulkanWork(owner, buffer, out.get(ADDRESS, 0), bytes);
            int bound = vk.vkBindBufferMemory(owner.device, buffer, work.memory, 0);
            if (bound != 0) {
                work.close();
                throw STATUS.failure("vkBindBufferMemory", bound);
            }
            return work;
        }
    }

    /**
     * Submits {@code times} fills of the whole buffer on {@code stream}, each with a new pattern so no driver can
     * skip one as a repeat, in one command buffer; returns once submitted.
     */
    public synchronized void fill(VulkanEvents.Stream stream, long times) throws DriverException {
        checkOpen();
        submit(stream, commands -> {
            for (long i = 0; i < times; i++) {
                vk.vkCmdFillBuffer(commands, buffer, 0, -1L /* VK_WHOLE_SIZE */, ++fills);
            }
        });
    }

    /**
     * Submits one compute dispatch on {@code stream}, in one command buffer after a barrier behind the buffer's
     * earlier writes: {@code groups} workgroups of {@value VulkanKernel#LOCAL_SIZE} invocations, each advancing one
     * {@code uint} of the buffer {@code iterations} steps of a linear congruential generator, so that its time grows
     * with its size. The first dispatch makes the compute pipeline. Returns once submitted.
     *
     * @param groups 1 to {@link #groups()}
     * @param iterations at least 1
     */
    public synchronized void dispatch(VulkanEvents.Stream stream, int groups, int iterations) throws DriverException {
        checkOpen();
        if (groups < 1 || groups > groups()) {
            throw new IllegalArgumentException("a dispatch of " + groups + " workgroups on a buffer of " + bytes
                    + " bytes: 1 to " + groups() + " fit");
        }
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be at least 1, got " + iterations);
        }
        VulkanKernel compute = kernel;
        if (compute == null) {
            compute = VulkanKernel.create(vk, device, buffer);
            kernel = compute;
        }
        VulkanKernel recorded = compute;
        submit(stream, commands -> recorded.record(commands, groups, iterations));
    }

    /** Submits {@code commands} on {@code stream}, one of this buffer's device, noting its value for the close. */
    private void submit(VulkanEvents.Stream stream, SubmitQueue.Commands commands) throws DriverException {
        SubmitQueue.Stream on = onThisDevice(stream);
        submitted.put(on, on.submit(commands));
    }

    /**
     * {@link #dispatch} of as much work as {@code groups} workgroups of {@code iterations} steps, however many
     * workgroups that is: past {@link #groups()}, the buffer's workgroups, each taking as many more steps.
     *
     * @param groups at least 1
     * @param iterations at least 1
     */
    public void dispatchScaled(VulkanEvents.Stream stream, long groups, int iterations) throws DriverException {
        if (groups < 1) {
            throw new IllegalArgumentException("at least one workgroup, got " + groups);
        }
        if (groups() < 1) {
            throw new IllegalArgumentException("a buffer of " + bytes + " bytes holds no workgroup of "
                    + VulkanKernel.LOCAL_SIZE + " uints");
        }
        long rounds = (groups + groups() - 1) / groups();
        long steps = Math.multiplyHigh(iterations, rounds) == 0 ? iterations * rounds : Long.MAX_VALUE;
        dispatch(stream, (int) Math.min(groups, groups()), (int) Math.min(Integer.MAX_VALUE, steps));
    }

    /**
     * {@return the most workgroups a {@link #dispatch} on this buffer may have: one {@code uint} an invocation, and
     * at most 65,535, the least {@code maxComputeWorkGroupCount[0]} a Vulkan device may have}
     */
    public int groups() {
        return (int) Math.min(VulkanKernel.MAX_GROUPS, bytes / ((long) Integer.BYTES * VulkanKernel.LOCAL_SIZE));
    }

    /**
     * The stream, when it is the buffer's device's: a buffer recorded into another device's command buffer is
     * undefined behaviour in Vulkan, never something to hand a driver.
     */
    private SubmitQueue.Stream onThisDevice(VulkanEvents.Stream stream) {
        VulkanDevice on = VulkanDevice.ofStream(stream.handle());
        if (on != owner) {
            throw new IllegalArgumentException("a stream of " + on.describe() + " given work made on "
                    + owner.describe() + ": a buffer is its own device's");
        }
        return on.submits.stream(stream.handle());
    }

    private void checkOpen() {
        if (closed) {
            throw new IllegalStateException("Vulkan work buffer used after close()");
        }
    }

    /**
     * Waits for every fill and dispatch submitted, then frees the buffer, its memory and the compute pipeline. A
     * second close does nothing.
     *
     * @throws IllegalStateException when that wait failed (a submit refused, the device lost): the buffer, its
     *     memory and the pipeline are then left to the driver, since work still pending may use them
     */
    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            for (Map.Entry<SubmitQueue.Stream, Long> last : submitted.entrySet()) {
                try {
                    last.getKey().await(last.getValue());
                } catch (DriverException failed) {
                    throw new IllegalStateException("Vulkan work buffer closed, its work not waited for: "
                            + failed.getMessage() + "; its buffer, memory and pipeline are left to the driver", failed);
                }
            }
            if (kernel != null) {
                kernel.destroy();
            }
            vk.vkDestroyBuffer(device, buffer, MemorySegment.NULL);
            vk.vkFreeMemory(device, memory, MemorySegment.NULL);
        }
    }
}
