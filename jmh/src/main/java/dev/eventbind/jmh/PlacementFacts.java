package dev.eventbind.jmh;

import dev.eventbind.profile.ProfiledWindow;

/**
 * What a placed window says about its placement beyond its two ends: the one place that asks, so the profiler
 * reports it as soon as {@link ProfiledWindow} does.
 */
final class PlacementFacts {

    /** Returned for a fact the window does not give. */
    static final long UNKNOWN = -1;

    private PlacementFacts() {
    }

    /** {@return the half-width of the window's placement uncertainty on the host clock, or {@link #UNKNOWN}} */
    static long boundNanos(ProfiledWindow window) {
        return UNKNOWN;
    }

    /** {@return the device timer's resolution, or {@link #UNKNOWN}} */
    static long resolutionNanos(ProfiledWindow window) {
        return UNKNOWN;
    }
}
