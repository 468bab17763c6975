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

    @Test
    void anEnabledRecordingReadsBackEveryField(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("windows.jfr");
        try (Recording recording = new Recording()) {
            recording.enable(DeviceWindowEvent.NAME);
            recording.start();
            DeviceWindowEvent.emit("produce", "host", "stream 1", 1_000_000L, 3_500_250L);
            recording.stop();
            recording.dump(file);
        }
        List<RecordedEvent> events = windows(file);
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
    void nothingIsCommittedWhileTheEventIsDisabled(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("disabled.jfr");
        try (Recording recording = new Recording()) {
            recording.disable(DeviceWindowEvent.NAME);
            recording.start();
            DeviceWindowEvent.emit("produce", "host", "stream 1", 1L, 2L);
            recording.stop();
            recording.dump(file);
        }
        assertTrue(windows(file).isEmpty());
    }

    @Test
    void anEndBeforeTheStartReadsAsAZeroDuration(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("backwards.jfr");
        try (Recording recording = new Recording()) {
            recording.enable(DeviceWindowEvent.NAME);
            recording.start();
            DeviceWindowEvent.emit("w", "CUDA", "s", 10L, 4L);
            recording.stop();
            recording.dump(file);
        }
        assertEquals(Duration.ZERO, windows(file).getFirst().getDuration("deviceDuration"));
    }

    private static List<RecordedEvent> windows(Path file) throws IOException {
        return RecordingFile.readAllEvents(file).stream()
                .filter(e -> e.getEventType().getName().equals(DeviceWindowEvent.NAME))
                .toList();
    }
}
