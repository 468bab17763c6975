package dev.eventbind.backend.opencl;

import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.util.Locale;

/**
 * An OpenCL device the backend can run on, with the names a user chooses it by.
 *
 * @param platform the {@code cl_platform_id}
 * @param device the {@code cl_device_id}
 * @param platformName {@code CL_PLATFORM_NAME} ("Portable Computing Language")
 * @param platformVersion {@code CL_PLATFORM_VERSION} ("OpenCL 3.0 PoCL 3.1 ...")
 * @param deviceName {@code CL_DEVICE_NAME}
 * @param type {@code CL_DEVICE_TYPE} bits ({@code CL_DEVICE_TYPE_GPU}, {@code CL_DEVICE_TYPE_CPU}, ...)
 * @param timerResolutionNanos {@code CL_DEVICE_PROFILING_TIMER_RESOLUTION}: the step of its profiling counters
 */
public record OpenClDevice(MemorySegment platform, MemorySegment device, String platformName,
        String platformVersion, String deviceName, long type, long timerResolutionNanos) {

    /** Whether the device reports itself as a GPU ({@code CL_DEVICE_TYPE_GPU}). */
    public boolean isGpu() {
        return (type & (1L << 2)) != 0;
    }

    /** Whether the device reports itself as a CPU ({@code CL_DEVICE_TYPE_CPU}). */
    public boolean isCpu() {
        return (type & (1L << 1)) != 0;
    }

    /**
     * The rank of the device: {@code GPU} for a GPU or an accelerator ({@code CL_DEVICE_TYPE_ACCELERATOR}),
     * {@code PORTABLE} for a CPU or any other kind.
     */
    Rank rank() {
        return isGpu() || (type & (1L << 3)) != 0 ? Rank.GPU : Rank.PORTABLE;
    }

    /** Whether {@code wanted} names this device: a case-insensitive part of its device or platform name. */
    public boolean matches(String wanted) {
        String needle = wanted.toLowerCase(Locale.ROOT);
        return deviceName.toLowerCase(Locale.ROOT).contains(needle)
                || platformName.toLowerCase(Locale.ROOT).contains(needle);
    }

    /** One line for a probe or an error message: device, platform and version. */
    public String describe() {
        return deviceName + " on " + platformName + " (" + platformVersion + ")";
    }

    /** The backend's preference when no device is named: a GPU, then a CPU, then any other. */
    int preference() {
        return isGpu() ? 0 : isCpu() ? 1 : 2;
    }
}
