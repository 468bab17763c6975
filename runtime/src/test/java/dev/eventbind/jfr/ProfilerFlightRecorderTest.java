package dev.eventbind.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.ProfileTicks;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The profiler's own Flight Recorder events, read back from a recording: one per placed window, carrying the
 * profiler's placement, with device times that sit on the recording's timeline where the windows happened.
 */
class ProfilerFlightRecorderTest {

    /** How far a device time may sit from where the host clock puts it: the tick calibration is about 0.2 us. */
    private static final long TIMELINE_SLACK_NANOS = 50_000;

    @TempDir
    Path dir;

    private final RecordingEventApi api = new RecordingEventApi();

    @Test
    void everyPlacedWindowIsRecordedWithTheProfilersPlacementOnTheRecordingsTimeline() throws Exception {
        Stream work = api.workingStream();
        List<ProfileResult> placed = new ArrayList<>();
        long before;
        long after;
        Path file = dir.resolve("profiler.jfr");
        try (Recording recording = new Recording();
                EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            recording.enable(DeviceWindowEvent.NAME);
            recording.start();
            profiler.nameStream(work, "queue 7");
            before = System.nanoTime();
            long outer = profiler.start(work, "outer");
            long inner = profiler.start(work, "inner");
            placed.add(profiler.stop(work, inner).resolve());
            placed.add(profiler.stop(work, outer).resolve());
            long unnamed = profiler.start(work);
            placed.add(profiler.stop(work, unnamed).resolve());
            after = System.nanoTime();
            recording.stop();
            recording.dump(file);
        }
        List<RecordedEvent> events = windows(file);
        assertEquals(3, events.size());
        assertEquals(List.of("inner", "outer", "window"), events.stream().map(e -> e.getString("window")).toList());
        Instant earliest = events.stream().map(RecordedEvent::getStartTime).min(Comparator.naturalOrder()).get();
        for (int i = 0; i < events.size(); i++) {
            RecordedEvent event = events.get(i);
            ProfileTicks ticks = placed.get(i).ticks();
            assertEquals(placed.get(i).boundNanos(), event.getDuration("placementBound").toNanos());
            assertEquals(placed.get(i).durationBoundNanos(), event.getDuration("durationBound").toNanos());
            assertEquals("REC", event.getString("backend"));
            assertEquals("queue 7", event.getString("stream"));
            assertEquals(ticks.startNanos(), event.getLong("deviceStart"));
            assertEquals(ticks.endNanos(), event.getLong("deviceEnd"));
            assertEquals(ticks.duration(), event.getDuration("deviceDuration"));
            assertEquals(ticks.duration(), Duration.between(event.getInstant("deviceStartTime"),
                    event.getInstant("deviceEndTime")));
            // On the timeline: each device time lies between the host reads around the run, as far from the first
            // commit as the host clock says.
            long fromFirstCommit = Duration.between(earliest, event.getInstant("deviceStartTime")).toNanos();
            assertTrue(fromFirstCommit > (before - after) - TIMELINE_SLACK_NANOS, event.toString());
            assertTrue(fromFirstCommit < TIMELINE_SLACK_NANOS, "placed before it was committed: " + event);
        }
    }

    @Test
    void withTheEventDisabledTheProfilerCommitsNothing() throws Exception {
        Stream work = api.workingStream();
        Path file = dir.resolve("disabled.jfr");
        try (Recording recording = new Recording();
                EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            recording.disable(DeviceWindowEvent.NAME);
            recording.start();
            assertTrue(!DeviceWindows.isRecording());
            long token = profiler.start(work, "quiet");
            profiler.stop(work, token).resolve();
            recording.stop();
            recording.dump(file);
        }
        assertEquals(List.of(), windows(file));
    }

    private static List<RecordedEvent> windows(Path file) throws IOException {
        return RecordingFile.readAllEvents(file).stream()
                .filter(e -> e.getEventType().getName().equals(DeviceWindowEvent.NAME))
                .sorted(Comparator.comparing(RecordedEvent::getStartTime))
                .toList();
    }
}
