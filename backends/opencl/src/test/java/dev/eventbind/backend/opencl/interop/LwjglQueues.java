package dev.eventbind.backend.opencl.interop;

import static org.lwjgl.opencl.CL10.CL_DEVICE_TYPE_ALL;
import static org.lwjgl.opencl.CL10.CL_MEM_READ_WRITE;
import static org.lwjgl.opencl.CL10.CL_QUEUE_PROFILING_ENABLE;
import static org.lwjgl.opencl.CL10.CL_SUCCESS;
import static org.lwjgl.opencl.CL20.CL_QUEUE_PROPERTIES;

import java.lang.foreign.MemorySegment;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import org.lwjgl.PointerBuffer;
import org.lwjgl.opencl.CL10;
import org.lwjgl.opencl.CL12;
import org.lwjgl.opencl.CL20;
import org.lwjgl.system.MemoryStack;

/**
 * OpenCL set up the way an LWJGL application does it, with LWJGL's own calls: the first device of the first
 * platform, a context of its own, queues on it and a buffer that work fills. Nothing here goes through eventbind.
 */
final class LwjglQueues implements AutoCloseable {

    final long device;
    final long context;
    private final long buffer;
    private final long bytes;
    private int fills;

    LwjglQueues(long bytes) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            IntBuffer count = stack.mallocInt(1);
            check(CL10.clGetPlatformIDs(null, count), "clGetPlatformIDs");
            PointerBuffer platforms = stack.mallocPointer(count.get(0));
            check(CL10.clGetPlatformIDs(platforms, (IntBuffer) null), "clGetPlatformIDs");
            PointerBuffer devices = stack.mallocPointer(1);
            check(CL10.clGetDeviceIDs(platforms.get(0), CL_DEVICE_TYPE_ALL, devices, (IntBuffer) null),
                    "clGetDeviceIDs");
            device = devices.get(0);
            IntBuffer error = stack.mallocInt(1);
            context = CL10.clCreateContext((PointerBuffer) null, device, null, 0L, error);
            check(error.get(0), "clCreateContext");
            buffer = CL10.clCreateBuffer(context, CL_MEM_READ_WRITE, bytes, error);
            check(error.get(0), "clCreateBuffer");
            this.bytes = bytes;
        }
    }

    /** A new in-order queue, with profiling or without. */
    long queue(boolean profiling) {
        return queueWith(profiling ? CL_QUEUE_PROFILING_ENABLE : 0L);
    }

    /** A new queue with these {@code CL_QUEUE_PROPERTIES} bits, or 0 when the driver refuses them. */
    long queueOrZero(long properties) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            IntBuffer error = stack.mallocInt(1);
            long queue = CL20.clCreateCommandQueueWithProperties(context, device,
                    stack.longs(CL_QUEUE_PROPERTIES, properties, 0L), error);
            return error.get(0) == CL_SUCCESS ? queue : 0L;
        }
    }

    private long queueWith(long properties) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            IntBuffer error = stack.mallocInt(1);
            long queue = CL20.clCreateCommandQueueWithProperties(context, device,
                    stack.longs(CL_QUEUE_PROPERTIES, properties, 0L), error);
            check(error.get(0), "clCreateCommandQueueWithProperties");
            return queue;
        }
    }

    /** Fills the whole buffer on {@code queue} with a new pattern each time (no driver can skip a repeat). */
    void fill(long queue) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            ByteBuffer pattern = stack.malloc(Integer.BYTES).putInt(0, ++fills);
            check(CL12.clEnqueueFillBuffer(queue, buffer, pattern, 0L, bytes, null, null), "clEnqueueFillBuffer");
        }
    }

    void finish(long queue) {
        check(CL10.clFinish(queue), "clFinish");
    }

    /** {@code CL_QUEUE_REFERENCE_COUNT}: how many references the driver still counts. */
    static int referenceCount(long queue) {
        try (MemoryStack stack = MemoryStack.stackPush()) {
            IntBuffer count = stack.mallocInt(1);
            check(CL10.clGetCommandQueueInfo(queue, CL10.CL_QUEUE_REFERENCE_COUNT, count, null),
                    "clGetCommandQueueInfo");
            return count.get(0);
        }
    }

    static MemorySegment handle(long queue) {
        return MemorySegment.ofAddress(queue);
    }

    @Override
    public void close() {
        check(CL10.clReleaseMemObject(buffer), "clReleaseMemObject");
        check(CL10.clReleaseContext(context), "clReleaseContext");
    }

    static void check(int status, String function) {
        if (status != CL_SUCCESS) {
            throw new IllegalStateException(function + " failed with " + status);
        }
    }
}
