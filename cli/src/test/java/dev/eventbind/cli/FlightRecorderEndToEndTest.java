package dev.eventbind.cli;

import static dev.eventbind.cli.TraceEvents.number;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.jfr.DeviceWindowEvent;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A profile run under a flight recording: every window is in the recording, where the trace puts it. */
class FlightRecorderEndToEndTest {

    @Test
    void everyResolvedWindowIsARecordedEventWithTheTracesPlacement(@TempDir Path dir) throws IOException {
        Path traceFile = dir.resolve("trace.json");
        Path recordingFile = dir.resolve("profile.jfr");
        try (Recording recording = new Recording()) {
            recording.enable(DeviceWindowEvent.NAME);
            recording.start();
            // No warm-up: the recording and the trace then hold the same windows, whoever emits the events.
            CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", "2", "--warmup", "0", "--trace",
                    traceFile.toString());
            assertEquals(ExitCode.OK, run.exit(), run.err());
            recording.stop();
            recording.dump(recordingFile);
        }
        List<RecordedEvent> recorded = RecordingFile.readAllEvents(recordingFile).stream()
                .filter(e -> e.getEventType().getName().equals(DeviceWindowEvent.NAME))
                .sorted(Comparator.comparingLong(e -> e.getLong("deviceStart")))
                .toList();
        TraceEvents trace = TraceEvents.parse(Files.readString(traceFile));
        assertEquals(8, recorded.size());
        assertEquals(trace.complete().size(), recorded.size());
        long origin = number(trace.otherData(), "originNanos").longValueExact();
        for (RecordedEvent event : recorded) {
            Map<String, Object> traced = trace.complete().stream()
                    .filter(e -> e.get("name").equals(event.getString("window"))
                            && nanos(number(e, "ts")) + origin == event.getLong("deviceStart"))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no trace event placed like " + event));
            assertEquals("host", event.getString("backend"));
            assertEquals(trace.threadName(number(traced, "tid").intValueExact()), event.getString("stream"));
            long span = nanos(number(traced, "dur"));
            assertEquals(event.getLong("deviceStart") + span, event.getLong("deviceEnd"));
            assertEquals(Duration.ofNanos(span), event.getDuration("deviceDuration"));
        }
    }

    private static long nanos(BigDecimal micros) {
        return micros.movePointRight(3).longValueExact();
    }
}
