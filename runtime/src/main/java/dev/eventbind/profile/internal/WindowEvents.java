package dev.eventbind.profile.internal;

import dev.eventbind.jfr.DeviceWindows;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfiledWindow;
import dev.eventbind.profile.WindowListener;
import java.lang.System.Logger.Level;

/**
 * Tells a profiler's listeners of its windows: first {@link #FLIGHT_RECORDER}, which commits placed windows as
 * Flight Recorder events while a recording wants them, then the listener the profiler was made with, whose
 * attachment the window keeps. With no listener registered ({@link WindowListener#NONE}), a window's start and
 * stop tell nobody and its placement only Flight Recorder, while a recording wants it. Nothing a listener throws reaches the profiler: the first throwable is logged,
 * once per profiler, and the window goes on as if the listener had returned.
 */
public final class WindowEvents {

    /** The profiler's own listener: placed windows as {@code dev.eventbind.DeviceWindow} events. */
    static final WindowListener FLIGHT_RECORDER = new WindowListener() {
        @Override
        public Object started(ProfiledWindow window) {
            return NO_ATTACHMENT;
        }

        @Override
        public void placed(ProfiledWindow window, Object attachment, long startNanos, long endNanos) {
            if (DeviceWindows.isRecording()) {
                DeviceWindows.emit(window.name(), window.backend(), window.stream(), startNanos, endNanos,
                        window.placementBoundNanos(), window.durationBoundNanos());
            }
        }
    };

    private static final System.Logger LOG = System.getLogger("dev.eventbind.profile.EventProfiler");

    private final WindowListener listener;
    /** Whether a listener was registered: without one, a window's start and stop tell nobody. */
    private final boolean listening;
    private volatile boolean reported;

    /** @param listener the profiler's listener; {@link WindowListener#NONE} for none */
    @SuppressWarnings("ReferenceEquality") // the very NONE listener, which is told nothing
    public WindowEvents(WindowListener listener) {
        this.listener = listener;
        this.listening = listener != WindowListener.NONE;
    }

    // Each call's common case is its first line: no listener registered (the profiler's own Flight Recorder
    // listener acts on placed windows only, and only while a recording wants them). The calls that dispatch are
    // methods of their own, so the common case stays small enough to inline into a window's path.

    Object started(Window<?> window) {
        return listening ? dispatchStarted(window) : WindowListener.NO_ATTACHMENT;
    }

    void stopped(Window<?> window) {
        if (listening) {
            dispatchStopped(window);
        }
    }

    void placed(Window<?> window, long startNanos, long endNanos) {
        if (listening || recording()) {
            dispatchPlaced(window, startNanos, endNanos);
        }
    }

    /** Whether Flight Recorder wants placed windows now; a failure to tell is reported and read as no. */
    private boolean recording() {
        try {
            return DeviceWindows.isRecording();
        } catch (Throwable thrown) {
            report(thrown);
            return false;
        }
    }

    void failed(Window<?> window, ProfileError error) {
        try {
            FLIGHT_RECORDER.failed(window, WindowListener.NO_ATTACHMENT, error);
            listener.failed(window, window.attachment(), error);
        } catch (Throwable thrown) {
            report(thrown);
        }
    }

    private Object dispatchStarted(Window<?> window) {
        try {
            FLIGHT_RECORDER.started(window);
            Object attachment = listener.started(window);
            if (attachment == null) {
                throw new NullPointerException("WindowListener.started returned null; NO_ATTACHMENT means none");
            }
            return attachment;
        } catch (Throwable thrown) {
            report(thrown);
            return WindowListener.NO_ATTACHMENT;
        }
    }

    private void dispatchStopped(Window<?> window) {
        try {
            FLIGHT_RECORDER.stopped(window, WindowListener.NO_ATTACHMENT);
            listener.stopped(window, window.attachment());
        } catch (Throwable thrown) {
            report(thrown);
        }
    }

    private void dispatchPlaced(Window<?> window, long startNanos, long endNanos) {
        try {
            FLIGHT_RECORDER.placed(window, WindowListener.NO_ATTACHMENT, startNanos, endNanos);
        } catch (Throwable thrown) {
            report(thrown);
        }
        try {
            listener.placed(window, window.attachment(), startNanos, endNanos);
        } catch (Throwable thrown) {
            report(thrown);
        }
    }

    private void report(Throwable thrown) {
        if (reported) {
            return;
        }
        reported = true;
        try {
            LOG.log(Level.WARNING, "A profiling window listener failed; the window is unaffected (reported once): "
                    + thrown, thrown);
        } catch (Throwable logging) {
            // A logger that fails (a thread near its stack limit) loses the line, not the window.
        }
    }
}
