package example.timeline;

import java.lang.foreign.Arena;

/** The timeline device as its library describes it, read through the record the spec names with {@code @Struct}. */
public final class TimelineDevice {

    private TimelineDevice() {
    }

    /** {@return the device's name, the library's version and the clock's resolution, in one line} */
    public static String describe() {
        try (Arena arena = Arena.ofConfined()) {
            TimelineRuntimeStructs.tlDeviceInfo info = TimelineRuntimeStructs.tlDeviceInfo.allocate(arena);
            int status = TimelineRuntimeFunctions.open().tlGetDeviceInfo(info.segment());
            if (status != 0) {
                throw new IllegalStateException("tlGetDeviceInfo returned " + status);
            }
            return info.name() + ", version " + info.version() + ", " + info.resolutionNanos() + " ns a tick";
        }
    }
}
