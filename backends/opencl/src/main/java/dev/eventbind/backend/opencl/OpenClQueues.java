package dev.eventbind.backend.opencl;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.NativeQueries;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import java.lang.foreign.MemorySegment;

/**
 * Queues made elsewhere (by LWJGL, JOCL or C code) and the backend: a backend on such a queue's context, so its
 * own queues and that one wait on each other's events (the queue itself is adopted with
 * {@code OpenClEvents.Stream.adopt} or {@code borrow}); a queue's device.
 */
public final class OpenClQueues {

    private static final StatusConvention STATUS = OpenClEvents.statusConvention();

    private OpenClQueues() {
    }

    /**
     * The backend on the context of {@code queue}, with a reference of its own to it ({@code clRetainContext}),
     * released by {@link OpenClEvents#close()}.
     *
     * @param queue a live {@code cl_command_queue}, e.g. {@code MemorySegment.ofAddress(lwjglQueue)}
     * @throws IllegalCallerException when the calling module has no native access: the address reaches the driver
     */
    @Restricted
    public static OpenClEvents sharing(MemorySegment queue) throws DriverException {
        NativeAccess.checkCaller("OpenClQueues.sharing");
        MemorySegment context = MemorySegment.ofAddress(info(queue, OpenCl.CL_QUEUE_CONTEXT));
        STATUS.check("clRetainContext", OpenClFunctions.open().clRetainContext(context));
        return OpenClEvents.open(context);
    }

    /** The device a queue of the backend (or an adopted one) runs on. */
    public static OpenClDevice device(OpenClEvents.Stream queue) throws DriverException {
        return Devices.describe(OpenClFunctions.open(), STATUS,
                MemorySegment.ofAddress(info(queue.handle(), OpenCl.CL_QUEUE_DEVICE)));
    }

    /** The queue's context, for work on it ({@link OpenClWork}). */
    static MemorySegment context(OpenClEvents.Stream queue) throws DriverException {
        return MemorySegment.ofAddress(info(queue.handle(), OpenCl.CL_QUEUE_CONTEXT));
    }

    /** One pointer-sized or {@code cl_bitfield} parameter of {@code clGetCommandQueueInfo}. */
    private static long info(MemorySegment queue, int param) throws DriverException {
        OpenCl cl = OpenClFunctions.open(); // first: without native access, linking is what refuses the caller
        if (queue.address() == 0L) {
            throw new IllegalArgumentException("no OpenCL queue: the handle is NULL");
        }
        return NativeQueries.number(STATUS, "clGetCommandQueueInfo", (size, value, ret) -> cl
                .clGetCommandQueueInfo(MemorySegment.ofAddress(queue.address()), param, size, value, ret));
    }
}
