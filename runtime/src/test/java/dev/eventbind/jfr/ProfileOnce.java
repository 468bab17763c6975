package dev.eventbind.jfr;

import dev.eventbind.profile.EventProfiler;
import dev.eventbind.recording.RecordingEventApi;

/** A JVM of its own that profiles windows with Flight Recorder never started, for {@link DeviceWindowsTest}. */
public final class ProfileOnce {

    private ProfileOnce() {
    }

    /** Places a few windows and exits. */
    public static void main(String[] args) throws Exception {
        RecordingEventApi api = new RecordingEventApi();
        RecordingEventApi.Stream work = api.workingStream();
        try (EventProfiler<RecordingEventApi.Event, RecordingEventApi.Stream> profiler = new EventProfiler<>(api)) {
            for (int i = 0; i < 3; i++) {
                long token = profiler.start(work, "w");
                profiler.stop(work, token).resolve();
            }
        }
    }
}
