package dev.eventbind.reliability.properties;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.ObservedApi;
import java.util.ArrayList;
import java.util.List;

/**
 * What a random sequence has made so far on the host backend, and what it broke: every stream, fence, window
 * token, duration and raw event, two profilers with what {@link Windows} knows of their windows, and the
 * violations found. {@link Steps} runs the operations; {@link #finish()} releases everything still held and
 * checks that the library got every handle back.
 */
final class World {

    final HostRuntimeEvents host;
    /** Every call goes through here: it knows which events and streams this world still holds. */
    final ObservedApi<Event, Stream> api;
    private final long invalidBefore;
    final List<Stream> streams = new ArrayList<>();
    final List<EventFence<Event, Stream>> fences = new ArrayList<>();
    final List<EventProfiler<Event, Stream>> profilers = new ArrayList<>();
    final List<Windows> windows = new ArrayList<>();
    final List<ProfileDuration> durations = new ArrayList<>();
    final List<Event> raw = new ArrayList<>();
    final List<String> violations = new ArrayList<>();

    World(HostRuntimeEvents host) {
        this.host = host;
        this.api = new ObservedApi<>(host);
        this.invalidBefore = HostCounts.now().invalidHandles();
        try {
            streams.add(api.streamCreateNonBlocking()); // one to start with, so most indices name a stream
        } catch (DriverException e) {
            throw new IllegalStateException("the host library refused a stream", e);
        }
        for (int i = 0; i < 2; i++) {
            profilers.add(new EventProfiler<>(api));
            windows.add(new Windows());
        }
    }

    /** The stream at {@code index} (modulo how many), null for {@link Op#NULL} or when there is none yet. */
    Stream stream(int index) {
        return index == Op.NULL || streams.isEmpty() ? null : streams.get(index % streams.size());
    }

    static <T> T pick(List<T> list, int index) {
        return list.isEmpty() ? null : list.get(index % list.size());
    }

    void violation(String what) {
        violations.add(what);
    }

    /**
     * Closes every fence and profiler, resolves every duration, destroys every raw event and stream the
     * sequence left, then checks the library's counters against the start. Releasing may itself be refused
     * (an event already destroyed), which is fine; anything untyped is a violation.
     */
    void finish() {
        for (EventFence<Event, Stream> fence : fences) {
            quietly("closing a fence", fence::close);
        }
        for (EventProfiler<Event, Stream> profiler : profilers) {
            quietly("closing a profiler", profiler::close);
        }
        for (ProfileDuration duration : durations) {
            quietly("resolving a duration", duration::resolve);
        }
        for (Event event : raw) {
            if (!event.destroyed()) {
                quietly("destroying a raw event", () -> api.eventDestroy(event));
            }
        }
        for (Stream stream : streams) {
            if (!stream.destroyed()) {
                quietly("synchronizing a stream", () -> api.streamSynchronize(stream));
                quietly("destroying a stream", () -> api.streamDestroy(stream));
            }
        }
        // Counted per world at the seam: the library's own live counts are process-wide, and the cleaner may be
        // releasing an earlier sequence's leak at any moment.
        if (api.live() != 0) {
            violation(api.live() + " events or streams still live after everything was released");
        }
        long invalid = HostCounts.now().invalidHandles() - invalidBefore;
        if (invalid != 0) {
            violation(invalid + " released or foreign handles reached the library");
        }
    }

    /** A release step: only a driver refusal may come out of it. */
    private void quietly(String what, Steps.Call call) {
        try {
            call.run();
        } catch (DriverException refused) {
            // a refusal on release is reported by the runtime and harmless here
        } catch (Throwable escaped) {
            violation(what + " threw " + escaped);
        }
    }
}
