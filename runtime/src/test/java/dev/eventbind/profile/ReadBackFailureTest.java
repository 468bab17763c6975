package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A backend that throws an {@link Error} at any step of a read-back: the window fails with that cause, reads the
 * 3600 s penalty through every accessor, is never placed on a timeline, and gives back its events and its anchor
 * hold at once; closing the profiler releases everything all the same.
 */
class ReadBackFailureTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long PENALTY_NANOS = Duration.ofSeconds(3600).toNanos();

    private final RecordingEventApi recording = new RecordingEventApi();
    private final ErrorInjectingApi api = new ErrorInjectingApi(recording);
    private final AtomicLong hostClock = new AtomicLong(50 * SECOND);
    private final EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, hostClock::get, SECOND);
    private final Stream work = recording.workingStream();

    @TempDir
    Path dir;

    @AfterEach
    void closeReleasesEveryEventAndTheAnchorStream() {
        profiler.close();
        assertEquals(0, recording.liveEvents(), "events (windows' or anchors') left alive");
        assertEquals(0, recording.doubleDestroys(), "events destroyed twice");
        assertEquals(0, recording.reachedAfterDestroy(), "released handles reaching the driver");
        assertEquals(1, recording.log(Call.STREAM_DESTROY).size(), "the anchor stream is destroyed");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void anErrorAtEachReadBackCallFailsTheWindowWithThePenaltyAndGivesItsEventsBack(boolean queryable)
            throws Exception {
        if (queryable) {
            recording.queryable();
        }
        ProfileDuration first = profiler.stop(work, profiler.start(work));
        recording.reachAll();
        first.resolve(); // the anchor and the window's two events exist now
        int eventsBefore = recording.eventsCreated();
        int failures = 0;
        for (int call = 0; ; call++) {
            ProfileDuration duration = profiler.stop(work, profiler.start(work));
            recording.reachAll();
            StackOverflowError overflow = new StackOverflowError("read-back call " + call);
            api.armAt(call, overflow);

            long nanos = duration.durationNanos(); // read first as a primitive: never the error, never 0 ns
            if (!api.fired()) {
                api.armAt(-1, null);
                assertTrue(nanos < PENALTY_NANOS, "a read-back with no error is measured");
                break;
            }
            failures++;
            assertEquals(PENALTY_NANOS, nanos, "call " + call);
            ProfileResult result = duration.resolve();
            assertTrue(result.failed(), "call " + call);
            ProfileError.ReadBackFailed failed =
                    assertInstanceOf(ProfileError.ReadBackFailed.class, result.failure().orElseThrow());
            assertSame(overflow, failed.cause());
            assertEquals(Duration.ofSeconds(3600), result.duration());
            assertEquals(PENALTY_NANOS, duration.endNanos() - duration.startNanos());
            assertEquals(eventsBefore, recording.eventsCreated(), "the failed window's events were given back");
        }
        assertTrue(failures >= 3, "the wait and both elapsed reads were each made to fail: " + failures);
        ProfileDuration after = profiler.stop(work, profiler.start(work));
        recording.reachAll();
        assertFalse(after.resolve().failed(), "the profiler still measures");
    }

    @Test
    void anErrorAtEachReadBackCallOfABatchFailsItsWindowsWithThePenalty() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(3);
        for (int i = 0; i < 3; i++) {
            profiler.stop(work, profiler.start(work), batch);
        }
        batch.clear(); // the anchor and three windows' events exist now
        int eventsBefore = recording.eventsCreated();
        for (int call = 0; ; call++) {
            for (int i = 0; i < 3; i++) {
                profiler.stop(work, profiler.start(work), batch);
            }
            api.armAt(call, new StackOverflowError("batch read-back call " + call));
            batch.resolve();
            boolean fired = api.fired();
            api.armAt(-1, null);
            int failed = 0;
            for (int i = 0; i < 3; i++) {
                if (!batch.measured(i)) {
                    failed++;
                    assertEquals(PENALTY_NANOS, batch.durationNanos(i), "call " + call + ", window " + i);
                } else {
                    assertTrue(batch.durationNanos(i) < PENALTY_NANOS);
                }
            }
            batch.clear();
            assertEquals(eventsBefore, recording.eventsCreated(), "the failed windows' events were given back");
            if (!fired) {
                assertEquals(0, failed, "a batch with no error is measured");
                break;
            }
            assertEquals(1, failed, "call " + call + " failed exactly the window it was made for");
        }
    }

    @Test
    void closeReadsBackEveryUnreadWindowThoughEachReadBackThrowsAnError() throws Exception {
        List<ProfileDuration> unread = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            unread.add(profiler.stop(work, profiler.start(work)));
        }
        api.armAt(0, new StackOverflowError("close's first read-back"));

        profiler.close(); // neither throws nor stops before the rest are read back

        assertTrue(api.fired());
        int failed = 0;
        for (ProfileDuration duration : unread) {
            assertTrue(duration.isResolved(), "close read every unread window back");
            if (duration.resolve().failed()) {
                failed++;
                assertEquals(PENALTY_NANOS, duration.durationNanos());
            }
        }
        assertEquals(1, failed);
    }

    @Test
    void aWindowWhoseReadBackThrewIsNotCommittedToFlightRecorder() throws Exception {
        Path file = dir.resolve("failed.jfr");
        try (Recording jfr = new Recording()) {
            jfr.enable("dev.eventbind.DeviceWindow");
            jfr.start();
            ProfileDuration failing = profiler.stop(work, profiler.start(work, "failing"));
            ProfileDuration measured = profiler.stop(work, profiler.start(work, "measured"));
            api.armAt(1, new StackOverflowError("elapsed"));
            assertTrue(failing.resolve().failed());
            assertFalse(measured.resolve().failed());
            jfr.stop();
            jfr.dump(file);
        }
        List<String> names = RecordingFile.readAllEvents(file).stream()
                .filter(event -> event.getEventType().getName().equals("dev.eventbind.DeviceWindow"))
                .map(event -> event.getString("window"))
                .toList();
        assertEquals(List.of("measured"), names);
    }
}
