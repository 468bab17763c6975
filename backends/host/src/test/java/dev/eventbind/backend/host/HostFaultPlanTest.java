package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.FaultPlan;
import dev.eventbind.ffm.FaultPlanException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A fault plan the generated host backend cannot honour refuses its open, typed, and its probe says why. */
class HostFaultPlanTest {

    private FaultPlan before = FaultPlan.none();

    @AfterEach
    void restore() {
        FaultPlan.install(before);
    }

    private static BackendUnavailableException openUnder(String plan) {
        return assertThrows(BackendUnavailableException.class, HostRuntimeEvents::open, plan);
    }

    @Test
    void aPlanNamingAFunctionTheSpecDoesNotBindRefusesTheOpen() {
        before = FaultPlan.install(FaultPlan.parse("host:ebhEventRecrod=719"));
        BackendUnavailableException refused = openUnder("a misspelt function");

        assertInstanceOf(FaultPlanException.class, refused.getCause());
        assertTrue(refused.getMessage().contains("the host spec binds no function ebhEventRecrod"),
                refused.getMessage());
        BackendProbe probe = HostRuntimeEvents.probe();
        assertFalse(probe.ready());
        assertTrue(probe.reason().orElseThrow().contains("ebhEventRecrod"), probe.reason().orElseThrow());
    }

    @Test
    void aStatusTheConventionDoesNotKnowRefusesTheOpen() {
        before = FaultPlan.install(FaultPlan.parse("host:ebhEventRecord=4242"));
        BackendUnavailableException refused = openUnder("an unknown status");

        assertInstanceOf(FaultPlanException.class, refused.getCause());
        assertTrue(refused.getMessage().contains("4242 is not a failure the host status convention knows"),
                refused.getMessage());
    }

    @Test
    void aPlanForAnotherBackendLeavesThisOneAlone() throws Exception {
        before = FaultPlan.install(FaultPlan.parse("CUDA:cudaEventRecrod=4242"));
        HostRuntimeEvents host = HostRuntimeEvents.open();
        host.eventDestroy(host.eventCreate());
    }
}
