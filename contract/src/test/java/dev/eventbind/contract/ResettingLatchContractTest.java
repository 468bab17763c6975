package dev.eventbind.contract;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.LatchEvents.Event;
import dev.eventbind.contract.LatchEvents.Stream;
import java.time.Duration;

/** The latch device with an event API that resets each event before recording it passes the whole contract. */
class ResettingLatchContractTest extends EventApiContract<Event, Stream> {

    private LatchEvents latch;

    @Override
    protected EventApi<Event, Stream> openApi() {
        latch = new LatchEvents(true);
        return latch;
    }

    @Override
    protected void enqueueWork(Stream stream, Duration duration) throws Exception {
        latch.enqueueWork(stream, duration.toNanos() / 1_000);
    }

    @Override
    protected Duration timerResolution() {
        return Duration.ofNanos(1_000);
    }
}
