package dev.eventbind.profile.internal;

import dev.eventbind.api.DriverException;

/**
 * Where a profiler's windows get the {@link Anchor} that places their device times on the host clock
 * ({@link AnchorClock}: bracketed anchor events, narrowed by a backend's paired clock where it has one).
 *
 * @param <E> the backend's event handle
 */
public interface AnchorSource<E> {

    /**
     * The anchor for a window starting now. The caller does not hold it: a lane takes its hold with
     * {@link Anchor#tryRetain()}, and asks again when that fails (the anchor was let go meanwhile).
     *
     * @throws DriverException when the driver refuses what anchoring needs
     * @throws IllegalStateException when the profiler is closed
     */
    Anchor<E> current() throws DriverException;

    /** Whether the current anchor (before the first, the next) is placed through the backend's paired clock. */
    boolean pairedClock();

    /** Lets go of the current anchor and whatever the source made; a failure is logged, never thrown. */
    void close();
}
