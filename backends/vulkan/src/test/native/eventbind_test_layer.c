/*
 * A Vulkan layer for the backend's tests: between the loader and a real driver (lavapipe), it changes what the
 * driver reports so that rows a healthy CPU driver never reaches can run on it. Each change is off unless its
 * environment variable is set in the test JVM's environment:
 *
 *   EVENTBIND_VK_TEST_TIMESTAMP_BITS=N   every queue family reports timestampValidBits N (0: no timestamps), and
 *                                        query results are cut to their low N bits, as such a device writes them
 *   EVENTBIND_VK_TEST_LOSE_AT_SUBMIT=N   the Nth vkQueueSubmit2 and every later one return VK_ERROR_DEVICE_LOST
 *                                        without reaching the driver
 *   EVENTBIND_VK_TEST_API_MINOR=N        every physical device reports Vulkan 1.N (its patch kept) as its apiVersion,
 *                                        as an older driver does
 *   EVENTBIND_VK_TEST_TIMESTAMP_PERIOD=X every physical device reports limits.timestampPeriod X (0: a broken driver's)
 *   EVENTBIND_VK_TEST_QUEUE_FLAGS=N      every queue family reports queueFlags N (4: a transfer-only family)
 *   EVENTBIND_VK_TEST_PORTABILITY_SUBSET=1  every physical device also offers VK_KHR_portability_subset, as
 *                                        MoltenVK's do, and vkCreateDevice fails with VK_ERROR_FEATURE_NOT_PRESENT
 *                                        unless the device is made with it enabled, as Vulkan requires of such a
 *                                        device; the extension is taken out before the driver sees the create.
 *                                        The loader lets an application enable it only under the layer's second
 *                                        manifest, VK_LAYER_EVENTBIND_portability, which declares it
 *
 * One instance and one device at a time, which is what a test JVM makes: the next layer's functions are kept in
 * globals rather than in dispatch tables keyed by handle.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#define EXPORT __attribute__((visibility("default")))

static PFN_vkGetInstanceProcAddr next_instance_proc;
static PFN_vkGetDeviceProcAddr next_device_proc;
static PFN_vkGetPhysicalDeviceQueueFamilyProperties next_families;
static PFN_vkGetPhysicalDeviceQueueFamilyProperties2 next_families2;
static PFN_vkGetPhysicalDeviceProperties next_properties;
static PFN_vkGetPhysicalDeviceProperties2 next_properties2;
static PFN_vkEnumerateDeviceExtensionProperties next_device_extensions;
static PFN_vkQueueSubmit2 next_submit2;
static PFN_vkGetQueryPoolResults next_query_results;
static atomic_long submits;

/* The environment variable as a number, or -1 when it is unset or empty. */
static long setting(const char *name) {
    const char *text = getenv(name);
    return text == NULL || *text == '\0' ? -1 : strtol(text, NULL, 10);
}

static void override_bits(uint32_t count, VkQueueFamilyProperties *families) {
    long bits = setting("EVENTBIND_VK_TEST_TIMESTAMP_BITS");
    long flags = setting("EVENTBIND_VK_TEST_QUEUE_FLAGS");
    for (uint32_t i = 0; families != NULL && i < count; i++) {
        if (bits >= 0) {
            families[i].timestampValidBits = (uint32_t) bits;
        }
        if (flags >= 0) {
            families[i].queueFlags = (VkQueueFlags) flags;
        }
    }
}

static VKAPI_ATTR void VKAPI_CALL families(VkPhysicalDevice device, uint32_t *count,
                                           VkQueueFamilyProperties *properties) {
    next_families(device, count, properties);
    override_bits(*count, properties);
}

static VKAPI_ATTR void VKAPI_CALL families2(VkPhysicalDevice device, uint32_t *count,
                                            VkQueueFamilyProperties2 *properties) {
    next_families2(device, count, properties);
    for (uint32_t i = 0; properties != NULL && i < *count; i++) {
        override_bits(1, &properties[i].queueFamilyProperties);
    }
}

static void override_version(VkPhysicalDeviceProperties *properties) {
    long minor = setting("EVENTBIND_VK_TEST_API_MINOR");
    if (minor >= 0) {
        properties->apiVersion = VK_MAKE_API_VERSION(0, 1, (uint32_t) minor, VK_API_VERSION_PATCH(properties->apiVersion));
    }
    const char *period = getenv("EVENTBIND_VK_TEST_TIMESTAMP_PERIOD");
    if (period != NULL && *period != '\0') {
        properties->limits.timestampPeriod = strtof(period, NULL);
    }
}

static VKAPI_ATTR void VKAPI_CALL properties(VkPhysicalDevice device, VkPhysicalDeviceProperties *out) {
    next_properties(device, out);
    override_version(out);
}

static VKAPI_ATTR void VKAPI_CALL properties2(VkPhysicalDevice device, VkPhysicalDeviceProperties2 *out) {
    next_properties2(device, out);
    override_version(&out->properties);
}

#define PORTABILITY_SUBSET "VK_KHR_portability_subset"

/* The driver's device extensions, and the portability subset after them where the setting asks for it. */
static VKAPI_ATTR VkResult VKAPI_CALL device_extensions(VkPhysicalDevice device, const char *layer, uint32_t *count,
                                                        VkExtensionProperties *properties) {
    if (layer != NULL || setting("EVENTBIND_VK_TEST_PORTABILITY_SUBSET") != 1) {
        return next_device_extensions(device, layer, count, properties);
    }
    uint32_t driver = 0;
    VkResult result = next_device_extensions(device, NULL, &driver, NULL);
    if (result != VK_SUCCESS) {
        return result;
    }
    if (properties == NULL) {
        *count = driver + 1;
        return VK_SUCCESS;
    }
    VkExtensionProperties *all = calloc(driver + 1, sizeof *all);
    if (all == NULL) {
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    }
    result = next_device_extensions(device, NULL, &driver, all);
    if (result == VK_SUCCESS) {
        strcpy(all[driver].extensionName, PORTABILITY_SUBSET);
        all[driver].specVersion = 1;
        uint32_t wanted = *count < driver + 1 ? *count : driver + 1;
        memcpy(properties, all, wanted * sizeof *all);
        *count = wanted;
        result = wanted < driver + 1 ? VK_INCOMPLETE : VK_SUCCESS;
    }
    free(all);
    return result;
}

static VKAPI_ATTR VkResult VKAPI_CALL submit2(VkQueue queue, uint32_t count, const VkSubmitInfo2 *submits_,
                                              VkFence fence) {
    long lose_at = setting("EVENTBIND_VK_TEST_LOSE_AT_SUBMIT");
    long made = atomic_fetch_add(&submits, 1) + 1;
    if (lose_at > 0 && made >= lose_at) {
        return VK_ERROR_DEVICE_LOST;
    }
    return next_submit2(queue, count, submits_, fence);
}

/* Results cut to the reported valid bits, as a device with that many writes them; availability words kept. */
static VKAPI_ATTR VkResult VKAPI_CALL query_results(VkDevice device, VkQueryPool pool, uint32_t first,
                                                    uint32_t count, size_t size, void *data, VkDeviceSize stride,
                                                    VkQueryResultFlags flags) {
    VkResult result = next_query_results(device, pool, first, count, size, data, stride, flags);
    long bits = setting("EVENTBIND_VK_TEST_TIMESTAMP_BITS");
    if (result == VK_SUCCESS && bits > 0 && bits < 64 && (flags & VK_QUERY_RESULT_64_BIT) != 0) {
        for (uint32_t i = 0; i < count; i++) {
            uint64_t *value = (uint64_t *) ((char *) data + i * stride);
            *value &= (UINT64_C(1) << bits) - 1;
        }
    }
    return result;
}

static VKAPI_ATTR VkResult VKAPI_CALL create_instance(const VkInstanceCreateInfo *info,
                                                      const VkAllocationCallbacks *allocator, VkInstance *instance) {
    VkLayerInstanceCreateInfo *link = (VkLayerInstanceCreateInfo *) info->pNext;
    while (link != NULL && !(link->sType == VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO
                             && link->function == VK_LAYER_LINK_INFO)) {
        link = (VkLayerInstanceCreateInfo *) link->pNext;
    }
    if (link == NULL) {
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    PFN_vkGetInstanceProcAddr next = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext; /* the next layer finds its own link */
    PFN_vkCreateInstance create = (PFN_vkCreateInstance) next(VK_NULL_HANDLE, "vkCreateInstance");
    VkResult result = create(info, allocator, instance);
    if (result == VK_SUCCESS) {
        next_instance_proc = next;
        next_families = (PFN_vkGetPhysicalDeviceQueueFamilyProperties) next(
            *instance, "vkGetPhysicalDeviceQueueFamilyProperties");
        next_families2 = (PFN_vkGetPhysicalDeviceQueueFamilyProperties2) next(
            *instance, "vkGetPhysicalDeviceQueueFamilyProperties2");
        next_properties = (PFN_vkGetPhysicalDeviceProperties) next(*instance, "vkGetPhysicalDeviceProperties");
        next_properties2 = (PFN_vkGetPhysicalDeviceProperties2) next(*instance, "vkGetPhysicalDeviceProperties2");
        next_device_extensions = (PFN_vkEnumerateDeviceExtensionProperties) next(
            *instance, "vkEnumerateDeviceExtensionProperties");
    }
    return result;
}

static VKAPI_ATTR VkResult VKAPI_CALL create_device(VkPhysicalDevice physical, const VkDeviceCreateInfo *info,
                                                    const VkAllocationCallbacks *allocator, VkDevice *device) {
    VkLayerDeviceCreateInfo *link = (VkLayerDeviceCreateInfo *) info->pNext;
    while (link != NULL && !(link->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO
                             && link->function == VK_LAYER_LINK_INFO)) {
        link = (VkLayerDeviceCreateInfo *) link->pNext;
    }
    if (link == NULL) {
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    PFN_vkGetInstanceProcAddr next_instance = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    PFN_vkGetDeviceProcAddr next_device = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    PFN_vkCreateDevice create = (PFN_vkCreateDevice) next_instance(VK_NULL_HANDLE, "vkCreateDevice");
    /* The portability subset is this layer's to check and take out: the driver does not know it. */
    const char *kept[64];
    uint32_t count = 0;
    int subset = 0;
    for (uint32_t i = 0; i < info->enabledExtensionCount; i++) {
        if (strcmp(info->ppEnabledExtensionNames[i], PORTABILITY_SUBSET) == 0) {
            subset = 1;
        } else if (count < 64) {
            kept[count++] = info->ppEnabledExtensionNames[i];
        }
    }
    if (!subset && setting("EVENTBIND_VK_TEST_PORTABILITY_SUBSET") == 1) {
        return VK_ERROR_FEATURE_NOT_PRESENT;
    }
    VkDeviceCreateInfo passed = *info;
    passed.enabledExtensionCount = count;
    passed.ppEnabledExtensionNames = count > 0 ? kept : NULL;
    VkResult result = create(physical, &passed, allocator, device);
    if (result == VK_SUCCESS) {
        next_device_proc = next_device;
        next_submit2 = (PFN_vkQueueSubmit2) next_device(*device, "vkQueueSubmit2");
        next_query_results = (PFN_vkGetQueryPoolResults) next_device(*device, "vkGetQueryPoolResults");
    }
    return result;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL device_proc(VkDevice device, const char *name);

/* This layer's own version of a function, or NULL where it passes the call on unchanged. */
static PFN_vkVoidFunction own(const char *name) {
    if (strcmp(name, "vkCreateInstance") == 0) {
        return (PFN_vkVoidFunction) create_instance;
    }
    if (strcmp(name, "vkCreateDevice") == 0) {
        return (PFN_vkVoidFunction) create_device;
    }
    if (strcmp(name, "vkGetPhysicalDeviceQueueFamilyProperties") == 0) {
        return (PFN_vkVoidFunction) families;
    }
    if (strcmp(name, "vkGetPhysicalDeviceQueueFamilyProperties2") == 0
        || strcmp(name, "vkGetPhysicalDeviceQueueFamilyProperties2KHR") == 0) {
        return (PFN_vkVoidFunction) families2;
    }
    if (strcmp(name, "vkGetPhysicalDeviceProperties") == 0) {
        return (PFN_vkVoidFunction) properties;
    }
    if (strcmp(name, "vkGetPhysicalDeviceProperties2") == 0
        || strcmp(name, "vkGetPhysicalDeviceProperties2KHR") == 0) {
        return (PFN_vkVoidFunction) properties2;
    }
    if (strcmp(name, "vkEnumerateDeviceExtensionProperties") == 0) {
        return (PFN_vkVoidFunction) device_extensions;
    }
    if (strcmp(name, "vkGetDeviceProcAddr") == 0) {
        return (PFN_vkVoidFunction) device_proc;
    }
    if (strcmp(name, "vkQueueSubmit2") == 0 || strcmp(name, "vkQueueSubmit2KHR") == 0) {
        return (PFN_vkVoidFunction) submit2;
    }
    if (strcmp(name, "vkGetQueryPoolResults") == 0) {
        return (PFN_vkVoidFunction) query_results;
    }
    return NULL;
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL device_proc(VkDevice device, const char *name) {
    PFN_vkVoidFunction mine = own(name);
    return mine != NULL ? mine : next_device_proc(device, name);
}

static VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL instance_proc(VkInstance instance, const char *name) {
    if (strcmp(name, "vkGetInstanceProcAddr") == 0) {
        return (PFN_vkVoidFunction) instance_proc;
    }
    PFN_vkVoidFunction mine = own(name);
    return mine != NULL ? mine : next_instance_proc(instance, name);
}

EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface *version) {
    if (version->loaderLayerInterfaceVersion < 2) {
        return VK_ERROR_INITIALIZATION_FAILED;
    }
    version->loaderLayerInterfaceVersion = 2;
    version->pfnGetInstanceProcAddr = instance_proc;
    version->pfnGetDeviceProcAddr = device_proc;
    version->pfnGetPhysicalDeviceProcAddr = NULL;
    return VK_SUCCESS;
}
