package dev.eventbind.backend.vulkan;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.PairedClock;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Implements;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import dev.eventbind.spec.Struct;
import dev.eventbind.spec.Structs;
import java.lang.foreign.MemorySegment;

/**
 * The Vulkan backend as a spec over {@code vulkan/vulkan_core.h}; the processor generates {@code VulkanEvents}
 * (the {@code EventApi}), {@code VulkanFunctions} (the typed downcalls, each checked against the header) and
 * {@code VulkanEventsProvider}.
 *
 * <p>An event is a timestamp query pool of one query, made by {@code vkCreateQueryPool} on the backend's device,
 * which knows it as its own. A stream is a command pool on the device's compute queue with a timeline
 * semaphore; a record is one submit of a command buffer that resets the query, writes a timestamp at
 * {@code ALL_COMMANDS} and puts a barrier after it, signalling the stream's next semaphore value. Written by hand
 * ({@link VulkanDevice}, {@link VulkanStream}): opening the instance and device, and every op that submits, waits
 * or reads, because each is a sequence of calls (begin, record, end, submit) on state the generated code does not
 * keep (the semaphore value that signals an event); the runtime's {@code SubmitQueue} keeps that state and the
 * submits' order, and {@link VulkanStream} gives it the Vulkan calls. C types map as: dispatchable and non-dispatchable handles and
 * pointers to {@link MemorySegment}, {@code uint32_t}, {@code VkBool32} and enums to {@code int}, {@code uint64_t},
 * {@code VkDeviceSize}, {@code size_t} and {@code VkFlags64} to {@code long}.
 */
@EventBackend(
        name = "Vulkan",
        rank = Rank.GPU,
        library = @Library(names = {"libvulkan.so.1", "libvulkan.so", "vulkan-1.dll"},
                overrideProperty = "eventbind.vulkan.library", overrideEnv = "EVENTBIND_VULKAN_LIBRARY",
                // The loader opens its drivers and layers by the names their manifests give, some bare.
                loadsByName = "vulkan:"),
        header = "vulkan/vulkan_core.h",
        status = @Status(prefix = "VK_ERROR_", notReady = {Vulkan.VK_NOT_READY, Vulkan.VK_TIMEOUT},
                poisoned = Vulkan.VK_ERROR_DEVICE_LOST,
                codes = {@Code(value = Vulkan.VK_NOT_READY, name = "VK_NOT_READY"),
                    @Code(value = Vulkan.VK_TIMEOUT, name = "VK_TIMEOUT")}))
@Structs({
    @Struct(value = "VkApplicationInfo", type = "VK_STRUCTURE_TYPE_APPLICATION_INFO", fields = {"apiVersion"}),
    @Struct(value = "VkInstanceCreateInfo", type = "VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO"),
    @Struct(value = "VkDebugUtilsMessengerCreateInfoEXT",
            type = "VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT"),
    @Struct(value = "VkDebugUtilsMessengerCallbackDataEXT",
            type = "VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CALLBACK_DATA_EXT", fields = {"pMessage"}),
    @Struct(value = "VkPhysicalDeviceProperties",
            fields = {"apiVersion", "deviceType", "deviceName", "limits.timestampPeriod"}),
    @Struct(value = "VkQueueFamilyProperties", fields = {"queueFlags", "timestampValidBits"}),
    @Struct(value = "VkExtensionProperties", fields = {"extensionName"}),
    @Struct(value = "VkPhysicalDeviceVulkan12Features",
            type = "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES", fields = {"pNext", "timelineSemaphore"}),
    @Struct(value = "VkPhysicalDeviceVulkan13Features",
            type = "VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES", fields = {"synchronization2"}),
    @Struct(value = "VkDeviceQueueCreateInfo", type = "VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO"),
    @Struct(value = "VkDeviceCreateInfo", type = "VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO"),
    @Struct(value = "VkQueryPoolCreateInfo", type = "VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO"),
    @Struct(value = "VkCommandPoolCreateInfo", type = "VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO"),
    @Struct(value = "VkSemaphoreTypeCreateInfo", type = "VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO"),
    @Struct(value = "VkSemaphoreCreateInfo", type = "VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO"),
    @Struct(value = "VkMemoryBarrier2", type = "VK_STRUCTURE_TYPE_MEMORY_BARRIER_2"),
    @Struct(value = "VkDependencyInfo", type = "VK_STRUCTURE_TYPE_DEPENDENCY_INFO"),
    @Struct(value = "VkCommandBufferBeginInfo", type = "VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO"),
    @Struct(value = "VkCommandBufferAllocateInfo", type = "VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO"),
    @Struct(value = "VkSemaphoreSubmitInfo", type = "VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO"),
    @Struct(value = "VkCommandBufferSubmitInfo", type = "VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO"),
    @Struct(value = "VkSubmitInfo2", type = "VK_STRUCTURE_TYPE_SUBMIT_INFO_2"),
    @Struct(value = "VkSemaphoreWaitInfo", type = "VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO"),
    @Struct(value = "VkCalibratedTimestampInfoEXT", type = "VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT"),
    @Struct(value = "VkBufferCreateInfo", type = "VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO"),
    @Struct("VkMemoryRequirements"),
    @Struct(value = "VkMemoryAllocateInfo", type = "VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO"),
    @Struct("VkDescriptorSetLayoutBinding"),
    @Struct(value = "VkDescriptorSetLayoutCreateInfo", type = "VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO"),
    @Struct("VkPushConstantRange"),
    @Struct(value = "VkPipelineLayoutCreateInfo", type = "VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO"),
    @Struct("VkDescriptorPoolSize"),
    @Struct(value = "VkDescriptorPoolCreateInfo", type = "VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO"),
    @Struct(value = "VkDescriptorSetAllocateInfo", type = "VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO"),
    @Struct("VkDescriptorBufferInfo"),
    @Struct(value = "VkWriteDescriptorSet", type = "VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET"),
    @Struct(value = "VkShaderModuleCreateInfo", type = "VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO"),
    @Struct(value = "VkComputePipelineCreateInfo",
            type = "VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO",
            fields = {"stage.sType", "stage.stage", "stage.module", "stage.pName", "layout"})
})
public interface Vulkan {

    /** VK_NOT_READY: a query or semaphore not reached yet. */
    int VK_NOT_READY = 1;
    /** VK_TIMEOUT: a wait whose timeout ran out. */
    int VK_TIMEOUT = 2;
    /** VK_INCOMPLETE: an enumeration with more entries than asked for. */
    int VK_INCOMPLETE = 5;
    /** VK_ERROR_INITIALIZATION_FAILED: the loader found no driver. */
    int VK_ERROR_INITIALIZATION_FAILED = -3;
    /** VK_ERROR_DEVICE_LOST: sticky, the device is unusable. */
    int VK_ERROR_DEVICE_LOST = -4;
    /**
     * A timestamp query pool of one query on the device, which knows it as its own: every other op refuses an event
     * of another device (eventbind's own beside a borrowed one) before the driver sees it, as Vulkan leaves a handle
     * of another device undefined.
     */
    @Implements(Op.EVENT_CREATE)
    default MemorySegment eventCreate(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        return VulkanDevice.of(device).createEvent(status);
    }

    /** The device {@link VulkanDevice} opens (or the one {@link VulkanQueues#sharing} lends), for the backend. */
    @Implements(Op.DEVICE_GET)
    default MemorySegment device(StatusConvention status) throws DriverException {
        return VulkanDevice.current(this, status).device();
    }

    /**
     * Gives the device back as the backend closes: a borrowed one ({@link VulkanQueues#sharing}) once the last backend
     * on it closed, the process's own never (it is kept until the process exits).
     */
    @Implements(Op.DEVICE_RELEASE)
    default void releaseDevice(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        VulkanDevice.of(device).giveBack();
    }

    /** The chosen physical device's name and Vulkan version, for the probe. */
    @Implements(Op.VERSION)
    default String version(StatusConvention status) throws DriverException {
        return VulkanDevice.current(this, status).describe();
    }

    /**
     * GPU for a discrete, integrated or virtual GPU, PORTABLE for a CPU device (lavapipe) or any other: the probe
     * reports it, and discovery ranks the backend by it (the spec's {@code Rank.GPU} is the best a device reaches).
     */
    @Implements(Op.DEVICE_RANK)
    default Rank deviceRank(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        return VulkanDevice.of(device).info.rank();
    }

    /**
     * The device's timestamps calibrated against {@code CLOCK_MONOTONIC}, which the profiler's anchor reads instead of
     * bracketing, where the device offers them ({@code supportsEventDeviceTicks()} says so; a borrowed device has
     * none, as eventbind does not know its instance).
     */
    @Implements(Op.PAIRED_CLOCK)
    default PairedClock<MemorySegment> pairedClock(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        return VulkanDevice.of(device);
    }

    /** A command pool and timeline semaphore on the device's queue; the handle is its first command buffer. */
    @Implements(Op.STREAM_CREATE)
    default MemorySegment streamCreate(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        return VulkanStream.create(VulkanDevice.of(device), status).handle();
    }

    /** Waits for the stream's last submit, then destroys its semaphore and command pool. */
    @Implements(Op.STREAM_DESTROY)
    default void streamDestroy(StatusConvention status, MemorySegment stream, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        VulkanDevice.of(device).submits.stream(stream).destroy();
    }

    /** Resets the query, writes a timestamp at {@code ALL_COMMANDS}, a barrier after it; one submit. */
    @Implements(Op.EVENT_RECORD)
    default void record(StatusConvention status, MemorySegment event, MemorySegment stream,
            @From(Op.DEVICE_GET) MemorySegment device) throws DriverException {
        VulkanDevice owner = VulkanDevice.of(device);
        VulkanStream.record(owner.submits.stream(stream), owner.vk, owner.own(event));
    }

    /** Waits for the semaphore value of the event's latest record. */
    @Implements(Op.EVENT_WAIT)
    default void eventWait(StatusConvention status, MemorySegment event, @From(Op.DEVICE_GET) MemorySegment device)
            throws DriverException {
        VulkanDevice.of(device).signal(event).await();
    }

    /** Whether the semaphore reached the value of the event's latest record. */
    @Implements(Op.EVENT_QUERY)
    default boolean eventQuery(StatusConvention status, MemorySegment event,
            @From(Op.DEVICE_GET) MemorySegment device) throws DriverException {
        return VulkanDevice.of(device).signal(event).reached();
    }

    /** The two queries' timestamps, masked to the valid bits and scaled by {@code timestampPeriod}. */
    @Implements(Op.EVENT_ELAPSED)
    default long elapsed(StatusConvention status, MemorySegment start, MemorySegment end,
            @From(Op.DEVICE_GET) MemorySegment device) throws DriverException {
        return VulkanDevice.of(device).elapsedNanos(status, start, end);
    }

    /** The stream's next submit waits for the semaphore value of the event's latest record. */
    @Implements(Op.STREAM_WAIT_EVENT)
    default void streamWaitEvent(StatusConvention status, MemorySegment stream, MemorySegment event,
            @From(Op.DEVICE_GET) MemorySegment device) throws DriverException {
        VulkanDevice owner = VulkanDevice.of(device);
        owner.submits.stream(stream).waitFor(owner.signal(event));
    }

    /** Waits for the stream's last submitted semaphore value. */
    @Implements(Op.STREAM_SYNCHRONIZE)
    default void streamSynchronize(StatusConvention status, MemorySegment stream,
            @From(Op.DEVICE_GET) MemorySegment device) throws DriverException {
        VulkanDevice.of(device).submits.stream(stream).synchronize();
    }

    /** Waits out the event's latest record, so no pending command uses the pool, then destroys it. */
    @Implements(Op.EVENT_DESTROY)
    default void eventDestroy(StatusConvention status, MemorySegment event,
            @From(Op.DEVICE_GET) MemorySegment device) throws DriverException {
        VulkanDevice.ofEvent(event).destroyEvent(event); // on its own device, whichever backend destroys it
    }

    /**
     * {@code VkResult vkCreateQueryPool(VkDevice device, const VkQueryPoolCreateInfo *pCreateInfo, const
     * VkAllocationCallbacks *pAllocator, VkQueryPool *pQueryPool)}
     */
    @Downcall(symbol = "vkCreateQueryPool")
    int vkCreateQueryPool(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment queryPool);

    /**
     * {@code VkResult vkCreateInstance(const VkInstanceCreateInfo *pCreateInfo, const VkAllocationCallbacks
     * *pAllocator, VkInstance *pInstance)}
     */
    @Downcall(symbol = "vkCreateInstance")
    int vkCreateInstance(MemorySegment createInfo, MemorySegment allocator, MemorySegment instance);

    /** {@code void vkDestroyInstance(VkInstance instance, const VkAllocationCallbacks *pAllocator)} */
    @Downcall(symbol = "vkDestroyInstance")
    void vkDestroyInstance(MemorySegment instance, MemorySegment allocator);

    /** {@code void vkDestroyDevice(VkDevice device, const VkAllocationCallbacks *pAllocator)} */
    @Downcall(symbol = "vkDestroyDevice")
    void vkDestroyDevice(MemorySegment device, MemorySegment allocator);

    /**
     * {@code VkResult vkEnumerateInstanceExtensionProperties(const char *pLayerName, uint32_t *pPropertyCount,
     * VkExtensionProperties *pProperties)}
     */
    @Downcall(symbol = "vkEnumerateInstanceExtensionProperties")
    int vkEnumerateInstanceExtensionProperties(MemorySegment layerName, MemorySegment count,
            MemorySegment properties);

    /** {@code PFN_vkVoidFunction vkGetInstanceProcAddr(VkInstance instance, const char *pName)} */
    @Downcall(symbol = "vkGetInstanceProcAddr")
    MemorySegment vkGetInstanceProcAddr(MemorySegment instance, MemorySegment name);

    /** {@code PFN_vkVoidFunction vkGetDeviceProcAddr(VkDevice device, const char *pName)} */
    @Downcall(symbol = "vkGetDeviceProcAddr")
    MemorySegment vkGetDeviceProcAddr(MemorySegment device, MemorySegment name);

    /**
     * {@code VkResult vkEnumerateDeviceExtensionProperties(VkPhysicalDevice physicalDevice, const char
     * *pLayerName, uint32_t *pPropertyCount, VkExtensionProperties *pProperties)}
     */
    @Downcall(symbol = "vkEnumerateDeviceExtensionProperties")
    int vkEnumerateDeviceExtensionProperties(MemorySegment physicalDevice, MemorySegment layerName,
            MemorySegment count, MemorySegment properties);

    /**
     * {@code VkResult vkEnumeratePhysicalDevices(VkInstance instance, uint32_t *pPhysicalDeviceCount,
     * VkPhysicalDevice *pPhysicalDevices)}
     */
    @Downcall(symbol = "vkEnumeratePhysicalDevices")
    int vkEnumeratePhysicalDevices(MemorySegment instance, MemorySegment count, MemorySegment devices);

    /**
     * {@code void vkGetPhysicalDeviceProperties(VkPhysicalDevice physicalDevice, VkPhysicalDeviceProperties
     * *pProperties)}
     */
    @Downcall(symbol = "vkGetPhysicalDeviceProperties")
    void vkGetPhysicalDeviceProperties(MemorySegment physicalDevice, MemorySegment properties);

    /**
     * {@code void vkGetPhysicalDeviceQueueFamilyProperties(VkPhysicalDevice physicalDevice, uint32_t
     * *pQueueFamilyPropertyCount, VkQueueFamilyProperties *pQueueFamilyProperties)}
     */
    @Downcall(symbol = "vkGetPhysicalDeviceQueueFamilyProperties")
    void vkGetPhysicalDeviceQueueFamilyProperties(MemorySegment physicalDevice, MemorySegment count,
            MemorySegment properties);

    /**
     * {@code VkResult vkCreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo *pCreateInfo, const
     * VkAllocationCallbacks *pAllocator, VkDevice *pDevice)}
     */
    @Downcall(symbol = "vkCreateDevice")
    int vkCreateDevice(MemorySegment physicalDevice, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment device);

    /**
     * {@code void vkGetDeviceQueue(VkDevice device, uint32_t queueFamilyIndex, uint32_t queueIndex, VkQueue
     * *pQueue)}
     */
    @Downcall(symbol = "vkGetDeviceQueue")
    void vkGetDeviceQueue(MemorySegment device, int queueFamilyIndex, int queueIndex, MemorySegment queue);

    /**
     * {@code VkResult vkCreateCommandPool(VkDevice device, const VkCommandPoolCreateInfo *pCreateInfo, const
     * VkAllocationCallbacks *pAllocator, VkCommandPool *pCommandPool)}
     */
    @Downcall(symbol = "vkCreateCommandPool")
    int vkCreateCommandPool(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment commandPool);

    /**
     * {@code void vkDestroyCommandPool(VkDevice device, VkCommandPool commandPool, const VkAllocationCallbacks
     * *pAllocator)}
     */
    @Downcall(symbol = "vkDestroyCommandPool")
    void vkDestroyCommandPool(MemorySegment device, MemorySegment commandPool, MemorySegment allocator);

    /**
     * {@code VkResult vkAllocateCommandBuffers(VkDevice device, const VkCommandBufferAllocateInfo *pAllocateInfo,
     * VkCommandBuffer *pCommandBuffers)}
     */
    @Downcall(symbol = "vkAllocateCommandBuffers")
    int vkAllocateCommandBuffers(MemorySegment device, MemorySegment allocateInfo, MemorySegment commandBuffers);

    /**
     * {@code VkResult vkBeginCommandBuffer(VkCommandBuffer commandBuffer, const VkCommandBufferBeginInfo
     * *pBeginInfo)}
     */
    @Downcall(symbol = "vkBeginCommandBuffer")
    int vkBeginCommandBuffer(MemorySegment commandBuffer, MemorySegment beginInfo);

    /** {@code VkResult vkEndCommandBuffer(VkCommandBuffer commandBuffer)} */
    @Downcall(symbol = "vkEndCommandBuffer")
    int vkEndCommandBuffer(MemorySegment commandBuffer);

    /**
     * {@code void vkCmdResetQueryPool(VkCommandBuffer commandBuffer, VkQueryPool queryPool, uint32_t firstQuery,
     * uint32_t queryCount)}
     */
    @Downcall(symbol = "vkCmdResetQueryPool")
    void vkCmdResetQueryPool(MemorySegment commandBuffer, MemorySegment queryPool, int firstQuery, int queryCount);

    /**
     * {@code void vkCmdWriteTimestamp2(VkCommandBuffer commandBuffer, VkPipelineStageFlags2 stage, VkQueryPool
     * queryPool, uint32_t query)}
     */
    @Downcall(symbol = "vkCmdWriteTimestamp2")
    void vkCmdWriteTimestamp2(MemorySegment commandBuffer, long stage, MemorySegment queryPool, int query);

    /** {@code void vkCmdPipelineBarrier2(VkCommandBuffer commandBuffer, const VkDependencyInfo *pDependencyInfo)} */
    @Downcall(symbol = "vkCmdPipelineBarrier2")
    void vkCmdPipelineBarrier2(MemorySegment commandBuffer, MemorySegment dependencyInfo);

    /**
     * {@code VkResult vkQueueSubmit2(VkQueue queue, uint32_t submitCount, const VkSubmitInfo2 *pSubmits, VkFence
     * fence)}
     */
    @Downcall(symbol = "vkQueueSubmit2")
    int vkQueueSubmit2(MemorySegment queue, int submitCount, MemorySegment submits, MemorySegment fence);

    /**
     * {@code VkResult vkCreateSemaphore(VkDevice device, const VkSemaphoreCreateInfo *pCreateInfo, const
     * VkAllocationCallbacks *pAllocator, VkSemaphore *pSemaphore)}
     */
    @Downcall(symbol = "vkCreateSemaphore")
    int vkCreateSemaphore(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment semaphore);

    /**
     * {@code void vkDestroySemaphore(VkDevice device, VkSemaphore semaphore, const VkAllocationCallbacks
     * *pAllocator)}
     */
    @Downcall(symbol = "vkDestroySemaphore")
    void vkDestroySemaphore(MemorySegment device, MemorySegment semaphore, MemorySegment allocator);

    /**
     * {@code VkResult vkWaitSemaphores(VkDevice device, const VkSemaphoreWaitInfo *pWaitInfo, uint64_t timeout)};
     * blocks.
     */
    @Downcall(symbol = "vkWaitSemaphores")
    int vkWaitSemaphores(MemorySegment device, MemorySegment waitInfo, long timeout);

    /** {@code VkResult vkGetSemaphoreCounterValue(VkDevice device, VkSemaphore semaphore, uint64_t *pValue)} */
    @Downcall(symbol = "vkGetSemaphoreCounterValue")
    int vkGetSemaphoreCounterValue(MemorySegment device, MemorySegment semaphore, MemorySegment value);

    /**
     * {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t
     * queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)}
     */
    @Downcall(symbol = "vkGetQueryPoolResults")
    int vkGetQueryPoolResults(MemorySegment device, MemorySegment queryPool, int firstQuery, int queryCount,
            long dataSize, MemorySegment data, long stride, int flags);

    /**
     * {@code void vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool, const VkAllocationCallbacks
     * *pAllocator)}
     */
    @Downcall(symbol = "vkDestroyQueryPool")
    void vkDestroyQueryPool(MemorySegment device, MemorySegment queryPool, MemorySegment allocator);

    /**
     * {@code VkResult vkCreateBuffer(VkDevice, const VkBufferCreateInfo *, const VkAllocationCallbacks *,
     * VkBuffer *)}
     */
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

    /**
     * {@code VkResult vkCreateShaderModule(VkDevice, const VkShaderModuleCreateInfo *, const VkAllocationCallbacks *,
     * VkShaderModule *)}
     */
    @Downcall(symbol = "vkCreateShaderModule")
    int vkCreateShaderModule(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment shaderModule);

    /** {@code void vkDestroyShaderModule(VkDevice, VkShaderModule, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkDestroyShaderModule")
    void vkDestroyShaderModule(MemorySegment device, MemorySegment shaderModule, MemorySegment allocator);

    /**
     * {@code VkResult vkCreateDescriptorSetLayout(VkDevice, const VkDescriptorSetLayoutCreateInfo *, const
     * VkAllocationCallbacks *, VkDescriptorSetLayout *)}
     */
    @Downcall(symbol = "vkCreateDescriptorSetLayout")
    int vkCreateDescriptorSetLayout(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment setLayout);

    /** {@code void vkDestroyDescriptorSetLayout(VkDevice, VkDescriptorSetLayout, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkDestroyDescriptorSetLayout")
    void vkDestroyDescriptorSetLayout(MemorySegment device, MemorySegment setLayout, MemorySegment allocator);

    /**
     * {@code VkResult vkCreatePipelineLayout(VkDevice, const VkPipelineLayoutCreateInfo *, const
     * VkAllocationCallbacks *, VkPipelineLayout *)}
     */
    @Downcall(symbol = "vkCreatePipelineLayout")
    int vkCreatePipelineLayout(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment pipelineLayout);

    /** {@code void vkDestroyPipelineLayout(VkDevice, VkPipelineLayout, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkDestroyPipelineLayout")
    void vkDestroyPipelineLayout(MemorySegment device, MemorySegment pipelineLayout, MemorySegment allocator);

    /**
     * {@code VkResult vkCreateComputePipelines(VkDevice, VkPipelineCache, uint32_t createInfoCount, const
     * VkComputePipelineCreateInfo *, const VkAllocationCallbacks *, VkPipeline *)}
     */
    @Downcall(symbol = "vkCreateComputePipelines")
    int vkCreateComputePipelines(MemorySegment device, MemorySegment pipelineCache, int createInfoCount,
            MemorySegment createInfos, MemorySegment allocator, MemorySegment pipelines);

    /** {@code void vkDestroyPipeline(VkDevice, VkPipeline, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkDestroyPipeline")
    void vkDestroyPipeline(MemorySegment device, MemorySegment pipeline, MemorySegment allocator);

    /**
     * {@code VkResult vkCreateDescriptorPool(VkDevice, const VkDescriptorPoolCreateInfo *, const
     * VkAllocationCallbacks *, VkDescriptorPool *)}
     */
    @Downcall(symbol = "vkCreateDescriptorPool")
    int vkCreateDescriptorPool(MemorySegment device, MemorySegment createInfo, MemorySegment allocator,
            MemorySegment descriptorPool);

    /** {@code void vkDestroyDescriptorPool(VkDevice, VkDescriptorPool, const VkAllocationCallbacks *)} */
    @Downcall(symbol = "vkDestroyDescriptorPool")
    void vkDestroyDescriptorPool(MemorySegment device, MemorySegment descriptorPool, MemorySegment allocator);

    /**
     * {@code VkResult vkAllocateDescriptorSets(VkDevice, const VkDescriptorSetAllocateInfo *, VkDescriptorSet *)}
     */
    @Downcall(symbol = "vkAllocateDescriptorSets")
    int vkAllocateDescriptorSets(MemorySegment device, MemorySegment allocateInfo, MemorySegment descriptorSets);

    /**
     * {@code void vkUpdateDescriptorSets(VkDevice, uint32_t descriptorWriteCount, const VkWriteDescriptorSet *,
     * uint32_t descriptorCopyCount, const VkCopyDescriptorSet *)}
     */
    @Downcall(symbol = "vkUpdateDescriptorSets")
    void vkUpdateDescriptorSets(MemorySegment device, int descriptorWriteCount, MemorySegment descriptorWrites,
            int descriptorCopyCount, MemorySegment descriptorCopies);

    /** {@code void vkCmdBindPipeline(VkCommandBuffer, VkPipelineBindPoint, VkPipeline)} */
    @Downcall(symbol = "vkCmdBindPipeline")
    void vkCmdBindPipeline(MemorySegment commandBuffer, int pipelineBindPoint, MemorySegment pipeline);

    /**
     * {@code void vkCmdBindDescriptorSets(VkCommandBuffer, VkPipelineBindPoint, VkPipelineLayout, uint32_t firstSet,
     * uint32_t descriptorSetCount, const VkDescriptorSet *, uint32_t dynamicOffsetCount, const uint32_t *)}
     */
    @Downcall(symbol = "vkCmdBindDescriptorSets")
    void vkCmdBindDescriptorSets(MemorySegment commandBuffer, int pipelineBindPoint, MemorySegment layout,
            int firstSet, int descriptorSetCount, MemorySegment descriptorSets, int dynamicOffsetCount,
            MemorySegment dynamicOffsets);

    /**
     * {@code void vkCmdPushConstants(VkCommandBuffer, VkPipelineLayout, VkShaderStageFlags, uint32_t offset, uint32_t
     * size, const void *pValues)}
     */
    @Downcall(symbol = "vkCmdPushConstants")
    void vkCmdPushConstants(MemorySegment commandBuffer, MemorySegment layout, int stageFlags, int offset, int size,
            MemorySegment values);

    /** {@code void vkCmdDispatch(VkCommandBuffer, uint32_t groupCountX, uint32_t groupCountY, uint32_t groupCountZ)} */
    @Downcall(symbol = "vkCmdDispatch")
    void vkCmdDispatch(MemorySegment commandBuffer, int groupCountX, int groupCountY, int groupCountZ);
}
