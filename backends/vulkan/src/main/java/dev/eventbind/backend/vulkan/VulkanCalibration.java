package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkCalibratedTimestampInfoEXT;
import dev.eventbind.api.PairedClock;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.ProcAddresses;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Calibrated timestamps ({@code VK_KHR_calibrated_timestamps}, or {@code VK_EXT_calibrated_timestamps} on drivers
 * before it, same functions under their own suffix): a read of {@code CLOCK_MONOTONIC} and the device's timestamp
 * clock together, where the physical device offers both domains. The functions are reached through
 * {@code vkGetInstanceProcAddr} and {@code vkGetDeviceProcAddr} and called through handles linked here.
 *
 * @param suffix {@code KHR} or {@code EXT}
 * @param read {@code vkGetCalibratedTimestamps*}
 */
@SuppressWarnings("restricted") // function pointers from the driver's resolvers, linked as the generated code links
record VulkanCalibration(String suffix, MethodHandle read) {

    private static final List<String> SUFFIXES = List.of("KHR", "EXT");
    private static final int DOMAIN_DEVICE = 0;
    private static final int DOMAIN_CLOCK_MONOTONIC = 1;

    /** The calibration extension among those the physical device offers, KHR first. */
    static Optional<String> offered(List<String> deviceExtensions) {
        return SUFFIXES.stream().map(suffix -> "VK_" + suffix + "_calibrated_timestamps")
                .filter(deviceExtensions::contains).findFirst();
    }

    /**
     * The calibration of a device made with {@code extension} enabled, or {@code null} where the physical device
     * does not offer both the device and the {@code CLOCK_MONOTONIC} domain, or a function does not resolve.
     */
    static @Nullable VulkanCalibration resolve(Vulkan vk, MemorySegment instance, MemorySegment physical,
            MemorySegment device, String extension) {
        String suffix = extension.substring(3, 6);
        try (Arena arena = Arena.ofConfined()) {
            MethodHandle domains;
            MethodHandle read;
            try {
                domains = new ProcAddresses("Vulkan", "vkGetInstanceProcAddr(instance, %s)",
                        name -> vk.vkGetInstanceProcAddr(instance, name)).downcall(
                                "vkGetPhysicalDeviceCalibrateableTimeDomains" + suffix,
                                FunctionDescriptor.of(JAVA_INT, ADDRESS, ADDRESS, ADDRESS), false);
                read = new ProcAddresses("Vulkan", "vkGetDeviceProcAddr(device, %s)",
                        name -> vk.vkGetDeviceProcAddr(device, name)).downcall("vkGetCalibratedTimestamps" + suffix,
                                FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_INT, ADDRESS, ADDRESS, ADDRESS), false);
            } catch (BackendUnavailableException unresolved) {
                return null; // the driver resolves neither name: no calibrated timestamps here
            }
            MemorySegment count = arena.allocate(JAVA_INT);
            MemorySegment offered = arena.allocate(JAVA_INT, 16);
            count.set(JAVA_INT, 0, 16);
            int result = (int) domains.invokeExact(physical, count, offered);
            boolean device_ = false;
            boolean monotonic = false;
            for (int i = 0; result >= 0 && i < count.get(JAVA_INT, 0); i++) {
                device_ |= offered.getAtIndex(JAVA_INT, i) == DOMAIN_DEVICE;
                monotonic |= offered.getAtIndex(JAVA_INT, i) == DOMAIN_CLOCK_MONOTONIC;
            }
            return device_ && monotonic ? new VulkanCalibration(suffix, read) : null;
        } catch (Error | RuntimeException e) {
            throw e;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /** {@code CLOCK_MONOTONIC} nanoseconds and the device's timestamp ticks, read together. */
    PairedClock.Reading read(StatusConvention status, MemorySegment device) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment infos = VkCalibratedTimestampInfoEXT.array(arena, 2);
            VkCalibratedTimestampInfoEXT.at(infos, 0).timeDomain(DOMAIN_CLOCK_MONOTONIC);
            VkCalibratedTimestampInfoEXT.at(infos, 1).timeDomain(DOMAIN_DEVICE);
            MemorySegment stamps = arena.allocate(JAVA_LONG, 2);
            int result = (int) read.invokeExact(device, 2, infos, stamps, arena.allocate(JAVA_LONG));
            status.check("vkGetCalibratedTimestamps" + suffix, result);
            return new PairedClock.Reading(stamps.getAtIndex(JAVA_LONG, 0), stamps.getAtIndex(JAVA_LONG, 1));
        } catch (Error | RuntimeException | DriverException e) {
            throw e;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }
}
