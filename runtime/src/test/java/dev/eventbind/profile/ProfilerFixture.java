package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;

/**
 * A profiler on the recording api with a host clock the test moves, two working streams, and the check after
 * every test that closing it left no event alive, destroyed none twice and let no released handle through.
 */
abstract class ProfilerFixture {

    static final long SECOND = 1_000_000_000L;

    final RecordingEventApi api = new RecordingEventApi();
    final AtomicLong hostClock = new AtomicLong(50 * SECOND);
    final EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, hostClock::get, SECOND);
    final Stream work = api.workingStream();
    final Stream otherWork = api.workingStream();

    @AfterEach
    void closeProfilerAndCheckNothingLeaked() {
        Thread.interrupted(); // a test that left its thread interrupted must not stop the close's read-backs
        profiler.close();
        assertEquals(0, api.liveEvents(), "events left alive");
        assertEquals(0, api.doubleDestroys(), "events destroyed twice");
        assertEquals(0, api.reachedAfterDestroy(), "released handles reaching the driver");
    }
}
