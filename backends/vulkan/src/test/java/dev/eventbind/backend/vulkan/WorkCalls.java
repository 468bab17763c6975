package dev.eventbind.backend.vulkan;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** The Vulkan calls the tests' work needs: a device buffer and its memory, and a fill of it. */
@NativeFunctions(name = "Vulkan work", header = "vulkan/vulkan_core.h",
        library = @Library(names = {"libvulkan.so.1"}, overrideProperty = "eventbind.vulkan.library",
                overrideEnv = "EVENTBIND_VULKAN_LIBRARY"))
interface WorkCalls {

    /** {@code VkResult vkCreateBuffer(VkDevice, const VkBufferCreateInfo *, const VkAllocationCallbacks *, VkBuffer *)} */
    @Downcall(symbol = "vkCreateBuffer")
    int vkCreateBuffer(MemorySegment device, MemorySegment createInfo, MemorySegment allocator, MemorySegment buffer);

    /** {@code void vkDestroyBuffer(VkDevice, VkBuffer, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkDestroyBuffer")
    void vkDestroyBuffer(MemorySegment device, MemorySegment buffer, MemorySegment allocator);

    /** {@code void vkGetBufferMemoryRequirements(VkDevice, VkBuffer, VkMemoryRequirements *)} */
    @Downcall(symbol = "vkGetBufferMemoryRequirements")
    void vkGetBufferMemoryRequirements(MemorySegment device, MemorySegment buffer, MemorySegment requirements);

    /**
     * {@code VkResult vkAllocateMemory(VkDevice, const VkMemoryAllocateInfo *, const VkAllocationCallbacks *,
     * VkDeviceMemory *)}
     */
    @Downcall(symbol = "vkAllocateMemory")
    int vkAllocateMemory(MemorySegment device, MemorySegment allocateInfo, MemorySegment allocator,
            MemorySegment memory);

    /** {@code void vkFreeMemory(VkDevice, VkDeviceMemory, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkFreeMemory")
    void vkFreeMemory(MemorySegment device, MemorySegment memory, MemorySegment allocator);

    /** {@code VkResult vkBindBufferMemory(VkDevice, VkBuffer, VkDeviceMemory, VkDeviceSize)} */
    @Downcall(symbol = "vkBindBufferMemory")
    int vkBindBufferMemory(MemorySegment device, MemorySegment buffer, MemorySegment memory, long offset);

    /** {@code void vkCmdFillBuffer(VkCommandBuffer, VkBuffer, VkDeviceSize, VkDeviceSize, uint32_t)} */
    @Downcall(symbol = "vkCmdFillBuffer")
    void vkCmdFillBuffer(MemorySegment commandBuffer, MemorySegment buffer, long offset, long size, int data);

    /** {@code VkResult vkSignalSemaphore(VkDevice device, const VkSemaphoreSignalInfo *pSignalInfo)} */
    @Downcall(symbol = "vkSignalSemaphore")
    int vkSignalSemaphore(MemorySegment device, MemorySegment signalInfo);

    /** {@code VkResult vkQueueWaitIdle(VkQueue queue)} */
    @Downcall(symbol = "vkQueueWaitIdle")
    int vkQueueWaitIdle(MemorySegment queue);
}
