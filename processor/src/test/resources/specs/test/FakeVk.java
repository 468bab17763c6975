package test;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.Descriptor;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Field;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.PairedHostClock;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * A Vulkan-shaped spec with no hand-written op, bound to the fake library the tests build (fake_vulkan_core.h):
 * a device from vkCreateDevice, events that are timestamp queries of their own query pool, reset through
 * vkResetQueryPool, which only vkGetDeviceProcAddr reaches, ticks of a 36-bit counter read with
 * vkGetQueryPoolResults, a paired clock from vkGetCalibratedTimestampsEXT (resolved too) asking for an array of
 * two stamps, void commands, a command buffer freed as an array of one, timeouts and list waits.
 */
@EventBackend(
        name = "FakeVk",
        rank = Rank.GPU,
        library = @Library(
                names = {"libfakevk.so"},
                overrideProperty = "eventbind.fakevk.library",
                overrideEnv = "EVENTBIND_FAKEVK_LIBRARY"),
        status = @Status(
                notReady = {1, 2},
                poisoned = -4,
                codes = {
                    @Code(value = 1, name = "VK_NOT_READY"),
                    @Code(value = 2, name = "VK_TIMEOUT")
                },
                prefix = "VK_ERROR_"),
        header = "fake_vulkan_core.h")
public interface FakeVk {

    /** VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO. */
    int DEVICE_CREATE_INFO = 3;
    /** VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO. */
    int QUERY_POOL_CREATE_INFO = 11;
    /** VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO. */
    int COMMAND_BUFFER_ALLOCATE_INFO = 40;
    /** VK_QUERY_TYPE_TIMESTAMP. */
    int QUERY_TYPE_TIMESTAMP = 2;
    /** VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT. */
    int BOTTOM_OF_PIPE = 0x2000;
    /** VK_QUERY_RESULT_64_BIT. */
    int RESULT_64_BIT = 0x1;
    /** VK_STRUCTURE_TYPE_CALIBRATED_TIMESTAMP_INFO_EXT. */
    int CALIBRATED_TIMESTAMP_INFO = 1000184000;
    /** VK_TIME_DOMAIN_CLOCK_MONOTONIC_RAW_EXT. */
    int TIME_DOMAIN_MONOTONIC_RAW = 2;
    /** VK_TIME_DOMAIN_DEVICE_EXT. */
    int TIME_DOMAIN_DEVICE = 0;

    @Bind(value = Op.DEVICE_GET, symbol = "vkCreateDevice")
    int createDevice(@Constant(0) MemorySegment physicalDevice,
            @Descriptor(record = "VkDeviceCreateInfo", fields = @Field(name = "sType", value = DEVICE_CREATE_INFO))
            MemorySegment createInfo,
            @Constant(0) MemorySegment allocator, MemorySegment device);

    @Bind(value = Op.PROC_ADDRESS, symbol = "vkGetDeviceProcAddr")
    MemorySegment deviceProcAddr(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment name);

    @Bind(value = Op.TIMER_FREQUENCY, symbol = "vkGetTimestampFrequencyFAKE", critical = true)
    int timestampFrequency(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment hz);

    @Bind(value = Op.PAIRED_CLOCK, symbol = "vkGetCalibratedTimestampsEXT", resolved = true, critical = true,
            hostClock = PairedHostClock.CLOCK_MONOTONIC_RAW)
    int calibratedTimestamps(@From(Op.DEVICE_GET) MemorySegment device, @Constant(2) int timestampCount,
            @Descriptor(record = "VkCalibratedTimestampInfoEXT",
                    fields = @Field(name = "sType", value = CALIBRATED_TIMESTAMP_INFO),
                    elements = {
                        @Field(name = "timeDomain", value = TIME_DOMAIN_MONOTONIC_RAW),
                        @Field(name = "timeDomain", value = TIME_DOMAIN_DEVICE)
                    }) MemorySegment timestampInfos,
            MemorySegment timestamps, MemorySegment maxDeviation);

    @Bind(value = Op.EVENT_CREATE, symbol = "vkCreateQueryPool")
    int createQueryPool(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "VkQueryPoolCreateInfo", fields = {
                @Field(name = "sType", value = QUERY_POOL_CREATE_INFO),
                @Field(name = "queryType", value = QUERY_TYPE_TIMESTAMP),
                @Field(name = "queryCount", value = 1)
            }) MemorySegment createInfo,
            @Constant(0) MemorySegment allocator, MemorySegment queryPool);

    @Bind(value = Op.EVENT_DESTROY, symbol = "vkDestroyQueryPool")
    void destroyQueryPool(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment queryPool,
            @Constant(0) MemorySegment allocator);

    @Bind(value = Op.EVENT_RESET, symbol = "vkResetQueryPool", resolved = true)
    void resetQueryPool(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment queryPool,
            @Constant(0) int firstQuery, @Constant(1) int queryCount);

    @Bind(value = Op.EVENT_QUERY, symbol = "vkGetQueryStatusFAKE")
    int queryStatus(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment queryPool, @Constant(0) int query);

    @Bind(value = Op.EVENT_WAIT, symbol = "vkWaitForQueryFAKE")
    int waitForQuery(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment queryPool, @Constant(0) int query,
            long timeout);

    @Bind(value = Op.EVENT_TIMESTAMP, symbol = "vkGetQueryPoolResults", timestampBits = 36)
    int queryPoolResults(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment queryPool,
            @Constant(0) int firstQuery, @Constant(1) int queryCount, @Constant(8) long dataSize, MemorySegment data,
            @Constant(8) long stride, @Constant(RESULT_64_BIT) int flags);

    @Bind(value = Op.STREAM_CREATE, symbol = "vkAllocateCommandBuffers")
    int allocateCommandBuffers(@From(Op.DEVICE_GET) MemorySegment device,
            @Descriptor(record = "VkCommandBufferAllocateInfo", fields = {
                @Field(name = "sType", value = COMMAND_BUFFER_ALLOCATE_INFO),
                @Field(name = "commandBufferCount", value = 1)
            }) MemorySegment allocateInfo,
            MemorySegment commandBuffers);

    @Bind(value = Op.STREAM_DESTROY, symbol = "vkFreeCommandBuffers")
    void freeCommandBuffers(@From(Op.DEVICE_GET) MemorySegment device, @Constant(0) MemorySegment commandPool,
            @Constant(1) int commandBufferCount, MemorySegment commandBuffers);

    @Bind(value = Op.EVENT_RECORD, symbol = "vkCmdWriteTimestamp")
    void writeTimestamp(MemorySegment commandBuffer, @Constant(BOTTOM_OF_PIPE) int pipelineStage,
            MemorySegment queryPool, @Constant(0) int query);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "vkCmdWaitQueriesFAKE")
    void waitQueries(MemorySegment commandBuffer, int queryPoolCount, MemorySegment queryPools);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "vkWaitForCommandBufferFAKE")
    int waitForCommandBuffer(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment commandBuffer, long timeout);
}
