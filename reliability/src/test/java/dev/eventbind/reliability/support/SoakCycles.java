package dev.eventbind.reliability.support;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;

/**
 * The cycles the soaks run, the same on every backend: a fence on {@code work} used one of three ways, and two
 * nested windows read back.
 *
 * @param api the backend, possibly observed
 * @param work the stream fences and windows are on
 * @param other the stream that waits on the device for every third fence
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public record SoakCycles<E, S>(EventApi<E, S> api, S work, S other) {

    /** Cycle {@code i}: a fence waited by the host, waited for by {@code other}, or dropped, in turn. */
    public void fence(int i) throws DriverException {
        EventFence<E, S> fence = EventFence.mint(api, work);
        switch (i % 3) {
            case 0 -> fence.waitSync();
            case 1 -> fence.waitAsync(other);
            default -> fence.close();
        }
    }

    /** An outer and an inner window, the inner stopped first, both read back and measured. */
    public void nestedWindows(EventProfiler<E, S> profiler) throws DriverException, ProfileException {
        long outer = profiler.start(work);
        long inner = profiler.start(work);
        ProfileDuration innerDuration = profiler.stop(work, inner);
        ProfileDuration outerDuration = profiler.stop(work, outer);
        measured(innerDuration.resolve());
        measured(outerDuration.resolve());
    }

    private static void measured(ProfileResult result) {
        if (result.failed()) {
            throw new AssertionError("a read-back failed during the soak: " + result);
        }
    }
}
