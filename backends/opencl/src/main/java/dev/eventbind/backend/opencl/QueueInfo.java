package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;

/**
 * What the driver says of a command queue made elsewhere: its context, device and properties
 * ({@code clGetCommandQueueInfo}), read before the backend adopts it.
 *
 * @param queue the {@code cl_command_queue}
 * @param context its {@code CL_QUEUE_CONTEXT}
 * @param device its {@code CL_QUEUE_DEVICE}
 * @param properties its {@code CL_QUEUE_PROPERTIES} bits
 */
record QueueInfo(MemorySegment queue, MemorySegment context, MemorySegment device, long properties) {

    /** Reads the queue's information; a handle that is not a queue is the driver's error (CL_INVALID_COMMAND_QUEUE). */
    static QueueInfo of(OpenCl cl, MemorySegment queue) throws DriverException {
        if (queue == null || queue.address() == 0L) {
            throw new IllegalArgumentException("no OpenCL queue: the handle is NULL");
        }
        MemorySegment handle = MemorySegment.ofAddress(queue.address());
        return new QueueInfo(handle, MemorySegment.ofAddress(read(cl, handle, Cl.QUEUE_CONTEXT)),
                MemorySegment.ofAddress(read(cl, handle, Cl.QUEUE_DEVICE)),
                read(cl, handle, Cl.QUEUE_PROPERTIES_INFO));
    }

    /** The queue's properties, or the typed refusal of a queue whose events carry no timestamps. */
    QueueInfo requireProfiling() {
        if ((properties & Cl.QUEUE_PROFILING_ENABLE) == 0) {
            throw OpenClQueueException.profilingDisabled(queue.address(), properties);
        }
        return this;
    }

    boolean outOfOrder() {
        return (properties & Cl.QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) != 0;
    }

    /** One pointer-sized or {@code cl_bitfield} parameter (both 8 bytes on the 64-bit platforms served). */
    private static long read(OpenCl cl, MemorySegment queue, int param) throws DriverException {
        MemorySegment value = Scratch.get();
        value.set(JAVA_LONG, 0, 0L);
        Markers.check(cl.clGetCommandQueueInfo(queue, param, JAVA_LONG.byteSize(), value, MemorySegment.NULL),
                "clGetCommandQueueInfo");
        return value.get(JAVA_LONG, 0);
    }
}
