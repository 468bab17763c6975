package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import org.junit.jupiter.api.Test;

/** Lanes of streams that come and go: pruned when they hold nothing, kept while anything of theirs is pending. */
class StreamLanesTest extends ProfilerFixture {

    private static final int STREAMS = 4 * StreamLanes.PRUNE_AT;

    @Test
    void lanesOfStreamsThatComeAndGoArePrunedAndTheirEventsDestroyed() throws Exception {
        for (int i = 0; i < STREAMS; i++) {
            Stream shortLived = api.workingStream();
            profiler.stop(shortLived, profiler.start(shortLived)).durationNanos();
        }
        // Each lane keeps its window's two events, in its spare window, until it is pruned; the anchor holds one
        // or a few.
        int bound = 2 * (StreamLanes.PRUNE_AT + 1) + AnchorClock.MAX_SAMPLES;
        assertTrue(api.liveEvents() <= bound, api.liveEvents() + " events live after " + STREAMS + " streams");

        Stream back = api.workingStream();
        long token = profiler.start(back);
        assertTrue(profiler.stop(back, token).durationNanos() >= 0, "a stream after pruning still works");
    }

    @Test
    void aLaneWithAWindowPendingInABatchOrOpenIsNeverPruned() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(4);
        int index = profiler.stop(work, profiler.start(work), batch);
        long open = profiler.start(otherWork);

        for (int i = 0; i < STREAMS; i++) {
            Stream shortLived = api.workingStream();
            profiler.stop(shortLived, profiler.start(shortLived)).durationNanos();
        }

        batch.resolve();
        assertTrue(batch.measured(index), "the batch's window was read back in its own lane");
        assertTrue(profiler.stop(otherWork, open).durationNanos() >= 0, "the open window was still filed");
        assertEquals(0, profiler.openWindows());
    }
}
