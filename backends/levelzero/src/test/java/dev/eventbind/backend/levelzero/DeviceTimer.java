package dev.eventbind.backend.levelzero;

import dev.eventbind.api.DriverException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;

/**
 * A device's timer as its properties report it, read by the tests through the spec's own call of
 * {@code zeDeviceGetProperties} at the offsets of {@code ze_device_properties_t} on a 64-bit target, so that what the
 * generated backend read when it opened can be checked against it.
 *
 * @param hz {@code timerResolution}, read with the 1.2 structure type: cycles per second
 * @param bits {@code kernelTimestampValidBits}
 */
record DeviceTimer(long hz, int bits) {

    static DeviceTimer of(MemorySegment device) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment properties = arena.allocate(368, 8);
            properties.set(ValueLayout.JAVA_INT, 0, LevelZero.DEVICE_PROPERTIES_1_2);
            LevelZeroEvents.statusConvention().check("zeDeviceGetProperties",
                    LevelZeroFunctions.open().deviceProperties(device, properties));
            return new DeviceTimer(properties.get(ValueLayout.JAVA_LONG, 80), properties.get(ValueLayout.JAVA_INT, 92));
        }
    }

    /** A span of this many ticks in nanoseconds. */
    double nanosOf(double ticks) {
        return ticks * 1e9 / hz;
    }
}
