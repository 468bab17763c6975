package dev.eventbind.backend.cuda;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * The CUDA runtime's event calls ({@code cuda_runtime_api.h}), from {@code libcudart.so.13} or {@code .so.12}
 * ({@code cudart64_13.dll} / {@code cudart64_12.dll} on Windows), found under {@code CUDA_PATH},
 * {@code CUDA_HOME} or {@code /usr/local/cuda}, or through the system loader.
 *
 * <p>Statuses are named by the runtime itself ({@code cudaGetErrorName}, {@code cudaGetErrorString}). The
 * sticky faults after which the device is unusable are marked poisoned, the eleven cubecl marks, each checked
 * against the CUDA 13 header: ECC uncorrectable (214), illegal address (700), launch timeout (702), context
 * destroyed (709), assert (710) and the hardware exceptions 714-719. The runtime opens the driver,
 * {@code libcuda.so.1}, by bare name.
 */
@EventBackend(
        name = "CUDA",
        rank = Rank.GPU,
        library = @Library(
                names = {"libcudart.so.13", "libcudart.so.12", "cudart64_13.dll", "cudart64_12.dll"},
                home = {"CUDA_PATH", "CUDA_HOME"},
                defaultHomes = {"/usr/local/cuda"},
                subdirs = {"lib64", "lib", "bin", "lib/x64"},
                overrideProperty = "eventbind.cuda.library",
                overrideEnv = "EVENTBIND_CUDA_LIBRARY",
                loadsByName = "libcuda.so.1"),
        status = @Status(success = 0, notReady = 600,
                poisoned = {214, 700, 702, 709, 710, 714, 715, 716, 717, 718, 719}),
        header = "cuda_runtime_api.h")
public interface CudaRuntime {

    /** {@code cudaEventDefault}: timing enabled. */
    int EVENT_DEFAULT = 0;
    /** {@code cudaStreamNonBlocking}. */
    int STREAM_NON_BLOCKING = 1;

    @Bind(value = Op.EVENT_CREATE, symbol = "cudaEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
    int cudaEventCreateWithFlags(MemorySegment event, int flags);

    @Bind(value = Op.EVENT_DESTROY, symbol = "cudaEventDestroy", critical = true)
    int cudaEventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventRecord", critical = true)
    int cudaEventRecord(MemorySegment event, MemorySegment stream);

    @Bind(value = Op.EVENT_WAIT, symbol = "cudaEventSynchronize")
    int cudaEventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_QUERY, symbol = "cudaEventQuery", critical = true)
    int cudaEventQuery(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "cudaEventElapsedTime", critical = true)
    int cudaEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "cudaStreamWaitEvent", critical = true)
    int cudaStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "cudaStreamSynchronize")
    int cudaStreamSynchronize(MemorySegment stream);

    // Creating and destroying a stream can wait on the driver: not short enough for a critical call.
    @Bind(value = Op.STREAM_CREATE, symbol = "cudaStreamCreateWithFlags", flags = STREAM_NON_BLOCKING)
    int cudaStreamCreateWithFlags(MemorySegment stream, int flags);

    @Bind(value = Op.STREAM_DESTROY, symbol = "cudaStreamDestroy")
    int cudaStreamDestroy(MemorySegment stream);

    @Bind(value = Op.ERROR_NAME, symbol = "cudaGetErrorName", critical = true)
    MemorySegment cudaGetErrorName(int status);

    @Bind(value = Op.ERROR_MESSAGE, symbol = "cudaGetErrorString", critical = true)
    MemorySegment cudaGetErrorString(int status);

    @Bind(value = Op.VERSION, symbol = "cudaRuntimeGetVersion", critical = true)
    int cudaRuntimeGetVersion(MemorySegment version);
}
