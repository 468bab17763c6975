/*
 * A Vulkan-shaped fake device (fake_vulkan_core.h): each command buffer is a worker thread running its commands in
 * the order they are recorded (write a timestamp, wait on queries, sleep), with no begin, end or submit; timestamps
 * are queries of query pools, written once until the host resets them with vkResetQueryPool, and read back as
 * ticks of a 25 MHz counter (timestampPeriod 40 ns) of which timestampValidBits = 36 are valid, started half a
 * second before it wraps. vkResetQueryPool and vkGetCalibratedTimestampsEXT are static: only vkGetDeviceProcAddr
 * reaches them, as a Vulkan loader reaches 1.2 and extension functions. What the Vulkan specification leaves
 * undefined or to the validation layers is enforced: a void command that breaks a rule (writing a query that was
 * not reset, resetting one whose write or a queued wait is still pending) is dropped and counted as a validation
 * error; a call with a destroyed handle fails with VK_ERROR_VALIDATION_FAILED_EXT.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fake_vulkan_core.h"

#define FREQUENCY 25000000ULL
#define VALID_BITS 36
#define VALID_MASK ((1ULL << VALID_BITS) - 1)

enum state { AVAILABLE, PENDING, WRITTEN };

struct VkDevice_T {
    int created;
};

struct query {
    enum state state;
    int waiters;
    uint64_t ticks;
};

struct VkQueryPool_T {
    int live;
    uint32_t count;
    struct query *queries;
};

enum kind { TIMESTAMP, WAIT, SLEEP };

struct command {
    enum kind kind;
    VkQueryPool *pools;
    uint32_t count;
    uint64_t nanoseconds;
    struct command *next;
};

struct VkCommandBuffer_T {
    int live;
    int stopping;
    int busy;
    struct command *head;
    struct command *tail;
    pthread_t worker;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static struct VkDevice_T device0 = {0};
static int32_t fail_next;
static int32_t live_query_pools;
static int32_t resets;
static int32_t host_waits;
static uint64_t last_wait_timeout;
static int32_t validation_errors;
static int32_t proc_address_calls;
static uint64_t tick_offset;
static int tick_offset_set;

static uint64_t clock_nanos(clockid_t clock) {
    struct timespec now;
    clock_gettime(clock, &now);
    return (uint64_t) now.tv_sec * 1000000000ULL + (uint64_t) now.tv_nsec;
}

/* The device counter, on CLOCK_MONOTONIC_RAW; the first reading sets it half a second before it wraps. Holds the
 * lock. */
static uint64_t device_ticks(void) {
    uint64_t raw = clock_nanos(CLOCK_MONOTONIC_RAW) / 40;
    if (!tick_offset_set) {
        tick_offset = VALID_MASK + 1 - FREQUENCY / 2 - raw;
        tick_offset_set = 1;
    }
    return (raw + tick_offset) & VALID_MASK;
}

/* Takes the lock and the result a test asked the next call to fail with. */
static VkResult enter(void) {
    pthread_mutex_lock(&lock);
    VkResult result = (VkResult) fail_next;
    fail_next = 0;
    return result;
}

static VkResult leave(VkResult result) {
    pthread_mutex_unlock(&lock);
    return result;
}

static int live_pool(VkQueryPool pool, uint32_t query) {
    return pool != NULL && pool->live && query < pool->count;
}

static int reached(VkQueryPool *pools, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        if (pools[i]->queries[0].state != WRITTEN) {
            return 0;
        }
    }
    return 1;
}

static void deadline_after(struct timespec *deadline, uint64_t nanoseconds) {
    clock_gettime(CLOCK_REALTIME, deadline);
    uint64_t total = (uint64_t) deadline->tv_nsec + nanoseconds % 1000000000ULL;
    deadline->tv_sec += (time_t) (nanoseconds / 1000000000ULL + total / 1000000000ULL);
    deadline->tv_nsec = (long) (total % 1000000000ULL);
}

static void *run_commands(void *argument) {
    VkCommandBuffer buffer = argument;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (buffer->head == NULL && !buffer->stopping) {
            pthread_cond_wait(&changed, &lock);
        }
        if (buffer->head == NULL) {
            break;
        }
        struct command *command = buffer->head;
        buffer->busy = 1;
        if (command->kind == TIMESTAMP) {
            struct query *query = &command->pools[0]->queries[command->count];
            query->state = WRITTEN;
            query->ticks = device_ticks();
        } else if (command->kind == WAIT) {
            while (!reached(command->pools, command->count) && !buffer->stopping) {
                pthread_cond_wait(&changed, &lock);
            }
            for (uint32_t i = 0; i < command->count; i++) {
                command->pools[i]->queries[0].waiters--;
            }
        } else {
            pthread_mutex_unlock(&lock);
            struct timespec pause = {(time_t) (command->nanoseconds / 1000000000ULL),
                                     (long) (command->nanoseconds % 1000000000ULL)};
            while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {
            }
            pthread_mutex_lock(&lock);
        }
        buffer->head = command->next;
        if (buffer->head == NULL) {
            buffer->tail = NULL;
        }
        buffer->busy = 0;
        free(command->pools);
        free(command);
        pthread_cond_broadcast(&changed);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

static void append(VkCommandBuffer buffer, struct command *command) {
    command->next = NULL;
    if (buffer->tail == NULL) {
        buffer->head = command;
    } else {
        buffer->tail->next = command;
    }
    buffer->tail = command;
    pthread_cond_broadcast(&changed);
}

/* Vulkan's timeout convention: 0 asks without waiting, UINT64_MAX waits for ever, VK_TIMEOUT when it expires. */
static VkResult timed_wait(int (*done)(void *), void *what, uint64_t timeout) {
    struct timespec deadline;
    if (timeout != UINT64_MAX) {
        deadline_after(&deadline, timeout);
    }
    while (!done(what)) {
        if (timeout == 0) {
            return VK_TIMEOUT;
        }
        if (timeout == UINT64_MAX) {
            pthread_cond_wait(&changed, &lock);
        } else if (pthread_cond_timedwait(&changed, &lock, &deadline) == ETIMEDOUT && !done(what)) {
            return VK_TIMEOUT;
        }
    }
    return VK_SUCCESS;
}

VKAPI_ATTR VkResult VKAPI_CALL vkCreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo *pCreateInfo,
                                              const VkAllocationCallbacks *pAllocator, VkDevice *pDevice) {
    VkResult result = enter();
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    if (physicalDevice != VK_NULL_HANDLE || pCreateInfo == NULL || pAllocator != NULL || pDevice == NULL
            || pCreateInfo->sType != VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO) {
        return leave(VK_ERROR_VALIDATION_FAILED_EXT);
    }
    device0.created = 1;
    *pDevice = &device0;
    return leave(VK_SUCCESS);
}

static VkResult check_device(VkDevice device) {
    return device == &device0 && device0.created ? VK_SUCCESS : VK_ERROR_VALIDATION_FAILED_EXT;
}

VKAPI_ATTR VkResult VKAPI_CALL vkGetTimestampFrequencyFAKE(VkDevice device, uint64_t *pFrequency) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result == VK_SUCCESS) {
        *pFrequency = FREQUENCY;
    }
    return leave(result);
}

VKAPI_ATTR VkResult VKAPI_CALL vkCreateQueryPool(VkDevice device, const VkQueryPoolCreateInfo *pCreateInfo,
                                                 const VkAllocationCallbacks *pAllocator, VkQueryPool *pQueryPool) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    if (pCreateInfo == NULL || pAllocator != NULL || pQueryPool == NULL
            || pCreateInfo->sType != VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO
            || pCreateInfo->queryType != VK_QUERY_TYPE_TIMESTAMP || pCreateInfo->queryCount == 0) {
        return leave(VK_ERROR_VALIDATION_FAILED_EXT);
    }
    VkQueryPool pool = calloc(1, sizeof(*pool));
    pool->queries = calloc(pCreateInfo->queryCount, sizeof(struct query));
    if (pool->queries == NULL) {
        free(pool);
        return leave(VK_ERROR_OUT_OF_HOST_MEMORY);
    }
    pool->count = pCreateInfo->queryCount;
    pool->live = 1;
    live_query_pools++;
    *pQueryPool = pool;
    return leave(VK_SUCCESS);
}

VKAPI_ATTR void VKAPI_CALL vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool,
                                              const VkAllocationCallbacks *pAllocator) {
    pthread_mutex_lock(&lock);
    if (check_device(device) != VK_SUCCESS || queryPool == NULL || !queryPool->live || pAllocator != NULL) {
        validation_errors++;
    } else {
        /* Kept, marked dead: a later use is a validation error instead of touching freed memory. */
        queryPool->live = 0;
        live_query_pools--;
    }
    pthread_mutex_unlock(&lock);
}

static void reset_query_pool(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount) {
    pthread_mutex_lock(&lock);
    if (check_device(device) != VK_SUCCESS || !live_pool(queryPool, firstQuery)
            || queryCount > queryPool->count - firstQuery) {
        validation_errors++;
        pthread_mutex_unlock(&lock);
        return;
    }
    for (uint32_t i = firstQuery; i < firstQuery + queryCount; i++) {
        if (queryPool->queries[i].state == PENDING || queryPool->queries[i].waiters > 0) {
            /* A queued write or wait still references it: resetting now would hide or lose that write. */
            validation_errors++;
            pthread_mutex_unlock(&lock);
            return;
        }
    }
    for (uint32_t i = firstQuery; i < firstQuery + queryCount; i++) {
        queryPool->queries[i].state = AVAILABLE;
    }
    resets++;
    pthread_mutex_unlock(&lock);
}

VKAPI_ATTR VkResult VKAPI_CALL vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery,
                                                     uint32_t queryCount, size_t dataSize, void *pData,
                                                     VkDeviceSize stride, VkQueryResultFlags flags) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    if (!live_pool(queryPool, firstQuery) || queryCount > queryPool->count - firstQuery || pData == NULL
            || !(flags & VK_QUERY_RESULT_64_BIT) || stride < sizeof(uint64_t)
            || dataSize < stride * (queryCount - 1) + sizeof(uint64_t)
            || (flags & (VK_QUERY_RESULT_WAIT_BIT | VK_QUERY_RESULT_WITH_AVAILABILITY_BIT))) {
        return leave(VK_ERROR_VALIDATION_FAILED_EXT);
    }
    result = VK_SUCCESS;
    for (uint32_t i = 0; i < queryCount; i++) {
        struct query *query = &queryPool->queries[firstQuery + i];
        if (query->state == WRITTEN) {
            memcpy((char *) pData + i * stride, &query->ticks, sizeof(uint64_t));
        } else {
            result = VK_NOT_READY;
        }
    }
    return leave(result);
}

static int query_written(void *pool) {
    return ((VkQueryPool) pool)->queries[0].state == WRITTEN;
}

VKAPI_ATTR VkResult VKAPI_CALL vkGetQueryStatusFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result == VK_SUCCESS && !live_pool(queryPool, query)) {
        result = VK_ERROR_VALIDATION_FAILED_EXT;
    }
    if (result == VK_SUCCESS && queryPool->queries[query].state != WRITTEN) {
        result = VK_NOT_READY;
    }
    return leave(result);
}

VKAPI_ATTR VkResult VKAPI_CALL vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query,
                                                  uint64_t timeout) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result == VK_SUCCESS && (!live_pool(queryPool, query) || query != 0)) {
        result = VK_ERROR_VALIDATION_FAILED_EXT;
    }
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    if (timeout != 0) {
        host_waits++;
        last_wait_timeout = timeout;
    }
    return leave(timed_wait(query_written, queryPool, timeout));
}

VKAPI_ATTR VkResult VKAPI_CALL vkAllocateCommandBuffers(VkDevice device,
                                                        const VkCommandBufferAllocateInfo *pAllocateInfo,
                                                        VkCommandBuffer *pCommandBuffers) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    if (pAllocateInfo == NULL || pCommandBuffers == NULL
            || pAllocateInfo->sType != VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO
            || pAllocateInfo->level != VK_COMMAND_BUFFER_LEVEL_PRIMARY || pAllocateInfo->commandBufferCount == 0) {
        return leave(VK_ERROR_VALIDATION_FAILED_EXT);
    }
    for (uint32_t i = 0; i < pAllocateInfo->commandBufferCount; i++) {
        VkCommandBuffer buffer = calloc(1, sizeof(*buffer));
        if (buffer == NULL || pthread_create(&buffer->worker, NULL, run_commands, buffer) != 0) {
            free(buffer);
            return leave(VK_ERROR_OUT_OF_HOST_MEMORY);
        }
        buffer->live = 1;
        pCommandBuffers[i] = buffer;
    }
    return leave(VK_SUCCESS);
}

static int live_buffer(VkCommandBuffer buffer) {
    return buffer != NULL && buffer->live;
}

VKAPI_ATTR void VKAPI_CALL vkFreeCommandBuffers(VkDevice device, VkCommandPool commandPool,
                                                uint32_t commandBufferCount, const VkCommandBuffer *pCommandBuffers) {
    pthread_mutex_lock(&lock);
    if (check_device(device) != VK_SUCCESS || commandPool != VK_NULL_HANDLE || pCommandBuffers == NULL) {
        validation_errors++;
        pthread_mutex_unlock(&lock);
        return;
    }
    for (uint32_t i = 0; i < commandBufferCount; i++) {
        VkCommandBuffer buffer = pCommandBuffers[i];
        if (!live_buffer(buffer)) {
            validation_errors++;
            continue;
        }
        buffer->live = 0;
        buffer->stopping = 1;
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
        pthread_join(buffer->worker, NULL);
        pthread_mutex_lock(&lock);
    }
    pthread_mutex_unlock(&lock);
}

VKAPI_ATTR void VKAPI_CALL vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage,
                                               VkQueryPool queryPool, uint32_t query) {
    pthread_mutex_lock(&lock);
    if (!live_buffer(commandBuffer) || !live_pool(queryPool, query)
            || pipelineStage != VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT
            || queryPool->queries[query].state != AVAILABLE) {
        /* Written twice without a reset, among others: the write is dropped, as the spec leaves it undefined. */
        validation_errors++;
        pthread_mutex_unlock(&lock);
        return;
    }
    struct command *command = calloc(1, sizeof(*command));
    command->kind = TIMESTAMP;
    command->pools = malloc(sizeof(VkQueryPool));
    command->pools[0] = queryPool;
    command->count = query;
    queryPool->queries[query].state = PENDING;
    append(commandBuffer, command);
    pthread_mutex_unlock(&lock);
}

VKAPI_ATTR void VKAPI_CALL vkCmdWaitQueriesFAKE(VkCommandBuffer commandBuffer, uint32_t queryPoolCount,
                                                const VkQueryPool *pQueryPools) {
    pthread_mutex_lock(&lock);
    int valid = live_buffer(commandBuffer) && (queryPoolCount == 0 || pQueryPools != NULL);
    for (uint32_t i = 0; valid && i < queryPoolCount; i++) {
        valid = live_pool(pQueryPools[i], 0);
    }
    if (!valid) {
        validation_errors++;
        pthread_mutex_unlock(&lock);
        return;
    }
    struct command *command = calloc(1, sizeof(*command));
    command->kind = WAIT;
    command->pools = malloc(sizeof(VkQueryPool) * (queryPoolCount == 0 ? 1 : queryPoolCount));
    memcpy(command->pools, pQueryPools, sizeof(VkQueryPool) * queryPoolCount);
    command->count = queryPoolCount;
    for (uint32_t i = 0; i < queryPoolCount; i++) {
        pQueryPools[i]->queries[0].waiters++;
    }
    append(commandBuffer, command);
    pthread_mutex_unlock(&lock);
}

static int buffer_drained(void *buffer) {
    VkCommandBuffer b = buffer;
    return b->head == NULL && !b->busy;
}

VKAPI_ATTR VkResult VKAPI_CALL vkWaitForCommandBufferFAKE(VkDevice device, VkCommandBuffer commandBuffer,
                                                          uint64_t timeout) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result == VK_SUCCESS && !live_buffer(commandBuffer)) {
        result = VK_ERROR_VALIDATION_FAILED_EXT;
    }
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    return leave(timed_wait(buffer_drained, commandBuffer, timeout));
}

/* Device ticks and CLOCK_MONOTONIC_RAW read together; the deviation is the time between the two reads. */
static VkResult get_calibrated_timestamps(VkDevice device, uint32_t timestampCount,
                                          const VkCalibratedTimestampInfoEXT *pTimestampInfos,
                                          uint64_t *pTimestamps, uint64_t *pMaxDeviation) {
    VkResult result = enter();
    if (result == VK_SUCCESS) {
        result = check_device(device);
    }
    if (result != VK_SUCCESS) {
        return leave(result);
    }
    if (pTimestampInfos == NULL || pTimestamps == NULL || pMaxDeviation == NULL) {
        return leave(VK_ERROR_VALIDATION_FAILED_EXT);
    }
    for (uint32_t i = 0; i < timestampCount; i++) {
        if (pTimestampInfos[i].sType != VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT
                || (pTimestampInfos[i].timeDomain != VK_TIME_DOMAIN_DEVICE_EXT
                    && pTimestampInfos[i].timeDomain != VK_TIME_DOMAIN_CLOCK_MONOTONIC_RAW_EXT)) {
            return leave(VK_ERROR_VALIDATION_FAILED_EXT);
        }
    }
    uint64_t before = clock_nanos(CLOCK_MONOTONIC_RAW);
    for (uint32_t i = 0; i < timestampCount; i++) {
        pTimestamps[i] = pTimestampInfos[i].timeDomain == VK_TIME_DOMAIN_DEVICE_EXT ? device_ticks() : before;
    }
    *pMaxDeviation = clock_nanos(CLOCK_MONOTONIC_RAW) - before + 40;
    return leave(VK_SUCCESS);
}

VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice device, const char *pName) {
    pthread_mutex_lock(&lock);
    proc_address_calls++;
    int valid = check_device(device) == VK_SUCCESS && pName != NULL;
    pthread_mutex_unlock(&lock);
    if (!valid) {
        return NULL;
    }
    if (strcmp(pName, "vkResetQueryPool") == 0) {
        return (PFN_vkVoidFunction) reset_query_pool;
    }
    if (strcmp(pName, "vkGetCalibratedTimestampsEXT") == 0) {
        return (PFN_vkVoidFunction) get_calibrated_timestamps;
    }
    return NULL;
}

VkResult fakevkTestAppendSleep(VkCommandBuffer commandBuffer, uint64_t nanoseconds) {
    pthread_mutex_lock(&lock);
    if (!live_buffer(commandBuffer)) {
        return leave(VK_ERROR_VALIDATION_FAILED_EXT);
    }
    struct command *command = calloc(1, sizeof(*command));
    command->kind = SLEEP;
    command->nanoseconds = nanoseconds;
    append(commandBuffer, command);
    return leave(VK_SUCCESS);
}

void fakevkTestFailNext(int32_t result) {
    pthread_mutex_lock(&lock);
    fail_next = result;
    pthread_mutex_unlock(&lock);
}

void fakevkTestRestartTimer(void) {
    pthread_mutex_lock(&lock);
    tick_offset_set = 0;
    pthread_mutex_unlock(&lock);
}

#define COUNTER(name, variable, type) \
    type name(void) { \
        pthread_mutex_lock(&lock); \
        type value = variable; \
        pthread_mutex_unlock(&lock); \
        return value; \
    }

COUNTER(fakevkTestLiveQueryPools, live_query_pools, int32_t)
COUNTER(fakevkTestResets, resets, int32_t)
COUNTER(fakevkTestHostWaits, host_waits, int32_t)
COUNTER(fakevkTestLastWaitTimeout, last_wait_timeout, uint64_t)
COUNTER(fakevkTestValidationErrors, validation_errors, int32_t)
COUNTER(fakevkTestProcAddressCalls, proc_address_calls, int32_t)
