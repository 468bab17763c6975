package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Implements;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;

/**
 * The OpenCL backend as a spec over {@code CL/cl.h}; the processor generates {@code OpenClEvents} (the
 * {@code EventApi}), {@code OpenClFunctions} (the typed downcalls) and {@code OpenClEventsProvider}.
 *
 * <p>A record enqueues a barrier with an empty wait list and keeps the {@code cl_event} it returns (a barrier,
 * not a marker, so that on an out-of-order queue the stamp also holds back the commands after it, as a marker
 * on an in-order queue does); the generated event is a holder, so a release never races a wait or a read. A host
 * wait is {@code clWaitForEvents} on a list of one, a stream wait a barrier on one, a query reads the execution
 * status, and elapsed time is {@code END(b) - END(a)} of the two commands' {@code CL_PROFILING_COMMAND_END}
 * counters, in nanoseconds. A record does not flush its queue; the generated code flushes it once before another
 * queue waits on the event, a query polls it or a stamp read finds it not reached.
 *
 * <p>Written by hand: the context the backend opens on ({@link Devices} chooses the device; {@code close()}
 * releases the context), the profiling queue's create on it, and the probe's version text (the chosen device's
 * platform and version). Statuses are named from {@code CL/cl.h}, plus the
 * ICD loader's {@code CL_PLATFORM_NOT_FOUND_KHR} and {@code cl_khr_terminate_context}'s
 * {@code CL_CONTEXT_TERMINATED_KHR}; that status and {@code CL_DEVICE_NOT_AVAILABLE} poison the instance. C types map as: handles and pointers to {@link MemorySegment},
 * {@code cl_int} / {@code cl_uint} and the {@code cl_*_info} enums to {@code int}, {@code size_t},
 * {@code cl_ulong} and the {@code cl_bitfield} types to {@code long}. Only {@code clGetEventProfilingInfo} is bound
 * {@code critical}: it copies a timestamp out of a completed event and takes no lock in PoCL; every other call
 * takes a driver lock or can block, and a critical call holds off the JVM's safepoints while it runs.
 */
@EventBackend(
        name = "OpenCL",
        rank = Rank.GPU,
        library = @Library(names = {"libOpenCL.so.1", "libOpenCL.so", "OpenCL.dll"},
                overrideProperty = "eventbind.opencl.library", overrideEnv = "EVENTBIND_OPENCL_LIBRARY",
                loadsByName = "icd:/etc/OpenCL/vendors"),
        header = "CL/cl.h",
        // CL_ also names device types, info queries and flags: the statuses are CL_SUCCESS and the errors, less
        // the negative exponents of cl_platform.h's float limits.
        status = @Status(prefix = "CL_", sign = Status.Sign.NON_POSITIVE,
                exclude = {"CL_FLT_MIN_10_EXP", "CL_FLT_MIN_EXP", "CL_HALF_MIN_10_EXP", "CL_HALF_MIN_EXP",
                    "CL_DBL_MIN_10_EXP", "CL_DBL_MIN_EXP"},
                notReady = OpenCl.CL_PROFILING_INFO_NOT_AVAILABLE,
                // Statuses after which the context is gone for good (docs/backends/opencl.md says why these two
                // and not CL_OUT_OF_RESOURCES or a failed command's status).
                poisoned = {OpenCl.CL_DEVICE_NOT_AVAILABLE, OpenCl.CL_CONTEXT_TERMINATED_KHR},
                codes = {@Code(value = OpenCl.CL_PLATFORM_NOT_FOUND_KHR, name = "CL_PLATFORM_NOT_FOUND_KHR"),
                    @Code(value = OpenCl.CL_CONTEXT_TERMINATED_KHR, name = "CL_CONTEXT_TERMINATED_KHR")}))
public interface OpenCl {

    /** CL_PROFILING_INFO_NOT_AVAILABLE: a stamp read before the command completed. */
    int CL_PROFILING_INFO_NOT_AVAILABLE = -7;
    /** CL_PLATFORM_NOT_FOUND_KHR, the ICD loader's status (in {@code CL/cl_ext.h}): no driver installed. */
    int CL_PLATFORM_NOT_FOUND_KHR = -1001;
    /**
     * CL_DEVICE_NOT_AVAILABLE: the device is no longer available to the context (OpenCL's nearest to a lost
     * device); the instance is poisoned.
     */
    int CL_DEVICE_NOT_AVAILABLE = -2;
    /**
     * CL_CONTEXT_TERMINATED_KHR ({@code cl_khr_terminate_context}, in {@code CL/cl_ext.h}): the context was
     * terminated, and every later call that uses it returns this status; the instance is poisoned.
     */
    int CL_CONTEXT_TERMINATED_KHR = -1121;
    /** CL_EVENT_COMMAND_EXECUTION_STATUS. */
    int CL_EVENT_COMMAND_EXECUTION_STATUS = 0x11D3;
    /** CL_PROFILING_COMMAND_END. */
    int CL_PROFILING_COMMAND_END = 0x1283;
    /** CL_CONTEXT_DEVICES. */
    int CL_CONTEXT_DEVICES = 0x1081;
    /** CL_QUEUE_PROPERTIES, as a property name and as a {@code clGetCommandQueueInfo} parameter. */
    int CL_QUEUE_PROPERTIES = 0x1093;
    /** CL_QUEUE_PROFILING_ENABLE. */
    long CL_QUEUE_PROFILING_ENABLE = 1L << 1;
    /** CL_QUEUE_CONTEXT. */
    int CL_QUEUE_CONTEXT = 0x1090;
    /** CL_QUEUE_DEVICE. */
    int CL_QUEUE_DEVICE = 0x1091;
    /** CL_DEVICE_NOT_FOUND: a platform without devices. */
    int CL_DEVICE_NOT_FOUND = -1;
    /** CL_DEVICE_TYPE_ALL. */
    long CL_DEVICE_TYPE_ALL = 0xFFFFFFFFL;
    /** CL_PLATFORM_NAME. */
    int CL_PLATFORM_NAME = 0x0902;
    /** CL_PLATFORM_VERSION. */
    int CL_PLATFORM_VERSION = 0x0901;
    /** CL_DEVICE_NAME. */
    int CL_DEVICE_NAME = 0x102B;
    /** CL_DEVICE_TYPE. */
    int CL_DEVICE_TYPE = 0x1000;
    /** CL_DEVICE_PROFILING_TIMER_RESOLUTION: the step of the device's profiling counters, in nanoseconds. */
    int CL_DEVICE_PROFILING_TIMER_RESOLUTION = 0x1025;
    /** CL_DEVICE_PLATFORM. */
    int CL_DEVICE_PLATFORM = 0x1031;
    /** CL_MEM_READ_WRITE. */
    long CL_MEM_READ_WRITE = 1L;

    /** {@code clEnqueueBarrierWithWaitList(queue, 0, NULL, &event)}: the barrier's event is the record's. */
    @Bind(value = Op.EVENT_RECORD, symbol = "clEnqueueBarrierWithWaitList")
    int enqueueStamp(MemorySegment queue, @Constant(0) int waitCount, @Constant(0) MemorySegment waitList,
            MemorySegment event);

    /** {@code cl_int clReleaseEvent(cl_event event)} */
    @Bind(value = Op.EVENT_DESTROY, symbol = "clReleaseEvent")
    int releaseEvent(MemorySegment event);

    /** {@code cl_int clWaitForEvents(cl_uint num_events, const cl_event *event_list)}; blocks, and flushes. */
    @Bind(value = Op.EVENT_WAIT, symbol = "clWaitForEvents")
    int waitForEvents(int count, MemorySegment events);

    /** {@code clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, 4, &execution, NULL)} */
    @Bind(value = Op.EVENT_QUERY, symbol = "clGetEventInfo")
    int executionStatus(MemorySegment event, @Constant(CL_EVENT_COMMAND_EXECUTION_STATUS) int name,
            @Constant(4) long size, MemorySegment execution, @Constant(0) MemorySegment sizeReturned);

    /** {@code clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, 8, &nanos, NULL)} */
    @Bind(value = Op.EVENT_TIMESTAMP, symbol = "clGetEventProfilingInfo", nanoseconds = true, critical = true)
    int commandEnd(MemorySegment event, @Constant(CL_PROFILING_COMMAND_END) int name, @Constant(8) long size,
            MemorySegment nanos, @Constant(0) MemorySegment sizeReturned);

    /** {@code clEnqueueBarrierWithWaitList(queue, 1, &event, NULL)} */
    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "clEnqueueBarrierWithWaitList")
    int enqueueWait(MemorySegment queue, int count, MemorySegment events, @Constant(0) MemorySegment event);

    /** {@code cl_int clFlush(cl_command_queue command_queue)} */
    @Bind(value = Op.STREAM_FLUSH, symbol = "clFlush")
    int flush(MemorySegment queue);

    /** {@code cl_int clFinish(cl_command_queue command_queue)}; blocks. */
    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "clFinish")
    int finish(MemorySegment queue);

    /** {@code cl_int clReleaseCommandQueue(cl_command_queue command_queue)} */
    @Bind(value = Op.STREAM_DESTROY, symbol = "clReleaseCommandQueue")
    int releaseQueue(MemorySegment queue);

    /** {@code cl_int clReleaseContext(cl_context context)}, the backend's context, on {@code close()}. */
    @Bind(value = Op.DEVICE_RELEASE, symbol = "clReleaseContext")
    int releaseContext(@From(Op.DEVICE_GET) MemorySegment context);

    /** The platform and version of the device {@link Devices} chooses, for the probe. */
    @Implements(Op.VERSION)
    default String version(StatusConvention status) throws DriverException {
        OpenClDevice device = Devices.choose(this, status);
        return device.platformName() + " " + device.platformVersion();
    }

    /** A context on the device {@link Devices} chooses, made when the backend opens. */
    @Implements(Op.DEVICE_GET)
    default MemorySegment context(StatusConvention status) throws DriverException {
        return Devices.context(this, status);
    }

    /**
     * The rank of the context's device, by its {@code CL_DEVICE_TYPE}: {@code GPU} for a GPU or an accelerator,
     * {@code PORTABLE} for a CPU device such as PoCL's or any other. The probe reports it, and discovery ranks the
     * backend by it (the spec's {@code Rank.GPU} is the best a device reaches).
     */
    @Implements(Op.DEVICE_RANK)
    default Rank deviceRank(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment context)
            throws DriverException {
        return Devices.ofContext(this, status, context).rank();
    }

    /** A profiling-enabled in-order queue on the context's device. */
    @Implements(Op.STREAM_CREATE)
    default MemorySegment streamCreate(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment context)
            throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment device = arena.allocate(ADDRESS);
            status.check("clGetContextInfo", clGetContextInfo(context, CL_CONTEXT_DEVICES,
                    ADDRESS.byteSize(), device, MemorySegment.NULL));
            MemorySegment code = arena.allocate(JAVA_INT);
            MemorySegment queue = clCreateCommandQueueWithProperties(context, device.get(ADDRESS, 0),
                    arena.allocateFrom(JAVA_LONG, CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0L), code);
            status.check("clCreateCommandQueueWithProperties", code.get(JAVA_INT, 0));
            return queue;
        }
    }

    /**
     * {@code cl_int clGetContextInfo(cl_context context, cl_context_info param_name, size_t param_value_size,
     * void *param_value, size_t *param_value_size_ret)}
     */
    @Downcall(symbol = "clGetContextInfo")
    int clGetContextInfo(MemorySegment context, int paramName, long valueSize, MemorySegment value,
            MemorySegment valueSizeRet);

    /** {@code cl_int clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms, cl_uint *num_platforms)} */
    @Downcall(symbol = "clGetPlatformIDs")
    int clGetPlatformIDs(int numEntries, MemorySegment platforms, MemorySegment numPlatforms);

    /**
     * {@code cl_int clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name,
     * size_t param_value_size, void *param_value, size_t *param_value_size_ret)}
     */
    @Downcall(symbol = "clGetPlatformInfo")
    int clGetPlatformInfo(MemorySegment platform, int paramName, long valueSize, MemorySegment value,
            MemorySegment valueSizeRet);

    /**
     * {@code cl_int clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type, cl_uint num_entries,
     * cl_device_id *devices, cl_uint *num_devices)}
     */
    @Downcall(symbol = "clGetDeviceIDs")
    int clGetDeviceIDs(MemorySegment platform, long deviceType, int numEntries, MemorySegment devices,
            MemorySegment numDevices);

    /**
     * {@code cl_int clGetDeviceInfo(cl_device_id device, cl_device_info param_name, size_t param_value_size,
     * void *param_value, size_t *param_value_size_ret)}
     */
    @Downcall(symbol = "clGetDeviceInfo")
    int clGetDeviceInfo(MemorySegment device, int paramName, long valueSize, MemorySegment value,
            MemorySegment valueSizeRet);

    /**
     * {@code cl_context clCreateContext(const cl_context_properties *properties, cl_uint num_devices,
     * const cl_device_id *devices, void (*pfn_notify)(const char *, const void *, size_t, void *),
     * void *user_data, cl_int *errcode_ret)}
     */
    @Downcall(symbol = "clCreateContext")
    MemorySegment clCreateContext(MemorySegment properties, int numDevices, MemorySegment devices,
            MemorySegment notify, MemorySegment userData, MemorySegment errcodeRet);

    /** {@code cl_int clRetainContext(cl_context context)} */
    @Downcall(symbol = "clRetainContext")
    int clRetainContext(MemorySegment context);

    /**
     * {@code cl_command_queue clCreateCommandQueueWithProperties(cl_context context, cl_device_id device,
     * const cl_queue_properties *properties, cl_int *errcode_ret)}
     */
    @Downcall(symbol = "clCreateCommandQueueWithProperties")
    MemorySegment clCreateCommandQueueWithProperties(MemorySegment context, MemorySegment device,
            MemorySegment properties, MemorySegment errcodeRet);

    /**
     * {@code cl_int clGetCommandQueueInfo(cl_command_queue command_queue, cl_command_queue_info param_name,
     * size_t param_value_size, void *param_value, size_t *param_value_size_ret)}
     */
    @Downcall(symbol = "clGetCommandQueueInfo")
    int clGetCommandQueueInfo(MemorySegment queue, int paramName, long valueSize, MemorySegment value,
            MemorySegment valueSizeRet);

    /**
     * {@code cl_int clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list,
     * const cl_event *event_wait_list, cl_event *event)}
     */
    @Downcall(symbol = "clEnqueueMarkerWithWaitList")
    int clEnqueueMarkerWithWaitList(MemorySegment queue, int numEvents, MemorySegment waitList,
            MemorySegment event);

    /** {@code cl_event clCreateUserEvent(cl_context context, cl_int *errcode_ret)} */
    @Downcall(symbol = "clCreateUserEvent")
    MemorySegment clCreateUserEvent(MemorySegment context, MemorySegment errcodeRet);

    /** {@code cl_int clSetUserEventStatus(cl_event event, cl_int execution_status)} */
    @Downcall(symbol = "clSetUserEventStatus")
    int clSetUserEventStatus(MemorySegment event, int executionStatus);

    /** {@code cl_int clRetainEvent(cl_event event)} */
    @Downcall(symbol = "clRetainEvent")
    int clRetainEvent(MemorySegment event);

    /**
     * {@code cl_mem clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size, void *host_ptr,
     * cl_int *errcode_ret)}
     */
    @Downcall(symbol = "clCreateBuffer")
    MemorySegment clCreateBuffer(MemorySegment context, long flags, long size, MemorySegment hostPtr,
            MemorySegment errcodeRet);

    /** {@code cl_int clReleaseMemObject(cl_mem memobj)} */
    @Downcall(symbol = "clReleaseMemObject")
    int clReleaseMemObject(MemorySegment memory);

    /**
     * {@code cl_int clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer, const void *pattern,
     * size_t pattern_size, size_t offset, size_t size, cl_uint num_events_in_wait_list,
     * const cl_event *event_wait_list, cl_event *event)}
     */
    @Downcall(symbol = "clEnqueueFillBuffer")
    int clEnqueueFillBuffer(MemorySegment queue, MemorySegment buffer, MemorySegment pattern, long patternSize,
            long offset, long size, int numEvents, MemorySegment waitList, MemorySegment event);
}
