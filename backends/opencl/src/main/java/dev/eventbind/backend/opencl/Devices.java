package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Lists the devices of every OpenCL platform and picks the one the backend runs on: the device the user named
 * (system property {@value #DEVICE_PROPERTY}, else environment variable {@value #DEVICE_ENV}), otherwise the
 * first GPU, else the first CPU, else the first device of any kind. A name that matches nothing is an error,
 * never a silent fall-back to another device.
 */
final class Devices {

    static final String DEVICE_PROPERTY = "eventbind.opencl.device";
    static final String DEVICE_ENV = "EVENTBIND_OPENCL_DEVICE";


    /** A {@code clGet*Info} call with its object and parameter bound: {@code (size, value, size_ret)}. */
    private interface InfoQuery {
        int query(long valueSize, MemorySegment value, MemorySegment valueSizeRet);
    }

    private Devices() {
    }

    /** The device name the user configured, if any (the property wins over the environment). */
    static Optional<String> configured() {
        String wanted = System.getProperty(DEVICE_PROPERTY);
        if (wanted == null || wanted.isBlank()) {
            wanted = System.getenv(DEVICE_ENV);
        }
        return wanted == null || wanted.isBlank() ? Optional.empty() : Optional.of(wanted.strip());
    }

    /**
     * Picks the device to run on.
     *
     * @throws BackendUnavailableException when there is no platform, no device, or none matches {@code wanted}
     */
    static OpenClDevice choose(OpenCl cl, Optional<String> wanted) throws DriverException {
        List<OpenClDevice> all = list(cl);
        if (wanted.isPresent()) {
            return first(all, device -> device.matches(wanted.get())).orElseThrow(() -> unavailable(
                    "no OpenCL device matches " + DEVICE_PROPERTY + "=" + wanted.get(), all));
        }
        return first(all, OpenClDevice::isGpu)
                .or(() -> first(all, OpenClDevice::isCpu))
                .or(() -> first(all, device -> true))
                .orElseThrow(() -> unavailable("no OpenCL device on any platform", all));
    }

    /** Every device of every platform, in the driver's order. */
    static List<OpenClDevice> list(OpenCl cl) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            List<OpenClDevice> devices = new ArrayList<>();
            for (MemorySegment platform : platforms(cl, arena)) {
                String name = platformText(cl, arena, platform, Cl.PLATFORM_NAME);
                String version = platformText(cl, arena, platform, Cl.PLATFORM_VERSION);
                for (MemorySegment device : devices(cl, arena, platform)) {
                    devices.add(describe(cl, arena, platform, device, name, version));
                }
            }
            return devices;
        }
    }

    /** The device of a queue made elsewhere, described as {@link #list} describes its devices. */
    static OpenClDevice describe(OpenCl cl, MemorySegment device) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment id = arena.allocate(ADDRESS);
            check(cl.clGetDeviceInfo(device, Cl.DEVICE_PLATFORM, ADDRESS.byteSize(), id, MemorySegment.NULL),
                    "clGetDeviceInfo");
            MemorySegment platform = id.get(ADDRESS, 0);
            return describe(cl, arena, platform, device, platformText(cl, arena, platform, Cl.PLATFORM_NAME),
                    platformText(cl, arena, platform, Cl.PLATFORM_VERSION));
        }
    }

    private static String platformText(OpenCl cl, Arena arena, MemorySegment platform, int param)
            throws DriverException {
        return text(arena, "clGetPlatformInfo",
                (size, value, ret) -> cl.clGetPlatformInfo(platform, param, size, value, ret));
    }

    private static List<MemorySegment> platforms(OpenCl cl, Arena arena) throws DriverException {
        MemorySegment count = arena.allocate(JAVA_INT);
        int status = cl.clGetPlatformIDs(0, MemorySegment.NULL, count);
        if (status == Cl.PLATFORM_NOT_FOUND_KHR || (status == Cl.SUCCESS && count.get(JAVA_INT, 0) == 0)) {
            throw noPlatform(status);
        }
        check(status, "clGetPlatformIDs");
        int n = count.get(JAVA_INT, 0);
        MemorySegment ids = arena.allocate(ADDRESS, n);
        check(cl.clGetPlatformIDs(n, ids, MemorySegment.NULL), "clGetPlatformIDs");
        return handles(ids, n);
    }

    private static List<MemorySegment> devices(OpenCl cl, Arena arena, MemorySegment platform)
            throws DriverException {
        MemorySegment count = arena.allocate(JAVA_INT);
        int status = cl.clGetDeviceIDs(platform, Cl.DEVICE_TYPE_ALL, 0, MemorySegment.NULL, count);
        if (status == Cl.DEVICE_NOT_FOUND) {
            return List.of();
        }
        check(status, "clGetDeviceIDs");
        int n = count.get(JAVA_INT, 0);
        MemorySegment ids = arena.allocate(ADDRESS, Math.max(n, 1));
        check(cl.clGetDeviceIDs(platform, Cl.DEVICE_TYPE_ALL, n, ids, MemorySegment.NULL), "clGetDeviceIDs");
        return handles(ids, n);
    }

    private static OpenClDevice describe(OpenCl cl, Arena arena, MemorySegment platform, MemorySegment device,
            String platformName, String platformVersion) throws DriverException {
        String name = text(arena, "clGetDeviceInfo",
                (size, value, ret) -> cl.clGetDeviceInfo(device, Cl.DEVICE_NAME, size, value, ret));
        return new OpenClDevice(platform, device, platformName, platformVersion, name.strip(),
                number(cl, arena, device, Cl.DEVICE_TYPE),
                number(cl, arena, device, Cl.DEVICE_PROFILING_TIMER_RESOLUTION));
    }

    /** A {@code cl_ulong} or {@code size_t} device parameter. */
    private static long number(OpenCl cl, Arena arena, MemorySegment device, int param) throws DriverException {
        MemorySegment value = arena.allocate(JAVA_LONG);
        check(cl.clGetDeviceInfo(device, param, JAVA_LONG.byteSize(), value, MemorySegment.NULL), "clGetDeviceInfo");
        return value.get(JAVA_LONG, 0);
    }

    /** A string-valued info parameter: ask its size, then read it. */
    private static String text(Arena arena, String function, InfoQuery info) throws DriverException {
        MemorySegment size = arena.allocate(JAVA_LONG);
        check(info.query(0, MemorySegment.NULL, size), function);
        MemorySegment value = arena.allocate(Math.max(size.get(JAVA_LONG, 0), 1));
        check(info.query(value.byteSize(), value, MemorySegment.NULL), function);
        return value.getString(0);
    }

    private static List<MemorySegment> handles(MemorySegment ids, int count) {
        List<MemorySegment> handles = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            handles.add(ids.getAtIndex(ADDRESS, i));
        }
        return handles;
    }

    private static Optional<OpenClDevice> first(List<OpenClDevice> devices, Predicate<OpenClDevice> wanted) {
        return devices.stream().filter(wanted).findFirst();
    }

    private static void check(int status, String function) throws DriverException {
        if (status != Cl.SUCCESS) {
            throw Cl.STATUS.failure(function, status);
        }
    }

    private static BackendUnavailableException noPlatform(int status) {
        String found = status == Cl.SUCCESS
                ? "found none"
                : "returned " + status + Cl.STATUS.failure("clGetPlatformIDs", status).statusName()
                        .map(name -> " (" + name + ")").orElse("");
        return new BackendUnavailableException(OpenClEvents.BACKEND, "no OpenCL platform: clGetPlatformIDs " + found,
                List.of("the ICD loader lists installed drivers from the *.icd files in OCL_ICD_VENDORS"
                        + " (when set) or /etc/OpenCL/vendors; OCL_ICD_VENDORS="
                        + Optional.ofNullable(System.getenv("OCL_ICD_VENDORS")).orElse("(unset)")), null);
    }

    private static BackendUnavailableException unavailable(String summary, List<OpenClDevice> seen) {
        List<String> lines = new ArrayList<>();
        for (OpenClDevice device : seen) {
            lines.add("found " + device.describe());
        }
        return new BackendUnavailableException(OpenClEvents.BACKEND, summary, lines, null);
    }
}
