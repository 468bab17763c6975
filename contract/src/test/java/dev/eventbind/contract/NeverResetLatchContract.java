package dev.eventbind.contract;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.LatchEvents.Event;
import dev.eventbind.contract.LatchEvents.Stream;
import java.time.Duration;

/**
 * The contract on the latch device through an event API that never resets its events: run by
 * {@link NeverResetLatchTest}, which expects it to fail (its name keeps the build from running it directly).
 */
class NeverResetLatchContract extends EventApiContract<Event, Stream> {

    private LatchEvents latch;

    @Override
    protected EventApi<Event, Stream> openApi() {
        latch = new LatchEvents(false);
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
