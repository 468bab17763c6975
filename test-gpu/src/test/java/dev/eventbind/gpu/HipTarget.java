package dev.eventbind.gpu;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.hip.HipRuntimeEvents;
import dev.eventbind.backend.hip.HipRuntimeEvents.Event;
import dev.eventbind.backend.hip.HipRuntimeEvents.Stream;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/** The HIP backend with hipMalloc / hipMemsetAsync / hipFree as its work. */
final class HipTarget implements GpuTarget<Event, Stream> {

    private final HipRuntimeEvents api = HipRuntimeEvents.open();
    private final HipMemory memory = HipMemoryFunctions.open();

    @Override
    public EventApi<Event, Stream> api() {
        return api;
    }

    @Override
    public GpuVendor vendor() {
        return GpuVendor.HIP;
    }

    @Override
    public long allocate(long bytes) throws DriverException {
        MemorySegment out = Scratch.get();
        GpuTarget.check(api.backend(), "hipMalloc", memory.hipMalloc(out, bytes));
        return out.get(ValueLayout.ADDRESS, 0).address();
    }

    @Override
    public void fill(long address, int value, long bytes, Stream stream) throws DriverException {
        GpuTarget.check(api.backend(), "hipMemsetAsync",
                memory.hipMemsetAsync(MemorySegment.ofAddress(address), value, bytes, stream.handle()));
    }

    @Override
    public void free(long address) throws DriverException {
        GpuTarget.check(api.backend(), "hipFree", memory.hipFree(MemorySegment.ofAddress(address)));
    }
}
