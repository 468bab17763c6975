package dev.eventbind.profile;

import static dev.eventbind.recording.RecordingEventApi.Call.RECORD;
import static dev.eventbind.recording.RecordingEventApi.Call.STREAM_CREATE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The production ageing: a start reads no clock, and the timer marks the anchor expired. */
class AnchorExpiryTest {

    private final RecordingEventApi api = new RecordingEventApi();
    private final Stream work = api.workingStream();
    private final AtomicInteger clockReads = new AtomicInteger();

    @Test
    void aStartUnderAFreshAnchorReadsNoClockAndTheTimerMakesTheNextStartTakeANewOne() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, WindowListener.NONE, this::readClock,
                TimeUnit.MILLISECONDS.toNanos(500), false, false)) {
            profiler.stop(work, profiler.start(work)).durationNanos();
            int readsForTheFirstAnchor = clockReads.get();
            int anchors = anchorRecords();
            assertTrue(readsForTheFirstAnchor > 0, "the anchor is bracketed by clock reads");

            for (int i = 0; i < 10; i++) {
                profiler.stop(work, profiler.start(work)).durationNanos();
            }
            assertEquals(readsForTheFirstAnchor, clockReads.get(), "windows under a fresh anchor read no clock");
            assertEquals(anchors, anchorRecords());

            Thread.sleep(800);
            profiler.stop(work, profiler.start(work)).durationNanos();
            assertTrue(anchorRecords() > anchors, "the expired anchor was replaced by the next start");
        }
        assertEquals(0, api.liveEvents(), "events left alive");
    }

    private long readClock() {
        clockReads.incrementAndGet();
        return System.nanoTime();
    }

    private int anchorRecords() {
        int anchorStream = api.log(STREAM_CREATE).getFirst().stream();
        return (int) api.log(RECORD).stream().filter(record -> record.stream() == anchorStream).count();
    }
}
