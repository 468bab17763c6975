package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.profile.internal.AnchorClock;
import dev.eventbind.profile.internal.StreamLanes;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lanes of streams that come and go: pruned when they hold nothing, named or not, kept while anything of theirs is
 * pending, and found by hashing however many there are.
 */
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

    @Test
    void namedShortLivedStreamsDoNotPinTheirLanesOrEvents() throws Exception {
        for (int i = 0; i < 8 * StreamLanes.PRUNE_AT; i++) {
            Stream shortLived = api.workingStream();
            profiler.nameStream(shortLived, "short-lived " + i);
            profiler.stop(shortLived, profiler.start(shortLived)).durationNanos();
        }
        int bound = 2 * (2 * StreamLanes.PRUNE_AT + 1) + AnchorClock.MAX_SAMPLES;
        assertTrue(api.liveEvents() <= bound, api.liveEvents() + " events live after " + 8 * StreamLanes.PRUNE_AT
                + " named streams");
    }

    @Test
    void everyOneOfManyBusyStreamsIsFoundAndNoneIsPrunedWhileItHasAWindowOpen() throws Exception {
        List<Stream> streams = new ArrayList<>();
        List<Long> tokens = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            Stream busy = api.workingStream();
            streams.add(busy);
            tokens.add(profiler.start(busy)); // an open window: the lane is never pruned
        }
        assertEquals(1_000, profiler.openWindows());
        for (int i = 0; i < streams.size(); i++) {
            assertTrue(profiler.stop(streams.get(i), tokens.get(i)).durationNanos() >= 0);
        }
        assertEquals(0, profiler.openWindows());
    }
}
