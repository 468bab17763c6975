package dev.eventbind.backend.vulkan;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Optional;

/**
 * Devices and queues made elsewhere (by LWJGL or C code) and the backend's streams: a backend that borrows such a
 * device and queue, so its streams submit to that queue beside its creator's work; and a submit of a caller's own
 * commands on a stream of the backend, ordered with its records and waits.
 */
public final class VulkanQueues {

    /** Records commands into a command buffer in the recording state ({@code VkCommandBuffer}). */
    @FunctionalInterface
    public interface Commands {
        /**
         * Records the commands.
         *
         * @param commandBuffer the {@code VkCommandBuffer}, for {@code vkCmd*} calls
         * @throws DriverException when a call made to record them fails
         */
        void record(MemorySegment commandBuffer) throws DriverException;
    }

    /**
     * Code that submits to the queue itself ({@code vkQueueSubmit} of the caller's own batches,
     * {@code vkQueueWaitIdle}), with the queue to itself.
     *
     * @param <T> what it returns
     * @param <X> what it throws
     */
    @FunctionalInterface
    public interface QueueAccess<T, X extends Exception> {
        /**
         * Uses the queue.
         *
         * @return its result
         * @throws X its failure
         */
        T run() throws X;
    }

    private VulkanQueues() {
    }

    /**
     * A backend on a device and queue made elsewhere, which it borrows: its streams submit to {@code queue}, and
     * neither the device nor the queue is ever destroyed by eventbind. Its creator keeps both alive while the
     * backend's streams and events live. eventbind submits to {@code queue} on a thread of its own, also after a
     * record returned, and Vulkan asks that a queue's submits be externally synchronized: so while the backend is
     * open, its creator submits its work on a stream with {@link #submit} or, with its own submit code, inside
     * {@link #withQueue}, never to {@code queue} directly.
     *
     * @param physicalDevice the {@code VkPhysicalDevice} the device was made on
     * @param device the {@code VkDevice}, made on an instance whose {@code apiVersion} is 1.3 or later, with Vulkan
     *     1.3's {@code timelineSemaphore} and {@code synchronization2} features enabled (Vulkan offers no query of
     *     either, so neither is checked: the physical device's own version is)
     * @param queueFamily the family {@code queue} belongs to; it must write timestamps
     * @param queue the {@code VkQueue}
     * @throws IllegalArgumentException when a handle is {@code NULL}, the device is the one eventbind opened itself,
     *     or the device has no such queue family
     * @throws BackendUnavailableException when the physical device supports a Vulkan before 1.3, or the family writes
     *     no timestamps ({@code timestampValidBits} 0) or is neither a graphics nor a compute family
     * @throws IllegalCallerException when the calling module has no native access: the addresses reach the driver
     */
    @Restricted
    public static VulkanEvents sharing(MemorySegment physicalDevice, MemorySegment device, int queueFamily,
            MemorySegment queue) throws DriverException {
        NativeAccess.checkCaller("VulkanQueues.sharing");
        Vulkan vk = VulkanFunctions.open();
        if (physicalDevice.address() == 0 || device.address() == 0 || queue.address() == 0) {
            throw new IllegalArgumentException("no Vulkan device or queue: a handle is NULL");
        }
        if (VulkanDevice.owned(device)) {
            throw new IllegalArgumentException("the Vulkan device " + device + " is the one eventbind opened itself,"
                    + " not one made elsewhere: open its backend with VulkanEvents.open()");
        }
        VulkanDevices.Physical info = VulkanDevices.describe(vk, MemorySegment.ofAddress(physicalDevice.address()),
                queueFamily);
        if (queueFamily < 0 || queueFamily >= info.families()) {
            throw new IllegalArgumentException("queue family " + queueFamily + " of " + info.describe()
                    + " does not exist: the device has " + info.families());
        }
        Optional<String> unsuitable = info.unsuitable();
        if (unsuitable.isPresent()) {
            throw new BackendUnavailableException("Vulkan", unsuitable.get(), List.of("borrow a device and queue"
                    + " of a physical device and instance of Vulkan 1.3 or later"), null);
        }
        if (info.family() < 0) {
            throw new BackendUnavailableException("Vulkan", "queue family " + queueFamily + " of "
                    + info.describe() + " writes no timestamps (timestampValidBits 0): no event on its queue can be"
                    + " timed", List.of("borrow a queue of a family whose VkQueueFamilyProperties.timestampValidBits"
                            + " is above 0"), null);
        }
        if ((info.familyFlags() & (VulkanDevices.QUEUE_GRAPHICS | VulkanDevices.QUEUE_COMPUTE)) == 0) {
            throw new BackendUnavailableException("Vulkan", "queue family " + queueFamily + " of " + info.describe()
                    + " is neither a graphics nor a compute family: a record resets its event's query"
                    + " (vkCmdResetQueryPool), which only such a queue runs", List.of("borrow a queue of a family"
                    + " whose VkQueueFamilyProperties.queueFlags has VK_QUEUE_GRAPHICS_BIT or VK_QUEUE_COMPUTE_BIT"),
                    null);
        }
        VulkanDevice lent = VulkanDevice.lend(vk, MemorySegment.ofAddress(device.address()),
                MemorySegment.ofAddress(queue.address()), info);
        return ScopedValue.where(VulkanDevice.LENT, lent).call(VulkanEvents::open); // its close() gives it back
    }

    /**
     * Records {@code commands} into one of {@code stream}'s command buffers and submits it to the stream's queue,
     * after the events the stream waits for and before anything recorded on the stream later; returns once
     * submitted. {@code commands} may record on the stream again (a nested submit, made first) or destroy it: the
     * stream is then destroyed once this submit was made, before this call returns.
     *
     * @throws DriverException when a call to record or submit fails
     */
    public static void submit(VulkanEvents.Stream stream, Commands commands) throws DriverException {
        VulkanDevice.streamOf(stream.handle()).submit(commands::record);
    }

    /**
     * Runs {@code access} on the calling thread with the queue of {@code stream}'s device to itself, for a program
     * that submits its own batches ({@code vkQueueSubmit} with its own command buffers, semaphores and fences):
     * after every submit eventbind queued before the call, so after the records made before it in submission
     * order, and before every submit queued from then on, which wait for {@code access} to return. Returns what
     * {@code access} returns.
     *
     * <p>Inside {@code access}, records and {@link #submit}s on the device's streams are queued as usual (they are
     * submitted once it returns), and a host wait for one of them that is not reached yet (an event wait, a stream
     * synchronize, a destroy) is an {@link IllegalStateException}, since it could never end; the program's own
     * fences and {@code vkQueueWaitIdle} it may wait for. {@code withQueue} called again inside runs at once.
     *
     * @throws X what {@code access} throws
     * @throws IllegalStateException when the stream was destroyed
     * @throws IllegalArgumentException when the handle is no backend's stream
     */
    public static <T, X extends Exception> T withQueue(VulkanEvents.Stream stream, QueueAccess<T, X> access)
            throws X {
        return VulkanDevice.streamOf(stream.handle()).queue().exclusive(access::run);
    }
}
