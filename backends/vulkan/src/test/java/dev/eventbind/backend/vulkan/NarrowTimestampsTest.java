package dev.eventbind.backend.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * lavapipe behind the project's test layer, which reports {@code timestampValidBits} 36 and cuts every query
 * result to its low 36 bits, as a device with a 36-bit counter writes them (one that wraps every 68.7 s of
 * nanoseconds; lavapipe's raw stamps are {@code CLOCK_MONOTONIC} nanoseconds, past 2^36 after 69 s of uptime). Runs
 * in its own JVM (surefire execution {@code narrow-timestamps}).
 */
@Tag("narrow-timestamps")
class NarrowTimestampsTest {

    private static final long WRAP = 1L << 36;

    @BeforeAll
    static void theLayerIsOn() {
        assertEquals("36", System.getenv("EVENTBIND_VK_TEST_TIMESTAMP_BITS"),
                "this test runs in the surefire execution that enables the test layer");
    }

    @Test
    void theBackendTakesTheFamilysValidBitsFromTheDriver() throws Exception {
        VulkanEvents.open();
        VulkanDevice device = VulkanDevice.current(VulkanFunctions.open(), VulkanEvents.statusConvention());
        assertEquals(36, device.info.validBits());
    }

    @Test
    void aSpanAcrossTheCountersWrapIsItsDistanceModuloTheValidBits() throws Exception {
        VulkanEvents.open();
        VulkanDevice device = VulkanDevice.current(VulkanFunctions.open(), VulkanEvents.statusConvention());
        assertEquals(1_500, device.nanosBetween(WRAP - 1_000, 500), "1 us before the wrap to 0.5 us after it");
        assertEquals(0, device.nanosBetween(1, 0), "an end one tick before its start reads as zero, not a turn");
        assertEquals(WRAP / 2 - 1, device.nanosBetween(WRAP / 2 + 10, 9), "the longest span 36 bits can tell");
    }

    @Test
    void stampsAreCutToTheValidBitsAndASpanOfRealWorkStillReadsRight() throws Exception {
        VulkanEvents vk = VulkanEvents.open();
        EventApi<VulkanEvents.Event, VulkanEvents.Stream> api = vk;
        VulkanEvents.Stream stream = api.streamCreateNonBlocking();
        VulkanEvents.Event start = api.eventCreate();
        VulkanEvents.Event end = api.eventCreate();
        try (VulkanWork work = VulkanWork.allocate(stream, 16L << 20)) {
            work.fill(stream, 1); // pages touched once, so the timed fills below cost the same
            long before = System.nanoTime();
            api.eventRecord(start, stream);
            work.fill(stream, 8);
            api.eventRecord(end, stream);
            api.eventWait(end);
            long host = System.nanoTime() - before;
            VulkanDevice device = VulkanDevice.ofStream(stream.handle());
            long first = device.stamp(VulkanEvents.statusConvention(), start.handle());
            long second = device.stamp(VulkanEvents.statusConvention(), end.handle());
            assertTrue(first < WRAP && second < WRAP, "the layer cut the stamps: " + first + ", " + second);
            // lavapipe stamps with CLOCK_MONOTONIC, System.nanoTime's clock here: the start's stamp is that clock
            // cut to 36 bits, read between the host's two readings (past 2^36 ns of uptime, the cut is not a no-op).
            assertTrue(((first - before) & (WRAP - 1)) <= host, "start stamp " + first + " is CLOCK_MONOTONIC "
                    + before + ".." + (before + host) + " modulo 2^36");
            long span = api.eventElapsedNanos(start, end);
            assertTrue(span > 0 && span <= host, "the fills' device time " + span + " ns within the host's " + host
                    + " ns around them");
        } finally {
            api.eventDestroy(start);
            api.eventDestroy(end);
            api.streamDestroy(stream);
        }
    }
}
