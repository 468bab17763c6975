package example.timeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import example.timeline.TimelineRuntimeEvents.Event;
import example.timeline.TimelineRuntimeEvents.Stream;
import java.time.Duration;

/** The timeline backend passes eventbind's contract on the library its jar carries. */
class TimelineContractTest extends EventApiContract<Event, Stream> {

    @Override
    protected EventApi<Event, Stream> openApi() {
        return TimelineRuntimeEvents.open();
    }

    @Override
    protected void enqueueWork(Stream stream, Duration duration) {
        assertEquals(0, TimelineRuntimeFunctions.open().tlEnqueueWait(stream.handle(), duration.toNanos() / 1_000));
    }

    /** Nanoseconds of CLOCK_MONOTONIC, reported as float milliseconds. */
    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1_000);
    }

}
