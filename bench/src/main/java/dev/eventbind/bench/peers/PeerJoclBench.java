package dev.eventbind.bench.peers;

import static org.jocl.CL.CL_DEVICE_TYPE_ALL;
import static org.jocl.CL.CL_PROFILING_COMMAND_END;
import static org.jocl.CL.CL_QUEUE_PROFILING_ENABLE;
import static org.jocl.CL.CL_QUEUE_PROPERTIES;

import dev.eventbind.bench.BenchDefaults;
import org.jocl.CL;
import org.jocl.Pointer;
import org.jocl.Sizeof;
import org.jocl.cl_command_queue;
import org.jocl.cl_context;
import org.jocl.cl_device_id;
import org.jocl.cl_event;
import org.jocl.cl_platform_id;
import org.jocl.cl_queue_properties;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The peer operations through JOCL on PoCL, as its users write them: JOCL's exceptions on (it checks every status),
 * the event objects, value array and pointer to it made once and reused.
 */
@State(Scope.Thread)
public class PeerJoclBench extends BenchDefaults {

    private cl_context context;
    private cl_command_queue queue;
    private final cl_event doneA = new cl_event();
    private final cl_event doneB = new cl_event();
    private final cl_event event = new cl_event();
    private final cl_event start = new cl_event();
    private final cl_event end = new cl_event();
    private final cl_event[] waitList = new cl_event[1];
    private final long[] value = new long[1];
    private final Pointer valuePointer = Pointer.to(value);
    private int markers;

    /** The first device of the first platform, a context, a profiling queue and two completed markers. */
    @Setup(Level.Trial)
    public void open() {
        CL.setExceptionsEnabled(true);
        cl_platform_id[] platform = new cl_platform_id[1];
        CL.clGetPlatformIDs(1, platform, null);
        cl_device_id[] device = new cl_device_id[1];
        CL.clGetDeviceIDs(platform[0], CL_DEVICE_TYPE_ALL, 1, device, null);
        context = CL.clCreateContext(null, 1, device, null, null, null);
        cl_queue_properties properties = new cl_queue_properties();
        properties.addProperty(CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE);
        queue = CL.clCreateCommandQueueWithProperties(context, device[0], properties, null);
        CL.clEnqueueMarkerWithWaitList(queue, 0, null, doneA);
        CL.clEnqueueMarkerWithWaitList(queue, 0, null, doneB);
        waitList[0] = doneB;
        CL.clWaitForEvents(1, waitList);
    }

    @TearDown(Level.Trial)
    public void close() {
        CL.clFinish(queue);
        CL.clReleaseEvent(doneA);
        CL.clReleaseEvent(doneB);
        CL.clReleaseCommandQueue(queue);
        CL.clReleaseContext(context);
    }

    /** A marker enqueued and not waited for, then released. */
    @Benchmark
    public void marker() {
        CL.clEnqueueMarkerWithWaitList(queue, 0, null, event);
        CL.clReleaseEvent(event);
        if (PeerOps.drainAfter(++markers)) {
            CL.clFinish(queue);
        }
    }

    /** The two profiling reads of completed markers. */
    @Benchmark
    public long elapsed() {
        CL.clGetEventProfilingInfo(doneB, CL_PROFILING_COMMAND_END, Sizeof.cl_ulong, valuePointer, null);
        long to = value[0];
        CL.clGetEventProfilingInfo(doneA, CL_PROFILING_COMMAND_END, Sizeof.cl_ulong, valuePointer, null);
        return to - value[0];
    }

    /** Two markers, a wait on the second, both read, both released. */
    @Benchmark
    public long window() {
        CL.clEnqueueMarkerWithWaitList(queue, 0, null, start);
        CL.clEnqueueMarkerWithWaitList(queue, 0, null, end);
        waitList[0] = end;
        CL.clWaitForEvents(1, waitList);
        CL.clGetEventProfilingInfo(end, CL_PROFILING_COMMAND_END, Sizeof.cl_ulong, valuePointer, null);
        long to = value[0];
        CL.clGetEventProfilingInfo(start, CL_PROFILING_COMMAND_END, Sizeof.cl_ulong, valuePointer, null);
        CL.clReleaseEvent(start);
        CL.clReleaseEvent(end);
        return to - value[0];
    }

    /** A marker, a wait on it, released. */
    @Benchmark
    public void fence() {
        CL.clEnqueueMarkerWithWaitList(queue, 0, null, event);
        waitList[0] = event;
        CL.clWaitForEvents(1, waitList);
        CL.clReleaseEvent(event);
    }
}
