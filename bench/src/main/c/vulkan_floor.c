/*
 * The Vulkan rows' floor: the calls the Vulkan backend makes for a record, an elapsed read and a window, made from C
 * on the first device the loader lists with a compute queue family that writes timestamps (lavapipe here). Prints one
 * line per operation, "<op> <ns per op> <half the spread of the rounds>", the median of several timed rounds.
 *
 *   vulkanRecord   begin a command buffer, reset a one-query timestamp pool, vkCmdWriteTimestamp2 at ALL_COMMANDS,
 *                  vkCmdPipelineBarrier2 after it, end, vkQueueSubmit2 waiting on the previous value of a timeline
 *                  semaphore and signalling the next; no wait (a vkWaitSemaphores every DRAIN records, and a
 *                  vkGetSemaphoreCounterValue before a command buffer is reused, as the backend does)
 *   vulkanElapsed  two vkGetQueryPoolResults (64-bit, with availability) of queries already written
 *   vulkanWindow   two records, vkWaitSemaphores on the second, both queries read
 *
 * The backend submits on a thread of its own and checks the semaphore before each read; C does neither.
 *
 * usage: vulkan_floor [scale] [rounds]   (scale multiplies the calls per round)
 */
#define _POSIX_C_SOURCE 200809L
#include <vulkan/vulkan.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DRAIN 4096
#define BUFFERS 64
#define MAX_ROUNDS 64

static VkDevice device;
static VkQueue queue;
static VkCommandBuffer buffers[BUFFERS];
static uint64_t buffer_value[BUFFERS];
static VkSemaphore semaphore;
static uint64_t submitted;
static VkQueryPool pools[4];
static uint64_t sink;

static void check(VkResult status, const char *function) {
    if (status != VK_SUCCESS) {
        fprintf(stderr, "vulkan_floor: %s failed with %d\n", function, status);
        exit(2);
    }
}

static uint64_t counter(void) {
    uint64_t value;
    check(vkGetSemaphoreCounterValue(device, semaphore, &value), "vkGetSemaphoreCounterValue");
    return value;
}

static void await(uint64_t value) {
    VkSemaphoreWaitInfo info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO, .semaphoreCount = 1,
        .pSemaphores = &semaphore, .pValues = &value};
    check(vkWaitSemaphores(device, &info, UINT64_MAX), "vkWaitSemaphores");
}

/* One record of the backend's: returns the semaphore value that signals it. */
static uint64_t record(VkQueryPool pool) {
    int slot = (int) (submitted % BUFFERS);
    if (buffer_value[slot] != 0 && counter() < buffer_value[slot]) {
        await(buffer_value[slot]);
    }
    VkCommandBuffer buffer = buffers[slot];
    VkCommandBufferBeginInfo begin = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
        .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    check(vkBeginCommandBuffer(buffer, &begin), "vkBeginCommandBuffer");
    vkCmdResetQueryPool(buffer, pool, 0, 1);
    vkCmdWriteTimestamp2(buffer, VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, pool, 0);
    VkMemoryBarrier2 barrier = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER_2,
        .srcStageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT, .srcAccessMask = VK_ACCESS_2_MEMORY_WRITE_BIT,
        .dstStageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT,
        .dstAccessMask = VK_ACCESS_2_MEMORY_READ_BIT | VK_ACCESS_2_MEMORY_WRITE_BIT};
    VkDependencyInfo dependency = {.sType = VK_STRUCTURE_TYPE_DEPENDENCY_INFO, .memoryBarrierCount = 1,
        .pMemoryBarriers = &barrier};
    vkCmdPipelineBarrier2(buffer, &dependency);
    check(vkEndCommandBuffer(buffer), "vkEndCommandBuffer");
    VkSemaphoreSubmitInfo wait = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO, .semaphore = semaphore,
        .value = submitted, .stageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT};
    VkSemaphoreSubmitInfo signal = wait;
    signal.value = submitted + 1;
    VkCommandBufferSubmitInfo command = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO,
        .commandBuffer = buffer};
    VkSubmitInfo2 submit = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO_2, .waitSemaphoreInfoCount = submitted > 0,
        .pWaitSemaphoreInfos = &wait, .commandBufferInfoCount = 1, .pCommandBufferInfos = &command,
        .signalSemaphoreInfoCount = 1, .pSignalSemaphoreInfos = &signal};
    check(vkQueueSubmit2(queue, 1, &submit, VK_NULL_HANDLE), "vkQueueSubmit2");
    buffer_value[slot] = ++submitted;
    return submitted;
}

static uint64_t stamp(VkQueryPool pool) {
    uint64_t result[2];
    check(vkGetQueryPoolResults(device, pool, 0, 1, sizeof result, result, sizeof result,
            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WITH_AVAILABILITY_BIT), "vkGetQueryPoolResults");
    return result[0];
}

static void op_record(long n) {
    for (long i = 1; i <= n; i++) {
        record(pools[0]);
        if (i % DRAIN == 0) await(submitted);
    }
    await(submitted);
}

static void op_elapsed(long n) {
    for (long i = 0; i < n; i++) sink += stamp(pools[3]) - stamp(pools[2]);
}

static void op_window(long n) {
    for (long i = 0; i < n; i++) {
        record(pools[0]);
        await(record(pools[1]));
        sink += stamp(pools[1]) - stamp(pools[0]);
    }
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

static void measure(const char *name, void (*op)(long), long calls, int rounds) {
    double per_call[MAX_ROUNDS];
    op(calls / 10 + 1); /* warm-up */
    for (int r = 0; r < rounds; r++) {
        double start = now_ns();
        op(calls);
        per_call[r] = (now_ns() - start) / calls;
    }
    qsort(per_call, rounds, sizeof per_call[0], compare);
    printf("%s %.2f %.2f\n", name, per_call[rounds / 2], (per_call[rounds - 1] - per_call[0]) / 2);
}

static void open_device(void) {
    VkApplicationInfo app = {.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO, .apiVersion = VK_API_VERSION_1_3};
    VkInstanceCreateInfo create = {.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO, .pApplicationInfo = &app};
    VkInstance instance;
    check(vkCreateInstance(&create, NULL, &instance), "vkCreateInstance");
    uint32_t count = 8;
    VkPhysicalDevice physical[8];
    VkResult listed = vkEnumeratePhysicalDevices(instance, &count, physical);
    if (listed != VK_INCOMPLETE) check(listed, "vkEnumeratePhysicalDevices");
    for (uint32_t d = 0; d < count; d++) {
        uint32_t families = 16;
        VkQueueFamilyProperties properties[16];
        vkGetPhysicalDeviceQueueFamilyProperties(physical[d], &families, properties);
        for (uint32_t f = 0; f < families; f++) {
            if (!(properties[f].queueFlags & VK_QUEUE_COMPUTE_BIT) || properties[f].timestampValidBits == 0) continue;
            VkPhysicalDeviceVulkan13Features features13 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES,
                .synchronization2 = VK_TRUE};
            VkPhysicalDeviceVulkan12Features features12 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
                .pNext = &features13, .timelineSemaphore = VK_TRUE};
            float priority = 1;
            VkDeviceQueueCreateInfo queue_info = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                .queueFamilyIndex = f, .queueCount = 1, .pQueuePriorities = &priority};
            VkDeviceCreateInfo device_info = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, .pNext = &features12,
                .queueCreateInfoCount = 1, .pQueueCreateInfos = &queue_info};
            check(vkCreateDevice(physical[d], &device_info, NULL, &device), "vkCreateDevice");
            vkGetDeviceQueue(device, f, 0, &queue);
            VkCommandPoolCreateInfo pool_info = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT, .queueFamilyIndex = f};
            VkCommandPool command_pool;
            check(vkCreateCommandPool(device, &pool_info, NULL, &command_pool), "vkCreateCommandPool");
            VkCommandBufferAllocateInfo allocate = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                .commandPool = command_pool, .commandBufferCount = BUFFERS};
            check(vkAllocateCommandBuffers(device, &allocate, buffers), "vkAllocateCommandBuffers");
            VkSemaphoreTypeCreateInfo timeline = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO,
                .semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE};
            VkSemaphoreCreateInfo semaphore_info = {.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, .pNext = &timeline};
            check(vkCreateSemaphore(device, &semaphore_info, NULL, &semaphore), "vkCreateSemaphore");
            VkQueryPoolCreateInfo query_info = {.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
                .queryType = VK_QUERY_TYPE_TIMESTAMP, .queryCount = 1};
            for (int p = 0; p < 4; p++) {
                check(vkCreateQueryPool(device, &query_info, NULL, &pools[p]), "vkCreateQueryPool");
            }
            record(pools[2]);
            await(record(pools[3])); /* the two completed queries the elapsed row reads */
            return;
        }
    }
    fprintf(stderr, "vulkan_floor: no device with a compute queue family that writes timestamps\n");
    exit(2);
}

int main(int argc, char **argv) {
    long scale = argc > 1 ? atol(argv[1]) : 1;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    if (scale < 1) scale = 1;
    if (rounds < 1) rounds = 1;
    if (rounds > MAX_ROUNDS) rounds = MAX_ROUNDS;
    open_device();
    measure("vulkanRecord", op_record, 20000 * scale, rounds);
    measure("vulkanElapsed", op_elapsed, 20000 * scale, rounds);
    measure("vulkanWindow", op_window, 2000 * scale, rounds);
    fprintf(stderr, "%llu\n", (unsigned long long) (sink & 1));
    return 0;
}
