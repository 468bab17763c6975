package test;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.spec.Bind;
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
import java.lang.foreign.ValueLayout;

/**
 * OpenCL's event calls on the real {@code CL/cl.h}, run on PoCL: a record that returns a new event, a host wait
 * and a stream wait on a list of one, the execution status read through an info call, and timestamps in
 * nanoseconds, the marker's queue flushed once before another queue waits on it, a query polls it or a stamp
 * read finds it not reached. Written by hand: the context the backend opens on (DEVICE_GET, released by
 * clReleaseContext on close) and the queue's create on it.
 */
@EventBackend(
        name = "OpenCL",
        rank = Rank.PORTABLE,
        library = @Library(
                names = {"libOpenCL.so.1", "libOpenCL.so"},
                overrideProperty = "eventbind.testopencl.library",
                overrideEnv = "EVENTBIND_TESTOPENCL_LIBRARY"),
        status = @Status(notReady = OpenCl.CL_PROFILING_INFO_NOT_AVAILABLE, prefix = "CL_",
                sign = Status.Sign.NON_POSITIVE,
                exclude = {"CL_FLT_MIN_10_EXP", "CL_FLT_MIN_EXP", "CL_HALF_MIN_10_EXP", "CL_HALF_MIN_EXP",
                    "CL_DBL_MIN_10_EXP", "CL_DBL_MIN_EXP"}),
        header = "CL/cl.h")
public interface OpenCl {

    /** CL_PROFILING_INFO_NOT_AVAILABLE: a timestamp read before the command completed. */
    int CL_PROFILING_INFO_NOT_AVAILABLE = -7;
    /** CL_EVENT_COMMAND_EXECUTION_STATUS. */
    int CL_EVENT_COMMAND_EXECUTION_STATUS = 0x11D3;
    /** CL_PROFILING_COMMAND_END. */
    int CL_PROFILING_COMMAND_END = 0x1283;
    /** CL_DEVICE_TYPE_ALL. */
    long CL_DEVICE_TYPE_ALL = 0xFFFFFFFFL;
    /** CL_QUEUE_PROPERTIES. */
    long CL_QUEUE_PROPERTIES = 0x1093;
    /** CL_CONTEXT_DEVICES. */
    int CL_CONTEXT_DEVICES = 0x1081;
    /** CL_QUEUE_PROFILING_ENABLE. */
    long CL_QUEUE_PROFILING_ENABLE = 1L << 1;

    @Bind(value = Op.EVENT_RECORD, symbol = "clEnqueueMarkerWithWaitList")
    int enqueueMarker(MemorySegment queue, @Constant(0) int waitCount, @Constant(0) MemorySegment waitList,
            MemorySegment event);

    @Bind(value = Op.EVENT_DESTROY, symbol = "clReleaseEvent")
    int releaseEvent(MemorySegment event);

    @Bind(value = Op.EVENT_WAIT, symbol = "clWaitForEvents")
    int waitForEvents(int count, MemorySegment events);

    @Bind(value = Op.EVENT_QUERY, symbol = "clGetEventInfo")
    int executionStatus(MemorySegment event, @Constant(CL_EVENT_COMMAND_EXECUTION_STATUS) int name,
            @Constant(4) long size, MemorySegment execution, @Constant(0) MemorySegment sizeReturned);

    @Bind(value = Op.EVENT_TIMESTAMP, symbol = "clGetEventProfilingInfo", nanoseconds = true, critical = true)
    int commandEnd(MemorySegment event, @Constant(CL_PROFILING_COMMAND_END) int name, @Constant(8) long size,
            MemorySegment nanos, @Constant(0) MemorySegment sizeReturned);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "clEnqueueBarrierWithWaitList")
    int enqueueBarrier(MemorySegment queue, int count, MemorySegment events, @Constant(0) MemorySegment event);

    @Bind(value = Op.STREAM_FLUSH, symbol = "clFlush")
    int flush(MemorySegment queue);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "clFinish")
    int finish(MemorySegment queue);

    @Bind(value = Op.STREAM_DESTROY, symbol = "clReleaseCommandQueue")
    int releaseQueue(MemorySegment queue);

    @Downcall(symbol = "clGetPlatformIDs")
    int platformIds(int entries, MemorySegment platforms, MemorySegment count);

    @Downcall(symbol = "clGetDeviceIDs")
    int deviceIds(MemorySegment platform, long type, int entries, MemorySegment devices, MemorySegment count);

    @Downcall(symbol = "clCreateContext")
    MemorySegment createContext(MemorySegment properties, int devices, MemorySegment deviceList,
            MemorySegment notify, MemorySegment userData, MemorySegment status);

    @Downcall(symbol = "clCreateCommandQueueWithProperties")
    MemorySegment createQueue(MemorySegment context, MemorySegment device, MemorySegment properties,
            MemorySegment status);

    @Downcall(symbol = "clGetContextInfo")
    int contextInfo(MemorySegment context, int name, long size, MemorySegment value, MemorySegment sizeReturned);

    @Downcall(symbol = "clGetCommandQueueInfo")
    int queueInfo(MemorySegment queue, int name, long size, MemorySegment value, MemorySegment sizeReturned);

    @Downcall(symbol = "clRetainContext")
    int retainContext(MemorySegment context);

    @Downcall(symbol = "clCreateUserEvent")
    MemorySegment createUserEvent(MemorySegment context, MemorySegment status);

    @Downcall(symbol = "clSetUserEventStatus")
    int setUserEventStatus(MemorySegment event, int execution);

    @Bind(value = Op.DEVICE_RELEASE, symbol = "clReleaseContext")
    int releaseContext(@From(Op.DEVICE_GET) MemorySegment context);

    @Downcall(symbol = "clGetPlatformInfo")
    int platformInfo(MemorySegment platform, int name, long size, MemorySegment value, MemorySegment sizeReturned);

    /** The first platform's CL_PLATFORM_VERSION, for the probe. */
    @Implements(Op.VERSION)
    default String version(StatusConvention status) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ids = arena.allocate(ValueLayout.ADDRESS);
            status.check("clGetPlatformIDs", platformIds(1, ids, MemorySegment.NULL));
            MemorySegment text = arena.allocate(256);
            status.check("clGetPlatformInfo", platformInfo(ids.get(ValueLayout.ADDRESS, 0), 0x0901, text.byteSize(),
                    text, MemorySegment.NULL));
            return text.getString(0);
        }
    }

    /** A context on the first platform's first device, made when the backend opens; close() releases it. */
    @Implements(Op.DEVICE_GET)
    default MemorySegment context(StatusConvention status) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment ids = arena.allocate(ValueLayout.ADDRESS);
            MemorySegment code = arena.allocate(ValueLayout.JAVA_INT);
            status.check("clGetPlatformIDs", platformIds(1, ids, MemorySegment.NULL));
            status.check("clGetDeviceIDs", deviceIds(ids.get(ValueLayout.ADDRESS, 0), CL_DEVICE_TYPE_ALL, 1, ids,
                    MemorySegment.NULL));
            MemorySegment context = createContext(MemorySegment.NULL, 1, ids, MemorySegment.NULL,
                    MemorySegment.NULL, code);
            status.check("clCreateContext", code.get(ValueLayout.JAVA_INT, 0));
            return context;
        }
    }

    /** A profiling queue on the context's device. */
    @Implements(Op.STREAM_CREATE)
    default MemorySegment streamCreate(StatusConvention status, @From(Op.DEVICE_GET) MemorySegment context)
            throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment device = arena.allocate(ValueLayout.ADDRESS);
            status.check("clGetContextInfo", contextInfo(context, CL_CONTEXT_DEVICES, ValueLayout.ADDRESS.byteSize(),
                    device, MemorySegment.NULL));
            MemorySegment code = arena.allocate(ValueLayout.JAVA_INT);
            MemorySegment properties = arena.allocateFrom(ValueLayout.JAVA_LONG, CL_QUEUE_PROPERTIES,
                    CL_QUEUE_PROFILING_ENABLE, 0L);
            MemorySegment queue = createQueue(context, device.get(ValueLayout.ADDRESS, 0), properties, code);
            status.check("clCreateCommandQueueWithProperties", code.get(ValueLayout.JAVA_INT, 0));
            return queue;
        }
    }
}
