package dev.eventbind.cli.profile;

import java.util.Objects;

/**
 * One resolved profiler window of the built-in workload, with both views of it: the device's (the window's own
 * two events, placed on the host clock by the profiler's anchor) and the host's (from issuing the start to
 * seeing the end reached). All instants are {@link System#nanoTime()} readings.
 *
 * @param name the window's name in the workload
 * @param depth how many windows it is nested in on its stream (0 for an outermost one)
 * @param stream the stream's display name
 * @param streamIndex the stream's position in the workload (1-based), used as the trace's thread id
 * @param iteration which run of the workload it belongs to (1-based)
 * @param deviceStart when the device reached the start event
 * @param deviceEnd when the device reached the end event
 * @param hostIssued when the host called the profiler's start
 * @param hostStopped when the host called the profiler's stop
 * @param hostSeen when the host saw the end event reached
 * @param timing how the device span was timed ("DEVICE" from events, "SYSTEM" from the host clock)
 * @param boundNanos how far the device start and end can each be from the truth ({@code ProfileResult.boundNanos()});
 *     {@link Long#MAX_VALUE} when unknown
 * @param durationBoundNanos how far the device span can be from the truth
 *     ({@code ProfileResult.durationBoundNanos()}); {@link Long#MAX_VALUE} when unknown
 */
public record Window(String name, int depth, String stream, int streamIndex, int iteration, long deviceStart,
        long deviceEnd, long hostIssued, long hostStopped, long hostSeen, String timing, long boundNanos,
        long durationBoundNanos) {

    public Window {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(stream, "stream");
        Objects.requireNonNull(timing, "timing");
    }

    /** A window whose bounds are unknown. */
    public Window(String name, int depth, String stream, int streamIndex, int iteration, long deviceStart,
            long deviceEnd, long hostIssued, long hostStopped, long hostSeen, String timing) {
        this(name, depth, stream, streamIndex, iteration, deviceStart, deviceEnd, hostIssued, hostStopped, hostSeen,
                timing, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** The device's span of the window in nanoseconds. */
    public long deviceNanos() {
        return deviceEnd - deviceStart;
    }

    /** The host's span: from issuing the start to seeing the end reached, in nanoseconds. */
    public long hostWallNanos() {
        return hostSeen - hostIssued;
    }
}
