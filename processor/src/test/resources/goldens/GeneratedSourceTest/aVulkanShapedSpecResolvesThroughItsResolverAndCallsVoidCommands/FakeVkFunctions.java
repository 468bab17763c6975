package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.ProcAddresses;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.StatusTexts;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;

/**
 * The FakeVk C functions {@link FakeVk} declares, linked with Panama FFM: raw downcalls that take any address.
 *
 * <p>Restricted: {@link #open()} refuses a caller whose module has no native access under
 * {@code --illegal-native-access=deny}, and warns once per module otherwise. The checked API is the
 * {@code EventApi} class of the spec, where it has one.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeVk"
)
public final class FakeVkFunctions implements FakeVk {
    private static final LinkedLibrary LIBRARY = NativeLinker.load(
            new LibraryPlan(
                    "FakeVk",
                    "",
                    List.of("libfakevk.so"),
                    List.of(),
                    List.of(),
                    List.of("lib64", "lib", "bin"),
                    "eventbind.fakevk.library",
                    "EVENTBIND_FAKEVK_LIBRARY"),
            List.of(
                    "vkCreateDevice", "vkGetDeviceProcAddr", "vkGetTimestampFrequencyFAKE",
                            "vkCreateQueryPool", "vkDestroyQueryPool", "vkGetQueryStatusFAKE",
                            "vkWaitForQueryFAKE", "vkGetQueryPoolResults",
                            "vkAllocateCommandBuffers", "vkFreeCommandBuffers",
                            "vkCmdWriteTimestamp", "vkCmdWaitQueriesFAKE",
                            "vkWaitForCommandBufferFAKE"),
            List.of(),
            List.of(
                    "vkGetCalibratedTimestampsEXT", "vkResetQueryPool"));

    private static final String BACKEND = "FakeVk";

    private static final StatusConvention STATUS = StatusConvention.builder(BACKEND)
            .notReady(1, 2)
            .poisoned(-4)
            .table(Map.ofEntries(
                    Map.entry(1, new StatusTexts.Text("VK_NOT_READY")),
                    Map.entry(2, new StatusTexts.Text("VK_TIMEOUT")),
                    Map.entry(-1, new StatusTexts.Text("VK_ERROR_OUT_OF_HOST_MEMORY")),
                    Map.entry(-3, new StatusTexts.Text("VK_ERROR_INITIALIZATION_FAILED")),
                    Map.entry(-4, new StatusTexts.Text("VK_ERROR_DEVICE_LOST")),
                    Map.entry(-8, new StatusTexts.Text("VK_ERROR_FEATURE_NOT_PRESENT")),
                    Map.entry(-13, new StatusTexts.Text("VK_ERROR_UNKNOWN")),
                    Map.entry(-1000011001, new StatusTexts.Text("VK_ERROR_VALIDATION_FAILED_EXT"))))
            .build();

    /**
     * {@code vkGetCalibratedTimestampsEXT}, as the resolver answered it.
     */
    private final MethodHandle calibratedTimestampsHandle;

    /**
     * {@code vkResetQueryPool}, as the resolver answered it.
     */
    private final MethodHandle resetQueryPoolHandle;

    private FakeVkFunctions(MethodHandle calibratedTimestampsHandle,
            MethodHandle resetQueryPoolHandle) {
        this.calibratedTimestampsHandle = calibratedTimestampsHandle;
        this.resetQueryPoolHandle = resetQueryPoolHandle;
    }

    /**
     * The functions, for a caller whose module has native access.
     *
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies illegal native access
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the installed fault plan
     * names a function the spec does not bind or a status it does not know
     */
    @Restricted
    public static FakeVkFunctions open() {
        NativeAccess.checkCaller("FakeVkFunctions.open");
        LIBRARY.ensureReady();
        STATUS.checkFaultPlan(LIBRARY);
        return new FakeVkFunctions(
                        ProcAddresses.unresolved("FakeVk", "vkGetCalibratedTimestampsEXT", "vkGetDeviceProcAddr", VkGetCalibratedTimestampsEXT.DESCRIPTOR),
                        ProcAddresses.unresolved("FakeVk", "vkResetQueryPool", "vkGetDeviceProcAddr", VkResetQueryPool.DESCRIPTOR));
    }

    /**
     * These functions with those reached through {@code vkGetDeviceProcAddr} resolved by it: each is asked for once.
     *
     * @param device what {@code DEVICE_GET} wrote
     * @throws BackendUnavailableException when the resolver answers {@code NULL} for one
     */
    @Restricted
    public FakeVkFunctions resolved(MemorySegment device) {
        NativeAccess.checkCaller("FakeVkFunctions.resolved");
        ProcAddresses resolver = new ProcAddresses("FakeVk", "vkGetDeviceProcAddr(device, %s)", name -> deviceProcAddr(device, name));
        return new FakeVkFunctions(
                        resolver.downcall("vkGetCalibratedTimestampsEXT", VkGetCalibratedTimestampsEXT.DESCRIPTOR, true),
                        resolver.downcall("vkResetQueryPool", VkResetQueryPool.DESCRIPTOR, false));
    }

    /**
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return STATUS;
    }

    /**
     * The linked library: its path, what was tried, and which optional symbols it has.
     */
    public static LinkedLibrary library() {
        return LIBRARY;
    }

    /**
     * {@code VkResult vkCreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo *pCreateInfo, const VkAllocationCallbacks *pAllocator, VkDevice *pDevice)}
     */
    @Override
    public int createDevice(MemorySegment physicalDevice, MemorySegment createInfo,
            MemorySegment allocator, MemorySegment device) {
        try {
            return (int) VkCreateDevice.HANDLE.invokeExact(physicalDevice, createInfo, allocator, device);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code PFN_vkVoidFunction vkGetDeviceProcAddr(VkDevice device, const char *pName)}
     */
    @Override
    public MemorySegment deviceProcAddr(MemorySegment device, MemorySegment name) {
        try {
            return (MemorySegment) VkGetDeviceProcAddr.HANDLE.invokeExact(device, name);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkGetTimestampFrequencyFAKE(VkDevice device, uint64_t *pFrequency)}
     */
    @Override
    public int timestampFrequency(MemorySegment device, MemorySegment hz) {
        try {
            return (int) VkGetTimestampFrequencyFAKE.HANDLE.invokeExact(device, hz);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkGetCalibratedTimestampsEXT(VkDevice device, uint32_t timestampCount, const VkCalibratedTimestampInfoEXT *pTimestampInfos, uint64_t *pTimestamps, uint64_t *pMaxDeviation)}
     */
    @Override
    public int calibratedTimestamps(MemorySegment device, int timestampCount,
            MemorySegment timestampInfos, MemorySegment timestamps, MemorySegment maxDeviation) {
        try {
            return (int) calibratedTimestampsHandle.invokeExact(device, timestampCount, timestampInfos, timestamps, maxDeviation);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkCreateQueryPool(VkDevice device, const VkQueryPoolCreateInfo *pCreateInfo, const VkAllocationCallbacks *pAllocator, VkQueryPool *pQueryPool)}
     */
    @Override
    public int createQueryPool(MemorySegment device, MemorySegment createInfo,
            MemorySegment allocator, MemorySegment queryPool) {
        try {
            return (int) VkCreateQueryPool.HANDLE.invokeExact(device, createInfo, allocator, queryPool);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code void vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool, const VkAllocationCallbacks *pAllocator)}
     */
    @Override
    public void destroyQueryPool(MemorySegment device, MemorySegment queryPool,
            MemorySegment allocator) {
        try {
            VkDestroyQueryPool.HANDLE.invokeExact(device, queryPool, allocator);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code void vkResetQueryPool(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount)}
     */
    @Override
    public void resetQueryPool(MemorySegment device, MemorySegment queryPool, int firstQuery,
            int queryCount) {
        resetQueryPool(device, NativeLinker.address(queryPool), firstQuery, queryCount);
    }

    /**
     * {@code void vkResetQueryPool(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    void resetQueryPool(MemorySegment device, long queryPool, int firstQuery, int queryCount) {
        try {
            resetQueryPoolHandle.invokeExact(device, queryPool, firstQuery, queryCount);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkGetQueryStatusFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query)}
     */
    @Override
    public int queryStatus(MemorySegment device, MemorySegment queryPool, int query) {
        return queryStatus(device, NativeLinker.address(queryPool), query);
    }

    /**
     * {@code VkResult vkGetQueryStatusFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int queryStatus(MemorySegment device, long queryPool, int query) {
        try {
            return (int) VkGetQueryStatusFAKE.HANDLE.invokeExact(device, queryPool, query);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query, uint64_t timeout)}
     */
    @Override
    public int waitForQuery(MemorySegment device, MemorySegment queryPool, int query,
            long timeout) {
        return waitForQuery(device, NativeLinker.address(queryPool), query, timeout);
    }

    /**
     * {@code VkResult vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query, uint64_t timeout)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int waitForQuery(MemorySegment device, long queryPool, int query, long timeout) {
        try {
            return (int) VkWaitForQueryFAKE.HANDLE.invokeExact(device, queryPool, query, timeout);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)}
     */
    @Override
    public int queryPoolResults(MemorySegment device, MemorySegment queryPool, int firstQuery,
            int queryCount, long dataSize, MemorySegment data, long stride, int flags) {
        return queryPoolResults(device, NativeLinker.address(queryPool), firstQuery, queryCount, dataSize, data, stride, flags);
    }

    /**
     * {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int queryPoolResults(MemorySegment device, long queryPool, int firstQuery, int queryCount,
            long dataSize, MemorySegment data, long stride, int flags) {
        try {
            return (int) VkGetQueryPoolResults.HANDLE.invokeExact(device, queryPool, firstQuery, queryCount, dataSize, data, stride, flags);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkAllocateCommandBuffers(VkDevice device, const VkCommandBufferAllocateInfo *pAllocateInfo, VkCommandBuffer *pCommandBuffers)}
     */
    @Override
    public int allocateCommandBuffers(MemorySegment device, MemorySegment allocateInfo,
            MemorySegment commandBuffers) {
        try {
            return (int) VkAllocateCommandBuffers.HANDLE.invokeExact(device, allocateInfo, commandBuffers);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code void vkFreeCommandBuffers(VkDevice device, VkCommandPool commandPool, uint32_t commandBufferCount, const VkCommandBuffer *pCommandBuffers)}
     */
    @Override
    public void freeCommandBuffers(MemorySegment device, MemorySegment commandPool,
            int commandBufferCount, MemorySegment commandBuffers) {
        try {
            VkFreeCommandBuffers.HANDLE.invokeExact(device, commandPool, commandBufferCount, commandBuffers);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code void vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query)}
     */
    @Override
    public void writeTimestamp(MemorySegment commandBuffer, int pipelineStage,
            MemorySegment queryPool, int query) {
        writeTimestamp(NativeLinker.address(commandBuffer), pipelineStage, NativeLinker.address(queryPool), query);
    }

    /**
     * {@code void vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    void writeTimestamp(long commandBuffer, int pipelineStage, long queryPool, int query) {
        try {
            VkCmdWriteTimestamp.HANDLE.invokeExact(commandBuffer, pipelineStage, queryPool, query);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code void vkCmdWaitQueriesFAKE(VkCommandBuffer commandBuffer, uint32_t queryPoolCount, const VkQueryPool *pQueryPools)}
     */
    @Override
    public void waitQueries(MemorySegment commandBuffer, int queryPoolCount,
            MemorySegment queryPools) {
        waitQueries(NativeLinker.address(commandBuffer), queryPoolCount, queryPools);
    }

    /**
     * {@code void vkCmdWaitQueriesFAKE(VkCommandBuffer commandBuffer, uint32_t queryPoolCount, const VkQueryPool *pQueryPools)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    void waitQueries(long commandBuffer, int queryPoolCount, MemorySegment queryPools) {
        try {
            VkCmdWaitQueriesFAKE.HANDLE.invokeExact(commandBuffer, queryPoolCount, queryPools);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkWaitForCommandBufferFAKE(VkDevice device, VkCommandBuffer commandBuffer, uint64_t timeout)}
     */
    @Override
    public int waitForCommandBuffer(MemorySegment device, MemorySegment commandBuffer,
            long timeout) {
        return waitForCommandBuffer(device, NativeLinker.address(commandBuffer), timeout);
    }

    /**
     * {@code VkResult vkWaitForCommandBufferFAKE(VkDevice device, VkCommandBuffer commandBuffer, uint64_t timeout)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int waitForCommandBuffer(MemorySegment device, long commandBuffer, long timeout) {
        try {
            return (int) VkWaitForCommandBufferFAKE.HANDLE.invokeExact(device, commandBuffer, timeout);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code VkResult vkCreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo *pCreateInfo, const VkAllocationCallbacks *pAllocator, VkDevice *pDevice)}
     */
    static final class VkCreateDevice {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkCreateDevice", DESCRIPTOR, false);

        private VkCreateDevice() {
        }
    }

    /**
     * {@code PFN_vkVoidFunction vkGetDeviceProcAddr(VkDevice device, const char *pName)}
     */
    static final class VkGetDeviceProcAddr {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkGetDeviceProcAddr", DESCRIPTOR, false);

        private VkGetDeviceProcAddr() {
        }
    }

    /**
     * {@code VkResult vkGetTimestampFrequencyFAKE(VkDevice device, uint64_t *pFrequency)}
     */
    static final class VkGetTimestampFrequencyFAKE {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkGetTimestampFrequencyFAKE", DESCRIPTOR, true);

        private VkGetTimestampFrequencyFAKE() {
        }
    }

    /**
     * {@code VkResult vkGetCalibratedTimestampsEXT(VkDevice device, uint32_t timestampCount, const VkCalibratedTimestampInfoEXT *pTimestampInfos, uint64_t *pTimestamps, uint64_t *pMaxDeviation)}
     *
     * <p>Reached through the API's resolver, not the library's exports.
     */
    static final class VkGetCalibratedTimestampsEXT {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        private VkGetCalibratedTimestampsEXT() {
        }
    }

    /**
     * {@code VkResult vkCreateQueryPool(VkDevice device, const VkQueryPoolCreateInfo *pCreateInfo, const VkAllocationCallbacks *pAllocator, VkQueryPool *pQueryPool)}
     */
    static final class VkCreateQueryPool {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkCreateQueryPool", DESCRIPTOR, false);

        private VkCreateQueryPool() {
        }
    }

    /**
     * {@code void vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool, const VkAllocationCallbacks *pAllocator)}
     */
    static final class VkDestroyQueryPool {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkDestroyQueryPool", DESCRIPTOR, false);

        private VkDestroyQueryPool() {
        }
    }

    /**
     * {@code void vkResetQueryPool(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount)}
     *
     * <p>Reached through the API's resolver, not the library's exports.
     */
    static final class VkResetQueryPool {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT);

        private VkResetQueryPool() {
        }
    }

    /**
     * {@code VkResult vkGetQueryStatusFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query)}
     */
    static final class VkGetQueryStatusFAKE {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkGetQueryStatusFAKE", DESCRIPTOR, false);

        private VkGetQueryStatusFAKE() {
        }
    }

    /**
     * {@code VkResult vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query, uint64_t timeout)}
     */
    static final class VkWaitForQueryFAKE {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkWaitForQueryFAKE", DESCRIPTOR, false);

        private VkWaitForQueryFAKE() {
        }
    }

    /**
     * {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)}
     */
    static final class VkGetQueryPoolResults {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkGetQueryPoolResults", DESCRIPTOR, false);

        private VkGetQueryPoolResults() {
        }
    }

    /**
     * {@code VkResult vkAllocateCommandBuffers(VkDevice device, const VkCommandBufferAllocateInfo *pAllocateInfo, VkCommandBuffer *pCommandBuffers)}
     */
    static final class VkAllocateCommandBuffers {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkAllocateCommandBuffers", DESCRIPTOR, false);

        private VkAllocateCommandBuffers() {
        }
    }

    /**
     * {@code void vkFreeCommandBuffers(VkDevice device, VkCommandPool commandPool, uint32_t commandBufferCount, const VkCommandBuffer *pCommandBuffers)}
     */
    static final class VkFreeCommandBuffers {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.ofVoid(ValueLayout.ADDRESS, ValueLayout.ADDRESS, ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkFreeCommandBuffers", DESCRIPTOR, false);

        private VkFreeCommandBuffers() {
        }
    }

    /**
     * {@code void vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query)}
     */
    static final class VkCmdWriteTimestamp {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkCmdWriteTimestamp", DESCRIPTOR, false);

        private VkCmdWriteTimestamp() {
        }
    }

    /**
     * {@code void vkCmdWaitQueriesFAKE(VkCommandBuffer commandBuffer, uint32_t queryPoolCount, const VkQueryPool *pQueryPools)}
     */
    static final class VkCmdWaitQueriesFAKE {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.ofVoid(ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkCmdWaitQueriesFAKE", DESCRIPTOR, false);

        private VkCmdWaitQueriesFAKE() {
        }
    }

    /**
     * {@code VkResult vkWaitForCommandBufferFAKE(VkDevice device, VkCommandBuffer commandBuffer, uint64_t timeout)}
     */
    static final class VkWaitForCommandBufferFAKE {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("vkWaitForCommandBufferFAKE", DESCRIPTOR, false);

        private VkWaitForCommandBufferFAKE() {
        }
    }
}
