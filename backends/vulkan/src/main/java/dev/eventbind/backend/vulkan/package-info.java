/**
 * The Vulkan backend: {@link dev.eventbind.api.EventApi} over any Vulkan 1.3 driver, Mesa's lavapipe on a CPU
 * included.
 *
 * <p>{@link dev.eventbind.backend.vulkan.Vulkan} is its spec; the eventbind processor generates the backend
 * ({@code VulkanEvents}), its typed downcalls ({@code VulkanFunctions}) and its provider
 * ({@code VulkanEventsProvider}). An event is a timestamp query; a stream a command pool and a timeline semaphore
 * on the device's compute queue. Written by hand: opening the device ({@code VulkanDevices}), the Vulkan calls of
 * the streams' submits and waits ({@code VulkanStream}, under the runtime's
 * {@link dev.eventbind.binding.SubmitQueue}), and devices made elsewhere
 * ({@link dev.eventbind.backend.vulkan.VulkanQueues}).
 *
 * <p>Settings: the library with system property {@code eventbind.vulkan.library} or environment variable
 * {@code EVENTBIND_VULKAN_LIBRARY} (default: {@code libvulkan.so.1}, the loader, which finds drivers through
 * {@code VK_DRIVER_FILES} or {@code VK_ICD_FILENAMES} when set); the device by part of its name with
 * {@code eventbind.vulkan.device} or {@code EVENTBIND_VULKAN_DEVICE} (default: the first discrete or integrated
 * GPU, else the first CPU device).
 */
@NullMarked
package dev.eventbind.backend.vulkan;

import org.jspecify.annotations.NullMarked;
