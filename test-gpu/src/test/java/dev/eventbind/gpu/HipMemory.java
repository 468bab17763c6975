package dev.eventbind.gpu;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** Device memory through HIP, for work on the HIP backend's streams; the same library and override. */
@NativeFunctions(
        name = "HIP memory",
        library = @Library(
                names = {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5", "amdhip64_7.dll",
                        "amdhip64_6.dll"},
                home = {"ROCM_PATH", "HIP_PATH"},
                defaultHomes = {"/opt/rocm"},
                subdirs = {"lib", "lib64", "bin"},
                overrideProperty = "eventbind.hip.library",
                overrideEnv = "EVENTBIND_HIP_LIBRARY"))
interface HipMemory {

    /** {@code hipError_t hipMalloc(void **ptr, size_t size)}. */
    @Downcall(symbol = "hipMalloc")
    int hipMalloc(MemorySegment devicePointer, long size);

    /** {@code hipError_t hipMemsetAsync(void *dst, int value, size_t sizeBytes, hipStream_t stream)}. */
    @Downcall(symbol = "hipMemsetAsync")
    int hipMemsetAsync(MemorySegment devicePointer, int value, long count, MemorySegment stream);

    /** {@code hipError_t hipFree(void *ptr)}. */
    @Downcall(symbol = "hipFree")
    int hipFree(MemorySegment devicePointer);
}
