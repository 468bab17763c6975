package dev.eventbind.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.cuda.CudaRuntimeEvents;
import dev.eventbind.discovery.BackendProbe;
import org.junit.jupiter.api.Test;

/**
 * The C reference program builds on every machine with the CUDA toolkit, and it and eventbind agree on whether
 * a CUDA device answers: both measure, or both report the same runtime error by the runtime's own name.
 */
class ReferenceProgramTest {

    @Test
    void referenceAndEventbindAgreeOnWhetherACudaDeviceAnswers() throws Exception {
        ReferenceProgram reference = ReferenceProgram.build(GpuVendor.CUDA);
        BackendProbe probe = CudaRuntimeEvents.probe();

        ReferenceProgram.Outcome outcome = reference.run(1 << 20, 1, 3);

        if (probe.ready()) {
            ReferenceProgram.Measured measured = assertInstanceOf(ReferenceProgram.Measured.class, outcome);
            assertEquals(1 << 20, measured.bytes());
            assertTrue(measured.minMillis() > 0 && measured.minMillis() <= measured.medianMillis()
                    && measured.medianMillis() <= measured.maxMillis(), measured::toString);
        } else {
            ReferenceProgram.Unavailable refused = assertInstanceOf(ReferenceProgram.Unavailable.class, outcome);
            String reason = probe.reason().orElseThrow();
            String errorName = refused.line().split(" ")[1];
            assertTrue(reason.contains(errorName), () -> "eventbind: " + reason + "; reference: " + refused.line());
        }
    }
}
