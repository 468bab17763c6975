package dev.eventbind.gpu;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/**
 * Device memory through the CUDA driver API, for work on the driver backend's streams; calls need the primary
 * context current on the calling thread, which
 * {@code CudaDriverEvents.ensureContextCurrent()} makes.
 */
@NativeFunctions(
        name = "CUDA driver memory",
        library = @Library(
                names = {"libcuda.so.1", "libcuda.so", "nvcuda.dll"},
                defaultHomes = {"/usr/local/nvidia/lib64", "/usr/lib/wsl/lib"},
                subdirs = "",
                overrideProperty = "eventbind.cuda-driver.library",
                overrideEnv = "EVENTBIND_CUDA_DRIVER_LIBRARY"),
        header = "cuda.h")
interface CuMemory {

    /** {@code CUresult cuMemAlloc(CUdeviceptr *dptr, size_t bytesize)}, exported as {@code cuMemAlloc_v2}. */
    @Downcall(symbol = "cuMemAlloc_v2")
    int cuMemAlloc(MemorySegment devicePointer, long size);

    /**
     * {@code CUresult cuMemsetD8Async(CUdeviceptr dst, unsigned char uc, size_t N, CUstream hStream)}: the byte
     * memset the runtime's cudaMemsetAsync is, so both CUDA backends time the same work as the reference.
     */
    @Downcall(symbol = "cuMemsetD8Async")
    int cuMemsetD8Async(long devicePointer, byte value, long count, MemorySegment stream);

    /** {@code CUresult cuMemFree(CUdeviceptr dptr)}, exported as {@code cuMemFree_v2}. */
    @Downcall(symbol = "cuMemFree_v2")
    int cuMemFree(long devicePointer);
}
