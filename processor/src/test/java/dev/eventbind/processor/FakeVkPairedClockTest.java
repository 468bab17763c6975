package dev.eventbind.processor;

import dev.eventbind.api.EventApi;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The Vulkan-shaped spec's paired clock ({@code vkGetCalibratedTimestampsEXT}, reached through
 * {@code vkGetDeviceProcAddr}, asked for an array of two stamps: CLOCK_MONOTONIC_RAW and the device's time domain,
 * 40 ns ticks at 25 MHz) on the generated backend.
 */
@EnabledOnOs(OS.LINUX)
class FakeVkPairedClockTest extends PairedClockChecks {

    @Override
    EventApi<Object, Object> openBackend() {
        return FakeLibraryBackend.VULKAN.open();
    }
}
