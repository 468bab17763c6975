package dev.eventbind.backend.levelzero;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.PairedClock;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;

/**
 * The anchor's paired clock on the device the backend opened: {@code zeDeviceGetGlobalTimestamps} reads the
 * host's {@code CLOCK_MONOTONIC_RAW} (what Intel's Linux driver stamps) and the device's global timer together, and
 * an event's ticks are its barrier's global end, the time {@link Devices#elapsedNanos} measures from. Distances are
 * taken modulo the narrower of {@code timestampValidBits} and {@code kernelTimestampValidBits}, as a kernel
 * timestamp keeps the low bits of the global timer.
 *
 * @param ze the downcalls
 * @param status the backend's status convention
 * @param device the device the backend opened
 */
record ZeClock(LevelZero ze, StatusConvention status, ZeDevice device) implements PairedClock<MemorySegment> {

    @Override
    public HostClock pairedHostClock() {
        return HostClock.CLOCK_MONOTONIC_RAW;
    }

    @Override
    public Reading readPairedClock() throws DriverException {
        MemorySegment stamps = Scratch.get();
        status.check("zeDeviceGetGlobalTimestamps", ze.zeDeviceGetGlobalTimestamps(device.device(), stamps,
                stamps.asSlice(8)));
        return new Reading(stamps.get(JAVA_LONG, 0), stamps.get(JAVA_LONG, 8));
    }

    @Override
    public boolean supportsEventDeviceTicks() {
        return true;
    }

    @Override
    public long eventDeviceTicks(MemorySegment event) throws DriverException {
        MemorySegment stamps = Scratch.get(); // ze_kernel_timestamp_result_t: global {start, end}, context {...}
        status.check("zeEventQueryKernelTimestamp", ze.zeEventQueryKernelTimestamp(event, stamps));
        return stamps.get(JAVA_LONG, 8);
    }

    @Override
    public long deviceNanosBetween(long earlierTicks, long laterTicks) {
        return DeviceTicks.elapsedNanos(earlierTicks, laterTicks, Math.min(device.validBits(),
                device.globalValidBits()), device.ticksPerSecond());
    }
}
