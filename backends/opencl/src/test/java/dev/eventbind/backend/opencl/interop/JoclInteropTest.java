package dev.eventbind.backend.opencl.interop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.backend.opencl.OpenClQueues;
import dev.eventbind.profile.EventProfiler;
import java.lang.foreign.MemorySegment;
import org.jocl.CL;
import org.jocl.Pointer;
import org.jocl.cl_command_queue;
import org.jocl.cl_context;
import org.jocl.cl_device_id;
import org.jocl.cl_mem;
import org.jocl.cl_platform_id;
import org.jocl.cl_queue_properties;
import org.junit.jupiter.api.Test;

/**
 * A queue a JOCL application made, borrowed by eventbind on PoCL: fills JOCL enqueues on it are profiled, and the
 * window agrees with host time. Only public API on both sides; JOCL hands out its raw handle as
 * {@code getNativePointer()}.
 */
class JoclInteropTest {

    private static final long WORK_BYTES = 256L << 20;
    private static final int FILLS = 6;
    private static final double TOLERANCE = 0.05;
    private static final int ATTEMPTS = 3;

    @Test
    void aWindowAroundFillsJoclEnqueuedOnItsOwnQueueAgreesWithHostTime() throws Exception {
        CL.setExceptionsEnabled(true);
        cl_platform_id[] platform = new cl_platform_id[1];
        CL.clGetPlatformIDs(1, platform, null);
        cl_device_id[] device = new cl_device_id[1];
        CL.clGetDeviceIDs(platform[0], CL.CL_DEVICE_TYPE_ALL, 1, device, null);
        cl_context context = CL.clCreateContext(null, 1, device, null, null, null);
        cl_queue_properties properties = new cl_queue_properties();
        properties.addProperty(CL.CL_QUEUE_PROPERTIES, CL.CL_QUEUE_PROFILING_ENABLE);
        cl_command_queue queue = CL.clCreateCommandQueueWithProperties(context, device[0], properties, null);
        cl_mem buffer = CL.clCreateBuffer(context, CL.CL_MEM_READ_WRITE, WORK_BYTES, null, null);
        int[] pattern = new int[1];
        try {
            fill(queue, buffer, pattern); // the first fill pays for touching every page
            CL.clFinish(queue);
            double ratio = windowOverHost(MemorySegment.ofAddress(queue.getNativePointer()), queue, buffer, pattern);
            assertTrue(Math.abs(ratio - 1) <= TOLERANCE, "device / host = " + ratio);
        } finally {
            CL.clReleaseMemObject(buffer);
            CL.clReleaseCommandQueue(queue);
            CL.clReleaseContext(context);
        }
    }

    private static double windowOverHost(MemorySegment handle, cl_command_queue queue, cl_mem buffer, int[] pattern)
            throws Exception {
        double ratio = Double.NaN;
        try (OpenClEvents backend = OpenClQueues.sharing(handle);
                EventProfiler<Event, Stream> profiler = new EventProfiler<>(backend)) {
            Stream borrowed = Stream.borrow(handle);
            for (int attempt = 1; attempt <= ATTEMPTS && !(Math.abs(ratio - 1) <= TOLERANCE); attempt++) {
                long before = System.nanoTime();
                long token = profiler.start(borrowed);
                for (int i = 0; i < FILLS; i++) {
                    fill(queue, buffer, pattern);
                }
                var window = profiler.stop(borrowed, token);
                CL.clFinish(queue);
                long host = System.nanoTime() - before;
                long device = window.resolve().ticks().durationNanos();
                ratio = (double) device / host;
                System.out.printf("JOCL queue window, attempt %d: device %.3f ms, host %.3f ms, ratio %.4f%n",
                        attempt, device / 1e6, host / 1e6, ratio);
            }
            backend.streamDestroy(borrowed);
        }
        return ratio;
    }

    private static void fill(cl_command_queue queue, cl_mem buffer, int[] pattern) {
        pattern[0]++;
        CL.clEnqueueFillBuffer(queue, buffer, Pointer.to(pattern), Integer.BYTES, 0, WORK_BYTES, 0, null, null);
    }
}
