package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventWait;
import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * The read-back of stopped windows: waits for a window's two events and places them on the host clock.
 * One per profiler, shared by its windows, so a window needs a single reference to reach the backend.
 *
 * <p>The start is placed from the anchor ({@code anchorHost + elapsed(anchor, start)}); the span comes from the
 * window's own two events ({@code elapsed(start, end)}), never from two anchor offsets, because a driver that
 * reports float milliseconds loses about 60 ns per offset at one second from the anchor. The window's
 * {@link Lane} then clamps both points between its stream's neighbours already placed, so that loss can never
 * reorder them, and does the rest of the read-back's bookkeeping under its monitor ({@link Lane#settle}).
 *
 * <p>A read-back is two steps. {@link #await} waits for the end event through {@link EventWait}, so it honours
 * interrupts and deadlines and can be repeated; {@link #finish} reads the times and hands the events back, once.
 */
final class DeviceSpan<E> {

    /** What a failed read-back reports: long enough that a failed candidate never wins an autotune. */
    static final long FAILED_READ_BACK_SECONDS = 3600;
    static final Duration FAILED_READ_BACK = Duration.ofSeconds(FAILED_READ_BACK_SECONDS);
    static final long FAILED_READ_BACK_NANOS = FAILED_READ_BACK.toNanos();

    private static final System.Logger LOG = System.getLogger(EventProfiler.class.getName());

    private final EventApi<E, ?> api;

    DeviceSpan(EventApi<E, ?> api) {
        this.api = api;
    }

    String backend() {
        return api.backend();
    }

    /**
     * Waits until the device has reached both of {@code window}'s events: its end, since the end was recorded
     * after the start on the same stream, and a stream runs in order. A driver failure ends the wait and is kept
     * for {@link #finish}; an interrupt throws and changes nothing.
     *
     * @return false when {@code timeoutNanos} ran out first
     * @throws WaitInterruptedException when the thread is interrupted
     */
    boolean await(Window<E> window, boolean timed, long timeoutNanos) {
        if (window.readFailure() != null) {
            return true;
        }
        try {
            E end = window.endHandle();
            if (!timed) {
                EventWait.await(api, end, "profiling window");
                return true;
            }
            return EventWait.await(api, end, "profiling window", timeoutNanos);
        } catch (WaitInterruptedException interrupted) {
            throw interrupted;
        } catch (Throwable failed) {
            // Whatever the backend threw, an Error included: the window is failed, and settled like any other.
            window.readFailed(failed);
            return true;
        }
    }

    /**
     * Reads back a window whose events {@link #await} saw reached and settles it in its lane, which delivers the
     * placement to the window's reader and hands the events back. Runs once per window; allocates nothing on the
     * measured path.
     */
    void finish(Window<E> window) {
        window.lane().settle(window, measure(window));
    }

    /**
     * Reads where the device put a window whose events {@link #await} saw reached, before its lane orders it,
     * into its {@link Window#placement()}. A failure is logged, never thrown, and the window reads as a
     * {@link #FAILED_READ_BACK} window from its anchor; the window keeps the failure as its
     * {@link Window#readFailure()}.
     *
     * @return null, or why the window has no measurement
     */
    Throwable measure(Window<E> window) {
        Anchor<E> anchor = window.anchor();
        Placement placement = window.placement();
        Throwable failed = window.readFailure();
        if (failed == null) {
            try {
                E start = window.startHandle();
                long startNanos = anchor.hostNanos() + api.eventElapsedNanos(anchor.handle(), start);
                placement.end = startNanos + api.eventElapsedNanos(start, window.endHandle());
                placement.start = startNanos;
                return null;
            } catch (Throwable elapsed) {
                // An Error too (a StackOverflowError in the backend): the window must still be settled, or its
                // events and its anchor hold would never be given back.
                failed = elapsed;
                window.readFailed(failed);
            }
        }
        placement.start = anchor.hostNanos();
        placement.end = placement.start + FAILED_READ_BACK_NANOS;
        logFailure(failed);
        return failed;
    }

    private void logFailure(Throwable failed) {
        try {
            boolean poisoned = failed instanceof DriverException driver && driver.poisoned();
            LOG.log(poisoned ? Level.ERROR : Level.WARNING, "Reading back a " + api.backend()
                    + " profiling window failed; reporting it as " + FAILED_READ_BACK_SECONDS + " s: "
                    + failed.getMessage(), failed);
        } catch (Throwable logging) {
            // A logger that fails (a StackOverflowError on a thread already near its limit) loses the line, not the
            // window: the failure is kept in the window's result.
        }
    }
}
