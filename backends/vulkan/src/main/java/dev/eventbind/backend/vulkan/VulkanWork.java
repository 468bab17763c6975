package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Real work to put on a stream: a device buffer that {@link #fill} overwrites with {@code vkCmdFillBuffer}.
 * Tests and the command line use it to give a profiling window something to measure; on lavapipe a fill is a
 * memset on the queue's thread, about 10 MiB per millisecond here once the pages are touched.
 */
public final class VulkanWork implements AutoCloseable {

    private static final StatusConvention STATUS = VulkanEvents.statusConvention();
    private final Vulkan vk;
    private final MemorySegment device;
    private final MemorySegment buffer;
    private final MemorySegment memory;
    private int fills;
    private boolean closed;

    private VulkanWork(Vulkan vk, MemorySegment device, MemorySegment buffer, MemorySegment memory) {
        this.vk = vk;
        this.device = device;
        this.buffer = buffer;
        this.memory = memory;
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
            // VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_SHARING_MODE_EXCLUSIVE
            STATUS.check("vkCreateBuffer", vk.vkCreateBuffer(owner.device, Struct.of(arena, 56, 12).l(24, bytes)
                    .i(32, 0x2).segment(), MemorySegment.NULL, out));
            MemorySegment buffer = out.get(ADDRESS, 0);
            MemorySegment requirements = arena.allocate(24, 8); // size, alignment, memoryTypeBits
            vk.vkGetBufferMemoryRequirements(owner.device, buffer, requirements);
            int allocated = vk.vkAllocateMemory(owner.device, Struct.of(arena, 32, 5)
                    .l(16, requirements.get(JAVA_LONG, 0))
                    .i(24, Integer.numberOfTrailingZeros(requirements.get(JAVA_INT, 16))).segment(),
                    MemorySegment.NULL, out);
            if (allocated != 0) {
                vk.vkDestroyBuffer(owner.device, buffer, MemorySegment.NULL);
                throw STATUS.failure("vkAllocateMemory", allocated);
            }
            VulkanWork work = new VulkanWork(vk, owner.device, buffer, out.get(ADDRESS, 0));
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
        if (closed) {
            throw new IllegalStateException("Vulkan work buffer used after close()");
        }
        VulkanDevice.streamOf(stream.handle()).submit(commands -> {
            for (long i = 0; i < times; i++) {
                vk.vkCmdFillBuffer(commands, buffer, 0, -1L /* VK_WHOLE_SIZE */, ++fills);
            }
        });
    }

    /** Frees the buffer and its memory; the caller has waited for every fill. A second close does nothing. */
    @Override
    public synchronized void close() {
        if (!closed) {
            closed = true;
            vk.vkDestroyBuffer(device, buffer, MemorySegment.NULL);
            vk.vkFreeMemory(device, memory, MemorySegment.NULL);
        }
    }
}
