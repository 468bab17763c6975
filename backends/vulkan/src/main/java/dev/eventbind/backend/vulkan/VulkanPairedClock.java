package dev.eventbind.backend.vulkan;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.ForwardingEventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.backend.vulkan.VulkanEvents.Event;
import dev.eventbind.backend.vulkan.VulkanEvents.Stream;
import java.util.Objects;
import java.util.Optional;

/**
 * A Vulkan backend with its calibrated timestamps: every {@link EventApi} call passed to the backend
 * ({@link ForwardingEventApi}), plus the {@link PairedClock} that places the profiler's anchor through
 * {@code vkGetCalibratedTimestampsKHR} (or {@code EXT}) instead of bracketing it. Made where the device offers the device and {@code CLOCK_MONOTONIC}
 * domains; a profiler over it reports {@code anchoredByPairedClock()}.
 *
 * <pre>{@code
 * EventApi<Event, Stream> api = VulkanPairedClock.of(backend).map(c -> (EventApi<Event, Stream>) c).orElse(backend);
 * try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) { ... }
 * }</pre>
 */
public final class VulkanPairedClock extends ForwardingEventApi<Event, Stream> implements PairedClock<Event> {

    private final VulkanDevice device;
    private final VulkanCalibration calibration;

    private VulkanPairedClock(VulkanEvents backend, VulkanDevice device, VulkanCalibration calibration) {
        super(backend);
        this.device = device;
        this.calibration = calibration;
    }

    /**
     * The backend with its paired clock; empty where its device offers no calibration of its timestamps against
     * {@code CLOCK_MONOTONIC} (and for a borrowed device, whose instance eventbind does not know).
     *
     * @throws DriverException when the stream it makes to find the backend's device is refused
     */
    public static Optional<VulkanPairedClock> of(VulkanEvents backend) throws DriverException {
        Stream probe = backend.streamCreateNonBlocking();
        try {
            VulkanDevice device = VulkanDevice.ofStream(probe.handle());
            return Optional.ofNullable(device.calibration)
                    .map(calibration -> new VulkanPairedClock(backend, device, calibration));
        } finally {
            backend.streamDestroy(probe);
        }
    }

    @Override
    public HostClock pairedHostClock() {
        return HostClock.CLOCK_MONOTONIC;
    }

    @Override
    public Reading readPairedClock() throws DriverException {
        long[] stamps = calibration.read(VulkanEvents.statusConvention(), device.device);
        return new Reading(stamps[0], stamps[1]);
    }

    @Override
    public boolean supportsEventDeviceTicks() {
        return true;
    }

    @Override
    public long eventDeviceTicks(Event event) throws DriverException {
        return device.stamp(VulkanEvents.statusConvention(), Objects.requireNonNull(event).handle());
    }

    @Override
    public long deviceNanosBetween(long earlierTicks, long laterTicks) {
        return device.nanosBetween(earlierTicks, laterTicks);
    }
}
