package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A machine with the Vulkan loader but no driver. Runs in its own JVM (surefire execution {@code no-driver})
 * whose {@code VK_DRIVER_FILES} and {@code VK_ICD_FILENAMES} name a manifest that does not exist, so the real
 * loader finds no driver and {@code vkCreateInstance} answers {@code VK_ERROR_INCOMPATIBLE_DRIVER}.
 */
@Tag("no-driver")
class NoDriverTest {

    @BeforeAll
    static void theLoaderSeesNoDriver() {
        String drivers = System.getenv("VK_DRIVER_FILES");
        assertNotNull(drivers, "this test runs in the surefire execution that sets VK_DRIVER_FILES");
        assertFalse(Files.exists(Path.of(drivers)), "no driver manifest");
    }

    @Test
    void theProbeSaysUnavailableNamingTheResultInsteadOfThrowing() {
        BackendProbe probe = new VulkanEventsProvider().probe();
        assertFalse(probe.ready());
        String reason = probe.reason().orElseThrow();
        assertTrue(reason.contains("vkCreateInstance") && reason.contains("VK_ERROR_INCOMPATIBLE_DRIVER"), reason);
        assertTrue(probe.library().isPresent(), "the loader itself was found");
    }

    @Test
    void openingIsTheTypedUnavailableErrorSayingWhereTheLoaderLooked() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, VulkanEvents::open);
        assertEquals("Vulkan", error.backend());
        assertTrue(error.getMessage().contains("VK_ERROR_INCOMPATIBLE_DRIVER"), error.getMessage());
        assertTrue(error.attempts().stream().anyMatch(line -> line.contains("VK_DRIVER_FILES=")), "says where");
    }
}
