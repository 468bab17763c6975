package dev.eventbind.fence;

import static dev.eventbind.recording.RecordingEventApi.Call.CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.DESTROY;
import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_WAIT;
import static dev.eventbind.recording.RecordingEventApi.Call.WAIT;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
        api.fail(RECORD, 1);
        EventFence<Event, Stream> fence = assertDoesNotThrow(() -> EventFence.mint(api, stream));

        assertTrue(fence.refused());
        assertEquals(List.of(CREATE, RECORD, DESTROY), calls());
        assertEquals(0, api.liveEvents());

        api.fail(CREATE, 1);
        assertTrue(assertDoesNotThrow(() -> EventFence.mint(api, stream)).refused());
    }

    @Test
    void waitSyncThrowsTheStoredRefusalWithoutCallingTheDriver() {
        api.fail(RECORD, 1);
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
    void waitAsyncLogsEveryErrorAtErrorAndNeverThrows() {
        try (LogCapture logs = LogCapture.of(EventFence.class)) {
            api.fail(STREAM_WAIT, 1);
            assertDoesNotThrow(() -> EventFence.mint(api, stream).waitAsync(other));

            api.fail(RECORD, 1);
            EventFence<Event, Stream> refused = EventFence.mint(api, stream);
            assertDoesNotThrow(() -> refused.waitAsync(other));

            List<String> errors = logs.at(Level.SEVERE);
            assertEquals(2, errors.size(), logs.lines().toString());
            assertTrue(errors.get(0).contains("STREAM_WAIT failed"), errors.get(0));
            assertTrue(errors.get(1).contains("RECORD failed"), errors.get(1));
        }
        assertEquals(1, api.log(STREAM_WAIT).size(), "a stored refusal never reaches the driver");
    }

    @Test
    void eventIsDestroyedExactlyOnceOnEveryPath() throws Exception {
        List<Consumer<EventFence<Event, Stream>>> paths = List.of(
                fence -> assertDoesNotThrow(fence::waitSync),
                fence -> fence.waitAsync(other),
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
            assertDoesNotThrow(() -> EventFence.mint(api, stream).waitSync());

            List<String> warnings = logs.at(Level.WARNING);
            assertEquals(1, warnings.size());
            assertTrue(warnings.getFirst().startsWith("Failed to release a REC event: "), warnings.getFirst());
        }
    }

    @Test
    void refusedCreateIsReportedAtTheWaitAndNothingIsRecorded() {
        api.fail(CREATE, 1);
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);

        assertEquals("CREATE", assertThrows(DriverException.class, fence::waitSync).function());
        assertEquals(List.of(CREATE), calls());
    }

    private List<Call> calls() {
        return api.log().stream().map(RecordingEventApi.Entry::call).toList();
    }
}
