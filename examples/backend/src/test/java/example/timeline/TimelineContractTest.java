package example.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import example.timeline.TimelineRuntimeEvents.Event;
import example.timeline.TimelineRuntimeEvents.Stream;
import java.time.Duration;
import java.util.Set;

/** The timeline backend passes eventbind's contract on the library its jar carries. */
class TimelineContractTest extends EventApiContract<Event, Stream> {

    private TimelineRuntimeEvents timeline;

    @Override
    protected EventApi<Event, Stream> openApi() {
        timeline = new TimelineRuntimeEvents();
        return timeline;
    }

    @Override
    protected void enqueueWork(Stream stream, Duration duration) {
        assertEquals(0, timeline.tlEnqueueWait(stream.handle(), duration.toNanos() / 1_000));
    }

    /** Nanoseconds of CLOCK_MONOTONIC, reported as float milliseconds. */
    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1_000);
    }

    @Override
    protected Set<Integer> notReadyStatuses() {
        return Set.of(600);
    }
}
