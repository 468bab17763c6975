package dev.eventbind.processor;

import dev.eventbind.api.EventApi;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The Level Zero-shaped spec's paired clock ({@code xxDeviceGetGlobalTimestamps}: CLOCK_MONOTONIC_RAW and the
 * device timer, 52 ns ticks at 19.2 MHz, read together) on the generated backend.
 */
@EnabledOnOs(OS.LINUX)
class FakeZePairedClockTest extends PairedClockChecks {

    @Override
    EventApi<Object, Object> openBackend() {
        return FakeLibraryBackend.LEVEL_ZERO.open();
    }
}
