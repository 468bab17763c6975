package dev.eventbind.gpu;

import dev.eventbind.backend.cuda.CudaRuntimeEvents.Event;
import dev.eventbind.backend.cuda.CudaRuntimeEvents.Stream;
import org.junit.jupiter.api.Nested;

/** The CUDA runtime backend on a real NVIDIA GPU; skipped, with one line, where none answers. */
@RequiresGpu(GpuBackendKind.CUDA_RUNTIME)
class CudaRuntimeOnGpuTest {

    @Nested
    class Contract extends MemsetContract<Event, Stream> {
        @Override
        protected GpuTarget<Event, Stream> openTarget() {
            return new CudaRuntimeTarget();
        }
    }

    @Nested
    class Device extends DeviceChecks<Event, Stream> {
        @Override
        protected GpuTarget<Event, Stream> openTarget() {
            return new CudaRuntimeTarget();
        }
    }
}
