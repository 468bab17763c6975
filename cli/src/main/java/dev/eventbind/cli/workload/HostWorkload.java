package dev.eventbind.cli.workload;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostWork;
import java.time.Duration;

/**
 * Work for the host backend: each item is a sleep queued on the stream ({@code ebhEnqueueSleep}), which the
 * stream's worker thread runs in order with the stream's events. A sleep keeps the worker busy for a known time
 * without competing with the other stream for a CPU core, so the two streams really overlap.
 */
public final class HostWorkload implements Workload {

    @Override
    public String backend() {
        return "host";
    }

    @Override
    public String description() {
        return "work: each stream's worker thread sleeps, ebhEnqueueSleep";
    }

    @Override
    public <S> Work<S> bind(EventApi<?, S> api) {
        HostWork work = new HostWork();
        return (stream, micros) -> work.sleep((HostRuntimeEvents.Stream) stream, Duration.ofNanos(micros * 1_000));
    }
}
