package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;
import dev.eventbind.jfr.DeviceWindows;
import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * The read-back of stopped windows: waits for a window's two events and places them on the host clock.
 * One per profiler, shared by its windows, so a window needs a single reference to reach the backend and pool;
 * a window read back goes to the table as its spare.
 *
 * <p>The start is placed from the anchor ({@code anchorHost + elapsed(anchor, start)}); the span comes from the
 * window's own two events ({@code elapsed(start, end)}), never from two anchor offsets, because a driver that
 * reports float milliseconds loses about 60 ns per offset at one second from the anchor. The window's
 * {@link Lane} then clamps both points between its stream's neighbours already placed, so that loss can never
 * reorder them. A placed window is committed as a Flight Recorder event when a recording wants one.
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
     * Blocks until both of {@code window}'s events are reached and places the window, leaving where in its
     * {@link Window#placement()}; a driver failure is logged, not thrown, and places it as a
     * {@link #FAILED_READ_BACK} window from the anchor. The caller then {@linkplain #retire retires} the window.
     *
     * @return whether the window was measured
     */
    boolean place(Window<E> window) {
        Anchor<E> anchor = window.anchor();
        Placement placement = window.placement();
        try {
            E start = window.start().handle();
            E end = window.end().handle();
            api.eventWait(start);
            api.eventWait(end);
            long startNanos = anchor.hostNanos() + api.eventElapsedNanos(anchor.event().handle(), start);
            long endNanos = startNanos + api.eventElapsedNanos(start, end);
            Lane lane = placement.lane;
            if (lane != null) {
                lane.place(placement, startNanos, endNanos);
            } else {
                placement.start = startNanos;
                placement.end = endNanos;
            }
        } catch (DriverException failed) {
            LOG.log(Level.ERROR, "Reading back a " + api.backend() + " profiling window failed; reporting it as "
                    + FAILED_READ_BACK.toSeconds() + " s: " + failed.getMessage(), failed);
            placement.start = anchor.hostNanos();
            placement.end = anchor.hostNanos() + FAILED_READ_BACK.toNanos();
            return false;
        }
        if (DeviceWindows.isRecording()) {
            Lane home = placement.home;
            DeviceWindows.emit(window.name() != null ? window.name() : "window", api.backend(),
                    home != null ? home.label() : "stream", placement.start, placement.end);
        }
        return true;
    }

    /** Hands a placed window's events back to the pool and keeps the window as the table's spare. */
    void retire(Window<E> window) {
        OwnedEvent<E> end = window.end();
        pool.release(end);
        window.release(pool);
        table.recycle(window);
    }
}
