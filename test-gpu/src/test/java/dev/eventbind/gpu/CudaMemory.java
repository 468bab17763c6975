package dev.eventbind.gpu;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/**
 * Device memory through the CUDA runtime, for work on a CUDA backend's streams. The same library and override
 * as the CUDA runtime backend, so both share one runtime instance in the process.
 */
@NativeFunctions(
        name = "CUDA memory",
        library = @Library(
                names = {"libcudart.so.13", "libcudart.so.12", "cudart64_13.dll", "cudart64_12.dll"},
                home = {"CUDA_PATH", "CUDA_HOME"},
                defaultHomes = {"/usr/local/cuda"},
                subdirs = {"lib64", "lib", "bin", "lib/x64"},
                overrideProperty = "eventbind.cuda.library",
                overrideEnv = "EVENTBIND_CUDA_LIBRARY"),
        header = "cuda_runtime_api.h")
interface CudaMemory {

    /** {@code cudaError_t cudaMalloc(void **devPtr, size_t size)}. */
    @Downcall(symbol = "cudaMalloc")
    int cudaMalloc(MemorySegment devicePointer, long size);

    /** {@code cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream)}. */
    @Downcall(symbol = "cudaMemsetAsync")
    int cudaMemsetAsync(MemorySegment devicePointer, int value, long count, MemorySegment stream);

    /** {@code cudaError_t cudaFree(void *devPtr)}. */
    @Downcall(symbol = "cudaFree")
    int cudaFree(MemorySegment devicePointer);
}
