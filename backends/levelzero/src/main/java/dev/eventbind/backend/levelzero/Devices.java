package dev.eventbind.backend.levelzero;

import static dev.eventbind.backend.levelzero.LevelZero.DEVICE_TYPE_GPU;
import static dev.eventbind.backend.levelzero.LevelZero.GROUP_COMPUTE;
import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.backend.levelzero.LevelZeroStructs.ze_command_queue_group_properties_t;
import dev.eventbind.backend.levelzero.LevelZeroStructs.ze_context_desc_t;
import dev.eventbind.backend.levelzero.LevelZeroStructs.ze_device_properties_t;
import dev.eventbind.binding.DeviceChoice;
import dev.eventbind.binding.NativeQueries;
import dev.eventbind.binding.StatusConvention;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The hand-written part of the Level Zero backend: the device it opens on (the one the user named with system
 * property {@value #DEVICE_PROPERTY}, else environment variable {@value #DEVICE_ENV}: part of its name; otherwise
 * the first GPU, else the first device; {@link DeviceChoice}) with its compute queue group, the context's create (it
 * takes the device's driver) and the command lists. The generated backend holds the
 * device and the context and destroys the context on close. Its records are filled and read through
 * {@code LevelZeroStructs}, at the offsets {@code ze_api.h} gives them.
 */
final class Devices {

    static final String DEVICE_PROPERTY = "eventbind.levelzero.device";
    static final String DEVICE_ENV = "EVENTBIND_LEVELZERO_DEVICE";
    /** {@code ZE_API_VERSION_1_2}: the first whose device properties give the timer in cycles per second. */
    private static final int API_1_2 = (1 << 16) | 2;

    /** The devices opened, by address: their driver and what was read when they were chosen. */
    private static final Map<Long, ZeDevice> OPENED = new ConcurrentHashMap<>();

    private Devices() {
    }

    /** Initializes the drivers and chooses the device. */
    static MemorySegment open(LevelZero ze, StatusConvention status) throws DriverException {
        int init = ze.zeInit(0);
        if (init != 0) {
            throw noDriver("zeInit returned " + status.failure("zeInit", init).statusSummary());
        }
        List<ZeDevice> devices = new ArrayList<>();
        for (MemorySegment driver : NativeQueries.handles(status, "zeDriverGet", (n, handles, count) ->
                ze.zeDriverGet(capacity(count, n), handles))) {
            int version = apiVersion(ze, status, driver);
            for (MemorySegment device : NativeQueries.handles(status, "zeDeviceGet", (n, handles, count) ->
                    ze.zeDeviceGet(driver, capacity(count, n), handles))) {
                devices.add(describe(ze, status, driver, device, version));
            }
        }
        if (devices.isEmpty()) {
            throw noDriver("the loaded drivers list no device");
        }
        ZeDevice chosen = new DeviceChoice<ZeDevice>("Level Zero", DEVICE_PROPERTY, DEVICE_ENV, ZeDevice::toString,
                (device, name) -> device.name().contains(name), device -> device.gpu() ? 0 : 1).choose(devices);
        if (chosen.computeGroup() < 0) {
            throw new BackendUnavailableException("Level Zero", chosen.name() + " has no compute queue group",
                    List.of("found " + chosen), null);
        }
        if (chosen.apiVersion() < API_1_2) {
            // Before 1.2 a driver ignores the 1.2 properties type: its timerResolution is a whole number of
            // nanoseconds per tick, which read as ticks per second would scale every span by a large factor.
            throw new BackendUnavailableException("Level Zero", chosen.name() + "'s driver implements Level Zero "
                    + (chosen.apiVersion() >>> 16) + "." + (chosen.apiVersion() & 0xffff) + ", before 1.2, whose"
                    + " zeDeviceGetProperties gives the timer's resolution in cycles per second",
                    List.of("found " + chosen), null);
        }
        OPENED.put(chosen.device().address(), chosen);
        return chosen.device();
    }

    /** A context on the device's driver. */
    static MemorySegment context(LevelZero ze, StatusConvention status, MemorySegment device)
            throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            status.check("zeContextCreate", ze.zeContextCreate(opened(device).driver(),
                    ze_context_desc_t.allocate(arena).segment(), out));
            return out.get(ADDRESS, 0);
        }
    }

    /** The device as it was chosen: its driver and properties. */
    static ZeDevice opened(MemorySegment device) {
        return Optional.ofNullable(OPENED.get(device.address())).orElseThrow(() -> new IllegalArgumentException(
                "a Level Zero device eventbind did not open"));
    }

    /** The Level Zero version {@code driver} implements. */
    private static int apiVersion(LevelZero ze, StatusConvention status, MemorySegment driver)
            throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment version = arena.allocate(JAVA_INT);
            status.check("zeDriverGetApiVersion", ze.zeDriverGetApiVersion(driver, version));
            return version.get(JAVA_INT, 0);
        }
    }

    /** The device's name, type and compute queue group, read from its properties. */
    private static ZeDevice describe(LevelZero ze, StatusConvention status, MemorySegment driver,
            MemorySegment device, int apiVersion) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            ze_device_properties_t properties = ze_device_properties_t.allocate(arena);
            status.check("zeDeviceGetProperties", ze.deviceProperties(device, properties.segment()));
            MemorySegment count = arena.allocate(JAVA_INT);
            status.check("zeDeviceGetCommandQueueGroupProperties",
                    ze.zeDeviceGetCommandQueueGroupProperties(device, count, MemorySegment.NULL));
            MemorySegment groups = ze_command_queue_group_properties_t.array(arena, count.get(JAVA_INT, 0));
            status.check("zeDeviceGetCommandQueueGroupProperties",
                    ze.zeDeviceGetCommandQueueGroupProperties(device, count, groups));
            int compute = -1;
            for (int group = count.get(JAVA_INT, 0) - 1; group >= 0; group--) {
                compute = (ze_command_queue_group_properties_t.at(groups, group).flags() & GROUP_COMPUTE) != 0 ? group
                        : compute;
            }
            return new ZeDevice(driver, device, properties.name(), properties.type() == DEVICE_TYPE_GPU, compute,
                    apiVersion);
        }
    }

    /** A list query's count in and out: the capacity on the way in. */
    private static MemorySegment capacity(MemorySegment count, int capacity) {
        count.set(JAVA_INT, 0, capacity);
        return count;
    }

    private static BackendUnavailableException noDriver(String answer) {
        return new BackendUnavailableException("Level Zero", "no Level Zero driver: " + answer,
                List.of("the loader libze_loader.so.1 loads the drivers ZE_ENABLE_ALT_DRIVERS lists when it is set,"
                        + " else libze_intel_gpu.so.1 and libze_intel_vpu.so.1; ZE_ENABLE_ALT_DRIVERS="
                        + Optional.ofNullable(System.getenv("ZE_ENABLE_ALT_DRIVERS")).orElse("(unset)")), null);
    }
}
