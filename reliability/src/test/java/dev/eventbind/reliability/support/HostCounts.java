package dev.eventbind.reliability.support;

import dev.eventbind.backend.host.HostCounter;
import dev.eventbind.backend.host.HostRuntime;

/**
 * A snapshot of the host library's own counters ({@code ebhCount}): what a run created, destroyed and was
 * refused, counted where the handles live, not by the Java code under test.
 *
 * @param liveEvents events created and not yet destroyed
 * @param liveStreams streams created and not yet destroyed
 * @param eventsCreated events created since the library loaded
 * @param eventsDestroyed events destroyed since the library loaded
 * @param invalidHandles calls the library refused because a handle was destroyed, foreign or never issued
 */
public record HostCounts(long liveEvents, long liveStreams, long eventsCreated, long eventsDestroyed,
        long invalidHandles) {

    /** The counters now. */
    public static HostCounts now() {
        HostRuntime host = HostLibrary.hooks();
        return new HostCounts(host.ebhCount(HostCounter.LIVE_EVENTS.code()),
                host.ebhCount(HostCounter.LIVE_STREAMS.code()),
                host.ebhCount(HostCounter.EVENTS_CREATED.code()),
                host.ebhCount(HostCounter.EVENTS_DESTROYED.code()),
                host.ebhCount(HostCounter.INVALID_HANDLES.code()));
    }

    /** What changed from {@code before} to this snapshot, counter by counter. */
    public HostCounts since(HostCounts before) {
        return new HostCounts(liveEvents - before.liveEvents, liveStreams - before.liveStreams,
                eventsCreated - before.eventsCreated, eventsDestroyed - before.eventsDestroyed,
                invalidHandles - before.invalidHandles);
    }

    /** For a difference: nothing left alive, every event created was destroyed, nothing invalid reached the library. */
    public boolean balanced() {
        return liveEvents == 0 && liveStreams == 0 && eventsCreated == eventsDestroyed && invalidHandles == 0;
    }
}
