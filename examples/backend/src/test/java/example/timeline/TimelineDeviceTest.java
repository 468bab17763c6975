package example.timeline;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The record the library fills reads back through the generated accessors as C wrote it. */
class TimelineDeviceTest {

    @Test
    void theDeviceDescribesItselfThroughItsRecord() {
        String described = TimelineDevice.describe();

        assertTrue(described.matches("timeline \\(monotonic\\), version 1, [1-9][0-9]* ns a tick"), described);
    }
}
