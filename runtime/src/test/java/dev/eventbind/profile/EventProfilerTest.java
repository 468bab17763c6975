package dev.eventbind.profile;

import static dev.eventbind.recording.RecordingEventApi.Call.CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.DESTROY;
import static dev.eventbind.recording.RecordingEventApi.Call.ELAPSED;
import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_DESTROY;
import static dev.eventbind.recording.RecordingEventApi.Call.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.recording.LogCapture;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Entry;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

/** REFERENCE.md section 2, profiler behaviours 6-13, checked from the recording api's call log. */
class EventProfilerTest extends ProfilerFixture {

    @Test
    void noStreamOrEventExistsUntilTheFirstWindowStartsThenOneAnchorStreamUntilClosed() throws Exception {
        assertEquals(List.of(), api.log());

        profiler.start(work);
        profiler.start(otherWork);
        List<Entry> created = api.log(STREAM_CREATE);
        assertEquals(1, created.size());

        profiler.close();
        assertEquals(List.of(created.getFirst().stream()), api.log(STREAM_DESTROY).stream().map(Entry::stream).toList());
    }

    @Test
    void anchorStreamDestroyFailureIsLoggedAtWarn() throws Exception {
        profiler.start(work);
        api.fail(STREAM_DESTROY, 1);
        try (LogCapture logs = LogCapture.of(EventProfiler.class)) {
            profiler.close();
            assertEquals(1, logs.at(Level.WARNING).size(), logs.lines().toString());
            assertTrue(logs.at(Level.WARNING).getFirst().startsWith("Failed to release a REC stream: "));
        }
    }

    @Test
    void anchorIsRecordedOnTheAnchorStreamAndWaitedBeforeTheWindowStarts() throws Exception {
        profiler.start(work);

        int anchorStream = api.log(STREAM_CREATE).getFirst().stream();
        List<Entry> calls = api.log();
        int anchor = calls.get(1).event();
        assertEquals(List.of(
                new Entry(STREAM_CREATE, -1, -1, anchorStream),
                new Entry(CREATE, anchor, -1, -1),
                new Entry(RECORD, anchor, -1, anchorStream),
                new Entry(WAIT, anchor, -1, -1),
                new Entry(CREATE, anchor + 1, -1, -1),
                new Entry(RECORD, anchor + 1, -1, work.id())), calls);
    }

    @Test
    void anchorIsRefreshedWhenOlderThanOneSecondAndOpenWindowsKeepTheirs() throws Exception {
        long first = profiler.start(work);
        hostClock.addAndGet(SECOND / 2);
        api.advanceDevice(SECOND / 2);
        long young = profiler.start(work);
        assertEquals(1, anchorRecords().size(), "an anchor half a second old is kept");

        hostClock.addAndGet(SECOND / 2 + 1);
        api.advanceDevice(SECOND / 2 + 1);
        long refreshed = profiler.start(work);
        List<Entry> anchors = anchorRecords();
        assertEquals(2, anchors.size(), "an anchor older than one second is refreshed");

        // Each window is placed from the anchor it opened under: the device clock moves 1 us per record. The
        // first anchor predicts the second 3 us (three records) after the host read that brackets it exactly, a
        // step back well within the 20 ppm of a one-second-old anchor, so the new anchor sits on that read.
        long firstAnchorHost = 50 * SECOND;
        assertEquals(firstAnchorHost + 1_000, startOf(first, anchors.get(0)));
        assertEquals(firstAnchorHost + SECOND / 2 + 2_000, startOf(young, anchors.get(0)));
        long secondAnchorHost = firstAnchorHost + SECOND + 1;
        assertEquals(secondAnchorHost + 1_000, startOf(refreshed, anchors.get(1)));
    }

    @Test
    void aDeviceClockThatJumpedBetweenTwoAnchorsIsPlacedFromTheNewBracketNotCarriedAlong() throws Exception {
        long firstAnchorHost = 50 * SECOND;
        assertEquals(firstAnchorHost + 1_000, startOf(profiler.start(work), anchorRecords().getFirst()));
        api.advanceDevice(10 * SECOND); // ten seconds ahead of the host's: a device reset, a wrap it did not declare
        hostClock.addAndGet(SECOND + 1);
        api.advanceDevice(SECOND + 1);
        long afterJump = profiler.start(work);
        List<Entry> anchors = anchorRecords();
        assertEquals(2, anchors.size(), "an anchor older than one second is refreshed");

        // Joined to the first anchor, the second would sit ten seconds ahead of the host read that brackets it
        // exactly, with a ten-second error; the jump starts a new timeline at that read instead.
        int before = api.log(ELAPSED).size();
        ProfileResult result = profiler.stop(work, afterJump).resolve();
        assertEquals(anchors.get(1).event(), api.log(ELAPSED).get(before).event(), "placed from the new anchor");
        assertEquals(firstAnchorHost + SECOND + 1 + 1_000, result.ticks().startNanos());
        assertTrue(result.boundNanos() < 100_000, "bound " + result.boundNanos() + " ns");
    }

    @Test
    void anElapsedReadNoDeviceClockReachesFailsTheWindowInsteadOfOverflowingItsPlacement() throws Exception {
        long token = profiler.start(work);
        api.advanceDevice(Long.MAX_VALUE - 10 * SECOND); // as a float read of infinity, clamped to a long, reads

        ProfileResult result = profiler.stop(work, token).resolve();

        assertTrue(result.failed(), "placed at " + result.ticks().startNanos() + ".." + result.ticks().endNanos());
        ProfileError.ReadBackFailed failed = assertInstanceOf(ProfileError.ReadBackFailed.class,
                result.failure().orElseThrow());
        assertTrue(failed.cause().getMessage().contains("which no device clock reaches"),
                failed.cause().getMessage());
    }

    /** Where window {@code token} starts on the host clock, checking that it is measured from {@code anchor}. */
    private long startOf(long token, Entry anchor) throws Exception {
        int before = api.log(ELAPSED).size();
        long start = profiler.stop(work, token).resolve().ticks().startNanos();
        assertEquals(anchor.event(), api.log(ELAPSED).get(before).event(), "the anchor window " + token + " used");
        return start;
    }

    @Test
    void noAnchorEventIsEverRecordedOnAWorkingStream() throws Exception {
        List<ProfileDuration> stopped = new java.util.ArrayList<>();
        for (int round = 0; round < 5; round++) {
            long outer = profiler.start(work);
            long inner = profiler.start(otherWork);
            hostClock.addAndGet(SECOND * 3 / 4);
            stopped.add(profiler.stop(otherWork, inner));
            stopped.add(profiler.stop(work, outer));
        }
        int windows = stopped.size();
        List<Entry> onWorkingStreams = api.log(RECORD).stream()
                .filter(record -> record.stream() == work.id() || record.stream() == otherWork.id())
                .toList();
        assertEquals(2 * windows, onWorkingStreams.size(), "only one start and one end event per window");
        assertTrue(anchorRecords().size() >= 3, "anchors were refreshed along the way");
        int anchorStream = api.log(STREAM_CREATE).getFirst().stream();
        for (Entry wait : api.log(WAIT)) {
            assertEquals(anchorStream, lastStreamOf(wait.event(), wait), "waited on a working stream: " + wait);
        }
        assertEquals(List.of(), api.log(Call.SYNCHRONIZE));
        stopped.forEach(ProfileDuration::resolve);
    }

    @Test
    void startRecordsOnePooledEventOnTheStreamAndIssuesTokensInOrder() throws Exception {
        long first = profiler.start(work);
        assertTrue(first != 0, "0 is never a token");
        int recordsBefore = api.log(RECORD).size();
        long onOther = profiler.start(otherWork);
        assertTrue(onOther != first && onOther != 0, "tokens of two streams never meet");
        assertEquals(List.of(new Entry(RECORD, lastCreated(), -1, otherWork.id())),
                api.log(RECORD).subList(recordsBefore, api.log(RECORD).size()));

        profiler.stop(work, first).resolve();
        int created = api.eventsCreated();
        assertEquals(first + 1, profiler.start(work), "a stream's tokens count up");
        assertEquals(created, api.eventsCreated(), "the start event came from the pool");
    }

    @Test
    void aWindowAfterAnotherRecordsTheSameTwoEventsAgainAndCreatesNone() throws Exception {
        profiler.stop(work, profiler.start(work)).resolve();
        int size = api.log(RECORD).size();
        List<Integer> firstPair = api.log(RECORD).subList(size - 2, size).stream().map(Entry::event).toList();
        int created = api.eventsCreated();

        for (int i = 0; i < 5; i++) {
            int before = api.log(RECORD).size();
            profiler.stop(work, profiler.start(work)).resolve();
            assertEquals(firstPair, api.log(RECORD).subList(before, api.log(RECORD).size()).stream()
                    .map(Entry::event).toList(), "the spare window's own start and end, in that order");
        }
        assertEquals(created, api.eventsCreated(), "no event created after the first window");
    }

    @Test
    void failedStartIssuesNoTokenAndDoesNotAdvanceCounter() throws Exception {
        api.fail(STREAM_CREATE, 1);
        assertThrows(DriverException.class, () -> profiler.start(work));
        long first = profiler.start(work);

        api.fail(RECORD, 1);
        assertThrows(DriverException.class, () -> profiler.start(work));
        hostClock.addAndGet(2 * SECOND);
        api.fail(WAIT, 1);
        assertThrows(DriverException.class, () -> profiler.start(work), "the anchor refresh was refused");
        assertEquals(1, profiler.openWindows());

        assertEquals(first + 1, profiler.start(work));
        assertThrows(ProfileException.class, () -> profiler.stop(work, first + 2));
    }

    @Test
    void stopRecordsOneEndEventAndNeverWaits() throws Exception {
        long token = profiler.start(work);
        int callsBefore = api.log().size();

        ProfileDuration duration = profiler.stop(work, token);

        List<Call> stopCalls = api.log().subList(callsBefore, api.log().size()).stream().map(Entry::call).toList();
        assertEquals(List.of(CREATE, RECORD), stopCalls);
        assertEquals(work.id(), api.log(RECORD).getLast().stream());
        assertFalse(duration.isResolved());
        duration.resolve();
    }

    @Test
    void stopWithUnknownStoppedOrAbandonedTokenIsNotRegistered() throws Exception {
        long stopped = profiler.start(work);
        long abandoned = profiler.start(work);
        profiler.stop(work, stopped).resolve();
        profiler.abandon(abandoned);

        for (long token : new long[] {stopped, abandoned, 99, 0}) {
            ProfileException thrown = assertThrows(ProfileException.class, () -> profiler.stop(work, token));
            assertEquals(new ProfileError.NotRegistered(token), thrown.error());
        }
    }

    @Test
    void resolvingWaitsForTheEndAloneAndTakesTheSpanFromTheWindowsOwnEvents() throws Exception {
        long token = profiler.start(work);
        api.advanceDevice(70_000);
        ProfileDuration duration = profiler.stop(work, token);
        int anchor = anchorRecords().getFirst().event();
        List<Entry> records = api.log(RECORD);
        int start = records.get(1).event();
        int end = records.get(2).event();
        int callsBefore = api.log().size();

        ProfileResult result = duration.resolve();

        // The end was recorded after the start on the same stream, which runs in order: one wait covers both.
        assertEquals(List.of(new Entry(WAIT, end, -1, -1),
                new Entry(ELAPSED, anchor, start, -1), new Entry(ELAPSED, start, end, -1)),
                api.log().subList(callsBefore, api.log().size()));
        // The recording device clock moves 1 us per record: the start 1 us after the anchor, the end 1 us
        // plus 70 us of work after the start.
        long anchorHost = 50 * SECOND;
        assertEquals(new ProfileTicks(anchorHost + 1_000, anchorHost + 1_000 + 71_000), result.ticks());
        assertEquals(result, duration.resolve(), "read back once, the same result after");
        assertEquals(3, api.log().size() - callsBefore, "a second resolve calls nothing");
    }

    @Test
    void failedReadBackReportsAnHourLongWindowThatSaysItFailed() throws Exception {
        ProfileDuration duration = profiler.stop(work, profiler.start(work));
        api.fail(WAIT, 1);
        try (LogCapture logs = LogCapture.of(EventProfiler.class)) {
            ProfileResult result = duration.resolve();

            assertEquals(Duration.ofHours(1), result.duration());
            assertTrue(result.failed());
            ProfileError.ReadBackFailed failed = assertInstanceOf(ProfileError.ReadBackFailed.class,
                    result.failure().orElseThrow());
            assertEquals("WAIT", assertInstanceOf(DriverException.class, failed.cause()).function());
            assertEquals(Duration.ofHours(1), failed.reported());
            assertEquals(TimingMethod.DEVICE, result.timingMethod());
            // The injected status does not poison the device: a warning, not an error.
            assertEquals(1, logs.at(Level.WARNING).size(), logs.lines().toString());
            assertTrue(logs.at(Level.WARNING).getFirst().contains("WAIT failed"));
        }
        ProfileResult measured = profiler.stop(work, profiler.start(work)).resolve();
        assertFalse(measured.failed(), "a measured window carries no failure");
    }

    @Test
    void failedReadBackOnAPoisonedDeviceIsLoggedAtError() throws Exception {
        ProfileDuration duration = profiler.stop(work, profiler.start(work));
        api.poisonFaults(true).fail(ELAPSED, 1);
        try (LogCapture logs = LogCapture.of(EventProfiler.class)) {
            assertTrue(duration.resolve().failed());
            assertEquals(1, logs.at(Level.SEVERE).size(), logs.lines().toString());
        }
    }

    @Test
    void failureTurnsEveryOpenWindowIntoThatErrorAndDoesNothingWithNoneOpen() throws Exception {
        profiler.failure(new ProfileError.Unknown("nothing open"));
        long first = profiler.start(work);
        long second = profiler.start(otherWork);
        ProfileError launch = new ProfileError.Unknown("launch failed");

        profiler.failure(launch);

        assertEquals(launch, assertThrows(ProfileException.class, () -> profiler.stop(work, first)).error());
        assertEquals(launch, assertThrows(ProfileException.class, () -> profiler.stop(otherWork, second)).error());
        long later = profiler.start(work);
        assertEquals(first + 1, later);
        assertEquals(TimingMethod.DEVICE, profiler.stop(work, later).resolve().timingMethod());
    }

    @Test
    void abandonDropsOneWindowUnmeasured() throws Exception {
        long dropped = profiler.start(work);
        long kept = profiler.start(work);

        assertTrue(profiler.abandon(dropped));
        assertFalse(profiler.abandon(dropped));

        int callsAfterAbandon = api.log().size();
        assertEquals(1, profiler.openWindows());
        assertThrows(ProfileException.class, () -> profiler.stop(work, dropped));
        assertEquals(callsAfterAbandon, api.log().size(), "an abandoned window records no end event");
        profiler.stop(work, kept).resolve();
    }

    @Test
    void eventsOfFinishedFailedAndAbandonedWindowsReturnToALifoPool() throws Exception {
        long finished = profiler.start(work);
        profiler.stop(work, finished).resolve();
        int lastStart = api.log(RECORD).get(1).event();
        int created = api.eventsCreated();

        profiler.start(work); // reuses the start event released last
        assertEquals(lastStart, api.log(RECORD).getLast().event());
        profiler.failure(new ProfileError.Unknown("failed"));
        long reopened = profiler.start(work);
        assertEquals(lastStart, api.log(RECORD).getLast().event());
        assertTrue(profiler.abandon(reopened));
        profiler.start(work);
        assertEquals(lastStart, api.log(RECORD).getLast().event());

        assertEquals(created, api.eventsCreated(), "no event created after the first window");
        assertEquals(List.of(), api.log(DESTROY), "pooled events live until the profiler closes");
    }

    @Test
    void closeReadsBackPendingWindowsSoNoEventOrAnchorOutlivesIt() throws Exception {
        profiler.stop(work, profiler.start(work)).resolve();
        ProfileDuration pending = profiler.stop(work, profiler.start(work));
        assertEquals(List.of(), api.log(DESTROY));

        profiler.close();
        assertEquals(0, api.liveEvents(), "the pending window's two events and its anchor died with the profiler");
        assertTrue(pending.isResolved(), "close read the pending window back");

        long anchorHost = 50 * SECOND;
        assertTrue(pending.resolve().ticks().startNanos() > anchorHost);
        assertFalse(pending.resolve().failed());
        assertEquals(api.eventsCreated(), api.log(DESTROY).size());
    }

    @Test
    void endBeforeStartReadsAsZero() {
        assertEquals(Duration.ZERO, new ProfileTicks(500, 200).duration());
        assertEquals(Duration.ofNanos(300), new ProfileTicks(200, 500).duration());
    }

    @Test
    void nanElapsedReadingGivesAZeroLengthWindow() throws Exception {
        ProfileDuration duration = profiler.stop(work, profiler.start(work));
        api.nextElapsedReadsMillis(0.5f);
        api.nextElapsedReadsMillis(Float.NaN);

        ProfileResult result = duration.resolve();

        assertEquals(50 * SECOND + 500_000, result.ticks().startNanos());
        assertEquals(Duration.ZERO, result.duration());
    }

    @Test
    void resultSaysHowItWasTimed() throws Exception {
        ProfileDuration device = profiler.stop(work, profiler.start(work));
        assertEquals(TimingMethod.DEVICE, device.timingMethod());
        assertEquals(TimingMethod.DEVICE, device.resolve().timingMethod());

        ProfileDuration system = ProfileDuration.of(new ProfileTicks(1, 2), TimingMethod.SYSTEM);
        assertEquals(TimingMethod.SYSTEM, system.resolve().timingMethod());
    }

    @Test
    void durationResolvesAsAFutureOnTheGivenExecutor() throws Exception {
        ProfileDuration duration = profiler.stop(work, profiler.start(work));
        List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        ProfileResult result = duration.resolveAsync(task -> {
            Thread thread = new Thread(task, "resolver");
            threads.add(thread.getName());
            thread.start();
        }).get();

        assertEquals(List.of("resolver"), threads);
        assertInstanceOf(ProfileResult.class, result);
        assertEquals(result, duration.resolve());
    }

    private List<Entry> anchorRecords() {
        int anchorStream = api.log(STREAM_CREATE).getFirst().stream();
        return api.log(RECORD).stream().filter(record -> record.stream() == anchorStream).toList();
    }

    private int lastCreated() {
        return api.log(CREATE).getLast().event();
    }

    private int lastStreamOf(int event, Entry before) {
        List<Entry> calls = api.log();
        int stream = -1;
        for (Entry call : calls.subList(0, calls.indexOf(before))) {
            if (call.call() == RECORD && call.event() == event) {
                stream = call.stream();
            }
        }
        return stream;
    }
}
