package dev.eventbind.backend.vulkan.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.backend.vulkan.VulkanEvents;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * lavapipe behind the project's test layer, which reports a {@code timestampPeriod} of 0 ns, as a broken driver
 * might: every span would be scaled to nothing, so opening on the device and borrowing one made on it are the typed
 * unavailable error rather than spans that silently read 0. Runs in the surefire execution {@code zero-period},
 * whose environment enables the layer.
 */
@Tag("zero-period")
class ZeroTimestampPeriodTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("0", System.getenv("EVENTBIND_VK_TEST_TIMESTAMP_PERIOD"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void openingIsTheTypedUnavailableErrorNamingThePeriod() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, VulkanEvents::open);
        assertTrue(error.getMessage().contains("timestampPeriod of 0.0 ns"), error.getMessage());
    }

    @Test
    void borrowingADeviceThatReportsItIsTheSameError() {
        try (LwjglCompute lwjgl = new LwjglCompute(64)) {
            BackendUnavailableException error = assertThrows(BackendUnavailableException.class, lwjgl::lendToEventbind);
            assertTrue(error.getMessage().contains("timestampPeriod of 0.0 ns"), error.getMessage());
        }
    }
}
