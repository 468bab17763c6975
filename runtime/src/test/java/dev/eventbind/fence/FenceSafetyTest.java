package dev.eventbind.fence;

import static dev.eventbind.recording.RecordingEventApi.Call.CREATE;
import static dev.eventbind.recording.RecordingEventApi.Call.QUERY;
import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_WAIT;
import static dev.eventbind.recording.RecordingEventApi.Call.SYNCHRONIZE;
import static dev.eventbind.recording.RecordingEventApi.Call.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.LeakTracker;
import dev.eventbind.recording.InjectedError;
import dev.eventbind.recording.LogCapture;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.time.Duration;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Misuse of fences: null arguments, backends that throw, interrupts, deadlines, and leaks found by sampling. */
class FenceSafetyTest {

    private final RecordingEventApi api = new RecordingEventApi();
    private final Stream stream = api.workingStream();
    private final Stream other = api.workingStream();

    @AfterEach
    void nothingLeaked() {
        Thread.interrupted();
        assertEquals(0, api.doubleDestroys(), "events destroyed twice");
        assertEquals(0, api.reachedAfterDestroy(), "released handles reaching the driver");
    }

    @Test
    void mintWithANullArgumentFailsBeforeAnythingIsCreated() {
        assertThrows(NullPointerException.class, () -> EventFence.mint(api, null));
        assertThrows(NullPointerException.class, () -> EventFence.mint(null, stream));
        assertEquals(List.of(), api.log());
    }

    @Test
    void mintNeverThrowsWhenTheBackendThrowsUncheckedOrAnError() {
        IllegalStateException destroyed = new IllegalStateException("REC stream already destroyed");
        api.throwOnce(RECORD, destroyed).fail(SYNCHRONIZE, 1);
        EventFence<Event, Stream> rejected = EventFence.mint(api, stream);
        assertTrue(rejected.refused());
        assertEquals(0, api.liveEvents(), "the created event was destroyed at once");
        assertSame(destroyed, assertThrows(IllegalStateException.class, rejected::waitSync));

        InjectedError error = new InjectedError("create");
        api.throwOnce(CREATE, error).fail(SYNCHRONIZE, 1);
        EventFence<Event, Stream> failed = EventFence.mint(api, stream);
        assertTrue(failed.refused());
        AsyncWait.NotEnqueued outcome = assertInstanceOf(AsyncWait.NotEnqueued.class, failed.waitAsync(other));
        assertSame(error, outcome.cause());
        assertEquals(0, api.liveEvents());
    }

    @Test
    void waitAsyncWithNullThrowsAndLeavesTheFenceUsable() throws Exception {
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);
        assertThrows(NullPointerException.class, () -> fence.waitAsync(null));
        assertEquals(0, api.log(STREAM_WAIT).size());
        assertTrue(fence.waitAsync(other).enqueued());
        assertEquals(0, api.liveEvents());
    }

    @Test
    void waitAsyncOnAStreamTheBackendRejectsIsAnInvalidArgumentAndReleasesTheEvent() {
        api.throwOnce(STREAM_WAIT, new IllegalStateException("REC stream already destroyed"));
        try (LogCapture logs = LogCapture.of(EventFence.class)) {
            AsyncWait outcome = EventFence.mint(api, stream).waitAsync(other);
            assertEquals(AsyncWait.Reason.INVALID_ARGUMENT,
                    assertInstanceOf(AsyncWait.NotEnqueued.class, outcome).reason());
            assertEquals(List.of(), logs.at(Level.SEVERE), "a usage error is not a poisoned device");
        }
        api.throwOnce(STREAM_WAIT, new InjectedError("waitAsync"));
        assertFalse(EventFence.mint(api, stream).waitAsync(other).enqueued());
        assertEquals(0, api.liveEvents());
    }

    @Test
    void waitSyncPollsAQueryableBackendInsteadOfBlocking() throws Exception {
        api.queryable();
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);
        Thread reacher = Thread.ofPlatform().start(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            api.reachAll();
        });
        fence.waitSync();
        reacher.join();
        assertEquals(0, api.log(WAIT).size(), "no blocking wait");
        assertTrue(api.log(QUERY).size() > 1, "polled until reached");
        assertEquals(0, api.liveEvents());
    }

    @Test
    void anInterruptedWaitSyncKeepsTheInterruptAndLeavesTheFenceUnwaited() throws Exception {
        api.queryable();
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);

        Thread.currentThread().interrupt();
        assertThrows(WaitInterruptedException.class, fence::waitSync);
        assertTrue(Thread.interrupted(), "the interrupt status is kept");
        assertEquals(1, api.liveEvents(), "the fence is still unwaited");

        api.reachAll();
        fence.waitSync();
        assertEquals(0, api.liveEvents());
    }

    @Test
    void waitSyncWithATimeoutGivesUpLeavingTheFenceToBeClosed() throws Exception {
        api.queryable();
        EventFence<Event, Stream> fence = EventFence.mint(api, stream);

        assertFalse(fence.waitSync(Duration.ofMillis(20)));
        assertEquals(1, api.liveEvents());
        fence.close();
        assertEquals(0, api.liveEvents());
        assertThrows(IllegalStateException.class, () -> fence.waitSync(Duration.ofMillis(1)));

        EventFence<Event, Stream> reached = EventFence.mint(api, stream);
        api.reachAll();
        assertTrue(reached.waitSync(Duration.ofSeconds(5)));
        assertEquals(0, api.liveEvents());
    }

    @Test
    void aSampledFenceNeverClosedIsReleasedByTheCleanerAndReported() throws Exception {
        int interval = LeakTracker.interval();
        LeakTracker.interval(1);
        try (LogCapture logs = LogCapture.of(LeakTracker.class)) {
            mintAndForget();
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (api.liveEvents() > 0 && System.nanoTime() < deadline) {
                System.gc();
                Thread.sleep(20);
            }
            assertEquals(0, api.liveEvents(), "the cleaner released the leaked fence's event");
            List<String> warnings = logs.at(Level.WARNING);
            assertEquals(1, warnings.size(), logs.lines().toString());
            assertTrue(warnings.getFirst().startsWith("A REC fence was never waited or closed"), warnings.getFirst());
        } finally {
            LeakTracker.interval(interval);
        }
    }

    @Test
    void aSampledFenceReleasedByItsOwnerIsNotReported() throws Exception {
        int interval = LeakTracker.interval();
        LeakTracker.interval(1);
        try (LogCapture logs = LogCapture.of(LeakTracker.class)) {
            EventFence.mint(api, stream).waitSync();
            EventFence.mint(api, stream).close();
            assertTrue(EventFence.mint(api, stream).waitAsync(other).enqueued());
            assertEquals(0, api.liveEvents());
            assertEquals(List.of(), logs.lines());
        } finally {
            LeakTracker.interval(interval);
        }
    }

    private void mintAndForget() {
        EventFence.mint(api, stream);
    }
}
