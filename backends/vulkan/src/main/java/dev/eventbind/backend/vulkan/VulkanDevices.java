package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkApplicationInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDeviceCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkDeviceQueueCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkExtensionProperties;
import dev.eventbind.backend.vulkan.VulkanStructs.VkInstanceCreateInfo;
import dev.eventbind.backend.vulkan.VulkanStructs.VkPhysicalDeviceProperties;
import dev.eventbind.backend.vulkan.VulkanStructs.VkPhysicalDeviceVulkan12Features;
import dev.eventbind.backend.vulkan.VulkanStructs.VkPhysicalDeviceVulkan13Features;
import dev.eventbind.backend.vulkan.VulkanStructs.VkQueueFamilyProperties;
import dev.eventbind.binding.DeviceChoice;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.spec.Rank;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Opens the backend's own device: an instance (Vulkan 1.3), the physical device the user named (system property
 * {@value #DEVICE_PROPERTY}, else environment variable {@value #DEVICE_ENV}: part of its name), otherwise the
 * first discrete or integrated GPU, else the first CPU device (lavapipe), else any ({@link DeviceChoice}), those that
 * support Vulkan 1.3 and write timestamps before those that do not (opening on one of those is
 * {@link BackendUnavailableException} saying why); on it a
 * device with timeline semaphores and synchronization2, and one queue of the first compute family that writes
 * timestamps. Each struct is filled and read through {@code VulkanStructs}, at the offsets the header gives it.
 */
final class VulkanDevices {

    static final String DEVICE_PROPERTY = "eventbind.vulkan.device";
    static final String DEVICE_ENV = "EVENTBIND_VULKAN_DEVICE";
    private static final int API_1_3 = (1 << 22) | (3 << 12);
    static final int QUEUE_GRAPHICS = 0x1;
    static final int QUEUE_COMPUTE = 0x2;
    private static final String PORTABILITY_ENUMERATION = "VK_KHR_portability_enumeration";
    private static final String PORTABILITY_SUBSET = "VK_KHR_portability_subset";
    /** {@code VK_INSTANCE_CREATE_ENUMERATE_PORTABILITY_BIT_KHR}. */
    private static final int ENUMERATE_PORTABILITY = 0x1;

    /**
     * A physical device as the backend chooses it.
     *
     * @param handle the {@code VkPhysicalDevice}
     * @param name {@code deviceName}
     * @param type {@code VkPhysicalDeviceType}: 1 integrated, 2 discrete, 4 CPU
     * @param apiVersion the Vulkan version it supports
     * @param family the first compute queue family with {@code timestampValidBits > 0}; -1 when none
     * @param familyFlags that family's {@code queueFlags}; 0 when none
     * @param validBits that family's {@code timestampValidBits}
     * @param periodNanos {@code timestampPeriod}: nanoseconds per timestamp tick
     * @param families how many queue families the device has
     */
    record Physical(MemorySegment handle, String name, int type, int apiVersion, int family, int familyFlags,
            int validBits, float periodNanos, int families) {

        String describe() {
            return name + " (Vulkan " + major() + "." + minor() + "." + (apiVersion & 0xFFF) + ", "
                    + List.of("other", "integrated GPU", "discrete GPU", "virtual GPU", "CPU").get(Math.min(type, 4))
                    + ")";
        }

        /**
         * Whether it supports Vulkan 1.3, whose {@code vkQueueSubmit2}, {@code vkCmdWriteTimestamp2},
         * {@code vkCmdPipelineBarrier2} and timeline semaphores every stream and event uses: on an older device the
         * loader may have no function behind those names, and a call through one would end the process.
         */
        boolean supportsVulkan13() {
            return major() > 1 || (major() == 1 && minor() >= 3);
        }

        /** Whether {@code timestampPeriod} is a positive number of nanoseconds, which every span is scaled by. */
        private boolean periodUsable() {
            return periodNanos > 0 && !Float.isInfinite(periodNanos);
        }

        private int major() {
            return (apiVersion >>> 22) & 0x7F;
        }

        private int minor() {
            return (apiVersion >>> 12) & 0x3FF;
        }

        /**
         * Why no backend can run on it, where none can: an API before 1.3, or a {@code timestampPeriod} that is not
         * a positive number of nanoseconds (every span would be scaled by it, to nothing or to no number).
         */
        Optional<String> unsuitable() {
            if (!supportsVulkan13()) {
                return Optional.of(describe() + " supports Vulkan " + major() + "." + minor() + ", and the backend"
                        + " needs 1.3 (vkQueueSubmit2, synchronization2, timeline semaphores)");
            }
            if (!periodUsable()) {
                return Optional.of(describe() + " reports a timestampPeriod of " + periodNanos + " ns: no span its"
                        + " timestamps measure can be converted to time");
            }
            return Optional.empty();
        }

        boolean matches(String wanted) {
            return name.toLowerCase(Locale.ROOT).contains(wanted.toLowerCase(Locale.ROOT));
        }

        int preference() {
            int kind = type == 1 || type == 2 ? 0 : type == 4 ? 1 : 2;
            return supportsVulkan13() && periodUsable() && family >= 0 ? kind : 3 + kind; // one it can run on, first
        }

        /** GPU for an integrated, discrete or virtual GPU; PORTABLE for a CPU device or any other. */
        Rank rank() {
            return type >= 1 && type <= 3 ? Rank.GPU : Rank.PORTABLE;
        }
    }

    private VulkanDevices() {
    }

    static VulkanDevice open(Vulkan vk, StatusConvention status) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            VkInstanceCreateInfo create = VkInstanceCreateInfo.allocate(arena)
                    .pApplicationInfo(VkApplicationInfo.allocate(arena).apiVersion(API_1_3).segment());
            List<String> extensions = new ArrayList<>();
            // A loader that lists portability drivers (MoltenVK) only when asked: asked wherever it can be.
            if (extensions(status, "vkEnumerateInstanceExtensionProperties", (count, properties) ->
                    vk.vkEnumerateInstanceExtensionProperties(MemorySegment.NULL, count, properties))
                    .contains(PORTABILITY_ENUMERATION)) {
                extensions.add(PORTABILITY_ENUMERATION);
                create.flags(ENUMERATE_PORTABILITY);
            }
            if (VulkanValidation.enabled()) {
                extensions.add(VulkanValidation.enable(arena, create));
            }
            names(arena, extensions).ifPresent(names -> create.enabledExtensionCount(extensions.size())
                    .ppEnabledExtensionNames(names));
            MemorySegment out = arena.allocate(ADDRESS);
            int created = vk.vkCreateInstance(create.segment(), MemorySegment.NULL, out);
            if (created == Vulkan.VK_ERROR_INITIALIZATION_FAILED || created == -9 /* INCOMPATIBLE_DRIVER */) {
                throw unavailable("vkCreateInstance: " + status.failure("vkCreateInstance", created).getMessage());
            }
            status.check("vkCreateInstance", created);
            MemorySegment instance = out.get(ADDRESS, 0);
            MemorySegment messenger = MemorySegment.NULL;
            try {
                if (VulkanValidation.enabled()) {
                    messenger = VulkanValidation.install(vk, status, instance);
                }
                return openOn(vk, status, arena, instance);
            } catch (DriverException | RuntimeException | Error failed) {
                // Each open that fails (a driver too old, no device that fits) leaves nothing: discovery probes again.
                if (messenger.address() != 0) {
                    VulkanValidation.remove(vk, instance, messenger);
                }
                vk.vkDestroyInstance(instance, MemorySegment.NULL);
                throw failed;
            }
        }
    }

    /** The device on the physical device chosen on {@code instance}, destroyed again where a later step fails. */
    private static VulkanDevice openOn(Vulkan vk, StatusConvention status, Arena arena, MemorySegment instance)
            throws DriverException {
        Physical chosen = choose(vk, status, instance);
        Optional<String> unsuitable = chosen.unsuitable();
        if (unsuitable.isPresent()) {
            throw unavailable(unsuitable.get());
        }
        if (chosen.family() < 0) {
            throw unavailable(chosen.describe() + " has no compute queue family that writes timestamps"
                    + " (timestampValidBits 0)");
        }
        List<String> offered = extensions(status, "vkEnumerateDeviceExtensionProperties", (count, properties) ->
                vk.vkEnumerateDeviceExtensionProperties(chosen.handle(), MemorySegment.NULL, count, properties));
        Optional<String> calibration = VulkanCalibration.offered(offered);
        MemorySegment device = create(vk, status, arena, chosen, calibration,
                offered.contains(PORTABILITY_SUBSET));
        try {
            MemorySegment out = arena.allocate(ADDRESS);
            vk.vkGetDeviceQueue(device, chosen.family(), 0, out);
            return new VulkanDevice(vk, instance, device, out.get(ADDRESS, 0), chosen, calibration.map(extension ->
                    VulkanCalibration.resolve(vk, instance, chosen.handle(), device, extension)).orElse(null));
        } catch (RuntimeException | Error failed) {
            vk.vkDestroyDevice(device, MemorySegment.NULL);
            throw failed;
        }
    }

    /**
     * A physical device and the queue family the backend uses on it: {@code wanted}, or the first compute family
     * that writes timestamps when {@code wanted} is negative; the family is -1 when it does not write them.
     */
    static Physical describe(Vulkan vk, MemorySegment physicalDevice, int wanted) {
        try (Arena arena = Arena.ofConfined()) {
            VkPhysicalDeviceProperties properties = VkPhysicalDeviceProperties.allocate(arena);
            vk.vkGetPhysicalDeviceProperties(physicalDevice, properties.segment());
            MemorySegment count = arena.allocate(JAVA_INT);
            vk.vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, count, MemorySegment.NULL);
            MemorySegment families = VkQueueFamilyProperties.array(arena, count.get(JAVA_INT, 0));
            vk.vkGetPhysicalDeviceQueueFamilyProperties(physicalDevice, count, families);
            int family = -1;
            for (int i = count.get(JAVA_INT, 0) - 1; i >= 0; i--) {
                VkQueueFamilyProperties candidate = VkQueueFamilyProperties.at(families, i);
                if (candidate.timestampValidBits() > 0
                        && (wanted < 0 ? (candidate.queueFlags() & QUEUE_COMPUTE) != 0 : i == wanted)) {
                    family = i;
                }
            }
            VkQueueFamilyProperties chosen = family < 0 ? VkQueueFamilyProperties.allocate(arena)
                    : VkQueueFamilyProperties.at(families, family);
            return new Physical(physicalDevice, properties.deviceName(), properties.deviceType(),
                    properties.apiVersion(), family, chosen.queueFlags(), chosen.timestampValidBits(),
                    properties.limitsTimestampPeriod(), count.get(JAVA_INT, 0));
        }
    }

    private static Physical choose(Vulkan vk, StatusConvention status, MemorySegment instance) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(JAVA_INT);
            status.check("vkEnumeratePhysicalDevices", vk.vkEnumeratePhysicalDevices(instance, count,
                    MemorySegment.NULL));
            MemorySegment handles = arena.allocate(ADDRESS, Math.max(1, count.get(JAVA_INT, 0)));
            int listed = vk.vkEnumeratePhysicalDevices(instance, count, handles);
            if (listed != Vulkan.VK_INCOMPLETE) {
                status.check("vkEnumeratePhysicalDevices", listed);
            }
            List<Physical> devices = new ArrayList<>();
            for (int i = 0; i < count.get(JAVA_INT, 0); i++) {
                devices.add(describe(vk, handles.getAtIndex(ADDRESS, i), -1));
            }
            return new DeviceChoice<Physical>("Vulkan", DEVICE_PROPERTY, DEVICE_ENV, Physical::describe, Physical::matches,
                    Physical::preference).choose(devices);
        }
    }

    /**
     * A device with one queue of the chosen family, timeline semaphores and synchronization2 enabled, the
     * calibration extension where the device offers one, and the portability subset where it offers that (a device
     * that offers it must be made with it: MoltenVK's).
     */
    private static MemorySegment create(Vulkan vk, StatusConvention status, Arena arena, Physical chosen,
            Optional<String> calibration, boolean portabilitySubset) throws DriverException {
        VkPhysicalDeviceVulkan12Features features = VkPhysicalDeviceVulkan12Features.allocate(arena)
                .pNext(VkPhysicalDeviceVulkan13Features.allocate(arena).synchronization2(1).segment())
                .timelineSemaphore(1);
        VkDeviceQueueCreateInfo queueInfo = VkDeviceQueueCreateInfo.allocate(arena)
                .queueFamilyIndex(chosen.family()).queueCount(1).pQueuePriorities(arena.allocateFrom(JAVA_FLOAT, 1f));
        VkDeviceCreateInfo create = VkDeviceCreateInfo.allocate(arena).pNext(features.segment())
                .queueCreateInfoCount(1).pQueueCreateInfos(queueInfo.segment());
        List<String> extensions = new ArrayList<>(calibration.stream().toList());
        if (portabilitySubset) {
            extensions.add(PORTABILITY_SUBSET);
        }
        names(arena, extensions).ifPresent(names -> create.enabledExtensionCount(extensions.size())
                .ppEnabledExtensionNames(names));
        MemorySegment out = arena.allocate(ADDRESS);
        status.check("vkCreateDevice", vk.vkCreateDevice(chosen.handle(), create.segment(), MemorySegment.NULL, out));
        return out.get(ADDRESS, 0);
    }

    /** A {@code vkEnumerate*ExtensionProperties} call, for {@link #extensions}. */
    @FunctionalInterface
    interface ExtensionList {
        int list(MemorySegment count, MemorySegment properties);
    }

    /** The names of the extensions {@code list} reports ({@code VkExtensionProperties}: the name first). */
    static List<String> extensions(StatusConvention status, String call, ExtensionList list) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(JAVA_INT);
            status.check(call, list.list(count, MemorySegment.NULL));
            MemorySegment properties = VkExtensionProperties.array(arena, count.get(JAVA_INT, 0));
            int listed = list.list(count, properties);
            if (listed != Vulkan.VK_INCOMPLETE) {
                status.check(call, listed);
            }
            List<String> names = new ArrayList<>();
            for (int i = 0; i < count.get(JAVA_INT, 0); i++) {
                names.add(VkExtensionProperties.at(properties, i).extensionName());
            }
            return names;
        }
    }

    /** The C array of the extensions' names, to enable them; empty for none. */
    private static Optional<MemorySegment> names(Arena arena, List<String> extensions) {
        if (extensions.isEmpty()) {
            return Optional.empty();
        }
        MemorySegment names = arena.allocate(ADDRESS, extensions.size());
        for (int i = 0; i < extensions.size(); i++) {
            names.setAtIndex(ADDRESS, i, arena.allocateFrom(extensions.get(i)));
        }
        return Optional.of(names);
    }

    private static BackendUnavailableException unavailable(String summary) {
        return new BackendUnavailableException("Vulkan", summary, List.of("the loader lists drivers from the ICD"
                + " files VK_DRIVER_FILES / VK_ICD_FILENAMES name (when set) or /usr/share/vulkan/icd.d;"
                + " VK_DRIVER_FILES=" + Optional.ofNullable(System.getenv("VK_DRIVER_FILES")).orElse("(unset)")
                + ", VK_ICD_FILENAMES=" + Optional.ofNullable(System.getenv("VK_ICD_FILENAMES")).orElse("(unset)")),
                null);
    }
}
