package dev.eventbind.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/**
 * A device-timed profiler window as a JDK Flight Recorder event, so a recording made with
 * {@code -XX:StartFlightRecording} shows device windows beside the application's own events.
 *
 * <p>The window's instants are readings of the host clock ({@link System#nanoTime()}) at which the device
 * reached the window's start and end events, as the profiler's anchor places them; the duration is the device's
 * own span between those two events. The event's JFR timestamp is when it was committed (after the window
 * resolved), since JFR offers no way to back-date an event.
 *
 * <p>Emit windows through {@link DeviceWindows#emit}, which does not even load this class until Flight Recorder
 * is running: the first event class loaded in a JVM costs half a second of Flight Recorder set-up.
 */
@Name(DeviceWindowEvent.NAME)
@Label("Device Window")
@Category({"eventbind", "Device"})
@Description("A profiler window timed by device events, placed on the host clock by the profiler's anchor")
@StackTrace(false)
public final class DeviceWindowEvent extends Event {

    /** The JFR event type name, as {@code jfr print --events} and {@code RecordedEvent} see it. */
    public static final String NAME = "dev.eventbind.DeviceWindow";

    @Label("Window")
    @Description("The window's name, as the code that opened it calls it")
    private String window;

    @Label("Backend")
    @Description("The backend whose events timed the window")
    private String backend;

    @Label("Stream")
    @Description("The stream (queue) the window's events were recorded on")
    private String stream;

    @Label("Device Start")
    @Description("System.nanoTime when the device reached the window's start event")
    private long deviceStart;

    @Label("Device End")
    @Description("System.nanoTime when the device reached the window's end event")
    private long deviceEnd;

    @Label("Device Duration")
    @Description("The device's span between the window's two events")
    @Timespan(Timespan.NANOSECONDS)
    private long deviceDuration;

    /** An event with no fields set; {@link DeviceWindows#emit} fills them in. */
    public DeviceWindowEvent() {
    }

    /** Commits one window if a recording wants it, checking {@link #shouldCommit()} before filling any field. */
    static void commit(String window, String backend, String stream, long deviceStart, long deviceEnd) {
        DeviceWindowEvent event = new DeviceWindowEvent();
        if (!event.shouldCommit()) {
            return;
        }
        event.window = window;
        event.backend = backend;
        event.stream = stream;
        event.deviceStart = deviceStart;
        event.deviceEnd = deviceEnd;
        event.deviceDuration = Math.max(0L, deviceEnd - deviceStart);
        event.commit();
    }
}
