package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.BoundEventApi;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.DeviceUse;
import dev.eventbind.binding.ReturnedEvent;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * The OpenCL backend: {@link EventApi} over the C functions {@link OpenCl} binds, linked with Panama FFM.
 * Any caller may use it: handles are checked, raw addresses never taken; the raw calls are
 * {@link OpenClFunctions}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.OpenCl"
)
public final class OpenClEvents extends BoundEventApi<OpenClFunctions, OpenClEvents.Event, OpenClEvents.Stream> implements AutoCloseable {
    private static final String BACKEND = "OpenCL";

    /**
     * What {@code context}, written by hand, returned when the backend opened, or the handle it was opened on.
     */
    private final MemorySegment device_;

    /**
     * The calls passing the device in flight, which {@code close()} waits out.
     */
    private final DeviceUse deviceUse = new DeviceUse(BACKEND);

    /**
     * Whether {@code close()} released the device; under this backend's monitor.
     */
    private boolean deviceReleased;

    /**
     * How a holder releases a native event it no longer needs.
     */
    private final ReturnedEvent.Release eventRelease = this::releaseNativeEvent;

    private OpenClEvents(OpenClFunctions functions, MemorySegment device_) {
        super(BACKEND, functions, statusConvention());
        this.device_ = device_;
    }

    /**
     * Opens the backend; the library was linked when its functions class was loaded. It holds
     * the device it opened on until {@link #close()}; an open that fails after reading the device
     * gives it back.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the
     * installed fault plan names a function the spec does not bind or a status it does not know
     */
    public static OpenClEvents open() {
        OpenClFunctions functions = OpenClFunctions.open();
        MemorySegment device_;
        try {
            device_ = functions.context(statusConvention());
        } catch (DriverException failure) {
            throw new BackendUnavailableException(BACKEND, failure.function() + " failed: " + failure.statusSummary(), List.of(), failure);
        }
        return new OpenClEvents(functions, device_);
    }

    /**
     * Opens the backend on a device handle made elsewhere instead of the one it would choose,
     * taking the caller's reference to it: {@code close()} releases it with {@code clReleaseContext}. When
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
    public static OpenClEvents open(MemorySegment handle) {
        NativeAccess.checkCaller("OpenClEvents.open");
        if (handle.address() == 0L) {
            throw new IllegalArgumentException("no device: the handle is NULL");
        }
        MemorySegment device_ = handle;
        OpenClFunctions functions = OpenClFunctions.open();
        return new OpenClEvents(functions, device_);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     * A ready probe carries the rank of the device the backend opened ({@link #deviceRank()}).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, Rank.GPU, OpenClFunctions.library(),
                OpenClEvents::reportedVersion, OpenClEvents::open, OpenClEvents::deviceRank);
    }

    /**
     * The version {@code version}, written by hand, reports; empty when it fails.
     */
    public Optional<String> version() {
        return reportedVersion();
    }

    /**
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return OpenClFunctions.statusConvention();
    }

    /**
     * Calls {@code cl_int clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)}.
     */
    @Override
    public void eventRecord(Event event, Stream stream) throws DriverException {
        health.check("clEnqueueMarkerWithWaitList");
        // Refused before the enqueue once destroyed; the holder takes the new event after it.
        event.holder.ensureLive();
        MemorySegment out = Scratch.get();
        health.verify("clEnqueueMarkerWithWaitList", functions.enqueueMarker(stream.address(), 0, MemorySegment.NULL, out));
        event.holder.recorded(out.get(ValueLayout.ADDRESS, 0), stream);
    }

    /**
     * Calls {@code cl_int clReleaseEvent(cl_event event)}.
     */
    @Override
    public void eventDestroy(Event event) throws DriverException {
        // Releases its native event now, or the last wait still using it does.
        event.holder.destroy();
    }

    /**
     * Calls {@code cl_int clWaitForEvents(cl_uint num_events, const cl_event *event_list)}.
     */
    @Override
    public void eventWait(Event event) throws DriverException {
        health.check("clWaitForEvents");
        long held = event.holder.acquire();
        try {
            if (held == 0L) {
                // Never recorded: reached, as a fresh event is.
                return;
            }
            MemorySegment list = Scratch.get();
            list.set(ValueLayout.JAVA_LONG, 0, held);
            health.verify("clWaitForEvents", functions.waitForEvents(1, list));
        } finally {
            event.holder.release(held);
        }
    }

    /**
     * Calls {@code cl_int clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size, void *param_value, size_t *param_value_size_ret)}.
     */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        health.check("clGetEventInfo");
        long held = event.holder.lock();
        try {
            if (held == 0L) {
                // Never recorded: reached, as a fresh event is.
                return true;
            }
            Object pending = event.holder.takeUnsubmitted();
            if (pending instanceof Stream recorded) {
                recorded.whileLive(this::flushStream);
            }
            MemorySegment out = Scratch.get();
            health.verify("clGetEventInfo", functions.executionStatus(held, 4563, 4L, out, MemorySegment.NULL));
            int execution = out.get(ValueLayout.JAVA_INT, 0);
            if (execution == 0) {
                return true;
            }
            if (execution > 0) {
                return false;
            }
            throw health.note(statusConvention().failure("clGetEventInfo", execution));
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code cl_int clEnqueueBarrierWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)}.
     */
    @Override
    public void streamWaitEvent(Stream stream, Event event) throws DriverException {
        health.check("clEnqueueBarrierWithWaitList");
        long held = event.holder.lock();
        try {
            if (held == 0L) {
                // Never recorded: reached, as a fresh event is.
                return;
            }
            Object pending = event.holder.recordedOn() == stream ? null : event.holder.takeUnsubmitted();
            if (pending instanceof Stream recorded) {
                recorded.whileLive(this::flushStream);
            }
            MemorySegment list = Scratch.get();
            list.set(ValueLayout.JAVA_LONG, 0, held);
            health.verify("clEnqueueBarrierWithWaitList", functions.enqueueBarrier(stream.address(), 1, list, MemorySegment.NULL));
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code cl_int clFinish(cl_command_queue command_queue)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.verify(health.admit("clFinish"), functions.finish(stream.address()));
    }

    /**
     * Calls {@code cl_int clReleaseCommandQueue(cl_command_queue command_queue)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = releaseStream(stream);
        // A borrowed stream is its creator's to destroy.
        if (stream.owned()) {
            health.verify("clReleaseCommandQueue", functions.releaseQueue(handle));
        }
    }

    /**
     * Calls {@link OpenClFunctions#streamCreate}, written by hand in the spec.
     */
    @Override
    public Stream streamCreateNonBlocking() throws DriverException {
        // A use of the device: close() releases it only once no use is in flight.
        deviceUse.enter();
        try {
            health.check("streamCreate");
            try {
                return new Stream(functions.streamCreate(statusConvention(), device_), true);
            } catch (DriverException failure) {
                throw health.note(failure);
            }
        } finally {
            deviceUse.exit();
        }
    }

    /**
     * The rank of the device this backend opened, as {@link OpenClFunctions#deviceRank}
     * (written by hand in the spec) reads it; never above {@link Rank#GPU}, the spec's rank, which
     * discovery orders by until the probe reports this one.
     */
    public Rank deviceRank() throws DriverException {
        // A use of the device: close() releases it only once no use is in flight.
        deviceUse.enter();
        try {
            health.check("deviceRank");
            try {
                return functions.deviceRank(statusConvention(), device_).cappedAt(Rank.GPU);
            } catch (DriverException failure) {
                throw health.note(failure);
            }
        } finally {
            deviceUse.exit();
        }
    }

    /**
     * {@code clGetEventInfo} is bound.
     */
    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    /**
     * Releases the device with {@code cl_int clReleaseContext(cl_context context)} once no call passing it is in flight (it waits for
     * them, a host wait included); a close after one that completed does nothing. Streams and
     * events already made keep working where the driver counts references to the device; a call
     * that passes the device, a new stream's included, is refused from the start of the close.
     * A release the driver refuses (a handle still in use) is tried again by a later close,
     * once what held it is destroyed; what was released is never released again.
     */
    @Override
    public synchronized void close() throws DriverException {
        // Refuses every call passing the device from now on, and waits out those in flight.
        deviceUse.close();
        if (!deviceReleased) {
            health.verify("clReleaseContext", functions.releaseContext(device_));
            deviceReleased = true;
        }
    }

    /**
     * An empty holder: no native event exists until the first record returns one. A poisoned
     * device refuses it as it refuses every call but a release.
     */
    @Override
    public Event eventCreate() throws DriverException {
        health.check("eventCreate");
        return new Event(eventRelease);
    }

    /**
     * A holder of a native event made outside eventbind (a user event, or the event another
     * library's enqueue returned), taking the caller's reference to it: the next record or the
     * destroy releases it through {@code clReleaseEvent}, as it releases an event a record returned.
     *
     * <p>Restricted: the address goes to the driver unchecked, so the caller's module needs native
     * access, as for a JDK restricted method.
     *
     * @throws IllegalArgumentException when the handle is NULL
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies
     * illegal native access
     */
    @Restricted
    public Event eventAdopt(MemorySegment handle) {
        NativeAccess.checkCaller("OpenClEvents.eventAdopt");
        if (handle.address() == 0L) {
            throw new IllegalArgumentException("no native event: the handle is NULL");
        }
        Event adopted = new Event(eventRelease);
        adopted.holder.recorded(handle);
        return adopted;
    }

    /**
     * Calls {@code cl_int clReleaseEvent(cl_event event)} on a native event a holder no longer needs.
     */
    private void releaseNativeEvent(MemorySegment event) throws DriverException {
        health.verify("clReleaseEvent", functions.releaseEvent(event));
    }

    /**
     * Calls {@code cl_int clFlush(cl_command_queue command_queue)}.
     */
    private void flushStream(long stream) throws DriverException {
        health.verify("clFlush", functions.flush(stream));
    }

    /**
     * Reads both events' nanosecond stamps with {@code cl_int clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name, size_t param_value_size, void *param_value, size_t *param_value_size_ret)}; their distance modulo 2^64.
     */
    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        health.check("clGetEventProfilingInfo");
        long first;
        try {
            first = timestamp(start);
        } catch (DriverException failure) {
            end.holder.ensureLive();
            throw failure;
        }
        long second = timestamp(end);
        return DeviceTicks.elapsedNanos(first, second, 64, 1_000_000_000L);
    }

    /**
     * Calls {@code cl_int clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name, size_t param_value_size, void *param_value, size_t *param_value_size_ret)}.
     */
    private long timestamp(Event event) throws DriverException {
        long handle = event.holder.lock();
        try {
            if (handle == 0L) {
                throw new IllegalStateException("the event has no time: it was never recorded");
            }
            MemorySegment out = Scratch.get();
            int status = functions.commandEnd(handle, 4739, 8L, out, MemorySegment.NULL);
            if (!(status == 0) && statusConvention().notReady(status)) {
                // Not reached, failed, or reached a moment ago: the execution status tells.
                if (event.holder.takeUnsubmitted() instanceof Stream recorded) {
                    recorded.whileLive(this::flushStream);
                }
                int query = functions.executionStatus(handle, 4563, 4L, out, MemorySegment.NULL);
                int execution = query == 0 ? out.get(ValueLayout.JAVA_INT, 0) : 0;
                if (execution < 0) {
                    throw health.note(statusConvention().failure("clGetEventInfo", execution));
                } else if (execution == 0) {
                    int again = functions.commandEnd(handle, 4739, 8L, out, MemorySegment.NULL);
                    if (!(again == 0)) {
                        throw health.note(statusConvention().settled("clGetEventProfilingInfo", again));
                    }
                    status = again;
                }
            }
            if (status != 0) {
                throw health.note(statusConvention().failure("clGetEventProfilingInfo", status));
            }
            return out.get(ValueLayout.JAVA_LONG, 0);
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code version}, written by hand; static, so the probe reads it even when no instance opens.
     */
    private static Optional<String> reportedVersion() {
        try {
            return Optional.of(OpenClFunctions.open().version(statusConvention()));
        } catch (DriverException | RuntimeException failure) {
            // No library, no platform, or the driver's refusal: the probe says why without it.
            return Optional.empty();
        }
    }

    /**
     * An OpenCL event: the native event its last record returned, from
     * {@link OpenClEvents#eventCreate()}.
     */
    public static final class Event {
        /**
         * Its native event, replaced on each record; never handed to callers.
         */
        private final ReturnedEvent holder;

        private Event(ReturnedEvent.Release release) {
            this.holder = new ReturnedEvent(release, "OpenCL event");
        }

        /**
         * Whether it was destroyed.
         */
        public boolean destroyed() {
            return holder.destroyed();
        }

        /**
         * How many native events it holds: none before its first record, then the last
         * one returned and any replaced one a host wait still uses.
         */
        public int nativeEvents() {
            return holder.nativeEvents();
        }

        @Override
        public String toString() {
            return holder.toString();
        }
    }

    /**
     * An OpenCL stream: the driver's handle, from {@link OpenClEvents#streamCreateNonBlocking()},
     * or adopted or borrowed.
     */
    public static final class Stream extends DeviceHandle {
        private Stream(MemorySegment handle, boolean owned) {
            super(handle, owned);
        }

        @Override
        protected String describe() {
            return "OpenCL stream";
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
            return new Stream(foreign(handle, "OpenClEvents.Stream.adopt"), true);
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
            return new Stream(foreign(handle, "OpenClEvents.Stream.borrow"), false);
        }
    }
}
