package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * lavapipe behind the project's test layer ({@code src/test/native/eventbind_test_layer.c}), which reports
 * {@code timestampValidBits} 0 for every queue family, as a device without timestamp support does. Runs in its
 * own JVM (surefire execution {@code no-timestamps}) whose environment enables the layer.
 */
@Tag("no-timestamps")
class NoTimestampsTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("0", System.getenv("EVENTBIND_VK_TEST_TIMESTAMP_BITS"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void openingIsTheTypedUnavailableErrorNamingTheMissingTimestamps() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, VulkanEvents::open);
        assertEquals("Vulkan", error.backend());
        assertTrue(error.getMessage().contains("timestampValidBits 0"), error.getMessage());
        assertTrue(error.getMessage().contains("llvmpipe"), "names the device: " + error.getMessage());
    }

    @Test
    void theProbeSaysUnavailableForTheSameReasonInsteadOfThrowing() {
        BackendProbe probe = new VulkanEventsProvider().probe();
        assertFalse(probe.ready());
        assertTrue(probe.reason().orElseThrow().contains("no compute queue family that writes timestamps"),
                probe.reason().orElseThrow());
        assertTrue(probe.library().isPresent(), "the loader itself was found");
    }
}
