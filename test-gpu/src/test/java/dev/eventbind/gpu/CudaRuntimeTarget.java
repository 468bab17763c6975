package dev.eventbind.gpu;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.cuda.CudaRuntimeEvents;
import dev.eventbind.backend.cuda.CudaRuntimeEvents.Event;
import dev.eventbind.backend.cuda.CudaRuntimeEvents.Stream;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** The CUDA runtime backend with cudaMalloc / cudaMemsetAsync / cudaFree as its work. */
final class CudaRuntimeTarget implements GpuTarget<Event, Stream> {

    private final CudaRuntimeEvents api = CudaRuntimeEvents.open();
    private final CudaMemory memory = CudaMemoryFunctions.open();

    @Override
    public EventApi<Event, Stream> api() {
        return api;
    }

    @Override
    public GpuVendor vendor() {
        return GpuVendor.CUDA;
    }

    @Override
    public long allocate(long bytes) throws DriverException {
        MemorySegment out = Scratch.get();
        GpuTarget.check(api.backend(), "cudaMalloc", memory.cudaMalloc(out, bytes));
        return out.get(ValueLayout.ADDRESS, 0).address();
    }

    @Override
    public void fill(long address, int value, long bytes, Stream stream) throws DriverException {
        GpuTarget.check(api.backend(), "cudaMemsetAsync",
                memory.cudaMemsetAsync(MemorySegment.ofAddress(address), value, bytes, stream.handle()));
    }

    @Override
    public void free(long address) throws DriverException {
        GpuTarget.check(api.backend(), "cudaFree", memory.cudaFree(MemorySegment.ofAddress(address)));
    }
}
