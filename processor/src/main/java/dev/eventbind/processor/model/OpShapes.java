package dev.eventbind.processor.model;

import static dev.eventbind.processor.model.Argument.COUNT;
import static dev.eventbind.processor.model.Argument.DEVIATION;
import static dev.eventbind.processor.model.Argument.DEVICE_TIME;
import static dev.eventbind.processor.model.Argument.END;
import static dev.eventbind.processor.model.Argument.EVENT;
import static dev.eventbind.processor.model.Argument.EVENT_LIST;
import static dev.eventbind.processor.model.Argument.EXECUTION;
import static dev.eventbind.processor.model.Argument.FLAGS;
import static dev.eventbind.processor.model.Argument.FREQUENCY;
import static dev.eventbind.processor.model.Argument.FUNCTION;
import static dev.eventbind.processor.model.Argument.HOST_TIME;
import static dev.eventbind.processor.model.Argument.MILLIS;
import static dev.eventbind.processor.model.Argument.NAME;
import static dev.eventbind.processor.model.Argument.NEW_CONTEXT;
import static dev.eventbind.processor.model.Argument.NEW_DEVICE;
import static dev.eventbind.processor.model.Argument.NEW_EVENT;
import static dev.eventbind.processor.model.Argument.NEW_POOL;
import static dev.eventbind.processor.model.Argument.NEW_STREAM;
import static dev.eventbind.processor.model.Argument.RELEASED_EVENT;
import static dev.eventbind.processor.model.Argument.RELEASED_POOL;
import static dev.eventbind.processor.model.Argument.RELEASED_STREAM;
import static dev.eventbind.processor.model.Argument.RELEASED_STREAM_ARRAY;
import static dev.eventbind.processor.model.Argument.STAMPS;
import static dev.eventbind.processor.model.Argument.RETURNED_EVENT;
import static dev.eventbind.processor.model.Argument.START;
import static dev.eventbind.processor.model.Argument.STATUS;
import static dev.eventbind.processor.model.Argument.STREAM;
import static dev.eventbind.processor.model.Argument.TEXT;
import static dev.eventbind.processor.model.Argument.TICKS;
import static dev.eventbind.processor.model.Argument.TIMEOUT;
import static dev.eventbind.processor.model.Argument.VALID_BITS;
import static dev.eventbind.processor.model.Argument.VERSION;
import static dev.eventbind.processor.model.CType.INT;
import static dev.eventbind.processor.model.CType.POINTER;
import static dev.eventbind.processor.model.CType.VOID;

import dev.eventbind.spec.Op;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The one table of op shapes: for each {@link Op}, the C shapes it accepts, the shorter first, each with a real C
 * API's function of that shape. A shape lists the parameters the {@code EventApi} call fills; a spec method may
 * take more, bound ({@code @From}, {@code @Constant}, {@code @Descriptor}), anywhere among them.
 */
public final class OpShapes {

    private OpShapes() {
    }

    /** The shapes {@code op} accepts, the shorter first. */
    public static List<OpShape> of(Op op) {
        return switch (op) {
            case EVENT_CREATE -> List.of(
                    api(op, "eventCreate", "cudaError_t cudaEventCreate(cudaEvent_t *event)", NEW_EVENT),
                    api(op, "eventCreate", "cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int"
                            + " flags)", NEW_EVENT, FLAGS));
            case STREAM_CREATE -> List.of(
                    api(op, "streamCreateNonBlocking", "cudaError_t cudaStreamCreate(cudaStream_t *pStream)",
                            NEW_STREAM),
                    api(op, "streamCreateNonBlocking", "cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream,"
                            + " unsigned int flags)", NEW_STREAM, FLAGS));
            case EVENT_DESTROY -> List.of(api(op, "eventDestroy", "cudaError_t cudaEventDestroy(cudaEvent_t event)",
                    RELEASED_EVENT),
                    voidApi(op, "eventDestroy", "void vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool, const"
                            + " VkAllocationCallbacks *pAllocator) with device and pAllocator bound", RELEASED_EVENT));
            case EVENT_WAIT -> List.of(
                    api(op, "eventWait", "cudaError_t cudaEventSynchronize(cudaEvent_t event)", EVENT),
                    api(op, "eventWait", "ze_result_t zeEventHostSynchronize(ze_event_handle_t hEvent, uint64_t"
                            + " timeout)", EVENT, TIMEOUT),
                    api(op, "eventWait", "cl_int clWaitForEvents(cl_uint num_events, const cl_event *event_list)",
                            COUNT, EVENT_LIST));
            case EVENT_QUERY -> List.of(
                    api(op, "eventQuery", "cudaError_t cudaEventQuery(cudaEvent_t event)", EVENT),
                    api(op, "eventQuery", "cl_int clGetEventInfo(cl_event event, cl_event_info param_name, size_t"
                            + " param_value_size, void *param_value, size_t *param_value_size_ret) with all but event"
                            + " and param_value a @Constant", EVENT, EXECUTION));
            case STREAM_DESTROY -> List.of(api(op, "streamDestroy", "cudaError_t cudaStreamDestroy(cudaStream_t"
                    + " stream)", RELEASED_STREAM),
                    voidApi(op, "streamDestroy", "void vkFreeCommandBuffers(VkDevice device, VkCommandPool"
                            + " commandPool, uint32_t commandBufferCount, const VkCommandBuffer *pCommandBuffers) with"
                            + " commandBufferCount @Constant(1) and device and commandPool bound",
                            RELEASED_STREAM_ARRAY));
            case STREAM_SYNCHRONIZE -> List.of(
                    api(op, "streamSynchronize", "cudaError_t cudaStreamSynchronize(cudaStream_t stream)", STREAM),
                    api(op, "streamSynchronize", "ze_result_t zeCommandListHostSynchronize(ze_command_list_handle_t"
                            + " hCommandList, uint64_t timeout)", STREAM, TIMEOUT));
            case EVENT_RECORD -> List.of(
                    api(op, "eventRecord", "cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream)",
                            EVENT, STREAM),
                    api(op, "eventRecord", "ze_result_t zeCommandListAppendSignalEvent(ze_command_list_handle_t"
                            + " hCommandList, ze_event_handle_t hEvent)", STREAM, EVENT),
                    api(op, "eventRecord", "cl_int clEnqueueMarkerWithWaitList(cl_command_queue command_queue,"
                            + " cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event) with"
                            + " the wait list a @Constant", STREAM, RETURNED_EVENT),
                    voidApi(op, "eventRecord", "void vkCmdWriteTimestamp(VkCommandBuffer commandBuffer,"
                            + " VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query) with"
                            + " pipelineStage and query a @Constant", STREAM, EVENT));
            case EVENT_ELAPSED -> List.of(api(op, "eventElapsedNanos", "cudaError_t cudaEventElapsedTime(float *ms,"
                    + " cudaEvent_t start, cudaEvent_t end)", MILLIS, START, END));
            case STREAM_WAIT_EVENT -> List.of(
                    api(op, "streamWaitEvent", "CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent,"
                            + " unsigned int Flags) with Flags a @Constant", STREAM, EVENT),
                    api(op, "streamWaitEvent", "cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t"
                            + " event, unsigned int flags)", STREAM, EVENT, FLAGS),
                    api(op, "streamWaitEvent", "ze_result_t zeCommandListAppendWaitOnEvents(ze_command_list_handle_t"
                            + " hCommandList, uint32_t numEvents, ze_event_handle_t *phEvents)", STREAM, COUNT,
                            EVENT_LIST),
                    voidApi(op, "streamWaitEvent", "void vkCmdWaitEvents(VkCommandBuffer commandBuffer, uint32_t"
                            + " eventCount, const VkEvent *pEvents, ...) with the barrier arguments bound", STREAM,
                            COUNT, EVENT_LIST));
            case ERROR_NAME, ERROR_MESSAGE -> List.of(
                    internal(op, POINTER, "const char *cudaGetErrorName(cudaError_t error)", STATUS),
                    internal(op, INT, "CUresult cuGetErrorName(CUresult error, const char **pStr)", STATUS, TEXT));
            case VERSION -> List.of(internal(op, INT, "cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)",
                    VERSION));
            case INIT -> List.of(internal(op, INT, "CUresult cuInit(unsigned int Flags)", FLAGS));
            case DEVICE_GET -> List.of(internal(op, INT, "CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx,"
                    + " CUdevice dev) with dev a @Constant", NEW_DEVICE));
            case DEVICE_RELEASE -> List.of(internal(op, INT, "cl_int clReleaseContext(cl_context context) with"
                    + " context @From(Op.DEVICE_GET)"));
            case EVENT_POOL_CREATE -> List.of(internal(op, INT, "ze_result_t zeEventPoolCreate(ze_context_handle_t"
                    + " hContext, const ze_event_pool_desc_t *desc, uint32_t numDevices, ze_device_handle_t"
                    + " *phDevices, ze_event_pool_handle_t *phEventPool) with all but phEventPool bound", NEW_POOL));
            case EVENT_POOL_DESTROY -> List.of(internal(op, INT, "ze_result_t zeEventPoolDestroy("
                    + "ze_event_pool_handle_t hEventPool)", RELEASED_POOL),
                    internal(op, VOID, "void vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool, const"
                            + " VkAllocationCallbacks *pAllocator) with device and pAllocator bound", RELEASED_POOL));
            case EVENT_RESET -> List.of(internal(op, INT, "ze_result_t zeEventHostReset(ze_event_handle_t hEvent)",
                    EVENT),
                    internal(op, VOID, "void vkResetQueryPool(VkDevice device, VkQueryPool queryPool, uint32_t"
                            + " firstQuery, uint32_t queryCount) with device, firstQuery and queryCount bound", EVENT));
            case EVENT_TIMESTAMP -> List.of(internal(op, INT, "cl_int clGetEventProfilingInfo(cl_event event,"
                    + " cl_profiling_info param_name, size_t param_value_size, void *param_value, size_t"
                    + " *param_value_size_ret) with all but event and param_value a @Constant", EVENT, TICKS));
            case TIMER_FREQUENCY -> List.of(internal(op, INT, "xx_result_t xxDeviceGetTimerFrequency("
                    + "xx_device_handle_t hDevice, uint64_t *pFrequency) with hDevice @From(Op.DEVICE_GET)",
                    FREQUENCY));
            case CONTEXT_CURRENT -> List.of(internal(op, INT, "CUresult cuCtxSetCurrent(CUcontext ctx) with ctx"
                    + " @From(Op.DEVICE_GET)"));
            case STREAM_FLUSH -> List.of(internal(op, INT, "cl_int clFlush(cl_command_queue command_queue)",
                    STREAM));
            case PAIRED_CLOCK -> List.of(internal(op, INT, "ze_result_t zeDeviceGetGlobalTimestamps("
                    + "ze_device_handle_t hDevice, uint64_t *hostTimestamp, uint64_t *deviceTimestamp) with hDevice"
                    + " @From(Op.DEVICE_GET)", HOST_TIME, DEVICE_TIME),
                    internal(op, INT, "VkResult vkGetCalibratedTimestampsEXT(VkDevice device, uint32_t"
                            + " timestampCount, const VkCalibratedTimestampInfoEXT *pTimestampInfos, uint64_t"
                            + " *pTimestamps, uint64_t *pMaxDeviation) with timestampCount @Constant(2) and"
                            + " pTimestampInfos a @Descriptor of two elements, the host's time domain first", STAMPS,
                            DEVIATION));
            case PROC_ADDRESS -> List.of(
                    internal(op, POINTER, "PFN_vkVoidFunction vkGetDeviceProcAddr(VkDevice device, const char *pName)"
                            + " with device @From(Op.DEVICE_GET)", NAME),
                    internal(op, INT, "CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,"
                            + " cuuint64_t flags, CUdriverProcAddressQueryResult *symbolStatus) with all but symbol"
                            + " and pfn a @Constant", NAME, FUNCTION));
            case CONTEXT_CREATE -> List.of(internal(op, INT, "xx_result_t xxContextCreate(xx_device_handle_t"
                    + " hDevice, xx_context_handle_t *phContext) with hDevice @From(Op.DEVICE_GET)", NEW_CONTEXT));
            case CONTEXT_RELEASE -> List.of(internal(op, INT, "ze_result_t zeContextDestroy(ze_context_handle_t"
                    + " hContext) with hContext @From(Op.CONTEXT_CREATE)"));
            case TIMESTAMP_BITS -> List.of(internal(op, INT, "xx_result_t xxDeviceGetTimestampValidBits("
                    + "xx_device_handle_t hDevice, uint32_t *pBits) with hDevice @From(Op.DEVICE_GET)", VALID_BITS));
            // Written by hand only: a device's rank, or its queue family, is read from properties no one C function
            // returns.
            case DEVICE_RANK, QUEUE_FAMILY -> List.of();
        };
    }

    /**
     * The shape of {@code op} a method returning {@code returns} and taking {@code parameters} (its unbound ones)
     * has; the first where two have the same Java types, which the header's roles then decide between.
     */
    public static Optional<OpShape> match(Op op, CType returns, List<CType> parameters) {
        return of(op).stream().filter(shape -> shape.fits(returns, parameters)).findFirst();
    }

    /** The shapes of {@code op} with the same Java types as {@code shape}, {@code shape} first. */
    public static List<OpShape> alike(OpShape shape) {
        return of(shape.op()).stream().filter(other -> other.fits(shape.returns(), shape.parameterTypes()))
                .sorted(Comparator.comparing(other -> !other.equals(shape))).toList();
    }

    /** Every shape of {@code op} in Java types, each on its own line with a real C API's function of that shape. */
    public static String describe(Op op) {
        if (of(op).isEmpty()) {
            return " written by hand only (@Implements), with no C shape to bind";
        }
        return of(op).stream().map(shape -> "\n    " + shape.describe() + ", as " + shape.example())
                .collect(Collectors.joining(" or"));
    }

    private static OpShape api(Op op, String method, String example, Argument... arguments) {
        return new OpShape(op, INT, List.of(arguments), Optional.of(method), example);
    }

    /** A shape whose C function returns {@code void}: it cannot fail, so no status is checked. */
    private static OpShape voidApi(Op op, String method, String example, Argument... arguments) {
        return new OpShape(op, VOID, List.of(arguments), Optional.of(method), example);
    }

    private static OpShape internal(Op op, CType returns, String example, Argument... arguments) {
        return new OpShape(op, returns, List.of(arguments), Optional.empty(), example);
    }
}
