package example.app;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.discovery.Backends;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import java.time.Duration;

/** Finds the backends, times work on a stream with a profiling window, and waits for it with a fence. */
public final class QuickStart {

    public static void main(String[] args) throws Exception {
        Backends backends = Backends.discover();
        backends.probes().forEach(probe -> System.out.println(probe.backend() + ": "
                + (probe.ready() ? "ready" : probe.reason().orElseThrow())));

        HostRuntimeEvents host = (HostRuntimeEvents) backends.named("host").open();
        HostWork work = new HostWork(); // opened before the window: it links the work it will queue
        Stream stream = host.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host)) {
            long window = profiler.start(stream);
            work.sleep(stream, Duration.ofMillis(20)); // your work, queued on the stream
            ProfileDuration duration = profiler.stop(stream, window); // returns at once

            try (EventFence<Event, Stream> fence = EventFence.mint(host, stream)) {
                fence.waitSync(); // the host waits until the stream reaches this point
            }
            System.out.println("window: " + duration.resolve().duration().toNanos() / 1e6 + " ms of device time");
        } finally {
            host.streamDestroy(stream);
        }
    }
}
