package dev.eventbind.backend.vulkan.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A device and queue an LWJGL program made on lavapipe behind the project's test layer, which reports
 * {@code timestampValidBits} 0 for every queue family: borrowing that queue is the typed unavailable error naming
 * the family and the reason, and the program's device is left as it was. Runs in the surefire execution
 * {@code no-timestamps}, whose environment enables the layer.
 */
@Tag("no-timestamps")
class LwjglNoTimestampsTest {

    @Test
    void borrowingAQueueWhoseFamilyWritesNoTimestampsIsTheTypedUnavailableError() {
        assertEquals("0", System.getenv("EVENTBIND_VK_TEST_TIMESTAMP_BITS"),
                "this test runs in the surefire execution that enables the test layer");
        try (LwjglCompute lwjgl = new LwjglCompute(64)) {
            BackendUnavailableException error = assertThrows(BackendUnavailableException.class, lwjgl::lendToEventbind);
            assertEquals("Vulkan", error.backend());
            assertTrue(error.getMessage().contains("queue family " + lwjgl.family + " of llvmpipe"),
                    "names the family and the device: " + error.getMessage());
            assertTrue(error.getMessage().contains("timestampValidBits 0"), error.getMessage());
        }
    }
}
