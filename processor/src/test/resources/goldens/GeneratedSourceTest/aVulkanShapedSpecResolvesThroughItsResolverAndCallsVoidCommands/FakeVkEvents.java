package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.BoundEventApi;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.EventSlots;
import dev.eventbind.binding.ReusableEvent;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.StreamWaitMarks;
import dev.eventbind.binding.TimedWait;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.spec.Rank;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.OptionalInt;
import javax.annotation.processing.Generated;
import org.jspecify.annotations.Nullable;

/**
 * The FakeVk backend: {@link EventApi} over the C functions {@link FakeVk} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link FakeVkFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeVk"
)
public final class FakeVkEvents extends BoundEventApi<FakeVkFunctions, FakeVkEvents.Event, FakeVkEvents.Stream> implements PairedClock<FakeVkEvents.Event> {
    private static final String BACKEND = "FakeVk";

    /**
     * What {@code vkCreateDevice} wrote when the backend opened.
     */
    private final MemorySegment device_;

    /**
     * The device timer's ticks per second, from {@code vkGetTimestampFrequencyFAKE}.
     */
    private final long timerFrequency;

    /**
     * Where the native events come from.
     */
    private final EventSlots slots;

    private FakeVkEvents(FakeVkFunctions functions, MemorySegment device_, long timerFrequency) {
        super(BACKEND, functions, statusConvention());
        this.device_ = device_;
        this.timerFrequency = timerFrequency;
        this.slots = new EventSlots(0, new EventSlots.Calls() {
            @Override
            public MemorySegment createPool() throws DriverException {
                throw new IllegalStateException("the spec binds no pools");
            }

            @Override
            public MemorySegment createEvent(MemorySegment pool, int index) throws DriverException {
                MemorySegment out = Scratch.get();
                try (Arena arena = Arena.ofConfined()) {
                    // struct VkQueryPoolCreateInfo, laid out as the header's record: 32 bytes, aligned to 8.
                    MemorySegment descriptor = arena.allocate(32L, 8L);
                    descriptor.set(ValueLayout.JAVA_INT, 0L, 11);
                    descriptor.set(ValueLayout.JAVA_INT, 20L, 2);
                    descriptor.set(ValueLayout.JAVA_INT, 24L, 1);
                    health.verify("vkCreateQueryPool", functions.createQueryPool(device_, descriptor, MemorySegment.NULL, out));
                }
                return out.get(ValueLayout.ADDRESS, 0);
            }

            @Override
            public void destroyEvent(MemorySegment event) throws DriverException {
                functions.destroyQueryPool(device_, event, MemorySegment.NULL);
            }

            @Override
            public void reset(MemorySegment event) throws DriverException {
                functions.resetQueryPool(device_, event.address(), 0, 1);
            }

            @Override
            public boolean reached(MemorySegment event) throws DriverException {
                return health.reached("vkGetQueryStatusFAKE", functions.queryStatus(device_, event.address(), 0));
            }
        });
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know, or the API's resolver answers NULL for a function it is asked for
     */
    public static FakeVkEvents open() {
        FakeVkFunctions functions = FakeVkFunctions.open();
        MemorySegment device_;
        long timerFrequency;
        try {
            device_ = readDevice(functions);
            functions = functions.resolved(device_);
            timerFrequency = readTimerFrequency(functions, device_);
        } catch (DriverException failure) {
            throw new BackendUnavailableException(BACKEND, failure.function() + " failed: " + failure.statusSummary(), List.of(), failure);
        }
        return new FakeVkEvents(functions, device_, timerFrequency);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, Rank.GPU, FakeVkFunctions.library(),
                FakeVkEvents::reportedVersion, FakeVkEvents::open);
    }

    /**
     * Empty: the spec binds no version function.
     */
    public OptionalInt version() {
        return reportedVersion();
    }

    /**
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return FakeVkFunctions.statusConvention();
    }

    /**
     * Calls {@code VkResult vkCreateQueryPool(VkDevice device, const VkQueryPoolCreateInfo *pCreateInfo, const VkAllocationCallbacks *pAllocator, VkQueryPool *pQueryPool)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        health.check("vkCreateQueryPool");
        return new Event(slots, slots.acquire());
    }

    /**
     * Calls {@code void vkDestroyQueryPool(VkDevice device, VkQueryPool queryPool, const VkAllocationCallbacks *pAllocator)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        // Gives back every native event it used; a failure is the slots' first.
        event.destroy();
    }

    /**
     * Calls {@code VkResult vkGetQueryStatusFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query)}.
     */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        health.check("vkGetQueryStatusFAKE");
        event.requireFrom(slots);
        if (!event.recorded()) {
            return true;
        }
        return health.reached("vkGetQueryStatusFAKE", functions.queryStatus(device_, event.address(), 0));
    }

    /**
     * Calls {@code VkResult vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query, uint64_t timeout)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.check("vkWaitForQueryFAKE");
        event.requireFrom(slots);
        if (!event.recorded()) {
            return;
        }
        long handle = event.address();
        health.verify("vkWaitForQueryFAKE", TimedWait.await(timeout -> functions.waitForQuery(device_, handle, 0, timeout), statusConvention()));
    }

    /**
     * Calls {@code VkResult vkAllocateCommandBuffers(VkDevice device, const VkCommandBufferAllocateInfo *pAllocateInfo, VkCommandBuffer *pCommandBuffers)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        MemorySegment out = Scratch.get();
        try (Arena arena = Arena.ofConfined()) {
            // struct VkCommandBufferAllocateInfo, laid out as the header's record: 32 bytes, aligned to 8.
            MemorySegment descriptor = arena.allocate(32L, 8L);
            descriptor.set(ValueLayout.JAVA_INT, 0L, 40);
            descriptor.set(ValueLayout.JAVA_INT, 28L, 1);
            health.verify(health.admit("vkAllocateCommandBuffers"), functions.allocateCommandBuffers(device_, descriptor, out));
        }
        return new Stream(out.get(ValueLayout.ADDRESS, 0), true, slots);
    }

    /**
     * Calls {@code void vkFreeCommandBuffers(VkDevice device, VkCommandPool commandPool, uint32_t commandBufferCount, const VkCommandBuffer *pCommandBuffers)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = releaseStream(stream);
        // A borrowed stream is its creator's to destroy.
        if (stream.owned()) {
            MemorySegment streams = Scratch.get();
            streams.set(ValueLayout.ADDRESS, 0, handle);
            try {
                functions.freeCommandBuffers(device_, MemorySegment.NULL, 1, streams);
            } finally {
                stream.released();
            }
        }
    }

    /**
     * Calls {@code void vkCmdWriteTimestamp(VkCommandBuffer commandBuffer, VkPipelineStageFlagBits pipelineStage, VkQueryPool queryPool, uint32_t query)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.check("vkCmdWriteTimestamp");
        stream.requireFrom(slots);
        event.requireFrom(slots);
        // Reset, or a fresh native event while a wait may still reference the old signal.
        MemorySegment handle = event.forRecord();
        functions.writeTimestamp(stream.address(), 8192, handle.address(), 0);
    }

    /**
     * Calls {@code void vkCmdWaitQueriesFAKE(VkCommandBuffer commandBuffer, uint32_t queryPoolCount, const VkQueryPool *pQueryPools)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.check("vkCmdWaitQueriesFAKE");
        stream.requireFrom(slots);
        event.requireFrom(slots);
        if (!event.recorded()) {
            return;
        }
        MemorySegment waited = event.forStreamWait();
        MemorySegment list = Scratch.get();
        list.set(ValueLayout.JAVA_LONG, 0, waited.address());
        functions.waitQueries(stream.address(), 1, list);
        // The waited-on slot is not handed out again before the stream has passed its wait: an event
        // of the backend's own, recorded after it, tells when.
        StreamWaitMarks.recordAfter(this, stream, waited);
    }

    /**
     * Calls {@code VkResult vkWaitForCommandBufferFAKE(VkDevice device, VkCommandBuffer commandBuffer, uint64_t timeout)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.check("vkWaitForCommandBufferFAKE");
        stream.requireFrom(slots);
        long handle = stream.address();
        health.verify("vkWaitForCommandBufferFAKE", TimedWait.await(timeout -> functions.waitForCommandBuffer(device_, handle, timeout), statusConvention()));
    }

    /**
     * {@code vkGetQueryStatusFAKE} is bound.
     */
    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    /**
     * Calls {@code VkResult vkCreateDevice(VkPhysicalDevice physicalDevice, const VkDeviceCreateInfo *pCreateInfo, const VkAllocationCallbacks *pAllocator, VkDevice *pDevice)} once, when the backend opens.
     */
    private static MemorySegment readDevice(FakeVkFunctions functions) throws DriverException {
        MemorySegment out = Scratch.get();
        int status;
        try (Arena arena = Arena.ofConfined()) {
            // struct VkDeviceCreateInfo, laid out as the header's record: 72 bytes, aligned to 8.
            MemorySegment descriptor = arena.allocate(72L, 8L);
            descriptor.set(ValueLayout.JAVA_INT, 0L, 3);
            status = functions.createDevice(MemorySegment.NULL, descriptor, MemorySegment.NULL, out);
        }
        if (!(status == 0)) {
            throw statusConvention().failure("vkCreateDevice", status);
        }
        return out.get(ValueLayout.ADDRESS, 0);
    }

    /**
     * Calls {@code VkResult vkGetTimestampFrequencyFAKE(VkDevice device, uint64_t *pFrequency)} once, when the backend opens.
     */
    private static long readTimerFrequency(FakeVkFunctions functions, MemorySegment device_) throws
            DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.timestampFrequency(device_, out);
        if (!(status == 0)) {
            throw statusConvention().failure("vkGetTimestampFrequencyFAKE", status);
        }
        long value = out.get(ValueLayout.JAVA_LONG, 0);
        if (value <= 0) {
            throw new BackendUnavailableException(BACKEND, "vkGetTimestampFrequencyFAKE reported a timer of " + value + " ticks per second", List.of(), null);
        }
        return value;
    }

    /**
     * Calls {@code VkResult vkWaitForQueryFAKE(VkDevice device, VkQueryPool queryPool, uint32_t query, uint64_t timeout)} once, for at most {@code timeoutNanos} (1 ms on a virtual thread).
     */
    @Override
    public boolean eventWaitFor(Event event, long timeoutNanos) throws DriverException {
        health.check("vkWaitForQueryFAKE");
        event.requireFrom(slots);
        if (!event.recorded()) {
            return true;
        }
        return health.reached("vkWaitForQueryFAKE", functions.waitForQuery(device_, event.address(), 0, TimedWait.limit(timeoutNanos)));
    }

    /**
     * {@code vkWaitForQueryFAKE} takes a timeout.
     */
    @Override
    public boolean supportsTimedEventWait() {
        return true;
    }

    /**
     * {@code vkGetCalibratedTimestampsEXT} stamps CLOCK_MONOTONIC_RAW.
     */
    @Override
    public PairedClock.HostClock pairedHostClock() {
        return PairedClock.HostClock.CLOCK_MONOTONIC_RAW;
    }

    /**
     * Calls {@code VkResult vkGetCalibratedTimestampsEXT(VkDevice device, uint32_t timestampCount, const VkCalibratedTimestampInfoEXT *pTimestampInfos, uint64_t *pTimestamps, uint64_t *pMaxDeviation)}.
     */
    @Override
    public PairedClock.Reading readPairedClock() throws DriverException {
        MemorySegment out = Scratch.get();
        try (Arena arena = Arena.ofConfined()) {
            // 2 struct VkCalibratedTimestampInfoEXT, laid out as the header's record: 24 bytes each, aligned to 8.
            MemorySegment descriptor = arena.allocate(48L, 8L);
            descriptor.set(ValueLayout.JAVA_INT, 0L, 1000184000);
            descriptor.set(ValueLayout.JAVA_INT, 16L, 2);
            descriptor.set(ValueLayout.JAVA_INT, 24L, 1000184000);
            descriptor.set(ValueLayout.JAVA_INT, 40L, 0);
            health.verify(health.admit("vkGetCalibratedTimestampsEXT"), functions.calibratedTimestamps(device_, 2, descriptor, out, out.asSlice(16)));
        }
        return new PairedClock.Reading(out.get(ValueLayout.JAVA_LONG, 0), out.get(ValueLayout.JAVA_LONG, 8));
    }

    /**
     * An event's ticks are read with {@code vkGetQueryPoolResults}.
     */
    @Override
    public boolean supportsEventDeviceTicks() {
        return true;
    }

    /**
     * Calls {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)}.
     */
    @Override
    public long eventDeviceTicks(Event event) throws DriverException {
        health.check("vkGetQueryPoolResults");
        return timestamp(event.requireFrom(slots).address());
    }

    /**
     * The distance modulo 2^36, converted with the timer's frequency.
     */
    @Override
    public long deviceNanosBetween(long earlierTicks, long laterTicks) {
        return DeviceTicks.elapsedNanos(earlierTicks, laterTicks, 36, timerFrequency);
    }

    /**
     * Reads both events' device ticks with {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)} and converts their distance,
     * modulo 2^36, with the timer's frequency.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        health.check("vkGetQueryPoolResults");
        long from = start.requireFrom(slots).address();
        long to = end.requireFrom(slots).address();
        long first = timestamp(from);
        long second = timestamp(to);
        return DeviceTicks.elapsedNanos(first, second, 36, timerFrequency);
    }

    /**
     * Calls {@code VkResult vkGetQueryPoolResults(VkDevice device, VkQueryPool queryPool, uint32_t firstQuery, uint32_t queryCount, size_t dataSize, void *pData, VkDeviceSize stride, VkQueryResultFlags flags)}.
     */
    private long timestamp(long handle) throws DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.queryPoolResults(device_, handle, 0, 1, 8L, out, 8L, 1);
        if (status != 0) {
            throw health.note(statusConvention().failure("vkGetQueryPoolResults", status));
        }
        return out.get(ValueLayout.JAVA_LONG, 0);
    }

    /**
     * Empty: the spec binds no version function.
     */
    private static OptionalInt reportedVersion() {
        return OptionalInt.empty();
    }

    /**
     * A FakeVk event: the native event it is recorded as now, reset or replaced when recorded
     * again, from {@link FakeVkEvents#eventCreate()}.
     */
    public static final class Event extends ReusableEvent {
        private Event(EventSlots slots, EventSlots.Slot slot) {
            super(slots, slot);
        }

        @Override
        protected String describe() {
            return "FakeVk event";
        }
    }

    /**
     * A FakeVk stream: the driver's handle, from {@link FakeVkEvents#streamCreateNonBlocking()},
     * or adopted or borrowed.
     */
    public static final class Stream extends DeviceHandle {
        /**
         * What the instance that made it keeps; {@code null} for one made elsewhere.
         */
        private final @Nullable EventSlots maker;

        private Stream(MemorySegment handle, boolean owned, @Nullable EventSlots maker) {
            super(handle, owned);
            this.maker = maker;
            if (maker != null) {
                maker.streamMade();
            }
        }

        /**
         * Tells the instance that made it that its destroy was called, whatever the driver answered (a
         * released handle is never destroyed again): the context may go once nothing made in it lives.
         */
        void released() {
            if (maker != null) {
                maker.streamDestroyed();
            }
        }

        /**
         * Refuses this stream where another instance made it, on its own context: one made elsewhere is
         * taken on its caller's word.
         *
         * @throws IllegalArgumentException when another instance made it
         */
        void requireFrom(EventSlots instance) {
            if (maker != null && maker != instance) {
                throw new IllegalArgumentException(describe() + " belongs to another backend instance, made on its own context: it is used with that backend only");
            }
        }

        @Override
        protected String describe() {
            return "FakeVk stream";
        }

        /**
         * A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream where the
         * API has one). Destroying it through the backend destroys the driver's stream.
         *
         * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
         * access, as for a JDK restricted method.
         *
         * @throws IllegalCallerException when it has none and the JVM denies illegal native access
         */
        @Restricted
        public static Stream adopt(MemorySegment handle) {
            return new Stream(foreign(handle, "FakeVkEvents.Stream.adopt"), true, null);
        }

        /**
         * A stream created outside eventbind ({@code MemorySegment.NULL} is the default stream where the
         * API has one). The backend never destroys it: {@code streamDestroy} only forgets it,
         * and its creator destroys it afterwards.
         *
         * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
         * access, as for a JDK restricted method.
         *
         * @throws IllegalCallerException when it has none and the JVM denies illegal native access
         */
        @Restricted
        public static Stream borrow(MemorySegment handle) {
            return new Stream(foreign(handle, "FakeVkEvents.Stream.borrow"), false, null);
        }
    }
}
