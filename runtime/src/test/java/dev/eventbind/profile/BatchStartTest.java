package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Windows started in their batch and stopped by index: read back with the batch, reached by {@code failure} and
 * {@code close} while open, dropped by a {@code clear} that finds them open, and every misuse a typed error.
 */
class BatchStartTest extends ProfilerFixture {

    @Test
    void windowsStartedInTheBatchAreStoppedByIndexAndReadBackInOrder() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        profiler.stop(work, profiler.start(work)).durationNanos(); // the anchor is measured first
        api.recordTick(0); // the device moves only by advanceDevice from here
        for (int i = 0; i < 3; i++) {
            int index = profiler.start(work, "step", batch);
            assertEquals(i, index);
            api.advanceDevice(700 + i);
            profiler.stop(batch, index);
        }
        assertEquals(0, profiler.openWindows(), "no token table holds them");

        batch.resolve();

        for (int i = 0; i < 3; i++) {
            assertTrue(batch.measured(i));
            assertEquals(700 + i, batch.durationNanos(i));
            if (i > 0) {
                assertTrue(batch.startNanos(i) >= batch.endNanos(i - 1), "consecutive windows do not overlap");
            }
        }
        batch.clear();
        int again = profiler.start(work, null, batch);
        api.advanceDevice(300);
        profiler.stop(batch, again);
        batch.resolve();
        assertEquals(300, batch.durationNanos(again), "the batch and the window are reused");
    }

    @Test
    void tokenStoppedAndIndexStoppedWindowsShareABatch() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        long token = profiler.start(work);
        int index = profiler.start(otherWork, null, batch);
        api.advanceDevice(200);
        assertEquals(1, profiler.stop(work, token, batch));
        profiler.stop(batch, index);

        batch.resolve();

        assertTrue(batch.measured(0));
        assertTrue(batch.measured(1));
    }

    @Test
    void aSecondStopOfAnIndexOrAnIndexNeverStartedIsNotRegistered() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        int index = profiler.start(work, null, batch);
        profiler.stop(batch, index);

        ProfileException twice = assertThrows(ProfileException.class, () -> profiler.stop(batch, index));
        assertInstanceOf(ProfileError.NotRegistered.class, twice.error());
        ProfileException never = assertThrows(ProfileException.class, () -> profiler.stop(batch, 3));
        assertInstanceOf(ProfileError.NotRegistered.class, never.error());
        assertThrows(ProfileException.class, () -> profiler.stop(batch, -1));
        batch.resolve();
        assertTrue(batch.measured(index), "the misuse left the stopped window as it was");
    }

    @Test
    void failureReachesAWindowOpenInABatchAndItsStopReportsIt() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        int failed = profiler.start(work, null, batch);
        ProfileError error = new ProfileError.Unknown("the launch failed");

        profiler.failure(error);

        ProfileException stopped = assertThrows(ProfileException.class, () -> profiler.stop(batch, failed));
        assertSame(error, stopped.error());
        int next = profiler.start(work, null, batch);
        profiler.stop(batch, next);
        batch.resolve();
        assertFalse(batch.measured(failed), "a window whose stop failed reads as not measured");
        assertEquals(Long.MAX_VALUE, batch.boundNanos(failed));
        assertTrue(batch.measured(next), "a window opened after the failure is not touched by it");
    }

    @Test
    void failureTellsTheListenersOfAWindowOpenInABatchAtOnce() throws Exception {
        List<ProfileError> told = new ArrayList<>();
        WindowListener listener = new WindowListener() {
            @Override
            public Object started(ProfiledWindow window) {
                return NO_ATTACHMENT;
            }

            @Override
            public void failed(ProfiledWindow window, Object attachment, ProfileError error) {
                told.add(error);
            }
        };
        try (EventProfiler<Event, Stream> listened =
                new EventProfiler<>(api, listener)) {
            WindowBatch<Event> batch = listened.newBatch(2);
            int open = listened.start(work, null, batch);
            ProfileError error = new ProfileError.Unknown("the launch failed");

            listened.failure(error);

            assertEquals(List.of(error), told, "told at the failure, before any stop");
            assertSame(error, assertThrows(ProfileException.class, () -> listened.stop(batch, open)).error());
            assertEquals(1, told.size(), "told once");
        }
    }

    @Test
    void aBatchWithAnOpenWindowRefusesToResolveAndClearDropsIt() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        int open = profiler.start(work, null, batch);

        assertThrows(IllegalStateException.class, batch::resolve);
        batch.clear();

        assertEquals(0, batch.size());
        ProfileException late = assertThrows(ProfileException.class, () -> profiler.stop(batch, open));
        assertInstanceOf(ProfileError.NotRegistered.class, late.error());
    }

    @Test
    void closeDropsAWindowOpenInABatchAndItsStopIsNotRegistered() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        int open = profiler.start(work, null, batch);

        profiler.close();

        assertEquals(0, api.liveEvents(), "the open window's events are destroyed with the profiler");
        ProfileException late = assertThrows(ProfileException.class, () -> profiler.stop(batch, open));
        assertInstanceOf(ProfileError.NotRegistered.class, late.error());
        batch.resolve();
        assertFalse(batch.measured(open));
        assertThrows(IllegalStateException.class, () -> profiler.start(work, null, batch));
    }

    @Test
    void anotherProfilersBatchOrAFullBatchIsRefusedBeforeAnythingIsRecorded() throws Exception {
        try (EventProfiler<Event, ?> other = new EventProfiler<>(api)) {
            WindowBatch<Event> foreign = other.newBatch(2);
            assertThrows(IllegalArgumentException.class, () -> profiler.start(work, null, foreign));
        }
        WindowBatch<Event> batch = profiler.newBatch(1);
        int only = profiler.start(work, null, batch);
        int live = api.liveEvents();
        assertThrows(IllegalStateException.class, () -> profiler.start(work, null, batch));
        assertEquals(live, api.liveEvents(), "nothing recorded for the refused start");
        profiler.stop(batch, only);
        batch.clear();
    }
}
