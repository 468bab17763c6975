package dev.eventbind.backend.vulkan.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.vulkan.VulkanEvents;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * lavapipe behind the project's test layer under its second manifest, which offers {@code VK_KHR_portability_subset}
 * on every physical device, as MoltenVK's do, and refuses a device made without it, as Vulkan requires of such a
 * device. Runs in the surefire execution {@code portability-subset}, whose environment enables the layer.
 */
@Tag("portability-subset")
class PortabilitySubsetTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("1", System.getenv("EVENTBIND_VK_TEST_PORTABILITY_SUBSET"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void aDeviceMadeWithoutTheSubsetItOffersIsRefusedByTheLayer() {
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> new LwjglCompute(64).close());
        assertTrue(refused.getMessage().contains("vkCreateDevice returned -8"), refused.getMessage());
    }

    @Test
    void theBackendMakesItsDeviceWithTheSubsetAndTimesOnIt() throws Exception {
        try (VulkanEvents vk = VulkanEvents.open()) {
            Stream stream = vk.streamCreateNonBlocking();
            Event start = vk.eventCreate();
            Event end = vk.eventCreate();
            vk.eventRecord(start, stream);
            vk.eventRecord(end, stream);
            vk.eventWait(end);
            assertTrue(vk.eventElapsedNanos(start, end) >= 0);
            vk.eventDestroy(start);
            vk.eventDestroy(end);
            vk.streamDestroy(stream);
        }
    }
}
