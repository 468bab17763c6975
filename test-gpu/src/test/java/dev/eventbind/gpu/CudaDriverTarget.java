package dev.eventbind.gpu;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Event;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Stream;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * The CUDA driver API backend with cuMemAlloc / cuMemsetD8Async / cuMemFree as its work; every memory call
 * first makes the backend's primary context current, as the backend does for its own calls.
 */
final class CudaDriverTarget implements GpuTarget<Event, Stream> {

    private final CudaDriverEvents api;
    private final CuMemory memory = CuMemoryFunctions.open();

    CudaDriverTarget() throws DriverException {
        api = CudaDriverEvents.open();
    }

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
        api.ensureContextCurrent();
        MemorySegment out = Scratch.get();
        GpuTarget.check(api.backend(), "cuMemAlloc_v2", memory.cuMemAlloc(out, bytes));
        return out.get(ValueLayout.JAVA_LONG, 0);
    }

    @Override
    public void fill(long address, int value, long bytes, Stream stream) throws DriverException {
        api.ensureContextCurrent();
        GpuTarget.check(api.backend(), "cuMemsetD8Async",
                memory.cuMemsetD8Async(address, (byte) value, bytes, stream.handle()));
    }

    @Override
    public void free(long address) throws DriverException {
        api.ensureContextCurrent();
        GpuTarget.check(api.backend(), "cuMemFree_v2", memory.cuMemFree(address));
    }
}
