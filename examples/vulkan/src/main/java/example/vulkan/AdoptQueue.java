package example.vulkan;

import static org.lwjgl.system.MemoryStack.stackPush;
import static org.lwjgl.vulkan.VK13.*;

import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import dev.eventbind.backend.vulkan.VulkanQueues;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import java.lang.foreign.MemorySegment;
import java.nio.IntBuffer;
import java.nio.LongBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.vulkan.VkApplicationInfo;
import org.lwjgl.vulkan.VkBufferCreateInfo;
import org.lwjgl.vulkan.VkCommandBuffer;
import org.lwjgl.vulkan.VkCommandBufferAllocateInfo;
import org.lwjgl.vulkan.VkCommandBufferBeginInfo;
import org.lwjgl.vulkan.VkCommandPoolCreateInfo;
import org.lwjgl.vulkan.VkDevice;
import org.lwjgl.vulkan.VkDeviceCreateInfo;
import org.lwjgl.vulkan.VkDeviceQueueCreateInfo;
import org.lwjgl.vulkan.VkFenceCreateInfo;
import org.lwjgl.vulkan.VkInstance;
import org.lwjgl.vulkan.VkInstanceCreateInfo;
import org.lwjgl.vulkan.VkMemoryAllocateInfo;
import org.lwjgl.vulkan.VkMemoryRequirements;
import org.lwjgl.vulkan.VkPhysicalDevice;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan12Features;
import org.lwjgl.vulkan.VkPhysicalDeviceVulkan13Features;
import org.lwjgl.vulkan.VkQueue;
import org.lwjgl.vulkan.VkQueueFamilyProperties;
import org.lwjgl.vulkan.VkSubmitInfo;

/**
 * A program that drives Vulkan itself with LWJGL (its instance, device, queue, buffer and command buffers, its
 * {@code vkQueueSubmit} and fences) and lends its queue to eventbind to time what it submits: two fills of its buffer,
 * one sixteen times the other, each inside a profiler window, three times each. It prints each window's device time
 * and bound, and fails when the larger fill's fastest window is not longer than the smaller's: on a CPU driver
 * (lavapipe) on a busy machine, one window of the small fill has read up to 4.5 ms, as long as the large fill's.
 */
public final class AdoptQueue {

    private static final long SMALL = 4L << 20;
    private static final long LARGE = 64L << 20;
    private static final int ROUNDS = 3;

    private final VkInstance instance;
    private final VkPhysicalDevice physicalDevice;
    private final VkDevice device;
    private final int family;
    private final VkQueue queue;
    private final long buffer;
    private final long memory;

    private AdoptQueue() {
        try (MemoryStack stack = stackPush()) {
            PointerBuffer pointer = stack.mallocPointer(1);
            VkInstanceCreateInfo instanceInfo = VkInstanceCreateInfo.calloc(stack).sType$Default()
                    .pApplicationInfo(VkApplicationInfo.calloc(stack).sType$Default().apiVersion(VK_API_VERSION_1_3));
            check(vkCreateInstance(instanceInfo, null, pointer), "vkCreateInstance");
            instance = new VkInstance(pointer.get(0), instanceInfo);
            IntBuffer count = stack.ints(1);
            int found = vkEnumeratePhysicalDevices(instance, count, pointer);
            if (found != VK_INCOMPLETE) {
                check(found, "vkEnumeratePhysicalDevices");
            }
            if (count.get(0) == 0) {
                throw new IllegalStateException("no Vulkan device");
            }
            physicalDevice = new VkPhysicalDevice(pointer.get(0), instance);
            family = timedComputeFamily(stack);
            // eventbind's streams need timeline semaphores and synchronization2 (Vulkan 1.3 core features).
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

            LongBuffer made = stack.mallocLong(1);
            check(vkCreateBuffer(device, VkBufferCreateInfo.calloc(stack).sType$Default().size(LARGE)
                    .usage(VK_BUFFER_USAGE_TRANSFER_DST_BIT).sharingMode(VK_SHARING_MODE_EXCLUSIVE), null, made),
                    "vkCreateBuffer");
            buffer = made.get(0);
            VkMemoryRequirements needs = VkMemoryRequirements.malloc(stack);
            vkGetBufferMemoryRequirements(device, buffer, needs);
            check(vkAllocateMemory(device, VkMemoryAllocateInfo.calloc(stack).sType$Default()
                    .allocationSize(needs.size())
                    .memoryTypeIndex(Integer.numberOfTrailingZeros(needs.memoryTypeBits())), null, made),
                    "vkAllocateMemory");
            memory = made.get(0);
            check(vkBindBufferMemory(device, buffer, memory, 0), "vkBindBufferMemory");
        }
    }

    public static void main(String[] args) throws Exception {
        AdoptQueue program = new AdoptQueue();
        try {
            program.timeFills();
        } finally {
            program.close();
        }
    }

    /** Lends the device and queue to eventbind, and times two of the program's own fills on it. */
    private void timeFills() throws Exception {
        long small = Long.MAX_VALUE;
        long large = Long.MAX_VALUE;
        try (VulkanEvents events = VulkanQueues.sharing(MemorySegment.ofAddress(physicalDevice.address()),
                MemorySegment.ofAddress(device.address()), family, MemorySegment.ofAddress(queue.address()))) {
            Stream stream = events.streamCreateNonBlocking();
            try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(events)) {
                timeFill(profiler, stream, LARGE); // the first pays for the driver's set-up and the memory's first touch
                for (int round = 0; round < ROUNDS; round++) {
                    small = Math.min(small, timeFill(profiler, stream, SMALL));
                    large = Math.min(large, timeFill(profiler, stream, LARGE));
                }
            } finally {
                events.streamDestroy(stream);
            }
        }
        if (large <= small) {
            throw new IllegalStateException("a fill of " + (LARGE >> 20) + " MiB took at least " + large + " ns of"
                    + " device time, one of " + (SMALL >> 20) + " MiB at least " + small + " ns");
        }
    }

    /** One fill of {@code bytes}, submitted by the program itself inside a window; its device nanoseconds. */
    private long timeFill(EventProfiler<Event, Stream> profiler, Stream stream, long bytes) throws Exception {
        long token = profiler.start(stream, "fill " + (bytes >> 20) + " MiB");
        // The program's own vkQueueSubmit, with the queue to itself: after the window's start, before its end.
        Submitted fill = VulkanQueues.withQueue(stream, () -> submitFill(bytes));
        ProfileResult result = profiler.stop(stream, token).resolve();
        fill.finish();
        long nanos = result.duration().toNanos();
        System.out.printf("fill of %d MiB: %,d ns of device time, placed within %,d ns%n", bytes >> 20, nanos,
                result.boundNanos());
        return nanos;
    }

    /** A command pool and fence of the program's, and the batch they carry. */
    private record Submitted(VkDevice device, long commandPool, long fence) {
        void finish() {
            check(vkWaitForFences(device, fence, true, -1L), "vkWaitForFences");
            vkDestroyFence(device, fence, null);
            vkDestroyCommandPool(device, commandPool, null);
        }
    }

    private Submitted submitFill(long bytes) {
        try (MemoryStack stack = stackPush()) {
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
            vkCmdFillBuffer(commands, buffer, 0, bytes, 0x5eed);
            check(vkEndCommandBuffer(commands), "vkEndCommandBuffer");
            check(vkCreateFence(device, VkFenceCreateInfo.calloc(stack).sType$Default(), null, made), "vkCreateFence");
            long fence = made.get(0);
            check(vkQueueSubmit(queue, VkSubmitInfo.calloc(1, stack).sType$Default()
                    .pCommandBuffers(stack.pointers(commands)), fence), "vkQueueSubmit");
            return new Submitted(device, commandPool, fence);
        }
    }

    /** A queue family with compute that writes timestamps, which eventbind needs to time its queue. */
    private int timedComputeFamily(MemoryStack stack) {
        IntBuffer count = stack.mallocInt(1);
        vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, count, null);
        VkQueueFamilyProperties.Buffer families = VkQueueFamilyProperties.malloc(count.get(0), stack);
        vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, count, families);
        for (int i = 0; i < families.capacity(); i++) {
            VkQueueFamilyProperties family = families.get(i);
            if ((family.queueFlags() & VK_QUEUE_COMPUTE_BIT) != 0 && family.timestampValidBits() > 0) {
                return i;
            }
        }
        throw new IllegalStateException("no compute queue family that writes timestamps");
    }

    private void close() {
        vkDeviceWaitIdle(device);
        vkDestroyBuffer(device, buffer, null);
        vkFreeMemory(device, memory, null);
        vkDestroyDevice(device, null);
        vkDestroyInstance(instance, null);
    }

    private static void check(int result, String call) {
        if (result != VK_SUCCESS) {
            throw new IllegalStateException(call + " returned " + result);
        }
    }
}
