package dev.eventbind.jfr;

import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;

/**
 * Where code that measures device windows hands them to JDK Flight Recorder as {@link DeviceWindowEvent}s;
 * {@link dev.eventbind.profile.EventProfiler} does so for every window it places.
 *
 * <p>While Flight Recorder has never been started in this JVM (no {@code -XX:StartFlightRecording}, no
 * {@link jdk.jfr.Recording} created), no recording can want the event, so this returns without loading the
 * event class: loading the first event class sets up Flight Recorder's Java side, about half a second that a
 * short command should not pay. Once it runs, the event's own enabled and threshold settings decide.
 */
public final class DeviceWindows {

    private DeviceWindows() {
    }

    /**
     * Whether a running recording has {@link DeviceWindowEvent#NAME} enabled: two volatile reads, and no class
     * loaded while Flight Recorder has never been started. A caller checks it before assembling an event.
     */
    public static boolean isRecording() {
        return FlightRecorder.isInitialized() && Type.DEVICE_WINDOW.isEnabled();
    }

    /**
     * Records one device window if a running recording has {@link DeviceWindowEvent#NAME} enabled.
     *
     * @param window the window's name
     * @param backend the backend name
     * @param stream the stream's display name
     * @param deviceStart host-clock nanos ({@link System#nanoTime()}) at which the device reached the start event
     * @param deviceEnd host-clock nanos at which the device reached the end event
     */
    public static void emit(String window, String backend, String stream, long deviceStart, long deviceEnd) {
        emit(window, backend, stream, deviceStart, deviceEnd, Long.MAX_VALUE);
    }

    /**
     * {@link #emit(String, String, String, long, long)} with the placement's bound.
     *
     * @param window the window's name
     * @param backend the backend name
     * @param stream the stream's display name
     * @param deviceStart host-clock nanos ({@link System#nanoTime()}) at which the device reached the start event
     * @param deviceEnd host-clock nanos at which the device reached the end event
     * @param placementBound how far each can be from the truth, in nanoseconds; {@link Long#MAX_VALUE} if unknown
     */
    public static void emit(String window, String backend, String stream, long deviceStart, long deviceEnd,
            long placementBound) {
        emit(window, backend, stream, deviceStart, deviceEnd, placementBound, Long.MAX_VALUE);
    }

    /**
     * {@link #emit(String, String, String, long, long, long)} with the bound of the window's duration too.
     *
     * @param window the window's name
     * @param backend the backend name
     * @param stream the stream's display name
     * @param deviceStart host-clock nanos ({@link System#nanoTime()}) at which the device reached the start event
     * @param deviceEnd host-clock nanos at which the device reached the end event
     * @param placementBound how far each can be from the truth, in nanoseconds; {@link Long#MAX_VALUE} if unknown
     * @param durationBound how far their distance can be from the device's, in nanoseconds; {@link Long#MAX_VALUE}
     *     if unknown
     */
    public static void emit(String window, String backend, String stream, long deviceStart, long deviceEnd,
            long placementBound, long durationBound) {
        if (FlightRecorder.isInitialized()) {
            DeviceWindowEvent.commit(window, backend, stream, deviceStart, deviceEnd, placementBound, durationBound);
        }
    }

    /** Loaded on first use only, which {@link #isRecording()} defers until Flight Recorder is running. */
    private static final class Type {
        static final EventType DEVICE_WINDOW = EventType.getEventType(DeviceWindowEvent.class);
    }
}
