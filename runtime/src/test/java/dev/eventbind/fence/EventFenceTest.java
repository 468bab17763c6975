package dev.eventbind.fence;

import static dev.eventbind.recording.RecordingEventApi.Call.CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.DESTROY;
import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_WAIT;
import static dev.eventbind.recording.RecordingEventApi.Call.SYNCHRONIZE;
import static dev.eventbind.recording.RecordingEventApi.Call.WAIT;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.event.OwnedEvent;
import dev.eventbind.recording.LogCapture;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.List;
import java.util.function.Consumer;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;

/** REFERENCE.md section 2, fence behaviours 1-5, checked from the recording api's call log. */
class EventFenceTest {

    private final RecordingEventApi api = new RecordingEventApi();
    private final Stream stream = api.workingStream();
    private final Stream other = api.workingStream();

    @Test
    void mintNeverThrowsAndDestroysTheEventAtOnceWhenRecordIsRefused() {
        api.fail(RECORD, 1).fail(SYNCHRONIZE, 1);
        EventFence<Event, Stream> fence = assertDoesNotThrow(() -> EventFence.mint(api, stream));

        assertTrue(fence.refused());
        assertEquals(List.of(CREATE, RECORD, DESTROY, SYNCHRONIZE), calls());
        assertEquals(0, api.liveEvents());

        api.fail(CREATE, 1).fail(SYNCHRONIZE, 1);
        assertTrue(assertDoesNotThrow(() -> EventFence.mint(api, stream)).refused());
    }

    @Test
    void aRefusedCreateOrRecordSynchronizesTheStreamInsteadAndTheFenceIsAlreadyPassed() throws Exception {
        api.fail(RECORD, 1);
        EventFence<Event, Stream> recordRefused = EventFence.mint(api, stream);

        assertFalse(recordRefused.refused());
        assertTrue(recordRefused.synchronizedAtMint());
        assertEquals(List.of(CREATE, RECORD, DESTROY, SYNCHRONIZE), calls());
        assertTrue(recordRefused.waitSync(java.time.Duration.ZERO), "passed: no wait, no deadline to miss");
        assertEquals(4, api.log().size(), "the driver is not called again");
        assertEquals(0, api.liveEvents());

        api.fail(CREATE, 1);
        EventFence<Event, Stream> createRefused = EventFence.mint(api, stream);
        assertTrue(createRefused.synchronizedAtMint());
        assertTrue(createRefused.waitAsync(other).enqueued(), "the other stream already runs after the point");
        assertEquals(0, api.log(STREAM_WAIT).size());
    }

    @Test
    void aRefusalStandsOnlyWhenTheSynchronizeFailsTooAndCarriesThatFailure() {
        api.fail(RECORD, 1).fail(SYNCHRONIZE, 1);
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);

        DriverException thrown = assertThrows(DriverException.class, fence::waitSync);
        assertEquals("RECORD", thrown.function());
        assertEquals(1, thrown.getSuppressed().length, "the synchronize's failure rides along");
        assertEquals("SYNCHRONIZE", ((DriverException) thrown.getSuppressed()[0]).function());
    }

    @Test
    void waitSyncThrowsTheStoredRefusalWithoutCallingTheDriver() {
        api.fail(RECORD, 1).fail(SYNCHRONIZE, 1);
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);
        int callsAfterMint = api.log().size();

        DriverException thrown = assertThrows(DriverException.class, fence::waitSync);

        assertEquals("RECORD", thrown.function());
        assertEquals(callsAfterMint, api.log().size());
    }

    @Test
    void waitSyncCallsEventWaitExactlyOnce() throws Exception {
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);
        fence.waitSync();

        assertEquals(List.of(CREATE, RECORD, WAIT, DESTROY), calls());
        assertThrows(IllegalStateException.class, fence::waitSync);
        assertEquals(1, api.log(WAIT).size());
    }

    @Test
    void waitAsyncReportsEveryRefusalAsANotEnqueuedOutcomeAndNeverThrows() {
        try (LogCapture logs = LogCapture.of(EventFence.class)) {
            api.fail(STREAM_WAIT, 1);
            AsyncWait usage = EventFence.mint(api, stream).waitAsync(other);

            api.fail(RECORD, 1).fail(SYNCHRONIZE, 1);
            EventFence<Event, Stream> refused = EventFence.mint(api, stream);
            AsyncWait atMint = refused.waitAsync(other);
            AsyncWait reused = refused.waitAsync(other);

            assertEquals(AsyncWait.Reason.REFUSED, assertInstanceOf(AsyncWait.NotEnqueued.class, usage).reason());
            assertEquals(AsyncWait.Reason.REFUSED_AT_MINT,
                    assertInstanceOf(AsyncWait.NotEnqueued.class, atMint).reason());
            assertEquals(AsyncWait.Reason.ALREADY_USED,
                    assertInstanceOf(AsyncWait.NotEnqueued.class, reused).reason());
            // Not a poisoned device: a usage error is a warning, never reported as a device fault.
            assertEquals(List.of(), logs.at(Level.SEVERE), logs.lines().toString());
            List<String> warnings = logs.at(Level.WARNING);
            assertEquals(3, warnings.size(), logs.lines().toString());
            assertTrue(warnings.get(0).contains("usage error: REC: STREAM_WAIT failed"), warnings.get(0));
            assertTrue(warnings.get(1).contains("RECORD failed"), warnings.get(1));
        }
        assertEquals(1, api.log(STREAM_WAIT).size(), "a stored refusal never reaches the driver");
        assertEquals(0, api.liveEvents());
    }

    @Test
    void waitAsyncSaysEnqueuedAndLogsAPoisonedDeviceAtError() {
        assertTrue(EventFence.mint(api, stream).waitAsync(other).enqueued());

        api.poisonFaults(true).fail(STREAM_WAIT, 1);
        try (LogCapture logs = LogCapture.of(EventFence.class)) {
            AsyncWait.NotEnqueued poisoned = assertInstanceOf(AsyncWait.NotEnqueued.class,
                    EventFence.mint(api, stream).waitAsync(other));
            assertTrue(poisoned.devicePoisoned());
            assertEquals(1, logs.at(Level.SEVERE).size(), logs.lines().toString());
        }
        assertEquals(0, api.liveEvents());
    }

    @Test
    void eventIsDestroyedExactlyOnceOnEveryPath() throws Exception {
        List<Consumer<EventFence<Event, Stream>>> paths = List.of(
                fence -> assertDoesNotThrow(() -> {
                    fence.waitSync();
                }),
                fence -> fence.waitAsync(other).enqueued(),
                EventFence::close,
                fence -> assertThrows(DriverException.class, fence::waitSync));
        for (int path = 0; path < paths.size(); path++) {
            if (path == 3) {
                api.fail(WAIT, 1); // the old raw fence leaked exactly here: a failed host wait
            }
            EventFence<Event, Stream> fence = EventFence.mint(api, stream);
            paths.get(path).accept(fence);
            fence.close();
            fence.close();
            assertEquals(path + 1, api.log(DESTROY).size(), "path " + path);
        }
        assertEquals(0, api.liveEvents());
        assertEquals(0, api.doubleDestroys());
        assertEquals(0, api.reachedAfterDestroy());
    }

    @Test
    void destroyFailureIsLoggedAtWarnAndNeverThrown() {
        try (LogCapture logs = LogCapture.of(OwnedEvent.class)) {
            api.fail(Call.DESTROY, 1);
            assertDoesNotThrow(() -> {
                EventFence.mint(api, stream).waitSync();
            });

            List<String> warnings = logs.at(Level.WARNING);
            assertEquals(1, warnings.size());
            assertTrue(warnings.getFirst().startsWith("Failed to release a REC event: "), warnings.getFirst());
        }
    }

    @Test
    void refusedCreateIsReportedAtTheWaitAndNothingIsRecorded() {
        api.fail(CREATE, 1).fail(SYNCHRONIZE, 1);
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);

        assertEquals("CREATE", assertThrows(DriverException.class, fence::waitSync).function());
        assertEquals(List.of(CREATE, SYNCHRONIZE), calls());
    }

    private List<Call> calls() {
        return api.log().stream().map(RecordingEventApi.Entry::call).toList();
    }
}
