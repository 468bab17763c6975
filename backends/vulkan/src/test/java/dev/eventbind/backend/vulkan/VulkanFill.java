package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * Work for a stream: a device buffer that {@link #fill} overwrites with {@code vkCmdFillBuffer}; on lavapipe a
 * fill is a memset on the queue's thread, so its cost grows with the buffer's size.
 */
final class VulkanFill implements AutoCloseable {

    private static final StatusConvention STATUS = VulkanEvents.statusConvention();
    private final WorkCalls vk = WorkCallsFunctions.open();
    private final MemorySegment device;
    private final MemorySegment buffer;
    private final MemorySegment memory;
    private int fills;

    VulkanFill(VulkanEvents.Stream on, long bytes) throws DriverException {
        device = VulkanDevice.streamOf(on.handle()).device().device();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            // VK_BUFFER_USAGE_TRANSFER_DST_BIT, exclusive
            STATUS.check("vkCreateBuffer", vk.vkCreateBuffer(device, Struct.of(arena, 56, 12).l(24, bytes)
                    .i(32, 0x2).segment(), MemorySegment.NULL, out));
            buffer = out.get(ADDRESS, 0);
            MemorySegment requirements = arena.allocate(24, 8);
            vk.vkGetBufferMemoryRequirements(device, buffer, requirements);
            int type = Integer.numberOfTrailingZeros(requirements.get(JAVA_INT, 16));
            STATUS.check("vkAllocateMemory", vk.vkAllocateMemory(device, Struct.of(arena, 32, 5)
                    .l(16, requirements.get(JAVA_LONG, 0)).i(24, type).segment(), MemorySegment.NULL, out));
            memory = out.get(ADDRESS, 0);
            STATUS.check("vkBindBufferMemory", vk.vkBindBufferMemory(device, buffer, memory, 0));
        }
    }

    /** Queues one submit of {@code times} fills of the whole buffer, each with a new pattern. */
    void fill(VulkanEvents.Stream stream, long times) throws DriverException {
        VulkanQueues.submit(stream, buffer -> {
            for (long i = 0; i < times; i++) {
                vk.vkCmdFillBuffer(buffer, this.buffer, 0, -1L, ++fills);
            }
        });
    }

    /** Frees the buffer; the caller has waited for every fill. */
    @Override
    public void close() {
        vk.vkDestroyBuffer(device, buffer, MemorySegment.NULL);
        vk.vkFreeMemory(device, memory, MemorySegment.NULL);
    }
}
