package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.vulkan.VulkanStructs.VkQueryPoolCreateInfo;
import dev.eventbind.api.PairedClock;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.SubmitQueue;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * A device the backend runs on, with the state Vulkan leaves to its user, kept by {@link SubmitQueue}: the queue its
 * streams share, its streams, and the signal of each event's latest record. The device
 * the backend opens itself ({@link #current}) is made once per process on the physical device {@link VulkanDevices}
 * chooses and kept until the process exits, as CUDA keeps its primary context; one lent by
 * {@link VulkanQueues#sharing} stays its creator's. It is the backend's paired clock over native handles, through
 * the calibrated timestamps where the device offers them.
 */
final class VulkanDevice implements PairedClock<MemorySegment> {

    /** A device {@link VulkanQueues#sharing} lends to the backend it opens. */
    static final ScopedValue<VulkanDevice> LENT = ScopedValue.newInstance();
    private static final Map<Long, VulkanDevice> OPEN = new ConcurrentHashMap<>();
    /** Every live event of every device, by its query pool: an event is used on the device that made it only. */
    private static final Map<Long, VulkanDevice> EVENTS = new ConcurrentHashMap<>();
    private static @Nullable VulkanDevice own;

    final Vulkan vk;
    /** The {@code VkInstance} the backend made; {@code NULL} for a device lent by its creator. */
    final MemorySegment instance;
    final MemorySegment device;
    /** The {@code VkQueue} every stream submits to; a submit holds its lock. */
    final MemorySegment queue;
    final VulkanDevices.Physical info;
    /** Calibrated timestamps of the device and {@code CLOCK_MONOTONIC}; {@code null} where not offered. */
    final @Nullable VulkanCalibration calibration;
    /** Its streams, their submits to {@link #queue} on one thread, and the signal of each event's latest record. */
    final SubmitQueue submits = new SubmitQueue("eventbind-vulkan-submit");
    /**
     * The open backends on a lent device, read and written under {@code OPEN}'s monitor; at none, the device is being
     * given back, and forgotten once that is done.
     */
    private int borrowers;

    VulkanDevice(Vulkan vk, MemorySegment instance, MemorySegment device, MemorySegment queue,
            VulkanDevices.Physical info, @Nullable VulkanCalibration calibration) {
        this.vk = vk;
        this.calibration = calibration;
        this.instance = instance;
        this.device = device;
        this.queue = queue;
        this.info = info;
    }

    MemorySegment device() {
        return device;
    }

    /** The device an opening backend takes: the lent one, else the process's own, made on first use. */
    static VulkanDevice current(Vulkan vk, StatusConvention status) throws DriverException {
        if (LENT.isBound()) {
            return LENT.get();
        }
        synchronized (OPEN) {
            if (own == null) {
                VulkanDevice opened = VulkanDevices.open(vk, status);
                OPEN.put(opened.device.address(), opened);
                own = opened;
            }
            return Objects.requireNonNull(own);
        }
    }

    /**
     * The device {@code device} made elsewhere, lent with {@code queue} to one more backend: the one already lent
     * where a backend on it is open, else a new one.
     *
     * @throws IllegalArgumentException when a backend open on the device borrowed another queue of it
     */
    static VulkanDevice lend(Vulkan vk, MemorySegment device, MemorySegment queue, VulkanDevices.Physical info) {
        synchronized (OPEN) {
            VulkanDevice lent = OPEN.get(device.address());
            while (lent != null && lent.closing()) { // its last backend closes: lent afresh once that is done
                try {
                    OPEN.wait();
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw new WaitInterruptedException("lending a Vulkan device whose last backend is closing");
                }
                lent = OPEN.get(device.address());
            }
            if (lent == null) {
                lent = new VulkanDevice(vk, MemorySegment.NULL, device, queue, info, null);
                OPEN.put(device.address(), lent);
            } else if (lent.queue.address() != queue.address() || lent.info.family() != info.family()) {
                throw new IllegalArgumentException("the Vulkan device " + device + " is lent to an open backend"
                        + " with queue " + lent.queue + " of family " + lent.info.family() + ", not " + queue
                        + " of family " + info.family() + ": its backends share one queue; close them first to"
                        + " lend another");
            }
            lent.borrowers++;
            return lent;
        }
    }

    /** Whether this lent device's last backend is giving it back (under {@code OPEN}'s monitor). */
    private boolean closing() {
        return instance.address() == 0 && borrowers == 0;
    }

    /**
     * Gives the device back as a backend on it closes (or fails to open): a lent one is forgotten once no backend on
     * it is open, so the address may name another device later, and what its backends left live is destroyed first
     * (no closed backend can destroy it any more, and its creator must destroy every child of the device before the
     * device); the process's own is kept until the process exits.
     *
     * @throws DriverException the first destroy of a leftover the driver refused; every one is tried
     */
    void giveBack() throws DriverException {
        if (instance.address() != 0) {
            return; // the process's own
        }
        synchronized (OPEN) {
            if (--borrowers > 0) {
                return;
            }
        }
        // Outside OPEN's monitor, as it waits for the device's work: a lend of this address waits meanwhile (it
        // finds no borrower), every other open and lend goes on.
        try {
            destroyLeftovers();
        } finally {
            synchronized (OPEN) {
                OPEN.remove(device.address(), this);
                OPEN.notifyAll();
            }
        }
    }

    /** Destroys this device's live events, each after its last record, then its streams, each after its work. */
    private void destroyLeftovers() throws DriverException {
        Exception first = null;
        for (Map.Entry<Long, VulkanDevice> made : EVENTS.entrySet()) {
            if (made.getValue() == this) {
                try {
                    destroyEvent(MemorySegment.ofAddress(made.getKey()));
                } catch (DriverException | RuntimeException failure) {
                    first = suppressing(first, failure);
                }
            }
        }
        try {
            submits.destroyAll();
        } catch (DriverException | RuntimeException failure) {
            first = suppressing(first, failure);
        }
        if (first instanceof DriverException driver) {
            throw driver;
        }
        if (first instanceof RuntimeException runtime) {
            throw runtime;
        }
    }

    /** The first failure, {@code later} suppressed in it; a refused submit fails every wait with one exception. */
    @SuppressWarnings("ReferenceEquality") // the very exception: a throwable cannot suppress itself
    private static Exception suppressing(@Nullable Exception first, Exception later) {
        if (first == null) {
            return later;
        }
        if (later != first) {
            first.addSuppressed(later);
        }
        return first;
    }

    /**
     * Whether {@code device} is the one the backend opened itself: it is eventbind's, never lent to it, and a second
     * record of it would replace the first's streams and signals.
     */
    static boolean owned(MemorySegment device) {
        synchronized (OPEN) {
            return own != null && own.device.address() == device.address();
        }
    }

    /** The device a backend opened on. */
    static VulkanDevice of(MemorySegment device) {
        VulkanDevice found = OPEN.get(device.address());
        if (found == null) {
            throw new IllegalStateException("no Vulkan device of eventbind's at " + device);
        }
        return found;
    }

    /** The device whose stream a handle is, of any open device's. */
    static VulkanDevice ofStream(MemorySegment handle) {
        for (VulkanDevice device : OPEN.values()) {
            if (device.submits.has(handle)) {
                return device;
            }
        }
        throw new IllegalArgumentException("not a stream of a Vulkan backend: " + handle);
    }

    /** The stream behind a handle of any open device's. */
    static SubmitQueue.Stream streamOf(MemorySegment handle) {
        return ofStream(handle).submits.stream(handle);
    }

    /** One line for a probe or an error message. */
    String describe() {
        return info.describe();
    }

    /** A timestamp query pool of one query on this device ({@code VkQueryPoolCreateInfo}), known as its own. */
    MemorySegment createEvent(StatusConvention status) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ADDRESS);
            status.check("vkCreateQueryPool", vk.vkCreateQueryPool(device, VkQueryPoolCreateInfo.allocate(arena)
                    .queryType(2 /* VK_QUERY_TYPE_TIMESTAMP */).queryCount(1).segment(), MemorySegment.NULL, out));
            MemorySegment pool = out.get(ADDRESS, 0);
            EVENTS.put(pool.address(), this);
            return pool;
        }
    }

    /**
     * {@code event}, once it is known to be one of this device's: a handle of another device is undefined behaviour
     * in Vulkan, so it never reaches the driver.
     *
     * @throws IllegalArgumentException when another device made it, or no live device did
     */
    MemorySegment own(MemorySegment event) {
        VulkanDevice maker = EVENTS.get(event.address());
        if (maker != this) {
            throw new IllegalArgumentException(maker == null ? "not a live Vulkan event of eventbind's: " + event
                    : "the Vulkan event " + event + " was made on device " + maker.device + " (" + maker.describe()
                    + "), not on this backend's device " + device + ": an event is recorded, waited for and read"
                    + " with a backend on its own device");
        }
        return event;
    }

    /** The signal of the latest record of {@code event}, one of this device's ({@link #own}). */
    SubmitQueue.Signal signal(MemorySegment event) {
        return submits.signal(own(event));
    }

    /** The device that made {@code event}, which its destroy reaches. */
    static VulkanDevice ofEvent(MemorySegment event) {
        VulkanDevice maker = EVENTS.get(event.address());
        if (maker == null) {
            throw new IllegalStateException("not a live Vulkan event of eventbind's: " + event);
        }
        return maker;
    }

    /**
     * Destroys the event once its latest record was reached. Where that wait fails (a submit refused, the device
     * lost), the event is forgotten all the same, so its handle never reaches the driver again, and its pool is
     * left to the driver, as pending work may still use it.
     */
    void destroyEvent(MemorySegment event) throws DriverException {
        try {
            submits.release(event); // a pool a pending command buffer uses must not be destroyed
        } finally {
            EVENTS.remove(event.address(), this); // before the handle's memory is freed: a pool made next may reuse it
        }
        vk.vkDestroyQueryPool(device, event, MemorySegment.NULL);
    }

    long elapsedNanos(StatusConvention status, MemorySegment start, MemorySegment end) throws DriverException {
        // Both signals first: a driver may hold a query read until its queue's work is done (lavapipe does).
        if (!submits.recordReached(own(start)) || !submits.recordReached(own(end))) {
            throw status.failure("vkGetQueryPoolResults", Vulkan.VK_NOT_READY);
        }
        return nanosBetween(read(status, start), read(status, end));
    }

    /** Nanoseconds between two timestamps: their distance modulo {@code 2^timestampValidBits}, times the period. */
    long nanosBetween(long fromTicks, long toTicks) {
        long ticks = DeviceTicks.elapsedNanos(fromTicks, toTicks, info.validBits(), 1_000_000_000L); // masked ticks
        return Math.round(ticks * (double) info.periodNanos());
    }

    /** The event's timestamp in ticks; "not ready" until its latest record's signal and its query are reached. */
    long stamp(StatusConvention status, MemorySegment event) throws DriverException {
        if (!submits.recordReached(own(event))) {
            throw status.failure("vkGetQueryPoolResults", Vulkan.VK_NOT_READY);
        }
        return read(status, event);
    }

    /** The query's timestamp in ticks, once its signal is known reached; "not ready" while it is unavailable. */
    private long read(StatusConvention status, MemorySegment event) throws DriverException {
        // The value, then its availability, in the thread's scratch segment: a read allocates nothing.
        MemorySegment result = Scratch.get();
        status.check("vkGetQueryPoolResults", vk.vkGetQueryPoolResults(device, event, 0, 1, RESULT_BYTES,
                result, RESULT_BYTES, RESULT_64_BIT | RESULT_WITH_AVAILABILITY));
        if (result.getAtIndex(JAVA_LONG, 1) == 0) {
            throw status.failure("vkGetQueryPoolResults", Vulkan.VK_NOT_READY);
        }
        return result.getAtIndex(JAVA_LONG, 0);
    }

    @Override
    public HostClock pairedHostClock() {
        return HostClock.CLOCK_MONOTONIC;
    }

    /**
     * {@code CLOCK_MONOTONIC} and the device's timestamp ticks, read together by the calibration extension.
     *
     * @throws UnsupportedOperationException when the device has no calibration ({@link #supportsEventDeviceTicks()})
     */
    @Override
    public Reading readPairedClock() throws DriverException {
        return calibrated().read(VulkanEvents.statusConvention(), device);
    }

    /** Whether the device calibrates: its events' ticks are then read on the timeline the paired read reads. */
    @Override
    public boolean supportsEventDeviceTicks() {
        return calibration != null;
    }

    @Override
    public long eventDeviceTicks(MemorySegment event) throws DriverException {
        calibrated();
        return stamp(VulkanEvents.statusConvention(), event);
    }

    private VulkanCalibration calibrated() {
        if (calibration == null) {
            throw new UnsupportedOperationException(describe() + " has no calibration of its timestamps against"
                    + " CLOCK_MONOTONIC here (not offered, or a device borrowed with an instance eventbind does not"
                    + " know)");
        }
        return calibration;
    }

    @Override
    public long deviceNanosBetween(long earlierTicks, long laterTicks) {
        return nanosBetween(earlierTicks, laterTicks);
    }

    private static final long RESULT_BYTES = 2 * JAVA_LONG.byteSize();
    private static final int RESULT_64_BIT = 0x1;
    private static final int RESULT_WITH_AVAILABILITY = 0x4;
}
