package dev.eventbind.backend.cuda.driver;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * The CUDA driver API ({@code cuda.h}, {@code libcuda.so.1} / {@code nvcuda.dll}) as an eventbind backend spec:
 * the API cubecl itself uses.
 *
 * <p>Every driver call acts on the calling thread's <em>current context</em>, and a new thread has none. The
 * generated {@code CudaDriverEvents} retains device 0's primary context (the one the CUDA runtime shares, so work
 * queued through either API lands in the same address space) when it opens ({@link Op#DEVICE_GET}) and makes it
 * current on each thread before that thread's first call ({@link Op#CONTEXT_CURRENT}); code that makes its own
 * driver calls next to it calls the opened {@code CudaDriverEvents}'s {@code ensureContextCurrent()} first. The
 * context is retained for the life of the process, as the runtime does: releasing it while any stream or event of it
 * lives would invalidate them.
 *
 * <p>Names follow the toolkit's own header: where {@code cuda.h} renames a function to a versioned export
 * ({@code #define cuEventDestroy cuEventDestroy_v2}), the export is bound, since that is the symbol a C program
 * compiled today links against; {@link #cuEventElapsedTime} is the one exception, for older drivers (see there).
 * Streams and events use the legacy default-stream semantics (no {@code _ptsz}).
 */
@EventBackend(
        name = "CUDA driver",
        rank = Rank.GPU,
        library = @Library(
                names = {"libcuda.so.1", "libcuda.so", "nvcuda.dll"},
                // The driver ships with the display driver, not the toolkit: the folders a container runtime
                // (/usr/local/nvidia/lib64) and WSL 2 (/usr/lib/wsl/lib) mount it in are library folders
                // themselves, so no subfolder is added; then the system loader's own search.
                defaultHomes = {"/usr/local/nvidia/lib64", "/usr/lib/wsl/lib"},
                subdirs = "",
                overrideProperty = "eventbind.cuda-driver.library",
                overrideEnv = "EVENTBIND_CUDA_DRIVER_LIBRARY"),
        status = @Status(
                success = 0,
                notReady = 600,
                // CUDA_ERROR_ECC_UNCORRECTABLE, ILLEGAL_ADDRESS, LAUNCH_TIMEOUT, CONTEXT_IS_DESTROYED, ASSERT,
                // HARDWARE_STACK_ERROR, ILLEGAL_INSTRUCTION, MISALIGNED_ADDRESS, INVALID_ADDRESS_SPACE, INVALID_PC,
                // LAUNCH_FAILED: the eleven cubecl marks, each in the CUDA 13 header.
                poisoned = {214, 700, 702, 709, 710, 714, 715, 716, 717, 718, 719}),
        header = "cuda.h")
public interface CudaDriver {

    /** CU_EVENT_DEFAULT: timing enabled, spin on wait. */
    int CU_EVENT_DEFAULT = 0;

    /** CU_STREAM_NON_BLOCKING: no implicit synchronization with the legacy default stream. */
    int CU_STREAM_NON_BLOCKING = 1;

    /** {@code CUresult cuInit(unsigned int Flags)}; Flags must be 0. */
    @Bind(value = Op.INIT, symbol = "cuInit")
    int cuInit(int flags);

    /** {@code CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)}. */
    @Bind(value = Op.EVENT_CREATE, symbol = "cuEventCreate", flags = CU_EVENT_DEFAULT)
    int cuEventCreate(MemorySegment event, int flags);

    /** {@code CUresult cuEventDestroy(CUevent hEvent)}, exported as {@code cuEventDestroy_v2}. */
    @Bind(value = Op.EVENT_DESTROY, symbol = "cuEventDestroy_v2")
    int cuEventDestroy(MemorySegment event);

    /** {@code CUresult cuEventRecord(CUevent hEvent, CUstream hStream)}. */
    @Bind(value = Op.EVENT_RECORD, symbol = "cuEventRecord")
    int cuEventRecord(MemorySegment event, MemorySegment stream);

    /** {@code CUresult cuEventSynchronize(CUevent hEvent)}; blocks. */
    @Bind(value = Op.EVENT_WAIT, symbol = "cuEventSynchronize")
    int cuEventSynchronize(MemorySegment event);

    /** {@code CUresult cuEventQuery(CUevent hEvent)}: CUDA_SUCCESS once reached, CUDA_ERROR_NOT_READY before. */
    @Bind(value = Op.EVENT_QUERY, symbol = "cuEventQuery", critical = true)
    int cuEventQuery(MemorySegment event);

    /**
     * {@code CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)}. The CUDA 13 header
     * renames it to {@code cuEventElapsedTime_v2} (exported by drivers since 12.8); the original export is bound
     * because every driver still exports it with the same prototype and meaning, so older drivers load too.
     */
    @Bind(value = Op.EVENT_ELAPSED, symbol = "cuEventElapsedTime", critical = true)
    int cuEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    /** {@code CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)}; Flags 0. */
    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "cuStreamWaitEvent", flags = 0)
    int cuStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    /** {@code CUresult cuStreamSynchronize(CUstream hStream)}; blocks. */
    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "cuStreamSynchronize")
    int cuStreamSynchronize(MemorySegment stream);

    /** {@code CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)}. */
    @Bind(value = Op.STREAM_CREATE, symbol = "cuStreamCreate", flags = CU_STREAM_NON_BLOCKING)
    int cuStreamCreate(MemorySegment stream, int flags);

    /** {@code CUresult cuStreamDestroy(CUstream hStream)}, exported as {@code cuStreamDestroy_v2}. */
    @Bind(value = Op.STREAM_DESTROY, symbol = "cuStreamDestroy_v2")
    int cuStreamDestroy(MemorySegment stream);

    /** {@code CUresult cuGetErrorName(CUresult error, const char **pStr)}. */
    @Bind(value = Op.ERROR_NAME, symbol = "cuGetErrorName")
    int cuGetErrorName(int status, MemorySegment name);

    /** {@code CUresult cuGetErrorString(CUresult error, const char **pStr)}. */
    @Bind(value = Op.ERROR_MESSAGE, symbol = "cuGetErrorString")
    int cuGetErrorString(int status, MemorySegment message);

    /** {@code CUresult cuDriverGetVersion(int *driverVersion)}. */
    @Bind(value = Op.VERSION, symbol = "cuDriverGetVersion")
    int cuDriverGetVersion(MemorySegment version);

    /** {@code CUresult cuDeviceGet(CUdevice *device, int ordinal)}; a CUdevice is an int. */
    @Downcall(symbol = "cuDeviceGet")
    int cuDeviceGet(MemorySegment device, int ordinal);

    /**
     * {@code CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)}: device 0's primary context,
     * retained when the backend opens. {@code dev} is bound as the constant 0, the {@code CUdevice} that
     * {@code cuDeviceGet(&dev, 0)} writes (a {@code CUdevice} is an {@code int} holding the device's ordinal).
     */
    @Bind(value = Op.DEVICE_GET, symbol = "cuDevicePrimaryCtxRetain")
    int cuDevicePrimaryCtxRetain(MemorySegment context, @Constant(0) int device);

    /** {@code CUresult cuCtxSetCurrent(CUcontext ctx)}, the primary context, once on each calling thread. */
    @Bind(value = Op.CONTEXT_CURRENT, symbol = "cuCtxSetCurrent")
    int cuCtxSetCurrent(@From(Op.DEVICE_GET) MemorySegment context);
}
