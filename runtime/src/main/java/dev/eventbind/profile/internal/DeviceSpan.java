package dev.eventbind.profile.internal;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventWait;
import dev.eventbind.profile.TimingMethod;
import java.lang.System.Logger.Level;
import java.time.Duration;

/**
 * The read-back of stopped windows: waits for a window's end event and reads where the device put its two
 * events. One per profiler, shared by its windows.
 *
 * <p>The start comes from the anchor ({@code anchorHost + elapsed(anchor, start)}); the span from the window's own
 * two events ({@code elapsed(start, end)}), never from two anchor offsets, because a driver that reports float
 * milliseconds loses about 60 ns per offset at one second from the anchor. What is read is raw: the window's
 * {@link Lane} then settles it (device order, causality, listeners, reuse) under its lock.
 *
 * <p>{@link #await} honours interrupts and deadlines and can be repeated; {@link #measure} runs once per window,
 * outside any lock, and never throws: whatever the backend throws, an {@link Error} included, becomes the
 * window's {@link Window#readFailure()}.
 *
 * @param <E> the backend's event handle
 */
public final class DeviceSpan<E> {

    /** What a failed read-back reports: long enough that a failed candidate never wins an autotune. */
    public static final Duration FAILED_READ_BACK = Duration.ofHours(1);
    /** {@link #FAILED_READ_BACK} in nanoseconds. */
    public static final long FAILED_READ_BACK_NANOS = FAILED_READ_BACK.toNanos();
    /** The longest elapsed read placed: {@code 2^62} ns, beyond which {@link Anchor#toHost} could overflow. */
    static final long MAX_ELAPSED_NANOS = 1L << 62;

    private static final System.Logger LOG = System.getLogger("dev.eventbind.profile.EventProfiler");

    private final EventApi<E, ?> api;
    /** The device timer's resolution, at least 1 ns. */
    private final long resolution;
    /** How its windows are timed, shared by all of them. */
    private final Timing timing;

    /** @param api the backend whose events are read */
    public DeviceSpan(EventApi<E, ?> api) {
        this.api = api;
        this.resolution = Math.max(1, api.timerResolutionNanos());
        this.timing = Timing.of(TimingMethod.DEVICE, resolution);
    }

    /** {@return how this profiler's windows are timed: by device events, at its timer's resolution} */
    public Timing timing() {
        return timing;
    }

    /** {@return the device timer's resolution in nanoseconds, at least 1} */
    public long resolutionNanos() {
        return resolution;
    }

    /**
     * Waits until the device has reached both of {@code window}'s events: its end, since the end was recorded
     * after the start on the same stream, and a stream runs in order. A driver failure ends the wait and is kept
     * as the window's read failure; an interrupt throws and changes nothing.
     *
     * @return false when {@code timeoutNanos} ran out first
     * @throws WaitInterruptedException when the thread is interrupted
     */
    boolean await(Window<E> window, boolean timed, long timeoutNanos) {
        if (!window.measured()) {
            return true;
        }
        try {
            if (!timed) {
                EventWait.await(api, window.endHandle(), "profiling window");
                return true;
            }
            return EventWait.await(api, window.endHandle(), "profiling window", timeoutNanos);
        } catch (WaitInterruptedException interrupted) {
            throw interrupted;
        } catch (Throwable failed) {
            window.readFailed(failed); // settled like any other window, as a failed read-back
            return true;
        }
    }

    /**
     * Reads where the device put a window whose end {@link #await} saw reached into its raw placement. A failure
     * is logged and kept as the window's read failure; the window then reads as a {@link #FAILED_READ_BACK}
     * window from its anchor.
     */
    void measure(Window<E> window) {
        Anchor<E> anchor = window.anchor();
        Placement placement = window.placement();
        if (window.measured()) {
            try {
                E start = window.startHandle();
                long fromAnchor = plausible(api.eventElapsedNanos(anchor.handle(), start));
                long span = plausible(api.eventElapsedNanos(start, window.endHandle()));
                long startNanos = Math.addExact(anchor.hostNanos(), anchor.toHost(fromAnchor));
                placement.end = Math.addExact(startNanos, anchor.toHost(span));
                placement.start = startNanos;
                // Each point: the anchor's own error, the rate's over its distance from the anchor, and the
                // granularity of the (at most two) reads that reach it; the length: its own read and the rate.
                long away = Math.abs(fromAnchor);
                long length = Math.abs(span);
                placement.durationBound = anchor.driftNanos(length) + DriftFit.readError(length) + 2 * resolution;
                placement.bound = anchor.errorNanos() + anchor.driftNanos(away + length) + DriftFit.readError(away)
                        + DriftFit.readError(length) + 2 * resolution;
                return;
            } catch (Throwable elapsed) {
                // An Error too: the window must still be settled, or its events and anchor hold would never return.
                window.readFailed(elapsed);
            }
        }
        placement.start = anchor.hostNanos();
        placement.end = placement.start + FAILED_READ_BACK_NANOS;
        placement.bound = Long.MAX_VALUE;
        placement.durationBound = Long.MAX_VALUE;
        logFailure(window.readFailure());
    }

    /**
     * {@code nanos}, an elapsed read, where a device clock can have reached it: past {@value #MAX_ELAPSED_NANOS} ns
     * (146 years) it is a counter read wrong or a clock that jumped, as a driver's float milliseconds of infinity
     * reads, and placing it would overflow the host clock; the window then fails as a read-back that failed.
     */
    private static long plausible(long nanos) {
        if (nanos > MAX_ELAPSED_NANOS || nanos < -MAX_ELAPSED_NANOS) {
            throw new IllegalStateException("the backend reported an elapsed time of " + nanos + " ns, which no"
                    + " device clock reaches: a timestamp read wrong, or a clock that jumped");
        }
        return nanos;
    }

    private void logFailure(Throwable failed) {
        try {
            boolean poisoned = failed instanceof DriverException driver && driver.poisoned();
            LOG.log(poisoned ? Level.ERROR : Level.WARNING, "Reading back a " + api.backend()
                    + " profiling window failed; reporting it as " + FAILED_READ_BACK.toSeconds() + " s: "
                    + failed.getMessage(), failed);
        } catch (Throwable logging) {
            // A logger that fails loses the line, not the window: the failure is kept in the window's result.
        }
    }
}
