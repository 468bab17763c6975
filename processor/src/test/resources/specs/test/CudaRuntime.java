package test;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/** A CUDA-runtime-shaped spec, bound to the fake runtime the tests build. */
@EventBackend(
        name = "FakeCUDA",
        rank = Rank.GPU,
        library = @Library(
                names = {"libfakecudart.so"},
                home = "FAKE_CUDA_PATH",
                defaultHomes = "/opt/fake-cuda",
                overrideProperty = "eventbind.fakecuda.library",
                overrideEnv = "EVENTBIND_FAKECUDA_LIBRARY"),
        status = @Status(
                notReady = 600,
                poisoned = {214, 700},
                codes = {
                    @Code(value = 35, name = "cudaErrorInsufficientDriver",
                            message = "CUDA driver version is insufficient for CUDA runtime version"),
                    @Code(value = 999, name = "cudaErrorUnknown")
                },
                prefix = "cudaError"),
        header = "fake_cuda_runtime.h")
public interface CudaRuntime {

    /** cudaEventDefault. */
    int EVENT_DEFAULT = 0;
    /** cudaStreamNonBlocking. */
    int STREAM_NON_BLOCKING = 1;

    @Bind(value = Op.EVENT_CREATE, symbol = "cudaEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
    int eventCreate(MemorySegment event, int flags);

    @Bind(value = Op.EVENT_DESTROY, symbol = "cudaEventDestroy", critical = true)
    int eventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventRecord")
    int eventRecord(MemorySegment event, MemorySegment stream);

    @Bind(value = Op.EVENT_WAIT, symbol = "cudaEventSynchronize")
    int eventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "cudaEventElapsedTime", critical = true)
    int eventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "cudaStreamWaitEvent", flags = 0)
    int streamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "cudaStreamSynchronize")
    int streamSynchronize(MemorySegment stream);

    @Bind(value = Op.STREAM_CREATE, symbol = "cudaStreamCreateWithFlags", flags = STREAM_NON_BLOCKING)
    int streamCreate(MemorySegment stream, int flags);

    @Bind(value = Op.STREAM_DESTROY, symbol = "cudaStreamDestroy")
    int streamDestroy(MemorySegment stream);

    @Bind(value = Op.ERROR_NAME, symbol = "cudaGetErrorName", optional = true)
    MemorySegment errorName(int status);

    @Bind(value = Op.ERROR_MESSAGE, symbol = "cudaGetErrorString", optional = true)
    MemorySegment errorString(int status);

    @Bind(value = Op.VERSION, symbol = "cudaRuntimeGetVersion", optional = true)
    int runtimeGetVersion(MemorySegment version);

    @Bind(value = Op.EVENT_QUERY, symbol = "cudaEventQuery", critical = true)
    int eventQuery(MemorySegment event);
}
