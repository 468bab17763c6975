package dev.eventbind.bench.peers;

import static org.lwjgl.opencl.CL10.CL_DEVICE_TYPE_ALL;
import static org.lwjgl.opencl.CL10.CL_PROFILING_COMMAND_END;
import static org.lwjgl.opencl.CL10.CL_QUEUE_PROFILING_ENABLE;
import static org.lwjgl.opencl.CL10.CL_SUCCESS;
import static org.lwjgl.opencl.CL20.CL_QUEUE_PROPERTIES;

import java.nio.IntBuffer;
import java.nio.LongBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.opencl.CL10;
import org.lwjgl.opencl.CL12;
import org.lwjgl.opencl.CL20;
import org.lwjgl.system.MemoryStack;
import org.lwjgl.system.MemoryUtil;
import dev.eventbind.bench.BenchDefaults;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The peer operations through LWJGL 3 on PoCL, as its users write them: every status checked, out-parameters in
 * buffers allocated once for the hot single calls, and {@link MemoryStack} frames for the composed ones.
 */
@State(Scope.Thread)
public class PeerLwjglBench extends BenchDefaults {

    private long context;
    private long queue;
    private long doneA;
    private long doneB;
    private PointerBuffer event;
    private LongBuffer value;
    private int markers;

    /** The first device of the first platform, a context, a profiling queue and two completed markers. */
    @Setup(Level.Trial)
    public void open() {
        event = MemoryUtil.memAllocPointer(1);
        value = MemoryUtil.memAllocLong(1);
        try (MemoryStack stack = MemoryStack.stackPush()) {
            PointerBuffer platform = stack.mallocPointer(1);
            check(CL10.clGetPlatformIDs(platform, (IntBuffer) null));
            PointerBuffer device = stack.mallocPointer(1);
            check(CL10.clGetDeviceIDs(platform.get(0), CL_DEVICE_TYPE_ALL, device, (IntBuffer) null));
            IntBuffer error = stack.mallocInt(1);
            context = CL10.clCreateContext((PointerBuffer) null, device.get(0), null, 0L, error);
            check(error.get(0));
            queue = CL20.clCreateCommandQueueWithProperties(context, device.get(0),
                    stack.longs(CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0L), error);
            check(error.get(0));
        }
        doneA = enqueueMarker();
        doneB = enqueueMarker();
        check(CL10.clWaitForEvents(doneB));
    }

    @TearDown(Level.Trial)
    public void close() {
        check(CL10.clFinish(queue));
        check(CL10.clReleaseEvent(doneA));
        check(CL10.clReleaseEvent(doneB));
        check(CL10.clReleaseCommandQueue(queue));
        check(CL10.clReleaseContext(context));
        MemoryUtil.memFree(event);
        MemoryUtil.memFree(value);
    }

    /** A marker enqueued and not waited for, then released. */
    @Benchmark
    public void marker() {
        check(CL10.clReleaseEvent(enqueueMarker()));
        if (PeerOps.drainAfter(++markers)) {
            check(CL10.clFinish(queue));
        }
    }

    /** The two profiling reads of completed markers. */
    @Benchmark
    public long elapsed() {
        check(CL10.clGetEventProfilingInfo(doneB, CL_PROFILING_COMMAND_END, value, null));
        long to = value.get(0);
        check(CL10.clGetEventProfilingInfo(doneA, CL_PROFILING_COMMAND_END, value, null));
        return to - value.get(0);
    }

    /** Two markers, a wait on the second, both read, both released. */
    @Benchmark
    public long window() {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            PointerBuffer start = stack.mallocPointer(1);
            PointerBuffer end = stack.mallocPointer(1);
            check(CL12.clEnqueueMarkerWithWaitList(queue, null, start));
            check(CL12.clEnqueueMarkerWithWaitList(queue, null, end));
            check(CL10.clWaitForEvents(end.get(0)));
            LongBuffer stamps = stack.mallocLong(2);
            check(CL10.clGetEventProfilingInfo(start.get(0), CL_PROFILING_COMMAND_END, stamps.slice(0, 1), null));
            check(CL10.clGetEventProfilingInfo(end.get(0), CL_PROFILING_COMMAND_END, stamps.slice(1, 1), null));
            check(CL10.clReleaseEvent(start.get(0)));
            check(CL10.clReleaseEvent(end.get(0)));
            return stamps.get(1) - stamps.get(0);
        }
    }

    /** A marker, a wait on it, released. */
    @Benchmark
    public void fence() {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            PointerBuffer fence = stack.mallocPointer(1);
            check(CL12.clEnqueueMarkerWithWaitList(queue, null, fence));
            check(CL10.clWaitForEvents(fence.get(0)));
            check(CL10.clReleaseEvent(fence.get(0)));
        }
    }

    private long enqueueMarker() {
        check(CL12.clEnqueueMarkerWithWaitList(queue, null, event));
        return event.get(0);
    }

    private static void check(int status) {
        if (status != CL_SUCCESS) {
            throw new IllegalStateException("OpenCL call failed with " + status);
        }
    }
}
