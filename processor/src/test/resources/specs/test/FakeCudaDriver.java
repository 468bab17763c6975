package test;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * A CUDA-driver-shaped spec (fake_cuda_driver.h): every call needs a current context, so the device's primary
 * context is retained when the backend opens and made current on each thread before its first call.
 */
@EventBackend(
        name = "FakeCudaDriver",
        rank = Rank.GPU,
        library = @Library(
                names = {"libfakecuda.so"},
                overrideProperty = "eventbind.fakecuda.library",
                overrideEnv = "EVENTBIND_FAKECUDA_LIBRARY"),
        status = @Status(notReady = 600, prefix = "CUDA_"),
        header = "fake_cuda_driver.h",
        registerProvider = false)
public interface FakeCudaDriver {

    @Bind(value = Op.INIT, symbol = "cuInit")
    int cuInit(int flags);

    @Bind(value = Op.DEVICE_GET, symbol = "cuDevicePrimaryCtxRetain")
    int cuDevicePrimaryCtxRetain(MemorySegment context, @Constant(0) int device);

    @Bind(value = Op.CONTEXT_CURRENT, symbol = "cuCtxSetCurrent")
    int cuCtxSetCurrent(@From(Op.DEVICE_GET) MemorySegment context);

    @Bind(value = Op.EVENT_CREATE, symbol = "cuEventCreate")
    int cuEventCreate(MemorySegment event, int flags);

    @Bind(value = Op.EVENT_DESTROY, symbol = "cuEventDestroy_v2")
    int cuEventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "cuEventRecord")
    int cuEventRecord(MemorySegment event, MemorySegment stream);

    @Bind(value = Op.EVENT_WAIT, symbol = "cuEventSynchronize")
    int cuEventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "cuEventElapsedTime")
    int cuEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "cuStreamWaitEvent")
    int cuStreamWaitEvent(MemorySegment stream, MemorySegment event, @Constant(0) int flags);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "cuStreamSynchronize")
    int cuStreamSynchronize(MemorySegment stream);

    @Bind(value = Op.STREAM_CREATE, symbol = "cuStreamCreate", flags = 1)
    int cuStreamCreate(MemorySegment stream, int flags);

    @Bind(value = Op.STREAM_DESTROY, symbol = "cuStreamDestroy_v2")
    int cuStreamDestroy(MemorySegment stream);
}
