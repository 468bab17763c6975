package dev.eventbind.backend.vulkan.interop;

import static org.lwjgl.vulkan.EXTDebugUtils.*;
import static org.lwjgl.vulkan.VK13.*;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanQueues;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import org.lwjgl.vulkan.VkApplicationInfo;
import org.lwjgl.vulkan.VkBufferCreateInfo;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkCommandBufferAllocateInfo;
import org.lwjgl.vulkan.VkCommandBufferBeginInfo;
import org.lwjgl.vulkan.VkCommandPoolCreateInfo;
import org.lwjgl.vulkan.VkDebugUtilsMessengerCallbackDataEXT;
import org.lwjgl.vulkan.VkDebugUtilsMessengerCallbackEXT;
import org.lwjgl.vulkan.VkDebugUtilsMessengerCreateInfoEXT;
import org.lwjgl.vulkan.VkComputePipelineCreateInfo;
import org.lwjgl.vulkan.VkDescriptorBufferInfo;
import org.lwjgl.vulkan.VkDescriptorPoolCreateInfo;
import org.lwjgl.vulkan.VkDescriptorPoolSize;
import org.lwjgl.vulkan.VkDescriptorSetAllocateInfo;
import org.lwjgl.vulkan.VkDescriptorSetLayoutBinding;
import org.lwjgl.vulkan.VkDescriptorSetLayoutCreateInfo;
import org.lwjgl.vulkan.VkDevice;
import org.lwjgl.vulkan.VkDeviceCreateInfo;
import org.lwjgl.vulkan.VkDeviceQueueCreateInfo;
import org.lwjgl.vulkan.VkFenceCreateInfo;
import org.lwjgl.vulkan.VkInstance;
import org.lwjgl.vulkan.VkInstanceCreateInfo;
import org.lwjgl.vulkan.VkMemoryAllocateInfo;
import org.lwjgl.vulkan.VkMemoryBarrier;
import org.lwjgl.vulkan.VkMemoryRequirements;
import org.lwjgl.vulkan.VkPhysicalDevice;
import org.lwjgl.vulkan.VkPhysicalDeviceMemoryProperties;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan12Features;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan13Features;
import org.lwjgl.vulkan.VkPipelineLayoutCreateInfo;
import org.lwjgl.vulkan.VkPipelineShaderStageCreateInfo;
import org.lwjgl.vulkan.VkPushConstantRange;
import org.lwjgl.vulkan.VkQueue;
import org.lwjgl.vulkan.VkQueueFamilyProperties;
import org.lwjgl.vulkan.VkShaderModuleCreateInfo;
import org.lwjgl.vulkan.VkSubmitInfo;
import org.lwjgl.vulkan.VkWriteDescriptorSet;

/**
 * What a program that computes with LWJGL's Vulkan bindings has: an instance, a device with one compute queue
 * (timeline semaphores and synchronization2 enabled, as eventbind asks of a device it borrows), a host-visible
 * storage buffer of {@code uint}s and a compute pipeline that advances each element {@code iterations} steps of a
 * linear congruential generator. Its dispatch is recorded into any command buffer the program is given.
 */
final class LwjglCompute implements AutoCloseable {

    static final int LOCAL_SIZE = 64;
    static final int MULTIPLIER = 1664525;
    static final int INCREMENT = 1013904223;

    /**
     * The shader the backend's own work runs, {@code lcg.spv} in its jar (SPIR-V 1.0; its GLSL is in
     * {@code VulkanKernel}): each invocation advances one element {@code iterations} steps.
     */
    private static final String SHADER = "/dev/eventbind/backend/vulkan/lcg.spv";

    final VkInstance instance;
    final VkPhysicalDevice physicalDevice;
    final VkDevice device;
    final int family;
    final VkQueue queue;
    private final int elements;
    private final long buffer;
    private final long memory;
    private final IntBuffer values;
    private final long shader;
    private final long setLayout;
    private final long layout;
    private final long pipeline;
    private final long pool;
    private final long set;
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final @Nullable VkDebugUtilsMessengerCallbackEXT callback;
    private final long messenger;
    private boolean deviceDestroyed;

    LwjglCompute(int elements) {
        this(elements, false);
    }

    /**
     * @param validated with the Khronos validation layer on the instance, and a messenger that keeps the errors it
     *     reports ({@link #validationErrors()})
     */
    LwjglCompute(int elements, boolean validated) {
        this.elements = elements;
        try (MemoryStack stack = MemoryStack.stackPush()) {
            PointerBuffer pointer = stack.mallocPointer(1);
            LongBuffer handle = stack.mallocLong(1);
            IntBuffer count = stack.mallocInt(1);
            VkInstanceCreateInfo instanceInfo = VkInstanceCreateInfo.calloc(stack).sType$Default()
                    .pApplicationInfo(VkApplicationInfo.calloc(stack).sType$Default().apiVersion(VK_API_VERSION_1_3));
            if (validated) {
                instanceInfo.ppEnabledLayerNames(stack.pointers(stack.UTF8("VK_LAYER_KHRONOS_validation")))
                        .ppEnabledExtensionNames(stack.pointers(stack.UTF8(VK_EXT_DEBUG_UTILS_EXTENSION_NAME)));
            }
            check(vkCreateInstance(instanceInfo, null, pointer), "vkCreateInstance");
            instance = new VkInstance(pointer.get(0), instanceInfo);
            if (validated) {
                callback = VkDebugUtilsMessengerCallbackEXT.create((severity, types, data, user) -> {
                    if ((severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) != 0) {
                        errors.add(VkDebugUtilsMessengerCallbackDataEXT.create(data).pMessageString());
                    }
                    return VK_FALSE;
                });
                check(vkCreateDebugUtilsMessengerEXT(instance, VkDebugUtilsMessengerCreateInfoEXT.calloc(stack)
                        .sType$Default().messageSeverity(VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT
                                | VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT)
                        .messageType(VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT
                                | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT)
                        .pfnUserCallback(callback), null, handle), "vkCreateDebugUtilsMessengerEXT");
                messenger = handle.get(0);
            } else {
                callback = null;
                messenger = VK_NULL_HANDLE;
            }
            check(vkEnumeratePhysicalDevices(instance, count, null), "vkEnumeratePhysicalDevices");
            PointerBuffer devices = stack.mallocPointer(count.get(0));
            check(vkEnumeratePhysicalDevices(instance, count, devices), "vkEnumeratePhysicalDevices");
            physicalDevice = new VkPhysicalDevice(devices.get(0), instance);
            family = computeFamily(stack);

            VkPhysicalDeviceVulkan13Features features13 = VkPhysicalDeviceVulkan13Features.calloc(stack)
                    .sType$Default().synchronization2(true);
            VkPhysicalDeviceVulkan12Features features12 = VkPhysicalDeviceVulkan12Features.calloc(stack)
                    .sType$Default().timelineSemaphore(true).pNext(features13.address());
            VkDeviceCreateInfo deviceInfo = VkDeviceCreateInfo.calloc(stack).sType$Default()
                    .pNext(features12.address()).pQueueCreateInfos(VkDeviceQueueCreateInfo.calloc(1, stack)
                            .sType$Default().queueFamilyIndex(family).pQueuePriorities(stack.floats(1f)));
            check(vkCreateDevice(physicalDevice, deviceInfo, null, pointer), "vkCreateDevice");
            device = new VkDevice(pointer.get(0), physicalDevice, deviceInfo);
            vkGetDeviceQueue(device, family, 0, pointer);
            queue = new VkQueue(pointer.get(0), device);

            check(vkCreateBuffer(device, VkBufferCreateInfo.calloc(stack).sType$Default()
                    .size((long) elements * Integer.BYTES).usage(VK_BUFFER_USAGE_STORAGE_BUFFER_BIT)
                    .sharingMode(VK_SHARING_MODE_EXCLUSIVE), null, handle), "vkCreateBuffer");
            buffer = handle.get(0);
            VkMemoryRequirements requirements = VkMemoryRequirements.malloc(stack);
            vkGetBufferMemoryRequirements(device, buffer, requirements);
            check(vkAllocateMemory(device, VkMemoryAllocateInfo.calloc(stack).sType$Default()
                    .allocationSize(requirements.size()).memoryTypeIndex(hostVisible(stack,
                            requirements.memoryTypeBits())), null, handle), "vkAllocateMemory");
            memory = handle.get(0);
            check(vkBindBufferMemory(device, buffer, memory, 0), "vkBindBufferMemory");
            check(vkMapMemory(device, memory, 0, VK_WHOLE_SIZE, 0, pointer), "vkMapMemory");
            values = MemoryUtil.memIntBuffer(pointer.get(0), elements);

            byte[] words = spirv();
            ByteBuffer code = stack.malloc(words.length).put(words).flip();
            check(vkCreateShaderModule(device, VkShaderModuleCreateInfo.calloc(stack).sType$Default().pCode(code),
                    null, handle), "vkCreateShaderModule");
            shader = handle.get(0);
            check(vkCreateDescriptorSetLayout(device, VkDescriptorSetLayoutCreateInfo.calloc(stack).sType$Default()
                    .pBindings(VkDescriptorSetLayoutBinding.calloc(1, stack).binding(0)
                            .descriptorType(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(1)
                            .stageFlags(VK_SHADER_STAGE_COMPUTE_BIT)), null, handle), "vkCreateDescriptorSetLayout");
            setLayout = handle.get(0);
            check(vkCreatePipelineLayout(device, VkPipelineLayoutCreateInfo.calloc(stack).sType$Default()
                    .pSetLayouts(stack.longs(setLayout)).pPushConstantRanges(VkPushConstantRange.calloc(1, stack)
                            .stageFlags(VK_SHADER_STAGE_COMPUTE_BIT).offset(0).size(Integer.BYTES)), null, handle),
                    "vkCreatePipelineLayout");
            layout = handle.get(0);
            check(vkCreateComputePipelines(device, VK_NULL_HANDLE, VkComputePipelineCreateInfo.calloc(1, stack)
                    .sType$Default().layout(layout).stage(VkPipelineShaderStageCreateInfo.calloc(stack)
                            .sType$Default().stage(VK_SHADER_STAGE_COMPUTE_BIT).module(shader)
                            .pName(stack.UTF8("main"))), null, handle), "vkCreateComputePipelines");
            pipeline = handle.get(0);
            check(vkCreateDescriptorPool(device, VkDescriptorPoolCreateInfo.calloc(stack).sType$Default().maxSets(1)
                    .pPoolSizes(VkDescriptorPoolSize.calloc(1, stack).type(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER)
                            .descriptorCount(1)), null, handle), "vkCreateDescriptorPool");
            pool = handle.get(0);
            check(vkAllocateDescriptorSets(device, VkDescriptorSetAllocateInfo.calloc(stack).sType$Default()
                    .descriptorPool(pool).pSetLayouts(stack.longs(setLayout)), handle), "vkAllocateDescriptorSets");
            set = handle.get(0);
            vkUpdateDescriptorSets(device, VkWriteDescriptorSet.calloc(1, stack).sType$Default().dstSet(set)
                    .dstBinding(0).descriptorType(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER).descriptorCount(1)
                    .pBufferInfo(VkDescriptorBufferInfo.calloc(1, stack).buffer(buffer).offset(0)
                            .range(VK_WHOLE_SIZE)), null);
        }
    }

    private static byte[] spirv() {
        try (InputStream in = LwjglCompute.class.getResourceAsStream(SHADER)) {
            if (in == null) {
                throw new IllegalStateException(SHADER + " is missing");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the validation layer reported as errors so far; always empty without the layer. */
    List<String> validationErrors() {
        return List.copyOf(errors);
    }

    /** Sends {@code message} as an error through {@code vkSubmitDebugUtilsMessageEXT}, as the layer's own are. */
    void sendError(String message) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            vkSubmitDebugUtilsMessageEXT(instance, VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
                    VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT, VkDebugUtilsMessengerCallbackDataEXT.calloc(stack)
                            .sType$Default().pMessage(stack.UTF8(message)));
        }
    }

    /** The buffer's elements, as the host sees them once the work that wrote them is known to be done. */
    IntBuffer values() {
        return values;
    }

    /**
     * Records the dispatch into {@code commandBuffer} (a {@code VkCommandBuffer} address in the recording state),
     * then a barrier that makes its writes visible to the host.
     */
    void recordDispatch(long commandBuffer, int iterations) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            VkCommandBuffer commands = new VkCommandBuffer(commandBuffer, device);
            vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
            vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, stack.longs(set), null);
            vkCmdPushConstants(commands, layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, stack.ints(iterations));
            vkCmdDispatch(commands, elements / LOCAL_SIZE, 1, 1);
            vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0,
                    VkMemoryBarrier.calloc(1, stack).sType$Default().srcAccessMask(VK_ACCESS_SHADER_WRITE_BIT)
                            .dstAccessMask(VK_ACCESS_HOST_READ_BIT), null, null);
        }
    }

    /** A batch the program submitted itself: its command pool and the fence it signals. */
    record OwnSubmit(long commandPool, long fence) {
    }

    /**
     * The program's own submit of a dispatch, as code that knows nothing of eventbind makes it: a command buffer of a
     * pool of its own, recorded and handed to {@code vkQueueSubmit} on the queue with a fence of its own.
     */
    OwnSubmit submitOwn(int iterations) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            LongBuffer made = stack.mallocLong(1);
            check(vkCreateCommandPool(device, VkCommandPoolCreateInfo.calloc(stack).sType$Default()
                    .queueFamilyIndex(family), null, made), "vkCreateCommandPool");
            long commandPool = made.get(0);
            PointerBuffer buffers = stack.mallocPointer(1);
            check(vkAllocateCommandBuffers(device, VkCommandBufferAllocateInfo.calloc(stack).sType$Default()
                    .commandPool(commandPool).level(VK_COMMAND_BUFFER_LEVEL_PRIMARY).commandBufferCount(1), buffers),
                    "vkAllocateCommandBuffers");
            VkCommandBuffer commands = new VkCommandBuffer(buffers.get(0), device);
            check(vkBeginCommandBuffer(commands, VkCommandBufferBeginInfo.calloc(stack).sType$Default()
                    .flags(VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT)), "vkBeginCommandBuffer");
            recordDispatch(commands.address(), iterations);
            check(vkEndCommandBuffer(commands), "vkEndCommandBuffer");
            check(vkCreateFence(device, VkFenceCreateInfo.calloc(stack).sType$Default(), null, made), "vkCreateFence");
            long fence = made.get(0);
            check(vkQueueSubmit(queue, VkSubmitInfo.calloc(1, stack).sType$Default()
                    .pCommandBuffers(stack.pointers(commands)), fence), "vkQueueSubmit");
            return new OwnSubmit(commandPool, fence);
        }
    }

    /** A backend borrowing this program's device and queue, as a program hands them over. */
    VulkanEvents lendToEventbind() throws DriverException {
        return VulkanQueues.sharing(MemorySegment.ofAddress(physicalDevice.address()),
                MemorySegment.ofAddress(device.address()), family, MemorySegment.ofAddress(queue.address()));
    }

    /** Waits for the program's own batch on its fence, then destroys the fence and the pool. */
    void finish(OwnSubmit own) {
        check(vkWaitForFences(device, own.fence(), true, -1L), "vkWaitForFences");
        vkDestroyFence(device, own.fence(), null);
        vkDestroyCommandPool(device, own.commandPool(), null);
    }

    @Override
    public void close() {
        destroyDevice();
        if (callback != null) {
            vkDestroyDebugUtilsMessengerEXT(instance, messenger, null);
            callback.free();
        }
        vkDestroyInstance(instance, null);
    }

    /**
     * Destroys the device and what this program made on it, once; the messenger stays until {@link #close()}, so
     * what the layer says of the device's destruction is in {@link #validationErrors()}.
     */
    void destroyDevice() {
        if (deviceDestroyed) {
            return;
        }
        deviceDestroyed = true;
        vkDeviceWaitIdle(device);
        vkDestroyDescriptorPool(device, pool, null);
        vkDestroyPipeline(device, pipeline, null);
        vkDestroyPipelineLayout(device, layout, null);
        vkDestroyDescriptorSetLayout(device, setLayout, null);
        vkDestroyShaderModule(device, shader, null);
        vkUnmapMemory(device, memory);
        vkDestroyBuffer(device, buffer, null);
        vkFreeMemory(device, memory, null);
        vkDestroyDevice(device, null);
    }

    private int computeFamily(MemoryStack stack) {
        IntBuffer count = stack.mallocInt(1);
        vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, count, null);
        VkQueueFamilyProperties.Buffer families = VkQueueFamilyProperties.malloc(count.get(0), stack);
        vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, count, families);
        for (int i = 0; i < families.capacity(); i++) {
            if ((families.get(i).queueFlags() & VK_QUEUE_COMPUTE_BIT) != 0) {
                return i;
            }
        }
        return 0; // no family says it computes (the test layer's transfer-only row): the device is still made on it
    }

    private int hostVisible(MemoryStack stack, int allowed) {
        VkPhysicalDeviceMemoryProperties properties = VkPhysicalDeviceMemoryProperties.malloc(stack);
        vkGetPhysicalDeviceMemoryProperties(physicalDevice, properties);
        int wanted = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
        for (int i = 0; i < properties.memoryTypeCount(); i++) {
            if ((allowed & (1 << i)) != 0 && (properties.memoryTypes(i).propertyFlags() & wanted) == wanted) {
                return i;
            }
        }
        throw new IllegalStateException("no host-visible coherent memory type");
    }

    static void check(int result, String call) {
        if (result != VK_SUCCESS) {
            throw new IllegalStateException(call + " returned " + result);
        }
    }
}
