package dev.eventbind.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;
import jdk.jfr.Timestamp;
import org.jspecify.annotations.Nullable;

/**
 * A device-timed profiler window as a JDK Flight Recorder event, so a recording made with
 * {@code -XX:StartFlightRecording} shows device windows beside the application's own events.
 *
 * <p>The window's instants are where the profiler placed the device's start and end events on the host clock:
 * as {@link System#nanoTime()} readings ({@code deviceStart}, {@code deviceEnd}, for code that works in that
 * clock) and as Flight Recorder timestamps ({@code deviceStartTime}, {@code deviceEndTime}, which {@code jfr
 * print}, JMC and {@code RecordedEvent.getInstant} place on the recording's timeline); the duration is the
 * device's own span between those two events. The event's own start time is when it was committed (after the
 * window resolved): Flight Recorder offers no way to back-date an event, so the device times are fields.
 *
 * <p>Emit windows through {@link DeviceWindows#emit}, which does not even load this class until Flight Recorder
 * is running: the first event class loaded in a JVM costs half a second of Flight Recorder set-up.
 */
@Name(DeviceWindowEvent.NAME)
@Label("Device Window")
@Category({"eventbind", "Device"})
@Description("A profiler window timed by device events, placed on the host clock by the profiler's anchor")
@StackTrace(false)
// JFR reads the fields of an event when it is committed; Java code never does.
@SuppressWarnings("UnusedVariable")
public final class DeviceWindowEvent extends Event {

    /** The JFR event type name, as {@code jfr print --events} and {@code RecordedEvent} see it. */
    public static final String NAME = "dev.eventbind.DeviceWindow";

    @Label("Window")
    @Description("The window's name, as the code that opened it calls it")
    private @Nullable String window;

    @Label("Backend")
    @Description("The backend whose events timed the window")
    private @Nullable String backend;

    @Label("Stream")
    @Description("The stream (queue) the window's events were recorded on")
    private @Nullable String stream;

    @Label("Device Start")
    @Description("System.nanoTime when the device reached the window's start event")
    private long deviceStart;

    @Label("Device End")
    @Description("System.nanoTime when the device reached the window's end event")
    private long deviceEnd;

    @Label("Device Start Time")
    @Description("When the device reached the window's start event, on the recording's timeline")
    @Timestamp(Timestamp.TICKS)
    private long deviceStartTime;

    @Label("Device End Time")
    @Description("When the device reached the window's end event, on the recording's timeline")
    @Timestamp(Timestamp.TICKS)
    private long deviceEndTime;

    @Label("Device Duration")
    @Description("The device's span between the window's two events")
    @Timespan(Timespan.NANOSECONDS)
    private long deviceDuration;

    @Label("Placement Bound")
    @Description("How far the placed start and end can each be from where the device really was")
    @Timespan(Timespan.NANOSECONDS)
    private long placementBound;

    @Label("Duration Bound")
    @Description("How far the device duration can be from the device's: what two windows' durations are compared"
            + " within")
    @Timespan(Timespan.NANOSECONDS)
    private long durationBound;

    /** An event with no fields set; {@link DeviceWindows#emit} fills them in. */
    public DeviceWindowEvent() {
    }

    /** Commits one window if a recording wants it, checking {@link #shouldCommit()} before filling any field. */
    static void commit(String window, String backend, String stream, long deviceStart, long deviceEnd,
            long placementBound, long durationBound) {
        DeviceWindowEvent event = new DeviceWindowEvent();
        if (!event.shouldCommit()) {
            return;
        }
        event.window = window;
        event.backend = backend;
        event.stream = stream;
        event.deviceStart = deviceStart;
        event.deviceEnd = deviceEnd;
        event.deviceStartTime = RecordingTicks.ticks(deviceStart);
        event.deviceEndTime = RecordingTicks.ticks(deviceEnd);
        event.deviceDuration = Math.max(0L, deviceEnd - deviceStart);
        event.placementBound = placementBound;
        event.durationBound = durationBound;
        event.commit();
    }
}
