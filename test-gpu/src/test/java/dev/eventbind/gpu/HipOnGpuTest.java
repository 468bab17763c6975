package dev.eventbind.gpu;

import dev.eventbind.backend.hip.HipRuntimeEvents.Event;
import dev.eventbind.backend.hip.HipRuntimeEvents.Stream;
import org.junit.jupiter.api.Nested;

/** The HIP backend on a real AMD GPU; skipped, with one line, where none answers. */
@RequiresGpu(GpuBackendKind.HIP)
class HipOnGpuTest {

    @Nested
    class Contract extends MemsetContract<Event, Stream> {
        @Override
        protected GpuTarget<Event, Stream> openTarget() {
            return new HipTarget();
        }
    }

    @Nested
    class Device extends DeviceChecks<Event, Stream> {
        @Override
        protected GpuTarget<Event, Stream> openTarget() {
            return new HipTarget();
        }
    }
}
