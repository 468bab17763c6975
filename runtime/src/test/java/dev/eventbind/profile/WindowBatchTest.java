package dev.eventbind.profile;

import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi.Entry;
import dev.eventbind.recording.RecordingEventApi.Event;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A batch waits once per run of one stream's windows, and reads every window of the run back. */
class WindowBatchTest extends ProfilerFixture {

    @Test
    void aRunOfOneStreamsWindowsIsWaitedForOnceAtItsLastEnd() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(8);
        profiler.stop(work, profiler.start(work)).durationNanos(); // the anchor is measured before the count
        api.recordTick(0); // the device moves only by advanceDevice from here
        int waitsBefore = api.log(WAIT).size();
        long[] tokens = new long[4];
        for (int i = 0; i < tokens.length; i++) {
            tokens[i] = profiler.start(work);
            api.advanceDevice(1_000);
            profiler.stop(work, tokens[i], batch);
        }

        batch.resolve();

        List<Entry> waits = api.log(WAIT).subList(waitsBefore, api.log(WAIT).size());
        assertEquals(1, waits.size(), "one wait for the run: " + waits);
        assertEquals(api.log(RECORD).getLast().event(),
                waits.getFirst().event(), "the wait is for the end recorded last");
        for (int i = 0; i < tokens.length; i++) {
            assertTrue(batch.measured(i));
            assertEquals(1_000, batch.durationNanos(i));
            if (i > 0) {
                assertTrue(batch.startNanos(i) >= batch.endNanos(i - 1), "consecutive windows do not overlap");
            }
        }
    }

    @Test
    void nestedWindowsStartedInTheBatchAreWaitedForAtTheOuterEndRecordedLast() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(8);
        profiler.stop(work, profiler.start(work)).durationNanos();
        api.recordTick(0);
        int waitsBefore = api.log(WAIT).size();
        int outer = profiler.start(work, "outer", batch);
        api.advanceDevice(100);
        int inner = profiler.start(work, "inner", batch);
        api.advanceDevice(1_000);
        profiler.stop(batch, inner);
        api.advanceDevice(5_000); // work after the inner window, inside the outer one
        profiler.stop(batch, outer);

        batch.resolve();

        List<Entry> waits = api.log(WAIT).subList(waitsBefore, api.log(WAIT).size());
        assertEquals(1, waits.size(), "one wait for the run: " + waits);
        assertEquals(api.log(RECORD).getLast().event(), waits.getFirst().event(),
                "the wait is for the outer window's end, recorded last though filed first");
        assertEquals(6_100, batch.durationNanos(outer));
        assertEquals(1_000, batch.durationNanos(inner));
        assertTrue(batch.startNanos(outer) <= batch.startNanos(inner)
                && batch.endNanos(inner) <= batch.endNanos(outer), "the inner window lies inside the outer");
    }

    @Test
    void windowsOfTwoStreamsInTurnAreEachWaitedForAndAllReadBack() throws Exception {
        WindowBatch<Event> batch = profiler.newBatch(8);
        profiler.stop(work, profiler.start(work)).durationNanos();
        profiler.stop(otherWork, profiler.start(otherWork)).durationNanos();
        api.recordTick(0);
        int waitsBefore = api.log(WAIT).size();
        for (int i = 0; i < 4; i++) {
            var stream = i % 2 == 0 ? work : otherWork;
            long token = profiler.start(stream);
            api.advanceDevice(500);
            profiler.stop(stream, token, batch);
        }

        batch.resolve();

        assertEquals(4, api.log(WAIT).size() - waitsBefore, "runs of one window each: one wait each");
        for (int i = 0; i < 4; i++) {
            assertTrue(batch.measured(i));
            assertEquals(500, batch.durationNanos(i));
        }
        batch.clear();
    }
}
