package dev.eventbind.profile;

import dev.eventbind.api.EventApi;

/**
 * Profilers whose anchor is refreshed more often than the public constructor's once a second, through the
 * package's clock-taking constructor (with the causality ceiling on, as the public one has it): the reliability
 * tests need the anchor's create, record, wait and release
 * on every start, where the public default would hit them once per run.
 */
public final class TestProfilers {

    private TestProfilers() {
    }

    /** A profiler that places a fresh anchor on every start. */
    public static <E, S> EventProfiler<E, S> refreshingOnEveryStart(EventApi<E, S> api) {
        return new EventProfiler<>(api, WindowListener.NONE, System::nanoTime, -1, true, true);
    }

    /** A profiler whose anchor lives {@code maxAgeNanos} of the real clock. */
    public static <E, S> EventProfiler<E, S> refreshingAfter(EventApi<E, S> api, long maxAgeNanos) {
        return new EventProfiler<>(api, WindowListener.NONE, System::nanoTime, maxAgeNanos, true, true);
    }
}
