package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * lavapipe behind the project's test layer, whose {@code vkQueueSubmit2} returns {@code VK_ERROR_DEVICE_LOST} from
 * the first submit on, without reaching the driver: the submit's semaphore value never comes. Runs in its own JVM
 * (surefire execution {@code device-lost}).
 */
@Tag("device-lost")
class DeviceLostTest {

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("1", System.getenv("EVENTBIND_VK_TEST_LOSE_AT_SUBMIT"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void aLostDeviceIsADriverErrorNamingTheSubmitAndPoisonsTheBackend() throws Exception {
        VulkanEvents api = VulkanEvents.open();
        VulkanEvents.Stream stream = api.streamCreateNonBlocking();
        VulkanEvents.Event event = api.eventCreate();
        api.eventRecord(event, stream); // returns once queued: the loss is revealed by the wait

        DriverException lost = assertThrows(DriverException.class, () -> api.eventWait(event));
        assertEquals("vkQueueSubmit2", lost.function());
        assertEquals(Vulkan.VK_ERROR_DEVICE_LOST, lost.status());
        assertEquals("VK_ERROR_DEVICE_LOST", lost.statusName().orElseThrow());
        assertTrue(lost.poisoned());

        DriverException again = assertThrows(DriverException.class, api::eventCreate);
        assertTrue(again.poisoned(), "a later call fails fast on the poisoned instance");
        assertSame(lost, again.getCause(), "with the first loss as its cause");
    }

    @Test
    void theProbeSaysUnavailableNamingTheLoss() {
        BackendProbe probe = new VulkanEventsProvider().probe();
        assertFalse(probe.ready());
        assertTrue(probe.reason().orElseThrow().contains("VK_ERROR_DEVICE_LOST"), probe.reason().orElseThrow());
    }
}
