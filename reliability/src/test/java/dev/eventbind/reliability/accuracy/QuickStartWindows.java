package dev.eventbind.reliability.accuracy;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileResult;
import java.time.Duration;

/**
 * The README quick start's work, timed {@value #WINDOWS} times in a fresh JVM: the backend and its work helper
 * opened first, then each window around 20 ms of sleep queued on a stream, waited for with a fence and resolved.
 * Prints one line per window, "{@code <n> <device nanoseconds> <failed>}", for {@link FirstWindowTest} to read.
 */
public final class QuickStartWindows {

    static final int WINDOWS = 100;
    static final Duration WORK = Duration.ofMillis(20);

    private QuickStartWindows() {
    }

    public static void main(String[] args) throws Exception {
        HostRuntimeEvents host = HostRuntimeEvents.open();
        HostWork work = new HostWork();
        Stream stream = host.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host)) {
            for (int n = 1; n <= WINDOWS; n++) {
                long window = profiler.start(stream);
                work.sleep(stream, WORK);
                ProfileDuration duration = profiler.stop(stream, window);
                try (EventFence<Event, Stream> fence = EventFence.mint(host, stream)) {
                    fence.waitSync();
                }
                ProfileResult result = duration.resolve();
                System.out.println(n + " " + result.duration().toNanos() + " " + result.failed());
            }
        } finally {
            host.streamDestroy(stream);
        }
    }
}
