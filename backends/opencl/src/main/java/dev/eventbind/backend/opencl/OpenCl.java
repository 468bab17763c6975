package dev.eventbind.backend.opencl;

import dev.eventbind.spec.Code;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * The OpenCL calls the backend makes, as typed downcalls; the processor generates {@code OpenClFunctions}.
 *
 * <p>OpenCL does not fit the create-then-record event shape of {@link dev.eventbind.spec.EventBackend}: its
 * events come back from enqueues, a queue needs a platform, a device and a context, and elapsed time is two
 * profiling counters. So this spec only names the C functions, and {@link OpenClEvents} spells the event calls
 * on top of them. Its {@code status} has {@code OpenClFunctions.statusConvention()} name every status of
 * {@code CL/cl.h}, and the ICD loader's {@code CL_PLATFORM_NOT_FOUND_KHR}, for the failures the backend reports. C types map as: handles and pointers to {@link MemorySegment}, {@code cl_int} /
 * {@code cl_uint} and the {@code cl_*_info} enums to {@code int}, {@code size_t}, {@code cl_ulong} and the
 * {@code cl_bitfield} types to {@code long}.
 *
 * <p>Only {@code clGetEventProfilingInfo} is bound {@code critical}: it copies a timestamp out of a completed
 * event and returns, taking no lock in PoCL, and it is the call an elapsed time makes twice. Every other call
 * either takes a driver lock (enqueues, flush, retain and release, {@code clGetEventInfo}, which PoCL reads
 * under the event's lock) or can block (waits, finish), and a critical call holds off the JVM's safepoints for
 * as long as it runs.
 */
@NativeFunctions(name = "OpenCL",
        library = @Library(names = {"libOpenCL.so.1", "libOpenCL.so", "OpenCL.dll"},
                overrideProperty = "eventbind.opencl.library", overrideEnv = "EVENTBIND_OPENCL_LIBRARY",
                loadsByName = "icd:/etc/OpenCL/vendors"),
        header = "CL/cl.h",
        status = @Status(prefix = "CL_", notReady = Cl.PROFILING_INFO_NOT_AVAILABLE,
                codes = @Code(value = Cl.PLATFORM_NOT_FOUND_KHR, name = "CL_PLATFORM_NOT_FOUND_KHR")))
public interface OpenCl {

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

    /** {@code cl_int clReleaseContext(cl_context context)} */
    @Downcall(symbol = "clReleaseContext")
    int clReleaseContext(MemorySegment context);

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

    /** {@code cl_int clReleaseCommandQueue(cl_command_queue command_queue)} */
    @Downcall(symbol = "clReleaseCommandQueue")
    int clReleaseCommandQueue(MemorySegment queue);

    /**
     * {@code cl_int clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list,
     * const cl_event *event_wait_list, cl_event *event)}
     */
    @Downcall(symbol = "clEnqueueMarkerWithWaitList")
    int clEnqueueMarkerWithWaitList(MemorySegment queue, int numEvents, MemorySegment waitList,
            MemorySegment event);

    /**
     * {@code cl_int clEnqueueBarrierWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list,
     * const cl_event *event_wait_list, cl_event *event)}
     */
    @Downcall(symbol = "clEnqueueBarrierWithWaitList")
    int clEnqueueBarrierWithWaitList(MemorySegment queue, int numEvents, MemorySegment waitList,
            MemorySegment event);

    /** {@code cl_int clWaitForEvents(cl_uint num_events, const cl_event *event_list)}; blocks. */
    @Downcall(symbol = "clWaitForEvents")
    int clWaitForEvents(int numEvents, MemorySegment eventList);

    /**
     * {@code cl_int clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name,
     * size_t param_value_size, void *param_value, size_t *param_value_size_ret)}
     */
    @Downcall(symbol = "clGetEventProfilingInfo", critical = true)
    int clGetEventProfilingInfo(MemorySegment event, int paramName, long valueSize, MemorySegment value,
            MemorySegment valueSizeRet);

    /**
     * {@code cl_int clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size,
     * void *param_value, size_t *param_value_size_ret)}
     */
    @Downcall(symbol = "clGetEventInfo")
    int clGetEventInfo(MemorySegment event, int paramName, long valueSize, MemorySegment value,
            MemorySegment valueSizeRet);

    /** {@code cl_event clCreateUserEvent(cl_context context, cl_int *errcode_ret)} */
    @Downcall(symbol = "clCreateUserEvent")
    MemorySegment clCreateUserEvent(MemorySegment context, MemorySegment errcodeRet);

    /** {@code cl_int clSetUserEventStatus(cl_event event, cl_int execution_status)} */
    @Downcall(symbol = "clSetUserEventStatus")
    int clSetUserEventStatus(MemorySegment event, int executionStatus);

    /** {@code cl_int clRetainEvent(cl_event event)} */
    @Downcall(symbol = "clRetainEvent")
    int clRetainEvent(MemorySegment event);

    /** {@code cl_int clReleaseEvent(cl_event event)} */
    @Downcall(symbol = "clReleaseEvent")
    int clReleaseEvent(MemorySegment event);

    /** {@code cl_int clFinish(cl_command_queue command_queue)}; blocks. */
    @Downcall(symbol = "clFinish")
    int clFinish(MemorySegment queue);

    /** {@code cl_int clFlush(cl_command_queue command_queue)} */
    @Downcall(symbol = "clFlush")
    int clFlush(MemorySegment queue);

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
