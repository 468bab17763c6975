package dev.eventbind.gpu;

import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Event;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents.Stream;
import org.junit.jupiter.api.Nested;

/** The CUDA driver API backend on a real NVIDIA GPU; skipped, with one line, where none answers. */
@RequiresGpu(GpuBackendKind.CUDA_DRIVER)
class CudaDriverOnGpuTest {

    @Nested
    class Contract extends MemsetContract<Event, Stream> {
        @Override
        protected GpuTarget<Event, Stream> openTarget() throws Exception {
            return new CudaDriverTarget();
        }
    }

    @Nested
    class Device extends DeviceChecks<Event, Stream> {
        @Override
        protected GpuTarget<Event, Stream> openTarget() throws Exception {
            return new CudaDriverTarget();
        }
    }
}
