package dev.eventbind.profile;

import static dev.eventbind.recording.RecordingEventApi.Call.CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.ELAPSED;
import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_DESTROY;
import static dev.eventbind.recording.RecordingEventApi.Call.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.recording.InjectedError;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/** Misuse of the profiler: confused tokens, wrong streams, backends that throw, interrupts and deadlines. */
class ProfilerSafetyTest extends ProfilerFixture {

    @Test
    void aTokenOfAnotherProfilerIsNotRegisteredAndLeavesBothWindowsOpen() throws Exception {
        RecordingEventApi otherApi = new RecordingEventApi();
        try (EventProfiler<Event, Stream> other = new EventProfiler<>(otherApi)) {
            Stream otherStream = otherApi.workingStream();
            long mine = profiler.start(work);
            long theirs = other.start(otherStream);

            ProfileException thrown = assertThrows(ProfileException.class, () -> profiler.stop(work, theirs));
            assertEquals(new ProfileError.NotRegistered(theirs), thrown.error());
            assertEquals(1, profiler.openWindows());
            assertEquals(1, other.openWindows());
            assertFalse(other.stop(otherStream, theirs).resolve().failed());
            assertFalse(profiler.stop(work, mine).resolve().failed());
        }
        assertEquals(0, otherApi.liveEvents());
    }

    @Test
    void whatAFailedStartLeavesInTheCallersVariableIsNotRegistered() throws Exception {
        long token = 0;
        api.fail(RECORD, 1);
        try {
            token = profiler.start(work);
        } catch (dev.eventbind.api.DriverException expected) {
            // the caller's variable keeps its initial value
        }
        long open = profiler.start(work);
        long stale = token;
        assertEquals(new ProfileError.NotRegistered(stale),
                assertThrows(ProfileException.class, () -> profiler.stop(work, stale)).error());
        assertFalse(profiler.abandon(stale));
        assertEquals(1, profiler.openWindows(), "the open window was not touched");
        assertFalse(profiler.stop(work, open).resolve().failed());
    }

    @Test
    void stopOnAnotherStreamIsATypedErrorAndTheWindowStaysOpen() throws Exception {
        long token = profiler.start(work);
        int recordsBefore = api.log(RECORD).size();

        ProfileException thrown = assertThrows(ProfileException.class, () -> profiler.stop(otherWork, token));

        ProfileError.WrongStream wrong = assertInstanceOf(ProfileError.WrongStream.class, thrown.error());
        assertEquals(token, wrong.token());
        assertEquals(String.valueOf(work), wrong.started());
        assertEquals(String.valueOf(otherWork), wrong.given());
        assertEquals(recordsBefore, api.log(RECORD).size(), "nothing was recorded on the wrong stream");
        assertEquals(1, profiler.openWindows());
        assertFalse(profiler.stop(work, token).resolve().failed(), "stopped on its start stream it measures");
    }

    @Test
    void stopWithANullStreamFailsBeforeTheWindowLeavesTheTable() throws Exception {
        long token = profiler.start(work);
        assertThrows(NullPointerException.class, () -> profiler.stop(null, token));
        assertEquals(1, profiler.openWindows());
        assertTrue(profiler.abandon(token));
    }

    @Test
    void stopOnAStreamTheBackendRejectsKeepsTheWindowOpenAndHoldsNoEndEvent() throws Exception {
        long token = profiler.start(work);
        IllegalStateException destroyed = new IllegalStateException("REC stream already destroyed");
        api.throwOnce(RECORD, destroyed);

        assertSame(destroyed, assertThrows(IllegalStateException.class, () -> profiler.stop(work, token)));
        assertEquals(1, profiler.openWindows());

        api.throwOnce(RECORD, new InjectedError("stop"));
        assertThrows(InjectedError.class, () -> profiler.stop(work, token));
        assertEquals(1, profiler.openWindows());
        assertFalse(profiler.stop(work, token).resolve().failed());
    }

    @Test
    void aStartRefusedWithAnUncheckedExceptionOrAnErrorHoldsNothing() {
        List<Call> calls = List.of(STREAM_CREATE, CREATE, RECORD, WAIT);
        for (Call call : calls) {
            for (boolean error : new boolean[] {false, true}) {
                hostClock.addAndGet(2 * SECOND); // every start refreshes the anchor: WAIT is reached too
                if (error) {
                    api.throwOnce(call, new InjectedError(call.name()));
                    assertThrows(InjectedError.class, () -> profiler.start(work), call.name());
                } else {
                    api.throwOnce(call, new IllegalStateException(call.name()));
                    assertThrows(IllegalStateException.class, () -> profiler.start(work), call.name());
                }
                assertEquals(0, profiler.openWindows(), call + " left a window open");
            }
        }
    }

    @Test
    void startWithANullStreamRecordsNothing() {
        assertThrows(NullPointerException.class, () -> profiler.start(null));
        assertEquals(List.of(), api.log());
    }

    @Test
    void aReadBackTheBackendThrowsOnIsAFailedResultAndReleasesEverything() throws Exception {
        ProfileDuration duration = profiler.stop(work, profiler.start(work));
        IllegalStateException thrown = new IllegalStateException("backend bug");
        api.throwOnce(ELAPSED, thrown);

        ProfileResult result = duration.resolve();

        assertTrue(result.failed());
        assertSame(thrown, ((ProfileError.ReadBackFailed) result.failure().orElseThrow()).cause());
        assertEquals(Duration.ofSeconds(3600), result.duration());
    }

    @Test
    void closeSurvivesAnErrorFromTheAnchorStreamsDestroy() throws Exception {
        profiler.stop(work, profiler.start(work));
        api.throwOnce(STREAM_DESTROY, new InjectedError("close"));
        profiler.close();
        assertEquals(0, api.liveEvents());
    }

    @Test
    void resolveHonoursAnInterruptKeepsItsStatusAndCanBeResolvedLater() throws Exception {
        api.queryable();
        ProfileDuration duration = profiler.stop(work, profiler.start(work));

        Thread.currentThread().interrupt();
        assertThrows(WaitInterruptedException.class, duration::resolve);
        assertTrue(Thread.interrupted(), "the interrupt status is kept");
        assertFalse(duration.isResolved());

        api.reachAll();
        assertFalse(duration.resolve().failed());
    }

    @Test
    void resolveWithATimeoutGivesUpAndCanBeResolvedLater() throws Exception {
        api.queryable();
        ProfileDuration duration = profiler.stop(work, profiler.start(work));

        long begin = System.nanoTime();
        assertThrows(TimeoutException.class, () -> duration.resolve(Duration.ofMillis(30)));
        assertTrue(System.nanoTime() - begin >= Duration.ofMillis(30).toNanos(), "gave up before the deadline");
        assertFalse(duration.isResolved());
        assertEquals(0, api.log(WAIT).size() - 1, "only the anchor was waited on blocking; the window was polled");

        api.reachAll();
        assertFalse(duration.resolve(Duration.ofSeconds(10)).failed());
    }
}
