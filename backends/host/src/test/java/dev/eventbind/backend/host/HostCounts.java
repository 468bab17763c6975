package dev.eventbind.backend.host;

/**
 * A snapshot of the host runtime's handle counters, so a test can check what a scenario created and released.
 *
 * @param liveEvents events created and not yet destroyed
 * @param liveStreams streams created and not yet destroyed
 * @param eventsCreated events created since the library loaded
 * @param eventsDestroyed events destroyed since the library loaded
 * @param invalidHandles calls refused for a destroyed, foreign or made-up handle
 */
record HostCounts(long liveEvents, long liveStreams, long eventsCreated, long eventsDestroyed,
        long invalidHandles) {

    static HostCounts of(HostRuntime runtime) {
        return new HostCounts(runtime.ebhCount(HostCounter.LIVE_EVENTS.code()),
                runtime.ebhCount(HostCounter.LIVE_STREAMS.code()),
                runtime.ebhCount(HostCounter.EVENTS_CREATED.code()),
                runtime.ebhCount(HostCounter.EVENTS_DESTROYED.code()),
                runtime.ebhCount(HostCounter.INVALID_HANDLES.code()));
    }

    /** Events created since {@code before}. */
    long eventsCreatedSince(HostCounts before) {
        return eventsCreated - before.eventsCreated;
    }

    /** Events destroyed since {@code before}. */
    long eventsDestroyedSince(HostCounts before) {
        return eventsDestroyed - before.eventsDestroyed;
    }

    /** Invalid handles the library refused since {@code before}. */
    long invalidHandlesSince(HostCounts before) {
        return invalidHandles - before.invalidHandles;
    }
}
