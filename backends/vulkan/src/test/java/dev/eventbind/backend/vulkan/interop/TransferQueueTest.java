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
 * lavapipe behind the project's test layer, which reports every queue family as transfer-only, as a device's
 * dedicated copy queues are. Such a queue writes timestamps but does not run {@code vkCmdResetQueryPool}, which every
 * record does first: so borrowing it is the typed unavailable error before the driver sees a command, and the
 * backend's own device finds no compute family. Runs in the surefire execution {@code transfer-queue}, whose
 * environment enables the layer.
 */
@Tag("transfer-queue")
class TransferQueueTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("4", System.getenv("EVENTBIND_VK_TEST_QUEUE_FLAGS"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void borrowingATransferOnlyQueueIsTheTypedUnavailableError() {
        try (LwjglCompute lwjgl = new LwjglCompute(64)) {
            BackendUnavailableException error = assertThrows(BackendUnavailableException.class, lwjgl::lendToEventbind);
            assertTrue(error.getMessage().contains("queue family " + lwjgl.family + " of llvmpipe")
                    && error.getMessage().contains("neither a graphics nor a compute family"), error.getMessage());
        }
    }

    @Test
    void theBackendsOwnDeviceFindsNoComputeFamily() {
        BackendUnavailableException error = assertThrows(BackendUnavailableException.class, VulkanEvents::open);
        assertTrue(error.getMessage().contains("has no compute queue family"), error.getMessage());
    }
}
