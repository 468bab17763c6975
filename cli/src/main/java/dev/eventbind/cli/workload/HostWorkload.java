package dev.eventbind.cli.workload;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.ffm.CStrings;

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
        HostRuntimeEvents host = (HostRuntimeEvents) api;
        return (stream, micros) -> sleep(host, (HostRuntimeEvents.Stream) stream, micros);
    }

    /** The one call into the host library's work API; a refusal is a {@link DriverException} like any other. */
    private static void sleep(HostRuntimeEvents host, HostRuntimeEvents.Stream stream, long micros)
            throws DriverException {
        int status = host.ebhEnqueueSleep(stream.handle(), micros);
        if (status != 0) {
            throw new DriverException(host.backend(), "ebhEnqueueSleep", status,
                    CStrings.read(host.ebhGetErrorName(status)), CStrings.read(host.ebhGetErrorString(status)),
                    false);
        }
    }
}
