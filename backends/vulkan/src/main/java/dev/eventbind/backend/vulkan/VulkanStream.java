package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkCommandBufferAllocateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkCommandBufferBeginInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkCommandBufferSubmitInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkCommandPoolCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDependencyInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkMemoryBarrier2;
import dev.eventbind.backend.vulkan.VulkanStructs.VkSemaphoreCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkSemaphoreSubmitInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkSemaphoreTypeCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkSemaphoreWaitInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkSubmitInfo2;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.SubmitQueue;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * The Vulkan steps of a stream for {@link SubmitQueue}, which keeps its submits, their order and waits, the reuse of
 * its command buffers, its host waits and its destroy order: a command pool on the device's queue family whose
 * buffers a begin resets, a timeline semaphore, and the structs of {@code vkQueueSubmit2} and
 * {@code vkWaitSemaphores}.
 */
final class VulkanStream implements SubmitQueue.Calls {

    static final long ALL_COMMANDS = 0x10000L;
    /**
     * A {@code VkDependencyInfo} of one memory barrier: every earlier command's writes before every later command's
     * reads and writes. After a stamp, and before the work's dispatches.
     */
    static final MemorySegment ALL_WRITES_BEFORE = allWritesBefore();
    /** {@code VkCommandBufferBeginInfo} with {@code ONE_TIME_SUBMIT}. */
    private static final MemorySegment BEGIN = VkCommandBufferBeginInfo.allocate(Arena.global()).flags(1).segment();

    private final Vulkan vk;
    private final VulkanDevice owner;
    private final StatusConvention status;
    private final MemorySegment pool;
    private final MemorySegment semaphore;

    private VulkanStream(VulkanDevice owner, StatusConvention status, MemorySegment pool, MemorySegment semaphore) {
        this.vk = owner.vk;
        this.owner = owner;
        this.status = status;
        this.pool = pool;
        this.semaphore = semaphore;
    }

    /** A command pool and a timeline semaphore from 0 on the device's queue family, as a stream of its queue. */
    static SubmitQueue.Stream create(VulkanDevice owner, StatusConvention status) throws DriverException {
        Vulkan vk = owner.vk;
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            // VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT: a begin resets a buffer for its next submit.
            status.check("vkCreateCommandPool", vk.vkCreateCommandPool(owner.device, VkCommandPoolCreateInfo
                    .allocate(arena).flags(0x2).queueFamilyIndex(owner.info.family()).segment(), MemorySegment.NULL,
                    out));
            MemorySegment pool = out.get(ADDRESS, 0);
            VkSemaphoreTypeCreateInfo timeline = VkSemaphoreTypeCreateInfo.allocate(arena).semaphoreType(1); // TIMELINE
            int made = vk.vkCreateSemaphore(owner.device, VkSemaphoreCreateInfo.allocate(arena)
                    .pNext(timeline.segment()).segment(), MemorySegment.NULL, out);
            if (made != 0) {
                vk.vkDestroyCommandPool(owner.device, pool, MemorySegment.NULL);
                throw status.failure("vkCreateSemaphore", made);
            }
            return owner.submits.open(new VulkanStream(owner, status, pool, out.get(ADDRESS, 0)));
        }
    }

    /** Records on {@code stream}: resets the event's query, writes a timestamp at {@code ALL_COMMANDS}, a barrier. */
    static void record(SubmitQueue.Stream stream, Vulkan vk, MemorySegment event) throws DriverException {
        stream.record(event, buffer -> {
            vk.vkCmdResetQueryPool(buffer, event, 0, 1);
            vk.vkCmdWriteTimestamp2(buffer, ALL_COMMANDS, event, 0);
            vk.vkCmdPipelineBarrier2(buffer, ALL_WRITES_BEFORE);
        });
    }

    /** Later commands may start before a timestamp is written; this barrier holds them behind it. */
    private static MemorySegment allWritesBefore() {
        long memoryRead = 0x8000L;
        long memoryWrite = 0x10000L;
        VkMemoryBarrier2 barrier = VkMemoryBarrier2.allocate(Arena.global()).srcStageMask(ALL_COMMANDS)
                .srcAccessMask(memoryWrite).dstStageMask(ALL_COMMANDS).dstAccessMask(memoryRead | memoryWrite);
        return VkDependencyInfo.allocate(Arena.global()).memoryBarrierCount(1).pMemoryBarriers(barrier.segment())
                .segment();
    }

    @Override
    public MemorySegment timeline() {
        return semaphore;
    }

    @Override
    public MemorySegment allocate() throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            status.check("vkAllocateCommandBuffers", vk.vkAllocateCommandBuffers(owner.device,
                    VkCommandBufferAllocateInfo.allocate(arena).commandPool(pool).commandBufferCount(1).segment(),
                    out));
            return out.get(ADDRESS, 0);
        }
    }

    @Override
    public void begin(MemorySegment buffer) throws DriverException {
        status.check("vkBeginCommandBuffer", vk.vkBeginCommandBuffer(buffer, BEGIN));
    }

    @Override
    public void end(MemorySegment buffer) throws DriverException {
        status.check("vkEndCommandBuffer", vk.vkEndCommandBuffer(buffer));
    }

    /** {@code vkQueueSubmit2} of one {@code VkSubmitInfo2}: the buffer, its waits and its signal at ALL_COMMANDS. */
    @Override
    public void submit(SubmitQueue.Batch batch) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            int waits = batch.waits();
            MemorySegment waitInfos = VkSemaphoreSubmitInfo.array(arena, Math.max(1, waits));
            for (int i = 0; i < waits; i++) {
                VkSemaphoreSubmitInfo.at(waitInfos, i).semaphore(batch.waitTimeline(i)).value(batch.waitValue(i))
                        .stageMask(ALL_COMMANDS);
            }
            VkSemaphoreSubmitInfo signal = VkSemaphoreSubmitInfo.allocate(arena).semaphore(batch.timeline())
                    .value(batch.value()).stageMask(ALL_COMMANDS);
            VkCommandBufferSubmitInfo buffers = VkCommandBufferSubmitInfo.allocate(arena).commandBuffer(batch.buffer());
            MemorySegment submit = VkSubmitInfo2.allocate(arena).waitSemaphoreInfoCount(waits)
                    .pWaitSemaphoreInfos(waitInfos).commandBufferInfoCount(1).pCommandBufferInfos(buffers.segment())
                    .signalSemaphoreInfoCount(1).pSignalSemaphoreInfos(signal.segment()).segment();
            status.check("vkQueueSubmit2", vk.vkQueueSubmit2(owner.queue, 1, submit, MemorySegment.NULL));
        }
    }

    @Override
    public long reached() throws DriverException {
        MemorySegment value = Scratch.get(); // per thread: a read allocates nothing
        status.check("vkGetSemaphoreCounterValue", vk.vkGetSemaphoreCounterValue(owner.device, semaphore, value));
        return value.get(JAVA_LONG, 0);
    }

    @Override
    public boolean await(long value, long timeoutNanos) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            VkSemaphoreWaitInfo info = VkSemaphoreWaitInfo.allocate(arena).semaphoreCount(1)
                    .pSemaphores(arena.allocateFrom(ADDRESS, semaphore)).pValues(arena.allocateFrom(JAVA_LONG, value));
            int waited = vk.vkWaitSemaphores(owner.device, info.segment(), timeoutNanos);
            if (waited == Vulkan.VK_TIMEOUT) {
                return false;
            }
            status.check("vkWaitSemaphores", waited);
            return true;
        }
    }

    @Override
    public void destroy() {
        vk.vkDestroySemaphore(owner.device, semaphore, MemorySegment.NULL);
        vk.vkDestroyCommandPool(owner.device, pool, MemorySegment.NULL);
    }
}
