package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The per-stream placement order (each stream's lane): a driver's float rounding can put a point past a neighbour, and
 * the window resolved second is clamped so device nesting and order survive, whichever resolves first. The
 * recording device clock moves 1 us per record; the anchor is reached at host 50 s; readings are injected.
 */
class PlacementOrderTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long ANCHOR_HOST = 50 * SECOND;

    private final RecordingEventApi api = new RecordingEventApi();
    private final AtomicLong hostClock = new AtomicLong(ANCHOR_HOST);
    private final EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, hostClock::get, SECOND);
    private final Stream work = api.workingStream();

    @AfterEach
    void nothingLeaks() {
        profiler.close();
        assertEquals(0, api.liveEvents(), "events left alive");
    }

    @Test
    void aChildRoundedPastTheEndOfItsParentResolvedFirstIsClampedInside() throws Exception {
        ProfileDuration[] windows = parentAndChild();
        ProfileTicks parent = parentRoundedShort(windows[0]);
        ProfileTicks child = windows[1].resolve().ticks();
        assertEquals(new ProfileTicks(ANCHOR_HOST + 1_000, ANCHOR_HOST + 2_900), parent);
        assertEquals(new ProfileTicks(ANCHOR_HOST + 2_000, ANCHOR_HOST + 2_900), child, "clamped to its parent");
    }

    @Test
    void aParentRoundedShortOfAChildResolvedFirstReachesTheChildsEnd() throws Exception {
        ProfileDuration[] windows = parentAndChild();
        ProfileTicks child = windows[1].resolve().ticks();
        ProfileTicks parent = parentRoundedShort(windows[0]);
        assertEquals(new ProfileTicks(ANCHOR_HOST + 2_000, ANCHOR_HOST + 3_000), child);
        assertEquals(new ProfileTicks(ANCHOR_HOST + 1_000, ANCHOR_HOST + 3_000), parent, "held out to its child");
    }

    @Test
    void aWindowRoundedBackOverItsPredecessorStartsWhereThatEnded() throws Exception {
        long firstToken = profiler.start(work);
        ProfileDuration first = profiler.stop(work, firstToken); // device 1..2 us after the anchor
        long secondToken = profiler.start(work);
        ProfileDuration second = profiler.stop(work, secondToken); // device 3..4 us
        assertEquals(new ProfileTicks(ANCHOR_HOST + 1_000, ANCHOR_HOST + 2_000), first.resolve().ticks());
        api.nextElapsedReadsMillis(0.0015f); // the start read 1.5 us from the anchor instead of 3 us
        ProfileTicks placed = second.resolve().ticks();
        assertEquals(new ProfileTicks(ANCHOR_HOST + 2_000, ANCHOR_HOST + 2_500), placed, "starts at the end before");
    }

    @Test
    void aPredecessorRoundedOverItsSuccessorResolvedFirstEndsWhereThatStarts() throws Exception {
        long firstToken = profiler.start(work);
        ProfileDuration first = profiler.stop(work, firstToken);
        long secondToken = profiler.start(work);
        ProfileDuration second = profiler.stop(work, secondToken);
        assertEquals(new ProfileTicks(ANCHOR_HOST + 3_000, ANCHOR_HOST + 4_000), second.resolve().ticks());
        api.nextElapsedReadsMillis(0.001f);
        api.nextElapsedReadsMillis(0.0025f); // a span read 2.5 us instead of 1 us
        assertEquals(new ProfileTicks(ANCHOR_HOST + 1_000, ANCHOR_HOST + 3_000), first.resolve().ticks());
    }

    @Test
    void windowsOnDifferentStreamsDoNotConstrainEachOther() throws Exception {
        Stream other = api.workingStream();
        long firstToken = profiler.start(work);
        ProfileDuration first = profiler.stop(work, firstToken);
        long secondToken = profiler.start(other);
        ProfileDuration second = profiler.stop(other, secondToken);
        first.resolve();
        api.nextElapsedReadsMillis(0.0015f);
        assertEquals(ANCHOR_HOST + 1_500, second.resolve().ticks().startNanos());
    }

    @Test
    void aBatchPlacesLikeDurationsAndReadsBackAsPrimitives() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(2);
        long outer = profiler.start(work);
        long inner = profiler.start(work);
        int innerIndex = profiler.stop(work, inner, batch);
        int outerIndex = profiler.stop(work, outer, batch);
        assertThrows(IndexOutOfBoundsException.class, () -> batch.startNanos(innerIndex), "not resolved yet");
        long third = profiler.start(work);
        assertThrows(IllegalStateException.class, () -> profiler.stop(work, third, batch), "the batch is full");
        assertEquals(1, profiler.openWindows(), "a window refused by a full batch stays open");
        batch.resolve();
        assertEquals(ANCHOR_HOST + 2_000, batch.startNanos(innerIndex));
        assertEquals(ANCHOR_HOST + 3_000, batch.endNanos(innerIndex));
        assertEquals(ANCHOR_HOST + 1_000, batch.startNanos(outerIndex));
        assertEquals(3_000, batch.durationNanos(outerIndex));
        assertTrue(batch.measured(outerIndex));
        batch.clear();
        assertEquals(0, batch.size());
        assertEquals(0, profiler.stop(work, third, batch), "a cleared batch fills from the start");
        batch.clear();
    }

    @Test
    void aBatchOfAnotherProfilerIsRefusedBeforeTheWindowIsTaken() throws Exception {
        try (EventProfiler<Event, Stream> other = new EventProfiler<>(api, hostClock::get, SECOND)) {
            WindowBatch<Event> foreign = other.newBatch(1);
            long token = profiler.start(work);
            assertThrows(IllegalArgumentException.class, () -> profiler.stop(work, token, foreign));
            profiler.stop(work, token).resolve();
        }
    }

    /** A parent (device 1..4 us after the anchor) with a child (2..3 us) nested in it, both stopped. */
    private ProfileDuration[] parentAndChild() throws Exception {
        long parent = profiler.start(work);
        long child = profiler.start(work);
        ProfileDuration childDuration = profiler.stop(work, child);
        ProfileDuration parentDuration = profiler.stop(work, parent);
        return new ProfileDuration[] {parentDuration, childDuration};
    }

    /** Resolves the parent with its span read as 1.9 us instead of 3 us: its end lands before the child's. */
    private ProfileTicks parentRoundedShort(ProfileDuration parent) {
        api.nextElapsedReadsMillis(0.001f);
        api.nextElapsedReadsMillis(0.0019f);
        return parent.resolve().ticks();
    }
}
