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

    /** {@code cudaEventCreateWithFlags}: creates an event ({@link Op#EVENT_CREATE}). */
    @Bind(value = Op.EVENT_CREATE, symbol = "cudaEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
    int cudaEventCreateWithFlags(MemorySegment event, int flags);

    /** {@code cudaEventDestroy}: destroys an event ({@link Op#EVENT_DESTROY}). */
    @Bind(value = Op.EVENT_DESTROY, symbol = "cudaEventDestroy", critical = true)
    int cudaEventDestroy(MemorySegment event);

    /** {@code cudaEventRecord}: records an event on a stream ({@link Op#EVENT_RECORD}). */
    @Bind(value = Op.EVENT_RECORD, symbol = "cudaEventRecord")
    int cudaEventRecord(MemorySegment event, MemorySegment stream);

    /** {@code cudaEventSynchronize}: blocks until an event has completed ({@link Op#EVENT_WAIT}). */
    @Bind(value = Op.EVENT_WAIT, symbol = "cudaEventSynchronize")
    int cudaEventSynchronize(MemorySegment event);

    /** {@code cudaEventQuery}: asks, without blocking, whether an event has completed ({@link Op#EVENT_QUERY}). */
    @Bind(value = Op.EVENT_QUERY, symbol = "cudaEventQuery", critical = true)
    int cudaEventQuery(MemorySegment event);

    /** {@code cudaEventElapsedTime}: reads the time between two completed events ({@link Op#EVENT_ELAPSED}). */
    @Bind(value = Op.EVENT_ELAPSED, symbol = "cudaEventElapsedTime", critical = true)
    int cudaEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    /** {@code cudaStreamWaitEvent}: makes a stream's later work wait for an event ({@link Op#STREAM_WAIT_EVENT}). */
    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "cudaStreamWaitEvent")
    int cudaStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    /** {@code cudaStreamSynchronize}: blocks until a stream's work has completed ({@link Op#STREAM_SYNCHRONIZE}). */
    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "cudaStreamSynchronize")
    int cudaStreamSynchronize(MemorySegment stream);

    // Creating and destroying a stream can wait on the driver: not short enough for a critical call.
    /** {@code cudaStreamCreateWithFlags}: creates a stream ({@link Op#STREAM_CREATE}). */
    @Bind(value = Op.STREAM_CREATE, symbol = "cudaStreamCreateWithFlags", flags = STREAM_NON_BLOCKING)
    int cudaStreamCreateWithFlags(MemorySegment stream, int flags);

    /** {@code cudaStreamDestroy}: destroys a stream ({@link Op#STREAM_DESTROY}). */
    @Bind(value = Op.STREAM_DESTROY, symbol = "cudaStreamDestroy")
    int cudaStreamDestroy(MemorySegment stream);

    /** {@code cudaGetErrorName}: the name of a status, as a C string ({@link Op#ERROR_NAME}). */
    @Bind(value = Op.ERROR_NAME, symbol = "cudaGetErrorName", critical = true)
    MemorySegment cudaGetErrorName(int status);

    /** {@code cudaGetErrorString}: the description of a status, as a C string ({@link Op#ERROR_MESSAGE}). */
    @Bind(value = Op.ERROR_MESSAGE, symbol = "cudaGetErrorString", critical = true)
    MemorySegment cudaGetErrorString(int status);

    /** {@code cudaRuntimeGetVersion}: reads the library's version ({@link Op#VERSION}). */
    @Bind(value = Op.VERSION, symbol = "cudaRuntimeGetVersion", critical = true)
    int cudaRuntimeGetVersion(MemorySegment version);
}
