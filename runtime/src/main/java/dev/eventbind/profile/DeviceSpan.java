package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventPool;
import dev.eventbind.event.EventWait;
import dev.eventbind.event.OwnedEvent;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.Optional;

/**
 * The read-back of stopped windows: waits for a window's two events and places them on the host clock.
 * One per profiler, shared by its windows, so a window needs a single reference to reach the backend and pool;
 * a window read back goes to the table as its spare.
 *
 * <p>The start is placed from the anchor ({@code anchorHost + elapsed(anchor, start)}); the span comes from the
 * window's own two events ({@code elapsed(start, end)}), never from two anchor offsets, because a driver that
 * reports float milliseconds loses about 60 ns per offset at one second from the anchor.
 *
 * <p>A read-back is two steps. {@link #await} waits for both events through {@link EventWait}, so it honours
 * interrupts and deadlines and can be repeated; {@link #finish} reads the times and hands the events back, once.
 */
final class DeviceSpan<E> {

    /** What a failed read-back reports: long enough that a failed candidate never wins an autotune. */
    static final long FAILED_READ_BACK_SECONDS = 3600;
    static final Duration FAILED_READ_BACK = Duration.ofSeconds(FAILED_READ_BACK_SECONDS);

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
     * Waits until the device has reached both of {@code window}'s events. A driver failure ends the wait and is
     * kept for {@link #finish}; an interrupt throws and changes nothing.
     *
     * @return false when {@code timeoutNanos} ran out first
     * @throws WaitInterruptedException when the thread is interrupted
     */
    boolean await(Window<E> window, boolean timed, long timeoutNanos) {
        if (window.readFailure() != null) {
            return true;
        }
        String what = "profiling window";
        try {
            if (!timed) {
                EventWait.await(api, window.start().handle(), what);
                EventWait.await(api, window.end().handle(), what);
                return true;
            }
            long begin = System.nanoTime();
            return EventWait.await(api, window.start().handle(), what, timeoutNanos)
                    && EventWait.await(api, window.end().handle(), what, timeoutNanos - (System.nanoTime() - begin));
        } catch (DriverException | RuntimeException failed) {
            if (failed instanceof WaitInterruptedException interrupted) {
                throw interrupted;
            }
            window.readFailed(failed);
            return true;
        }
    }

    /**
     * Reads back a window whose events {@link #await} saw reached, then hands them back to the pool; a failure is
     * logged and reported in the result, never thrown. Runs once per window.
     */
    ProfileResult finish(Window<E> window) {
        Anchor<E> anchor = window.anchor();
        OwnedEvent<E> end = window.end();
        try {
            Throwable failed = window.readFailure();
            if (failed == null) {
                try {
                    E start = window.start().handle();
                    long startNanos = anchor.hostNanos() + api.eventElapsedNanos(anchor.event().handle(), start);
                    return new ProfileResult(new ProfileTicks(startNanos,
                            startNanos + api.eventElapsedNanos(start, end.handle())), TimingMethod.DEVICE);
                } catch (DriverException | RuntimeException elapsed) {
                    failed = elapsed;
                }
            }
            return failedResult(anchor, failed);
        } finally {
            try {
                pool.release(end);
                window.release(pool);
            } finally {
                window.clear();
                table.recycle(window);
            }
        }
    }

    private ProfileResult failedResult(Anchor<E> anchor, Throwable failed) {
        boolean poisoned = failed instanceof DriverException driver && driver.poisoned();
        LOG.log(poisoned ? Level.ERROR : Level.WARNING, "Reading back a " + api.backend()
                + " profiling window failed; reporting it as " + FAILED_READ_BACK.toSeconds() + " s: "
                + failed.getMessage(), failed);
        ProfileTicks placeholder = new ProfileTicks(anchor.hostNanos(),
                anchor.hostNanos() + FAILED_READ_BACK.toNanos());
        return new ProfileResult(placeholder, TimingMethod.DEVICE,
                Optional.of(new ProfileError.ReadBackFailed(failed, FAILED_READ_BACK)));
    }
}
