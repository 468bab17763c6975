package dev.eventbind.jfr;

/** A JVM of its own that emits one window with Flight Recorder never started, for {@link DeviceWindowsTest}. */
public final class EmitOnce {

    private EmitOnce() {
    }

    /** Emits one window and exits. */
    public static void main(String[] args) {
        DeviceWindows.emit("w", "host", "stream 1", 1L, 2L);
    }
}
