package dev.eventbind.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeviceWindowEventTest {

    @TempDir
    Path dir;

    @Test
    void anEnabledRecordingReadsBackEveryField() throws IOException {
        List<RecordedEvent> events = record(true,
                () -> DeviceWindows.emit("produce", "host", "stream 1", 1_000_000L, 3_500_250L));
        assertEquals(1, events.size());
        RecordedEvent event = events.getFirst();
        assertEquals("produce", event.getString("window"));
        assertEquals("host", event.getString("backend"));
        assertEquals("stream 1", event.getString("stream"));
        assertEquals(1_000_000L, event.getLong("deviceStart"));
        assertEquals(3_500_250L, event.getLong("deviceEnd"));
        assertEquals(Duration.ofNanos(2_500_250L), event.getDuration("deviceDuration"));
    }

    @Test
    void nothingIsCommittedWhileTheEventIsDisabled() throws IOException {
        assertTrue(record(false, () -> DeviceWindows.emit("produce", "host", "stream 1", 1L, 2L)).isEmpty());
    }

    @Test
    void anEndBeforeTheStartReadsAsAZeroDuration() throws IOException {
        List<RecordedEvent> events = record(true, () -> DeviceWindows.emit("w", "CUDA", "s", 10L, 4L));
        assertEquals(Duration.ZERO, events.getFirst().getDuration("deviceDuration"));
    }

    /** Runs {@code emits} under a recording with the event enabled or not, and reads the window events back. */
    private List<RecordedEvent> record(boolean enabled, Runnable emits) throws IOException {
        Path file = dir.resolve("windows.jfr");
        try (Recording recording = new Recording()) {
            if (enabled) {
                recording.enable(DeviceWindowEvent.NAME);
            } else {
                recording.disable(DeviceWindowEvent.NAME);
            }
            recording.start();
            emits.run();
            recording.stop();
            recording.dump(file);
        }
        return RecordingFile.readAllEvents(file).stream()
                .filter(e -> e.getEventType().getName().equals(DeviceWindowEvent.NAME))
                .toList();
    }
}
