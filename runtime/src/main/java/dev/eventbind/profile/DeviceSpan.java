package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;
import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * The read-back of stopped windows: waits for a window's two events and places them on the host clock.
 * One per profiler, shared by its windows, so a window needs a single reference to reach the backend and pool;
 * a window read back goes to the table as its spare.
 *
 * <p>The start is placed from the anchor ({@code anchorHost + elapsed(anchor, start)}); the span comes from the
 * window's own two events ({@code elapsed(start, end)}), never from two anchor offsets, because a driver that
 * reports float milliseconds loses about 60 ns per offset at one second from the anchor.
 */
final class DeviceSpan<E> {

    /** What a failed read-back reports: long enough that a failed candidate never wins an autotune. */
    static final Duration FAILED_READ_BACK = Duration.ofSeconds(3600);

    private static final System.Logger LOG = System.getLogger(EventProfiler.class.getName());

    private final EventApi<E, ?> api;
    private final EventPool<E> pool;
    private final WindowTable<E> table;

    DeviceSpan(EventApi<E, ?> api, EventPool<E> pool, WindowTable<E> table) {
        this.api = api;
        this.pool = pool;
        this.table = table;
    }

    /**
     * Blocks until both of {@code window}'s events are reached, then hands them back to the pool; a driver
     * failure is logged, not thrown. Runs once per window.
     */
    ProfileTicks read(Window<E> window) {
        Anchor<E> anchor = window.anchor();
        OwnedEvent<E> end = window.end();
        try {
            E start = window.start().handle();
            api.eventWait(start);
            api.eventWait(end.handle());
            long startNanos = anchor.hostNanos() + api.eventElapsedNanos(anchor.event().handle(), start);
            return new ProfileTicks(startNanos, startNanos + api.eventElapsedNanos(start, end.handle()));
        } catch (DriverException failed) {
            LOG.log(Level.ERROR, "Reading back a " + api.backend() + " profiling window failed; reporting it as "
                    + FAILED_READ_BACK.toSeconds() + " s: " + failed.getMessage(), failed);
            return new ProfileTicks(anchor.hostNanos(), anchor.hostNanos() + FAILED_READ_BACK.toNanos());
        } finally {
            pool.release(end);
            window.release(pool);
            table.recycle(window);
        }
    }
}
