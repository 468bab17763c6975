package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.binding.DeviceHandle;
import dev.eventbind.binding.DeviceHealth;
import dev.eventbind.binding.DeviceTicks;
import dev.eventbind.binding.DeviceUse;
import dev.eventbind.binding.ReturnedEvent;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.ffm.StatusTexts;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Map;
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
public final class OpenClEvents implements EventApi<OpenClEvents.Event, OpenClEvents.Stream>, AutoCloseable {
    private static final String BACKEND = "OpenCL";

    private static final Rank RANK = Rank.PORTABLE;

    private static final StatusConvention STATUS = new StatusConvention(BACKEND, new int[] {-7}, new int[] {},
            StatusTexts.fromTable(Map.ofEntries(
                    Map.entry(0, new StatusTexts.Text("CL_SUCCESS")),
                    Map.entry(-1, new StatusTexts.Text("CL_DEVICE_NOT_FOUND")),
                    Map.entry(-2, new StatusTexts.Text("CL_DEVICE_NOT_AVAILABLE")),
                    Map.entry(-3, new StatusTexts.Text("CL_COMPILER_NOT_AVAILABLE")),
                    Map.entry(-4, new StatusTexts.Text("CL_MEM_OBJECT_ALLOCATION_FAILURE")),
                    Map.entry(-5, new StatusTexts.Text("CL_OUT_OF_RESOURCES")),
                    Map.entry(-6, new StatusTexts.Text("CL_OUT_OF_HOST_MEMORY")),
                    Map.entry(-7, new StatusTexts.Text("CL_PROFILING_INFO_NOT_AVAILABLE")),
                    Map.entry(-8, new StatusTexts.Text("CL_MEM_COPY_OVERLAP")),
                    Map.entry(-9, new StatusTexts.Text("CL_IMAGE_FORMAT_MISMATCH")),
                    Map.entry(-10, new StatusTexts.Text("CL_IMAGE_FORMAT_NOT_SUPPORTED")),
                    Map.entry(-11, new StatusTexts.Text("CL_BUILD_PROGRAM_FAILURE")),
                    Map.entry(-12, new StatusTexts.Text("CL_MAP_FAILURE")),
                    Map.entry(-13, new StatusTexts.Text("CL_MISALIGNED_SUB_BUFFER_OFFSET")),
                    Map.entry(-14,
                            new StatusTexts.Text("CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST")),
                    Map.entry(-15, new StatusTexts.Text("CL_COMPILE_PROGRAM_FAILURE")),
                    Map.entry(-16, new StatusTexts.Text("CL_LINKER_NOT_AVAILABLE")),
                    Map.entry(-17, new StatusTexts.Text("CL_LINK_PROGRAM_FAILURE")),
                    Map.entry(-18, new StatusTexts.Text("CL_DEVICE_PARTITION_FAILED")),
                    Map.entry(-19, new StatusTexts.Text("CL_KERNEL_ARG_INFO_NOT_AVAILABLE")),
                    Map.entry(-30, new StatusTexts.Text("CL_INVALID_VALUE")),
                    Map.entry(-31, new StatusTexts.Text("CL_INVALID_DEVICE_TYPE")),
                    Map.entry(-32, new StatusTexts.Text("CL_INVALID_PLATFORM")),
                    Map.entry(-33, new StatusTexts.Text("CL_INVALID_DEVICE")),
                    Map.entry(-34, new StatusTexts.Text("CL_INVALID_CONTEXT")),
                    Map.entry(-35, new StatusTexts.Text("CL_INVALID_QUEUE_PROPERTIES")),
                    Map.entry(-36, new StatusTexts.Text("CL_INVALID_COMMAND_QUEUE")),
                    Map.entry(-37, new StatusTexts.Text("CL_INVALID_HOST_PTR")),
                    Map.entry(-38, new StatusTexts.Text("CL_INVALID_MEM_OBJECT")),
                    Map.entry(-39, new StatusTexts.Text("CL_INVALID_IMAGE_FORMAT_DESCRIPTOR")),
                    Map.entry(-40, new StatusTexts.Text("CL_INVALID_IMAGE_SIZE")),
                    Map.entry(-41, new StatusTexts.Text("CL_INVALID_SAMPLER")),
                    Map.entry(-42, new StatusTexts.Text("CL_INVALID_BINARY")),
                    Map.entry(-43, new StatusTexts.Text("CL_INVALID_BUILD_OPTIONS")),
                    Map.entry(-44, new StatusTexts.Text("CL_INVALID_PROGRAM")),
                    Map.entry(-45, new StatusTexts.Text("CL_INVALID_PROGRAM_EXECUTABLE")),
                    Map.entry(-46, new StatusTexts.Text("CL_INVALID_KERNEL_NAME")),
                    Map.entry(-47, new StatusTexts.Text("CL_INVALID_KERNEL_DEFINITION")),
                    Map.entry(-48, new StatusTexts.Text("CL_INVALID_KERNEL")),
                    Map.entry(-49, new StatusTexts.Text("CL_INVALID_ARG_INDEX")),
                    Map.entry(-50, new StatusTexts.Text("CL_INVALID_ARG_VALUE")),
                    Map.entry(-51, new StatusTexts.Text("CL_INVALID_ARG_SIZE")),
                    Map.entry(-52, new StatusTexts.Text("CL_INVALID_KERNEL_ARGS")),
                    Map.entry(-53, new StatusTexts.Text("CL_INVALID_WORK_DIMENSION")),
                    Map.entry(-54, new StatusTexts.Text("CL_INVALID_WORK_GROUP_SIZE")),
                    Map.entry(-55, new StatusTexts.Text("CL_INVALID_WORK_ITEM_SIZE")),
                    Map.entry(-56, new StatusTexts.Text("CL_INVALID_GLOBAL_OFFSET")),
                    Map.entry(-57, new StatusTexts.Text("CL_INVALID_EVENT_WAIT_LIST")),
                    Map.entry(-58, new StatusTexts.Text("CL_INVALID_EVENT")),
                    Map.entry(-59, new StatusTexts.Text("CL_INVALID_OPERATION")),
                    Map.entry(-60, new StatusTexts.Text("CL_INVALID_GL_OBJECT")),
                    Map.entry(-61, new StatusTexts.Text("CL_INVALID_BUFFER_SIZE")),
                    Map.entry(-62, new StatusTexts.Text("CL_INVALID_MIP_LEVEL")),
                    Map.entry(-63, new StatusTexts.Text("CL_INVALID_GLOBAL_WORK_SIZE")),
                    Map.entry(-64, new StatusTexts.Text("CL_INVALID_PROPERTY")),
                    Map.entry(-65, new StatusTexts.Text("CL_INVALID_IMAGE_DESCRIPTOR")),
                    Map.entry(-66, new StatusTexts.Text("CL_INVALID_COMPILER_OPTIONS")),
                    Map.entry(-67, new StatusTexts.Text("CL_INVALID_LINKER_OPTIONS")),
                    Map.entry(-68, new StatusTexts.Text("CL_INVALID_DEVICE_PARTITION_COUNT")),
                    Map.entry(-69, new StatusTexts.Text("CL_INVALID_PIPE_SIZE")),
                    Map.entry(-70, new StatusTexts.Text("CL_INVALID_DEVICE_QUEUE")),
                    Map.entry(-71, new StatusTexts.Text("CL_INVALID_SPEC_ID")),
                    Map.entry(-72, new StatusTexts.Text("CL_MAX_SIZE_RESTRICTION_EXCEEDED")))));

    private final OpenClFunctions functions;

    /**
     * The first status that poisoned this instance's device; later calls fail fast.
     */
    private final DeviceHealth health = new DeviceHealth();

    /**
     * What {@code context}, written by hand, returned when the backend opened, or the handle it was opened on.
     */
    private final MemorySegment device_;

    /**
     * The calls passing the device in flight, which {@code close()} waits out.
     */
    private final DeviceUse deviceUse = new DeviceUse(BACKEND);

    /**
     * How a holder releases a native event it no longer needs.
     */
    private final ReturnedEvent.Release eventRelease = this::releaseNativeEvent;

    private OpenClEvents(OpenClFunctions functions, MemorySegment device_) {
        this.functions = functions;
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
        STATUS.checkFaultPlan(OpenClFunctions.library());
        MemorySegment device_;
        try {
            device_ = functions.context(STATUS);
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
        STATUS.checkFaultPlan(OpenClFunctions.library());
        return new OpenClEvents(functions, device_);
    }

    /**
     * Ready only when a timed read works: a stream, two events recorded, the second waited for,
     * the span read, all released. Never throws: otherwise unavailable in the driver's words, with
     * the version when the library reports one (its version query needs no device).
     */
    public static BackendProbe probe() {
        return BackendProbes.probe(BACKEND, RANK, OpenClFunctions.library(), OpenClEvents::reportedVersion, OpenClEvents::open);
    }

    @Override
    public String backend() {
        return BACKEND;
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
        return STATUS;
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
        int status = functions.enqueueMarker(stream.handle(), 0, MemorySegment.NULL, out);
        if (status != 0) {
            throw health.note(STATUS.failure("clEnqueueMarkerWithWaitList", status));
        }
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
            list.set(ValueLayout.ADDRESS, 0, MemorySegment.ofAddress(held));
            int status = functions.waitForEvents(1, list);
            if (status != 0) {
                throw health.note(STATUS.failure("clWaitForEvents", status));
            }
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
            if (pending instanceof Stream recorded && !recorded.destroyed()) {
                flushStream(recorded.handle());
            }
            MemorySegment out = Scratch.get();
            int status = functions.executionStatus(MemorySegment.ofAddress(held), 4563, 4L, out, MemorySegment.NULL);
            if (status != 0) {
                throw health.note(STATUS.failure("clGetEventInfo", status));
            }
            int execution = out.get(ValueLayout.JAVA_INT, 0);
            if (execution == 0) {
                return true;
            }
            if (execution > 0) {
                return false;
            }
            throw health.note(STATUS.failure("clGetEventInfo", execution));
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
            if (pending instanceof Stream recorded && !recorded.destroyed()) {
                flushStream(recorded.handle());
            }
            MemorySegment list = Scratch.get();
            list.set(ValueLayout.ADDRESS, 0, MemorySegment.ofAddress(held));
            int status = functions.enqueueBarrier(stream.handle(), 1, list, MemorySegment.NULL);
            if (status != 0) {
                throw health.note(STATUS.failure("clEnqueueBarrierWithWaitList", status));
            }
        } finally {
            event.holder.unlock();
        }
    }

    /**
     * Calls {@code cl_int clFinish(cl_command_queue command_queue)}.
     */
    @Override
    public void streamSynchronize(Stream stream) throws DriverException {
        health.check("clFinish");
        int status = functions.finish(stream.handle());
        if (status != 0) {
            throw health.note(STATUS.failure("clFinish", status));
        }
    }

    /**
     * Calls {@code cl_int clReleaseCommandQueue(cl_command_queue command_queue)}.
     */
    @Override
    public void streamDestroy(Stream stream) throws DriverException {
        MemorySegment handle = stream.release();
        if (!stream.owned()) {
            // Borrowed: its creator destroys the driver's stream.
            return;
        }
        int status = functions.releaseQueue(handle);
        if (status != 0) {
            throw health.note(STATUS.failure("clReleaseCommandQueue", status));
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
                return new Stream(functions.streamCreate(STATUS, device_), true);
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
     * them, a host wait included); a second close does nothing. Streams and events already made
     * keep working where the driver counts references to the device; a call that passes the
     * device, a new stream's included, is refused from the start of the close.
     */
    @Override
    public void close() throws DriverException {
        if (!deviceUse.close()) {
            return;
        }
        // No call passing the device is in flight, and none can begin.
        int status = functions.releaseContext(device_);
        if (status != 0) {
            throw health.note(STATUS.failure("clReleaseContext", status));
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
        int status = functions.releaseEvent(event);
        if (status != 0) {
            throw health.note(STATUS.failure("clReleaseEvent", status));
        }
    }

    /**
     * Calls {@code cl_int clFlush(cl_command_queue command_queue)}.
     */
    private void flushStream(MemorySegment stream) throws DriverException {
        int status = functions.flush(stream);
        if (status != 0) {
            throw health.note(STATUS.failure("clFlush", status));
        }
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
            int status = functions.commandEnd(MemorySegment.ofAddress(handle), 4739, 8L, out, MemorySegment.NULL);
            if (!(status == 0) && STATUS.notReady(status)) {
                // Not reached, failed, or reached a moment ago: the execution status tells.
                if (event.holder.takeUnsubmitted() instanceof Stream recorded && !recorded.destroyed()) {
                    flushStream(recorded.handle());
                }
                int query = functions.executionStatus(MemorySegment.ofAddress(handle), 4563, 4L, out, MemorySegment.NULL);
                int execution = query == 0 ? out.get(ValueLayout.JAVA_INT, 0) : 0;
                if (execution < 0) {
                    throw health.note(STATUS.failure("clGetEventInfo", execution));
                } else if (execution == 0) {
                    int again = functions.commandEnd(MemorySegment.ofAddress(handle), 4739, 8L, out, MemorySegment.NULL);
                    if (!(again == 0)) {
                        throw health.note(STATUS.settled("clGetEventProfilingInfo", again));
                    }
                    status = again;
                }
            }
            if (status != 0) {
                throw health.note(STATUS.failure("clGetEventProfilingInfo", status));
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
            return Optional.of(OpenClFunctions.open().version(STATUS));
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

        private MemorySegment release() {
            return releaseHandle();
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
            NativeAccess.checkCaller("OpenClEvents.Stream.adopt");
            return new Stream(handle, true);
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
            NativeAccess.checkCaller("OpenClEvents.Stream.borrow");
            return new Stream(handle, false);
        }
    }
}
