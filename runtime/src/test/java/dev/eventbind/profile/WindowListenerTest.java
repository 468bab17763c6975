package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A listener is told of every window's start, stop and placement or failure, on every path, with the attachment
 * it returned at the start handed back each time; one that throws changes nothing about the window.
 */
class WindowListenerTest {

    private static final long SECOND = 1_000_000_000L;

    private final RecordingEventApi api = new RecordingEventApi();
    private final Recorder recorder = new Recorder();
    private final AtomicLong hostClock = new AtomicLong(50 * SECOND);
    private final EventProfiler<Event, Stream> profiler =
            new EventProfiler<>(api, recorder, hostClock::get, SECOND, true, false);
    private final Stream work = api.workingStream();

    @AfterEach
    void nothingLeaks() {
        profiler.close();
        assertEquals(0, api.liveEvents(), "events left alive");
    }

    @Test
    void aMeasuredWindowIsStartedStoppedAndPlacedWithItsAttachmentAsItsDurationReads() throws Exception {
        profiler.nameStream(work, "queue 1");
        long token = profiler.start(work, "step");
        ProfileDuration duration = profiler.stop(work, token);
        ProfileTicks ticks = duration.resolve().ticks();

        assertEquals(List.of("started " + token + " step queue 1 REC", "stopped " + token + " #0",
                "placed " + token + " #0 " + ticks.startNanos() + ".." + ticks.endNanos()), recorder.calls);
    }

    @Test
    void batchWindowsArePlacedAsTheBatchReadsThem() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        for (int i = 0; i < 3; i++) {
            profiler.stop(work, profiler.start(work), batch);
        }
        batch.resolve();
        List<String> placed = recorder.calls.stream().filter(call -> call.startsWith("placed")).toList();
        assertEquals(3, placed.size());
        for (int i = 0; i < 3; i++) {
            assertTrue(placed.get(i).endsWith(" #" + i + " " + batch.startNanos(i) + ".." + batch.endNanos(i)),
                    placed.get(i));
        }
    }

    @Test
    void everyUnmeasuredEndIsToldAsAFailureWithItsReason() throws Exception {
        long abandoned = profiler.start(work);
        profiler.abandon(abandoned);
        long failed = profiler.start(work);
        ProfileError byCaller = new ProfileError.Unknown("launch failed");
        profiler.failure(byCaller);
        long refused = profiler.start(work);
        api.fail(Call.RECORD, 1);
        assertInstanceOf(ProfileError.DriverFailure.class,
                org.junit.jupiter.api.Assertions.assertThrows(ProfileException.class,
                        () -> profiler.stop(work, refused)).error());
        ProfileDuration unread = profiler.stop(work, profiler.start(work));
        api.fail(Call.ELAPSED, 1);
        assertTrue(unread.resolve().failed());
        long closing = profiler.start(work);
        profiler.close();

        assertInstanceOf(ProfileError.NotRegistered.class, recorder.failures.get(0));
        assertSame(byCaller, recorder.failures.get(1));
        assertInstanceOf(ProfileError.DriverFailure.class, recorder.failures.get(2));
        assertInstanceOf(ProfileError.ReadBackFailed.class, recorder.failures.get(3));
        assertEquals(new ProfileError.NotRegistered(closing), recorder.failures.get(4));
        assertEquals(5, recorder.failures.size());
        assertTrue(recorder.calls.contains("failed " + abandoned + " #0"), recorder.calls.toString());
        assertTrue(recorder.calls.contains("failed " + failed + " #1"), recorder.calls.toString());
    }

    @Test
    void aListenerThatThrowsLeavesEveryWindowAsItWas() throws Exception {
        try (EventProfiler<Event, Stream> throwing = new EventProfiler<>(api, window -> {
            throw new IllegalStateException("listener bug");
        }, hostClock::get, SECOND, true, false)) {
            WindowBatch<Event> batch = throwing.newBatch(2);
            throwing.stop(work, throwing.start(work), batch);
            ProfileDuration duration = throwing.stop(work, throwing.start(work));
            batch.resolve();
            assertTrue(batch.measured(0));
            assertTrue(duration.resolve().failure().isEmpty());
        }
    }

    /** Keeps every call as a line; each attachment is "#n", n counting the windows started. */
    private static final class Recorder implements WindowListener {
        final List<String> calls = new ArrayList<>();
        final List<ProfileError> failures = new ArrayList<>();
        private int started;

        @Override
        public Object started(ProfiledWindow window) {
            calls.add("started " + window.token() + " " + window.name() + " " + window.stream() + " "
                    + window.backend());
            return "#" + started++;
        }

        @Override
        public void stopped(ProfiledWindow window, Object attachment) {
            calls.add("stopped " + window.token() + " " + attachment);
        }

        @Override
        public void placed(ProfiledWindow window, Object attachment, long startNanos, long endNanos) {
            calls.add("placed " + window.token() + " " + attachment + " " + startNanos + ".." + endNanos);
        }

        @Override
        public void failed(ProfiledWindow window, Object attachment, ProfileError error) {
            calls.add("failed " + window.token() + " " + attachment);
            failures.add(error);
        }
    }
}
