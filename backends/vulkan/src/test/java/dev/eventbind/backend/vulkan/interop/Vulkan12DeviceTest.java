package dev.eventbind.backend.vulkan.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEventsProvider;
import dev.eventbind.discovery.BackendProbe;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * lavapipe behind the project's test layer, which reports Vulkan 1.2 as every physical device's {@code apiVersion},
 * as an older driver does. The backend's streams and events use Vulkan 1.3's functions, which such a driver may not
 * have at all (a call through a name the loader has no function behind ends the process), so opening on it and
 * borrowing a device made on it are the typed unavailable error, before any device is made or used. Runs in the
 * surefire execution {@code vulkan-1.2}, whose environment enables the layer.
 */
@Tag("vulkan-1.2")
class Vulkan12DeviceTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("2", System.getenv("EVENTBIND_VK_TEST_API_MINOR"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void openingIsTheTypedUnavailableErrorNamingTheVersionTheDeviceSupports() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, VulkanEvents::open);
        assertEquals("Vulkan", error.backend());
        assertTrue(error.getMessage().contains("llvmpipe") && error.getMessage().contains("supports Vulkan 1.2")
                && error.getMessage().contains("needs 1.3"), error.getMessage());
    }

    @Test
    void theProbeSaysUnavailableForTheSameReasonInsteadOfThrowing() {
        BackendProbe probe = new VulkanEventsProvider().probe();
        assertFalse(probe.ready());
        assertTrue(probe.reason().orElseThrow().contains("supports Vulkan 1.2"), probe.reason().orElseThrow());
    }

    @Test
    void borrowingADeviceOfAVulkan12PhysicalDeviceIsTheTypedUnavailableError() {
        try (LwjglCompute lwjgl = new LwjglCompute(64)) {
            BackendUnavailableException error = assertThrows(BackendUnavailableException.class, lwjgl::lendToEventbind);
            assertTrue(error.getMessage().contains("supports Vulkan 1.2"), error.getMessage());
            assertTrue(lwjgl.validationErrors().isEmpty(), "the program's device is left as it was");
        }
    }
}
