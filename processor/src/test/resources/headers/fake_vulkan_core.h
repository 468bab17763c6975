/*
 * A small event API declared the way vulkan_core.h declares Vulkan: dispatchable and non-dispatchable handle
 * typedefs, VkResult, create-info structs that start with sType and pNext, VKAPI_ATTR/VKAPI_CALL decorations and
 * PFN_vk typedefs. Its timing is Vulkan's: a timestamp is a query of a query pool, written into a queue with
 * vkCmdWriteTimestamp, read back as 64-bit ticks with vkGetQueryPoolResults (VK_NOT_READY until written), of
 * which timestampValidBits are valid, and reset from the host with vkResetQueryPool before it is written again.
 * vkResetQueryPool (Vulkan 1.2) and vkGetCalibratedTimestampsEXT (VK_EXT_calibrated_timestamps) are reached
 * through vkGetDeviceProcAddr only: the library does not export them.
 *
 * What it leaves out of real Vulkan: instances, physical device enumeration and queues (one physical device,
 * which VK_NULL_HANDLE names); command pools, begin/end and vkQueueSubmit (a command buffer runs each command as
 * it is recorded, on a worker thread of its own, like an immediate command list); fences, semaphores and
 * VkEvent. What real Vulkan does through those, the functions ending in FAKE stand in for: a host wait on a query
 * with a uint64_t timeout, a command buffer waiting on a list of queries, a host wait on a command buffer, the
 * query's reached state, and the timer's frequency (real Vulkan reports timestampPeriod, nanoseconds per tick, in
 * VkPhysicalDeviceLimits). A new query pool is ready to be written, where real Vulkan wants it reset first.
 * The fake library (fakevk.c) implements it; the processor's tests bind it with a spec that has no hand-written op.
 */
#ifndef FAKE_VULKAN_CORE_H
#define FAKE_VULKAN_CORE_H

#include <stddef.h>
#include <stdint.h>

#define VKAPI_ATTR
#define VKAPI_CALL
#define VKAPI_PTR

#define VK_DEFINE_HANDLE(object) typedef struct object##_T *object;
#define VK_DEFINE_NON_DISPATCHABLE_HANDLE(object) typedef struct object##_T *object;
#define VK_NULL_HANDLE 0

typedef uint32_t VkFlags;
typedef uint32_t VkBool32;
typedef uint64_t VkDeviceSize;

VK_DEFINE_HANDLE(VkPhysicalDevice)
VK_DEFINE_HANDLE(VkDevice)
VK_DEFINE_HANDLE(VkCommandBuffer)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkQueryPool)
VK_DEFINE_NON_DISPATCHABLE_HANDLE(VkCommandPool)

typedef enum VkResult {
    VK_SUCCESS = 0,
    VK_NOT_READY = 1,
    VK_TIMEOUT = 2,
    VK_ERROR_OUT_OF_HOST_MEMORY = -1,
    VK_ERROR_INITIALIZATION_FAILED = -3,
    VK_ERROR_DEVICE_LOST = -4,
    VK_ERROR_FEATURE_NOT_PRESENT = -8,
    VK_ERROR_UNKNOWN = -13,
    VK_ERROR_VALIDATION_FAILED_EXT = -1000011001,
    VK_RESULT_MAX_ENUM = 0x7FFFFFFF
} VkResult;

typedef enum VkStructureType {
    VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO = 3,
    VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO = 11,
    VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO = 40,
    VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT = 1000184000,
    VK_STRUCTURE_TYPE_MAX_ENUM = 0x7FFFFFFF
} VkStructureType;

typedef enum VkQueryType {
    VK_QUERY_TYPE_OCCLUSION = 0,
    VK_QUERY_TYPE_PIPELINE_STATISTICS = 1,
    VK_QUERY_TYPE_TIMESTAMP = 2,
    VK_QUERY_TYPE_MAX_ENUM = 0x7FFFFFFF
} VkQueryType;

typedef enum VkQueryResultFlagBits {
    VK_QUERY_RESULT_64_BIT = 0x00000001,
    VK_QUERY_RESULT_WAIT_BIT = 0x00000002,
    VK_QUERY_RESULT_WITH_AVAILABILITY_BIT = 0x00000004,
    VK_QUERY_RESULT_PARTIAL_BIT = 0x00000008,
    VK_QUERY_RESULT_FLAG_BITS_MAX_ENUM = 0x7FFFFFFF
} VkQueryResultFlagBits;
typedef VkFlags VkQueryResultFlags;
typedef VkFlags VkQueryPoolCreateFlags;
typedef VkFlags VkQueryPipelineStatisticFlags;
typedef VkFlags VkDeviceCreateFlags;

typedef enum VkPipelineStageFlagBits {
    VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT = 0x00000001,
    VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT = 0x00002000,
    VK_PIPELINE_STAGE_ALL_COMMANDS_BIT = 0x00010000,
    VK_PIPELINE_STAGE_FLAG_BITS_MAX_ENUM = 0x7FFFFFFF
} VkPipelineStageFlagBits;

typedef enum VkCommandBufferLevel {
    VK_COMMAND_BUFFER_LEVEL_PRIMARY = 0,
    VK_COMMAND_BUFFER_LEVEL_SECONDARY = 1,
    VK_COMMAND_BUFFER_LEVEL_MAX_ENUM = 0x7FFFFFFF
} VkCommandBufferLevel;

typedef enum VkTimeDomainEXT {
    VK_TIME_DOMAIN_DEVICE_EXT = 0,
    VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT = 1,
    VK_TIME_DOMAIN_CLOCK_MONOTONIC_RAW_EXT = 2,
    VK_TIME_DOMAIN_QUERY_PERFORMANCE_COUNTER_EXT = 3,
    VK_TIME_DOMAIN_MAX_ENUM_EXT = 0x7FFFFFFF
} VkTimeDomainEXT;

/* The fake takes no allocator: every pAllocator must be NULL. */
typedef struct VkAllocationCallbacks VkAllocationCallbacks;

typedef struct VkDeviceCreateInfo {
    VkStructureType sType;
    const void *pNext;
    VkDeviceCreateFlags flags;
    uint32_t queueCreateInfoCount;
    const void *pQueueCreateInfos;
    uint32_t enabledLayerCount;
    const char *const *ppEnabledLayerNames;
    uint32_t enabledExtensionCount;
    const char *const *ppEnabledExtensionNames;
    const void *pEnabledFeatures;
} VkDeviceCreateInfo;

typedef struct VkQueryPoolCreateInfo {
    VkStructureType sType;
    const void *pNext;
    VkQueryPoolCreateFlags flags;
    VkQueryType queryType;
    uint32_t queryCount;
    VkQueryPipelineStatisticFlags pipelineStatistics;
} VkQueryPoolCreateInfo;

typedef struct VkCommandBufferAllocateInfo {
    VkStructureType sType;
    const void *pNext;
    VkCommandPool commandPool;
    VkCommandBufferLevel level;
    uint32_t commandBufferCount;
} VkCommandBufferAllocateInfo;

typedef struct VkCalibratedTimestampInfoEXT {
    VkStructureType sType;
    const void *pNext;
    VkTimeDomainEXT timeDomain;
} VkCalibratedTimestampInfoEXT;

typedef void (VKAPI_PTR *PFN_vkVoidFunction)(void);
typedef PFN_vkVoidFunction (VKAPI_PTR *PFN_vkGetDeviceProcAddr)(VkDevice device, const char *pName);
typedef void (VKAPI_PTR *PFN_vkResetQueryPool)(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery,
                                               uint32_t queryCount);
typedef VkResult (VKAPI_PTR *PFN_vkGetCalibratedTimestampsEXT)(VkDevice device, uint32_t timestampCount,
                                                               const VkCalibratedTimestampInfoEXT *pTimestampInfos,
                                                               uint64_t *pTimestamps, uint64_t *pMaxDeviation);

/* Exported, as the Vulkan loader exports the core 1.0 functions. */

VKAPI_ATTR VkResult VKAPI_CALL vkCreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo *pCreateInfo,
                                              const VkAllocationCallbacks *pAllocator, VkDevice *pDevice);

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice device, const char *pName);

VKAPI_ATTR VkResult VKAPI_CALL vkCreateQueryPool(VkDevice device, const VkQueryPoolCreateInfo *pCreateInfo,
                                                 const VkAllocationCallbacks *pAllocator, VkQueryPool *pQueryPool);

VKAPI_ATTR void VKAPI_CALL vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool,
                                              const VkAllocationCallbacks *pAllocator);

VKAPI_ATTR VkResult VKAPI_CALL vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery,
                                                     uint32_t queryCount, size_t dataSize, void *pData,
                                                     VkDeviceSize stride, VkQueryResultFlags flags);

VKAPI_ATTR VkResult VKAPI_CALL vkAllocateCommandBuffers(VkDevice device,
                                                        const VkCommandBufferAllocateInfo *pAllocateInfo,
                                                        VkCommandBuffer *pCommandBuffers);

VKAPI_ATTR void VKAPI_CALL vkFreeCommandBuffers(VkDevice device, VkCommandPool commandPool,
                                                uint32_t commandBufferCount, const VkCommandBuffer *pCommandBuffers);

VKAPI_ATTR void VKAPI_CALL vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage,
                                               VkQueryPool queryPool, uint32_t query);

/* Reached through vkGetDeviceProcAddr only: declared for their prototypes, not exported. */

VKAPI_ATTR void VKAPI_CALL vkResetQueryPool(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery,
                                            uint32_t queryCount);

VKAPI_ATTR VkResult VKAPI_CALL vkGetCalibratedTimestampsEXT(VkDevice device, uint32_t timestampCount,
                                                            const VkCalibratedTimestampInfoEXT *pTimestampInfos,
                                                            uint64_t *pTimestamps, uint64_t *pMaxDeviation);

/* Stand-ins for what real Vulkan does with fences, semaphores and device limits (see above). */

VKAPI_ATTR VkResult VKAPI_CALL vkGetQueryStatusFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query);

VKAPI_ATTR VkResult VKAPI_CALL vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query,
                                                  uint64_t timeout);

VKAPI_ATTR void VKAPI_CALL vkCmdWaitQueriesFAKE(VkCommandBuffer commandBuffer, uint32_t queryPoolCount,
                                                const VkQueryPool *pQueryPools);

VKAPI_ATTR VkResult VKAPI_CALL vkWaitForCommandBufferFAKE(VkDevice device, VkCommandBuffer commandBuffer,
                                                          uint64_t timeout);

VKAPI_ATTR VkResult VKAPI_CALL vkGetTimestampFrequencyFAKE(VkDevice device, uint64_t *pFrequency);

/* Resolvers of the wrong shape, for the processor's error corpus: declared, never defined. */

VKAPI_ATTR void *VKAPI_CALL vkGetDeviceProcAddrData(VkDevice device, const char *pName);

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddrWide(VkDevice device, const uint32_t *pName);

/* Test controls. */

VkResult fakevkTestAppendSleep(VkCommandBuffer commandBuffer, uint64_t nanoseconds);
void fakevkTestFailNext(int32_t result);
void fakevkTestRestartTimer(void);
int32_t fakevkTestLiveQueryPools(void);
int32_t fakevkTestResets(void);
int32_t fakevkTestHostWaits(void);
uint64_t fakevkTestLastWaitTimeout(void);
int32_t fakevkTestValidationErrors(void);
int32_t fakevkTestProcAddressCalls(void);

#endif
