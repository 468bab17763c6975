package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import java.lang.foreign.MemorySegment;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Handles given back to the backend that it must refuse before any reaches the driver (a bad handle is undefined
 * behaviour in Vulkan): a stream it already destroyed, and its own device offered for borrowing; and a stream destroyed
 * by the very commands it records, which must neither hang nor be left behind. A NULL handle and a
 * queue family without timestamps are refused in {@code LwjglAdoptionTest}, on a device made elsewhere.
 */
class VulkanBadInputTest {

    @Test
    void aDestroyedStreamIsRefusedForASubmitWithoutReachingTheDriver() throws DriverException {
        VulkanEvents backend = VulkanEvents.open();
        Stream stream = backend.streamCreateNonBlocking();
        backend.streamDestroy(stream);
        int[] recorded = {0};

        assertThrows(IllegalStateException.class, () -> VulkanQueues.submit(stream, commands -> recorded[0]++));
        assertEquals(0, recorded[0], "no command buffer was handed out to record into");
    }

    @Test
    void aStreamDestroyedByTheCommandsOfItsOwnSubmitIsDestroyedOnceTheSubmitWasMade() throws DriverException {
        VulkanEvents backend = VulkanEvents.open();
        Stream stream = backend.streamCreateNonBlocking();
        MemorySegment handle = stream.handle();
        Event event = backend.eventCreate();
        backend.eventRecord(event, stream);

        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> VulkanQueues.submit(stream,
                commands -> backend.streamDestroy(stream))); // a destroy waits for this very submit
        IllegalArgumentException gone = assertThrows(IllegalArgumentException.class,
                () -> VulkanDevice.streamOf(handle));
        assertTrue(gone.getMessage().contains("not a stream of a Vulkan backend"), gone.getMessage());
        assertTrue(backend.eventQuery(event), "its work ran before the destroy");
        backend.eventDestroy(event);
    }

    @Test
    void theDeviceEventbindOpenedItselfIsNotBorrowed() throws DriverException {
        VulkanEvents.open(); // the process's own device exists from here on
        Vulkan vk = VulkanFunctions.open();
        VulkanDevice own = VulkanDevice.current(vk, VulkanEvents.statusConvention());

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> VulkanQueues.sharing(
                own.info.handle(), own.device, own.info.family(), own.queue));

        assertTrue(refused.getMessage().contains("eventbind opened itself"), refused.getMessage());
        assertSame(own, VulkanDevice.of(own.device), "its record is still the backend's own, not a lent copy");
    }

    @Test
    void aStreamHandleOfNoBackendIsRefusedForASubmit() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> VulkanDevice.streamOf(MemorySegment.ofAddress(0x1000)));
        assertTrue(refused.getMessage().contains("not a stream of a Vulkan backend"), refused.getMessage());
    }
}
