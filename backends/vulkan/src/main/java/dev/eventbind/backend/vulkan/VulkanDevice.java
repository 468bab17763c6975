package dev.eventbind.backend.vulkan;

import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * A device the backend runs on, with the state Vulkan leaves to its user: the queue its streams share (a submit
 * holds the queue's lock, as Vulkan asks), its streams, and the signal of each event's latest record. The device
 * the backend opens itself ({@link #current}) is made once per process on the physical device {@link VulkanDevices}
 * chooses and kept until the process exits, as CUDA keeps its primary context; one lent by
 * {@link VulkanQueues#sharing} stays its creator's.
 */
final class VulkanDevice {

    /** A device {@link VulkanQueues#sharing} lends to the backend it opens. */
    static final ScopedValue<VulkanDevice> LENT = ScopedValue.newInstance();
    private static final Map<Long, VulkanDevice> OPEN = new ConcurrentHashMap<>();
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
    /**
     * Makes the queue's submits, in the order given, on at most one thread, which ends after a second without a
     * submit: a record returns once its submit is queued here, also on a driver that runs a submit's commands
     * before {@code vkQueueSubmit2} returns (lavapipe), and the queue's submits are externally synchronized as
     * Vulkan asks.
     */
    private final ExecutorService submitter = new ThreadPoolExecutor(0, 1, 1, TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(), Thread.ofPlatform().daemon().name("eventbind-vulkan-submit").factory());
    private volatile @Nullable DriverException failedSubmit;
    private final Map<Long, VulkanStream> streams = new ConcurrentHashMap<>();
    private final Map<Long, VulkanStream.Signal> signals = new ConcurrentHashMap<>();

    VulkanDevice(Vulkan vk, MemorySegment instance, MemorySegment device, MemorySegment queue,
            VulkanDevices.Physical info, @Nullable VulkanCalibration calibration) {
        this.vk = vk;
        this.calibration = calibration;
        this.instance = instance;
        this.device = device;
        this.queue = queue;
        this.info = info;
        OPEN.put(device.address(), this);
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
                own = VulkanDevices.open(vk, status);
            }
            return Objects.requireNonNull(own);
        }
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

    /** The stream behind a handle of any open device's. */
    static VulkanStream streamOf(MemorySegment handle) {
        for (VulkanDevice device : OPEN.values()) {
            VulkanStream stream = device.streams.get(handle.address());
            if (stream != null) {
                return stream;
            }
        }
        throw new IllegalArgumentException("not a stream of a Vulkan backend: " + handle);
    }

    /** One line for a probe or an error message. */
    String describe() {
        return info.describe();
    }

    /** Queues {@code vkQueueSubmit2(queue, 1, submit, NULL)} on the submit thread, which then closes {@code arena}. */
    void submit(StatusConvention status, MemorySegment submit, Arena arena) throws DriverException {
        checkSubmits();
        submitter.execute(() -> {
            try (arena) {
                int result = vk.vkQueueSubmit2(queue, 1, submit, MemorySegment.NULL);
                if (result != 0 && failedSubmit == null) {
                    failedSubmit = status.failure("vkQueueSubmit2", result);
                }
            }
        });
    }

    /** Throws the first submit the driver refused: the values it would have signalled never come. */
    void checkSubmits() throws DriverException {
        DriverException failed = failedSubmit;
        if (failed != null) {
            throw failed;
        }
    }

    /** Where the signal of an event's latest record is kept. */
    void recorded(MemorySegment event, VulkanStream.Signal signal) {
        signals.put(event.address(), signal);
    }

    void forget(VulkanStream stream) {
        streams.remove(stream.handle().address());
    }

    VulkanStream createStream(StatusConvention status) throws DriverException {
        VulkanStream stream = VulkanStream.create(this, status);
        streams.put(stream.handle().address(), stream);
        return stream;
    }

    VulkanStream stream(MemorySegment handle) {
        VulkanStream stream = streams.get(handle.address());
        if (stream == null) {
            throw new IllegalArgumentException("not a stream of this Vulkan backend: " + handle);
        }
        return stream;
    }

    /** The signal of the event's latest record; {@link VulkanStream.Signal#NONE} before its first. */
    VulkanStream.Signal signal(MemorySegment event) {
        return signals.getOrDefault(event.address(), VulkanStream.Signal.NONE);
    }

    void destroyEvent(StatusConvention status, MemorySegment event) throws DriverException {
        VulkanStream.Signal last = signals.remove(event.address());
        if (last != null) {
            last.await(status); // a pool a pending command buffer uses must not be destroyed
        }
        vk.vkDestroyQueryPool(device, event, MemorySegment.NULL);
    }

    long elapsedNanos(StatusConvention status, MemorySegment start, MemorySegment end) throws DriverException {
        // Both signals first: a driver may hold a query read until its queue's work is done (lavapipe does).
        if (!reached(status, start) || !reached(status, end)) {
            throw status.failure("vkGetQueryPoolResults", Vulkan.VK_NOT_READY);
        }
        return nanosBetween(read(status, start), read(status, end));
    }

    /** Nanoseconds between two timestamps: their distance modulo {@code 2^timestampValidBits}, times the period. */
    long nanosBetween(long fromTicks, long toTicks) {
        long ticks = DeviceTicks.elapsedNanos(fromTicks, toTicks, info.validBits(), 1_000_000_000L); // masked ticks
        return Math.round(ticks * (double) info.periodNanos());
    }

    /** Whether the event was recorded and its latest record's signal reached. */
    private boolean reached(StatusConvention status, MemorySegment event) throws DriverException {
        VulkanStream.Signal last = signals.get(event.address());
        return last != null && last.reached(status);
    }

    /** The event's timestamp in ticks; "not ready" until its latest record's signal and its query are reached. */
    long stamp(StatusConvention status, MemorySegment event) throws DriverException {
        if (!reached(status, event)) {
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

    private static final long RESULT_BYTES = 2 * JAVA_LONG.byteSize();
    private static final int RESULT_64_BIT = 0x1;
    private static final int RESULT_WITH_AVAILABILITY = 0x4;
}
