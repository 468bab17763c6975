package dev.eventbind.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;

/** A timeout too long for {@code long} nanoseconds means no deadline, on every timed wait. */
class TimeoutsTest {

    private static final Duration FOREVER = ChronoUnit.FOREVER.getDuration();

    @Test
    void aDurationPastLongNanosecondsIsNoDeadlineAndANegativeOneIsNone() {
        assertEquals(EventWait.NO_DEADLINE, EventWait.timeoutNanos(FOREVER));
        assertEquals(EventWait.NO_DEADLINE, EventWait.timeoutNanos(Duration.ofSeconds(Long.MAX_VALUE / 1_000_000_000L
                + 1)));
        assertEquals(1_500_000_000L, EventWait.timeoutNanos(Duration.ofMillis(1_500)));
        assertEquals(0, EventWait.timeoutNanos(Duration.ofSeconds(-5)));
    }

    @Test
    void aFenceAndAWindowWaitedForeverAreWaitedWithoutThrowing() throws Exception {
        RecordingEventApi api = new RecordingEventApi();
        Stream stream = api.workingStream();
        try (EventFence<Event, Stream> fence = EventFence.mint(api, stream)) {
            assertTrue(fence.waitSync(FOREVER));
        }
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            long window = profiler.start(stream);
            assertTrue(profiler.stop(stream, window).resolve(FOREVER).ticks().durationNanos() >= 0);
        }
    }
}
