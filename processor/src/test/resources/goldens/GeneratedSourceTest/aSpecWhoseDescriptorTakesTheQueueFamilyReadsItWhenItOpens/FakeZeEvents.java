package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.BoundEventApi;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.DeviceUse;
import dev.eventbind.binding.EventSlots;
import dev.eventbind.binding.ReusableEvent;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.binding.StreamWaitMarks;
import dev.eventbind.binding.TimedWait;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.NativeAccess;
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
 * The FakeZe backend: {@link EventApi} over the C functions {@link FakeZe} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link FakeZeFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeZe"
)
public final class FakeZeEvents extends BoundEventApi<FakeZeFunctions, FakeZeEvents.Event, FakeZeEvents.Stream> implements PairedClock<FakeZeEvents.Event>, AutoCloseable {
    private static final String BACKEND = "FakeZe";

    private static final @Nullable DriverException INIT_FAILURE = initialize();

    /**
     * What {@code xxDeviceGet} wrote when the backend opened.
     */
    private final MemorySegment device_;

    /**
     * The context {@code xxContextCreate} made on the device when the backend opened.
     */
    private final MemorySegment context_;

    /**
     * The calls passing the device in flight, which {@code close()} waits out.
     */
    private final DeviceUse deviceUse = new DeviceUse(BACKEND);

    /**
     * Whether {@code close()} destroyed the context; under this backend's monitor.
     */
    private boolean contextReleased;

    /**
     * Whether {@code close()} released the device; under this backend's monitor.
     */
    private boolean deviceReleased;

    /**
     * The device timer's ticks per second, from {@code xxDeviceGetTimerFrequency}.
     */
    private final long timerFrequency_;

    /**
     * The queue family {@code computeGroup}, written by hand, read when the backend opened, which descriptor fields take.
     */
    private final int queueFamily;

    /**
     * Where the native events come from: slots of pools.
     */
    private final EventSlots slots;

    private FakeZeEvents(FakeZeFunctions functions, MemorySegment device_, MemorySegment context_,
            long timerFrequency_, int queueFamily) {
        super(BACKEND, functions, statusConvention());
        this.device_ = device_;
        this.context_ = context_;
        this.timerFrequency_ = timerFrequency_;
        this.queueFamily = queueFamily;
        this.slots = new EventSlots(4, new EventSlots.Calls() {
            @Override
            public MemorySegment createPool() throws DriverException {
                // A use of the device: close() releases it only once no use is in flight.
                deviceUse.enter();
                try {
                    MemorySegment out = Scratch.get();
                    try (Arena arena = Arena.ofConfined()) {
                        // struct xx_event_pool_desc_t, laid out as the header's record: 24 bytes, aligned to 8.
                        MemorySegment descriptor = arena.allocate(24L, 8L);
                        descriptor.set(ValueLayout.JAVA_INT, 0L, 17);
                        descriptor.set(ValueLayout.JAVA_INT, 16L, 9);
                        descriptor.set(ValueLayout.JAVA_INT, 20L, 4);
                        health.verify("xxEventPoolCreateInContext", functions.eventPoolCreate(context_, descriptor, out));
                    }
                    return out.get(ValueLayout.ADDRESS, 0);
                } finally {
                    deviceUse.exit();
                }
            }

            @Override
            public MemorySegment createEvent(MemorySegment pool, int index) throws DriverException {
                MemorySegment out = Scratch.get();
                try (Arena arena = Arena.ofConfined()) {
                    // struct xx_event_desc_t, laid out as the header's record: 32 bytes, aligned to 8.
                    MemorySegment descriptor = arena.allocate(32L, 8L);
                    descriptor.set(ValueLayout.JAVA_INT, 0L, 18);
                    descriptor.set(ValueLayout.JAVA_INT, 20L, 4);
                    descriptor.set(ValueLayout.JAVA_INT, 16L, index);
                    health.verify("xxEventCreate", functions.eventCreate(pool, descriptor, out));
                }
                return out.get(ValueLayout.ADDRESS, 0);
            }

            @Override
            public void destroyEvent(MemorySegment event) throws DriverException {
                health.verify("xxEventDestroy", functions.eventDestroy(event));
            }

            @Override
            public void reset(MemorySegment event) throws DriverException {
                health.verify("xxEventHostReset", functions.eventReset(event.address()));
            }

            @Override
            public boolean reached(MemorySegment event) throws DriverException {
                return health.reached("xxEventQueryStatus", functions.eventQuery(event.address()));
            }

            @Override
            public void destroyPool(MemorySegment pool) throws DriverException {
                health.verify("xxEventPoolDestroy", functions.eventPoolDestroy(pool));
            }
        });
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded. It holds
     * the device it opened on and the context made on it until {@link #close()}; an open that
     * fails after making them gives back what it made.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know, or initialization failed
     */
    public static FakeZeEvents open() {
        FakeZeFunctions functions = FakeZeFunctions.open();
        if (INIT_FAILURE != null) {
            throw new BackendUnavailableException(BACKEND, "xxInit failed: " + INIT_FAILURE.statusSummary(), List.of(), INIT_FAILURE);
        }
        MemorySegment device_;
        MemorySegment context_;
        long timerFrequency_;
        int queueFamily;
        try {
            device_ = readDevice(functions);
            try {
                context_ = createContext(functions, device_);
                try {
                    timerFrequency_ = readTimerFrequency(functions, device_);
                    queueFamily = functions.computeGroup(statusConvention(), device_, context_);
                    if (queueFamily < 0) {
                        throw new BackendUnavailableException(BACKEND, "computeGroup reported the queue family " + queueFamily, List.of(), null);
                    }
                } catch (Throwable refused) {
                    releaseOpenedContext(functions, context_, refused);
                    throw refused;
                }
            } catch (Throwable refused) {
                releaseOpenedDevice(functions, device_, refused);
                throw refused;
            }
        } catch (DriverException failure) {
            throw new BackendUnavailableException(BACKEND, failure.function() + " failed: " + failure.statusSummary(), List.of(), failure);
        }
        return new FakeZeEvents(functions, device_, context_, timerFrequency_, queueFamily);
    }

    /**
     * Opens the backend on a device handle made elsewhere instead of the one it would choose,
     * taking the caller's reference to it: {@code close()} releases it with {@code xxDeviceRelease}. When
     * it throws, the reference stays the caller's.
     *
     * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
     * access, as for a JDK restricted method.
     *
     * @throws IllegalArgumentException when the handle is NULL
     * @throws BackendUnavailableException when the library or a required symbol is missing
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies
     * illegal native access
     */
    @Restricted
    public static FakeZeEvents open(MemorySegment handle) {
        NativeAccess.checkCaller("FakeZeEvents.open");
        if (handle.address() == 0L) {
            throw new IllegalArgumentException("no device: the handle is NULL");
        }
        MemorySegment device_ = handle;
        FakeZeFunctions functions = FakeZeFunctions.open();
        if (INIT_FAILURE != null) {
            throw new BackendUnavailableException(BACKEND, "xxInit failed: " + INIT_FAILURE.statusSummary(), List.of(), INIT_FAILURE);
        }
        MemorySegment context_;
        long timerFrequency_;
        int queueFamily;
        try {
            context_ = createContext(functions, device_);
            try {
                timerFrequency_ = readTimerFrequency(functions, device_);
                queueFamily = functions.computeGroup(statusConvention(), device_, context_);
                if (queueFamily < 0) {
                    throw new BackendUnavailableException(BACKEND, "computeGroup reported the queue family " + queueFamily, List.of(), null);
                }
            } catch (Throwable refused) {
                releaseOpenedContext(functions, context_, refused);
                throw refused;
            }
        } catch (DriverException failure) {
            throw new BackendUnavailableException(BACKEND, failure.function() + " failed: " + failure.statusSummary(), List.of(), failure);
        }
        return new FakeZeEvents(functions, device_, context_, timerFrequency_, queueFamily);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, Rank.GPU, FakeZeFunctions.library(),
                FakeZeEvents::reportedVersion, FakeZeEvents::open);
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
        return FakeZeFunctions.statusConvention();
    }

    /**
     * Calls {@code xx_result_t xxEventCreate(xx_event_pool_handle_t hEventPool, const xx_event_desc_t *desc, xx_event_handle_t *phEvent)}.
     */
    @Override
    public Event eventCreate() throws DriverException {
        health.check("xxEventCreate");
        return new Event(slots, slots.acquire());
    }

    /**
     * Calls {@code xx_result_t xxEventDestroy(xx_event_handle_t hEvent)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        // Gives back every native event it used; a failure is the slots' first.
        event.destroy();
    }

    /**
     * Calls {@code xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.check("xxEventHostSynchronize");
        event.requireFrom(slots);
        if (!event.recorded()) {
            return;
        }
        long handle = event.address();
        health.verify("xxEventHostSynchronize", TimedWait.await(timeout -> functions.eventSynchronize(handle, timeout), statusConvention()));
    }

    /**
     * Calls {@code xx_result_t xxEventQueryStatus(xx_event_handle_t hEvent)}.
     */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        health.check("xxEventQueryStatus");
        event.requireFrom(slots);
        if (!event.recorded()) {
            return true;
        }
        return health.reached("xxEventQueryStatus", functions.eventQuery(event.address()));
    }

    /**
     * Calls {@code xx_result_t xxCommandListCreateInContext(xx_context_handle_t hContext, xx_device_handle_t hDevice, const xx_command_queue_desc_t *desc, xx_command_list_handle_t *phCommandList)}.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        // A use of the device: close() releases it only once no use is in flight.
        deviceUse.enter();
        try {
            MemorySegment out = Scratch.get();
            try (Arena arena = Arena.ofConfined()) {
                // struct xx_command_queue_desc_t, laid out as the header's record: 24 bytes, aligned to 8.
                MemorySegment descriptor = arena.allocate(24L, 8L);
                descriptor.set(ValueLayout.JAVA_INT, 0L, 19);
                descriptor.set(ValueLayout.JAVA_INT, 16L, queueFamily);
                health.verify(health.admit("xxCommandListCreateInContext"), functions.listCreate(context_, device_, descriptor, out));
            }
            return new Stream(out.get(ValueLayout.ADDRESS, 0), true, slots);
        } finally {
            deviceUse.exit();
        }
    }

    /**
     * Calls {@code xx_result_t xxCommandListDestroy(xx_command_list_handle_t hCommandList)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = releaseStream(stream);
        // A borrowed stream is its creator's to destroy.
        if (stream.owned()) {
            try {
                health.verify("xxCommandListDestroy", functions.listDestroy(handle));
            } finally {
                stream.released();
            }
        }
    }

    /**
     * Calls {@code xx_result_t xxCommandListAppendSignalEvent(xx_command_list_handle_t hCommandList, xx_event_handle_t hEvent)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.check("xxCommandListAppendSignalEvent");
        stream.requireFrom(slots);
        event.requireFrom(slots);
        // Reset, or a fresh native event while a wait may still reference the old signal.
        MemorySegment handle = event.forRecord();
        try {
            health.verify("xxCommandListAppendSignalEvent", functions.appendSignal(stream.address(), handle.address()));
        } catch (DriverException refused) {
            // Nothing was enqueued: no signal to wait for, and the native event is free to give back.
            event.recordRefused(handle);
            throw refused;
        }
    }

    /**
     * Calls {@code xx_result_t xxCommandListAppendWaitOnEvents(xx_command_list_handle_t hCommandList, uint32_t numEvents, xx_event_handle_t *phEvents)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.check("xxCommandListAppendWaitOnEvents");
        stream.requireFrom(slots);
        event.requireFrom(slots);
        if (!event.recorded()) {
            return;
        }
        MemorySegment waited = event.forStreamWait();
        MemorySegment list = Scratch.get();
        list.set(ValueLayout.JAVA_LONG, 0, waited.address());
        health.verify("xxCommandListAppendWaitOnEvents", functions.appendWait(stream.address(), 1, list));
        // The waited-on slot is not handed out again before the stream has passed its wait: an event
        // of the backend's own, recorded after it, tells when.
        StreamWaitMarks.recordAfter(this, stream, waited);
    }

    /**
     * Calls {@code xx_result_t xxCommandListHostSynchronize(xx_command_list_handle_t hCommandList, uint64_t timeout)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.check("xxCommandListHostSynchronize");
        stream.requireFrom(slots);
        long handle = stream.address();
        health.verify("xxCommandListHostSynchronize", TimedWait.await(timeout -> functions.listSynchronize(handle, timeout), statusConvention()));
    }

    /**
     * {@code xxEventQueryStatus} is bound.
     */
    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    /**
     * Calls {@code xx_result_t xxDeviceGet(uint32_t ordinal, xx_device_handle_t *phDevice)} once, when the backend opens.
     */
    private static MemorySegment readDevice(FakeZeFunctions functions) throws DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.deviceGet(0, out);
        if (!(status == 0)) {
            throw statusConvention().failure("xxDeviceGet", status);
        }
        return out.get(ValueLayout.ADDRESS, 0);
    }

    /**
     * Calls {@code xx_result_t xxContextCreate(xx_device_handle_t hDevice, xx_context_handle_t *phContext)} once, when the backend opens.
     */
    private static MemorySegment createContext(FakeZeFunctions functions, MemorySegment device_)
            throws DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.contextCreate(device_, out);
        if (!(status == 0)) {
            throw statusConvention().failure("xxContextCreate", status);
        }
        return out.get(ValueLayout.ADDRESS, 0);
    }

    /**
     * Calls {@code xx_result_t xxDeviceGetTimerFrequency(xx_device_handle_t hDevice, uint64_t *pFrequency)} once, when the backend opens.
     */
    private static long readTimerFrequency(FakeZeFunctions functions, MemorySegment device_) throws
            DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.timerFrequency(device_, out);
        if (!(status == 0)) {
            throw statusConvention().failure("xxDeviceGetTimerFrequency", status);
        }
        long value = out.get(ValueLayout.JAVA_LONG, 0);
        if (value <= 0) {
            throw new BackendUnavailableException(BACKEND, "xxDeviceGetTimerFrequency reported a timer of " + value + " ticks per second", List.of(), null);
        }
        return value;
    }

    /**
     * The device the backend opened on,
     * for the spec's other functions that take it (memory or work in the context). The backend gives it
     * back on {@code close()}; a call passing it afterwards is the caller's.
     *
     * @throws IllegalStateException once {@code close()} has begun
     */
    public MemorySegment device() {
        deviceUse.checkOpen();
        return device_;
    }

    /**
     * The context made on the device when the backend opened,
     * for the spec's other functions that take it (memory or work in the context). The backend gives it
     * back on {@code close()}; a call passing it afterwards is the caller's.
     *
     * @throws IllegalStateException once {@code close()} has begun
     */
    public MemorySegment context() {
        deviceUse.checkOpen();
        return context_;
    }

    /**
     * Calls {@code xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout)} once, for at most {@code timeoutNanos} (1 ms on a virtual thread).
     */
    @Override
    public boolean eventWaitFor(Event event, long timeoutNanos) throws DriverException {
        health.check("xxEventHostSynchronize");
        event.requireFrom(slots);
        if (!event.recorded()) {
            return true;
        }
        return health.reached("xxEventHostSynchronize", functions.eventSynchronize(event.address(), TimedWait.limit(timeoutNanos)));
    }

    /**
     * {@code xxEventHostSynchronize} takes a timeout.
     */
    @Override
    public boolean supportsTimedEventWait() {
        return true;
    }

    /**
     * {@code xxDeviceGetGlobalTimestamps} stamps CLOCK_MONOTONIC_RAW.
     */
    @Override
    public PairedClock.HostClock pairedHostClock() {
        return PairedClock.HostClock.CLOCK_MONOTONIC_RAW;
    }

    /**
     * Calls {@code xx_result_t xxDeviceGetGlobalTimestamps(xx_device_handle_t hDevice, uint64_t *hostTimestamp, uint64_t *deviceTimestamp)}.
     */
    @Override
    public PairedClock.Reading readPairedClock() throws DriverException {
        // A use of the device: close() releases it only once no use is in flight.
        deviceUse.enter();
        try {
            MemorySegment out = Scratch.get();
            health.verify(health.admit("xxDeviceGetGlobalTimestamps"), functions.globalTimestamps(device_, out, out.asSlice(8)));
            return new PairedClock.Reading(out.get(ValueLayout.JAVA_LONG, 0), out.get(ValueLayout.JAVA_LONG, 8));
        } finally {
            deviceUse.exit();
        }
    }

    /**
     * An event's ticks are read with {@code xxEventQueryGlobalTimestamp}.
     */
    @Override
    public boolean supportsEventDeviceTicks() {
        return true;
    }

    /**
     * Calls {@code xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks)}.
     */
    @Override
    public long eventDeviceTicks(Event event) throws DriverException {
        health.check("xxEventQueryGlobalTimestamp");
        return timestamp(event.requireFrom(slots).address());
    }

    /**
     * The distance modulo 2^32, converted with the timer's frequency.
     */
    @Override
    public long deviceNanosBetween(long earlierTicks, long laterTicks) {
        return DeviceTicks.elapsedNanos(earlierTicks, laterTicks, 32, timerFrequency_);
    }

    /**
     * Destroys the context with
     * {@code xx_result_t xxContextDestroy(xx_context_handle_t hContext)}, then releases the device with
     * {@code xx_result_t xxDeviceRelease(xx_device_handle_t hDevice)},
     * once no call passing the device or the context is in flight (it waits for them, a host wait
     * included); a close after one that completed does nothing. A call that passes either, a new
     * stream's included, is refused from the start of the close.
     * A release the driver refuses (a handle still in use) is tried again by a later close,
     * once what held it is destroyed; what was released is never released again.
     * The context is not destroyed while a stream, an event or a pool made in it lives
     * (an {@link IllegalStateException}, before the driver is called: a driver may free it under them),
     * nor the device released before it.
     */
    @Override
    public synchronized void close() throws DriverException {
        // Refuses every call passing the device from now on, and waits out those in flight.
        deviceUse.close();
        // What was made on the device goes first: a driver may refuse the release while it lives, or free it under it.
        try {
            if (!contextReleased && !deviceReleased) {
                slots.close();
            }
        } finally {
            try {
                if (!contextReleased && !deviceReleased) {
                    slots.requireNothingLive(backend(), "xxContextDestroy");
                    health.verify("xxContextDestroy", functions.contextDestroy(context_));
                    contextReleased = true;
                }
            } finally {
                if (contextReleased && !deviceReleased) {
                    health.verify("xxDeviceRelease", functions.deviceRelease(device_));
                    deviceReleased = true;
                }
            }
        }
    }

    /**
     * Gives back the device an open read before a later step failed, with {@code xxDeviceRelease}; what it
     * reports is kept in {@code failure}, which the open reports.
     */
    private static void releaseOpenedDevice(FakeZeFunctions functions, MemorySegment device_,
            Throwable failure) {
        try {
            int status = functions.deviceRelease(device_);
            if (!(status == 0)) {
                failure.addSuppressed(statusConvention().failure("xxDeviceRelease", status));
            }
        } catch (Throwable releasing) {
            failure.addSuppressed(releasing);
        }
    }

    /**
     * Gives back the context an open made before a later step failed, with {@code xxContextDestroy}; what it
     * reports is kept in {@code failure}, which the open reports.
     */
    private static void releaseOpenedContext(FakeZeFunctions functions, MemorySegment context_,
            Throwable failure) {
        try {
            int status = functions.contextDestroy(context_);
            if (!(status == 0)) {
                failure.addSuppressed(statusConvention().failure("xxContextDestroy", status));
            }
        } catch (Throwable releasing) {
            failure.addSuppressed(releasing);
        }
    }

    /**
     * Reads both events' device ticks with {@code xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks)} and converts their distance,
     * modulo 2^32, with the timer's frequency.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        health.check("xxEventQueryGlobalTimestamp");
        long from = start.requireFrom(slots).address();
        long to = end.requireFrom(slots).address();
        long first = timestamp(from);
        long second = timestamp(to);
        return DeviceTicks.elapsedNanos(first, second, 32, timerFrequency_);
    }

    /**
     * Calls {@code xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks)}.
     */
    private long timestamp(long handle) throws DriverException {
        MemorySegment out = Scratch.get();
        int status = functions.eventTimestamp(handle, out);
        if (status != 0) {
            throw health.note(statusConvention().failure("xxEventQueryGlobalTimestamp", status));
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
     * Calls {@code xxInit} once; the failure, or {@code null} when it succeeded or the library is missing.
     */
    private static @Nullable DriverException initialize() {
        if (!FakeZeFunctions.library().has("xxInit")) {
            return null;
        }
        int status = FakeZeFunctions.linked().init(0);
        return status == 0 ? null : statusConvention().failure("xxInit", status);
    }

    /**
     * A FakeZe event: the native event it is recorded as now, reset or replaced when recorded
     * again, from {@link FakeZeEvents#eventCreate()}.
     */
    public static final class Event extends ReusableEvent {
        private Event(EventSlots slots, EventSlots.Slot slot) {
            super(slots, slot);
        }

        @Override
        protected String describe() {
            return "FakeZe event";
        }
    }

    /**
     * A FakeZe stream: the driver's handle, from {@link FakeZeEvents#streamCreateNonBlocking()},
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
            return "FakeZe stream";
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
            return new Stream(foreign(handle, "FakeZeEvents.Stream.adopt"), true, null);
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
            return new Stream(foreign(handle, "FakeZeEvents.Stream.borrow"), false, null);
        }
    }
}
