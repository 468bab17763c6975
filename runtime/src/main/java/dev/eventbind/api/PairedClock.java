package dev.eventbind.api;

/**
 * What an {@link EventApi} may also implement when its API reads a host time and a device time in one call, so
 * that device timestamps can be placed on the host clock without bracketing: Level Zero's
 * {@code zeDeviceGetGlobalTimestamps}, OpenCL's {@code clGetDeviceAndHostTimer}, Vulkan's
 * {@code vkGetCalibratedTimestampsEXT}. The profiler's anchor uses it when the backend implements it.
 *
 * <p>Each API stamps its own host clock, named by {@link #pairedHostClock()}: Level Zero's host timestamp is
 * {@code CLOCK_MONOTONIC_RAW} on Linux; OpenCL's host timer is the one {@code clGetHostTimer} reads, which the
 * specification leaves to the implementation (Intel's reads {@code CLOCK_MONOTONIC_RAW} on Linux); Vulkan names the domain it calibrated ({@code VK_TIME_DOMAIN_CLOCK_MONOTONIC_EXT} or
 * {@code VK_TIME_DOMAIN_CLOCK_MONOTONIC_RAW_EXT}). {@link System#nanoTime()} reads {@code CLOCK_MONOTONIC} on
 * Linux; a host time on another clock is mapped onto it by the runtime, which brackets a read of that clock with
 * two {@code System.nanoTime} reads.
 *
 * <p>Device times are the timer's raw ticks; {@link #deviceNanosBetween} converts a distance between two of them,
 * wrap-safe, so a caller never does tick arithmetic itself.
 *
 * @param <E> the backend's event handle
 */
public interface PairedClock<E> {

    /** The host clock a paired read stamps. */
    enum HostClock {
        /** {@code CLOCK_MONOTONIC}, what {@link System#nanoTime()} reads on Linux. */
        CLOCK_MONOTONIC,
        /** {@code CLOCK_MONOTONIC_RAW}, as Level Zero's {@code zeDeviceGetGlobalTimestamps} stamps. */
        CLOCK_MONOTONIC_RAW
    }

    /**
     * A host time and a device time read together.
     *
     * @param hostNanos the host clock ({@link #pairedHostClock()}) in nanoseconds
     * @param deviceTicks the device timer in ticks
     */
    record Reading(long hostNanos, long deviceTicks) {
    }

    /** The host clock {@link #readPairedClock()} stamps. */
    HostClock pairedHostClock();

    /**
     * Reads the host clock and the device timer together, in one driver call.
     *
     * @throws DriverException when the driver refuses the read
     */
    Reading readPairedClock() throws DriverException;

    /**
     * Whether {@link #eventDeviceTicks} works: the backend reads a recorded event's time on the same device
     * timer the paired read reads.
     */
    boolean supportsEventDeviceTicks();

    /**
     * The device timer's ticks when the device reached {@code event}, recorded and completed, on the timeline
     * {@link #readPairedClock()} reads.
     *
     * @throws DriverException when the driver refuses the read (the event not yet reached, for one)
     * @throws UnsupportedOperationException when {@link #supportsEventDeviceTicks()} is {@code false}
     */
    long eventDeviceTicks(E event) throws DriverException;

    /**
     * The nanoseconds from {@code earlierTicks} to {@code laterTicks}, taken modulo the timer's valid bits and
     * converted with its frequency; 0 when {@code laterTicks} comes first (as
     * {@link dev.eventbind.binding.DeviceTicks#elapsedNanos} reads them).
     */
    long deviceNanosBetween(long earlierTicks, long laterTicks);
}
