package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.binding.ReturnedEvent;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.Objects;
import java.util.Optional;

/**
 * {@link EventApi} over OpenCL, spelled on the generated typed downcalls of {@link OpenCl}.
 *
 * <p>OpenCL events come back from enqueues rather than being created and then recorded, so an {@link Event} is
 * a holder: recording enqueues a marker, keeps the {@code cl_event} it returns and releases the one it held
 * before. A {@link Queue} is a command queue with profiling enabled: one the backend made on its context, or one
 * made elsewhere and {@linkplain #adopt adopted}. Elapsed time is {@code END(b) - END(a)} of the two markers'
 * {@code CL_PROFILING_COMMAND_END} counters, in nanoseconds. Record, wait, query and elapsed pass their
 * out-parameters and wait lists through the per-thread {@link Scratch} segment and allocate nothing. A record
 * does not flush its queue; the calls that need the marker submitted flush it (see {@link Markers}).
 *
 * <p>Closing the backend releases its context; queues already created keep it alive (OpenCL reference counts
 * it) until they are destroyed.
 */
public final class OpenClEvents implements EventApi<OpenClEvents.Event, OpenClEvents.Queue>, AutoCloseable {

    /** The backend name in log lines and errors. */
    public static final String BACKEND = "OpenCL";

    /** {@code {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0}}: every queue stamps its commands. */
    private static final MemorySegment PROFILING_QUEUE = Arena.global()
            .allocateFrom(JAVA_LONG, Cl.QUEUE_PROPERTIES, Cl.QUEUE_PROFILING_ENABLE, 0L);

    private final OpenCl cl;
    private final Markers markers;
    private final OpenClDevice device;
    private final MemorySegment context;
    private boolean closed;

    private OpenClEvents(OpenCl cl, OpenClDevice device, MemorySegment context) {
        this.cl = cl;
        this.markers = new Markers(cl);
        this.device = device;
        this.context = context;
    }

    /**
     * Opens the backend on the configured device (see {@link Devices}) of the library linked by the generated
     * {@code OpenClFunctions}.
     *
     * @throws dev.eventbind.api.BackendUnavailableException when the library, a platform or a device is missing
     */
    public static OpenClEvents open() throws DriverException {
        return open(linked(), Devices.configured());
    }

    /** Opens the backend on {@code cl}, on the device named by {@code wantedDevice} or the default choice. */
    public static OpenClEvents open(OpenCl cl, Optional<String> wantedDevice) throws DriverException {
        OpenClDevice device = Devices.choose(cl, wantedDevice);
        MemorySegment scratch = Scratch.get();
        scratch.set(JAVA_LONG, 0, device.device().address());
        MemorySegment errcode = scratch.asSlice(8, JAVA_INT);
        MemorySegment context = cl.clCreateContext(MemorySegment.NULL, 1, scratch, MemorySegment.NULL,
                MemorySegment.NULL, errcode);
        Markers.check(errcode.get(JAVA_INT, 0), "clCreateContext");
        return new OpenClEvents(cl, device, context);
    }

    /**
     * Opens the backend on the context and device of a queue made elsewhere (by LWJGL, JOCL or C code), so that
     * its own queues can wait on that queue's events and it on theirs. The backend takes a reference of its own
     * to the context ({@code clRetainContext}), released by {@link #close()}; the queue itself is not adopted
     * (see {@link #adopt}).
     *
     * @param queue a live {@code cl_command_queue}, e.g. {@code MemorySegment.ofAddress(lwjglQueue)}
     * @throws IllegalCallerException when the calling module has no native access: the address reaches the driver
     */
    @Restricted
    public static OpenClEvents sharing(MemorySegment queue) throws DriverException {
        NativeAccess.checkCaller("OpenClEvents.sharing");
        OpenCl cl = linked();
        QueueInfo info = QueueInfo.of(cl, queue);
        OpenClDevice device = Devices.describe(cl, info.device());
        Markers.check(cl.clRetainContext(info.context()), "clRetainContext");
        return new OpenClEvents(cl, device, info.context());
    }

    /**
     * Adopts a command queue made elsewhere, of any context: its events can be timed and waited on, and queues of
     * the same context can wait on it and it on them; a wait across contexts is refused with
     * {@link OpenClQueueException} before the driver is called. An {@link Ownership#OWNED} queue is released by
     * {@link #streamDestroy}; a {@link Ownership#BORROWED} one never is, and must outlive every use of it and of
     * the events recorded on it.
     *
     * @param queue a live {@code cl_command_queue}, e.g. {@code MemorySegment.ofAddress(lwjglQueue)}
     * @throws OpenClQueueException when the queue was made without {@code CL_QUEUE_PROFILING_ENABLE}; the caller
     *         then still owns it
     * @throws IllegalCallerException when the calling module has no native access: the address reaches the driver
     */
    @Restricted
    public Queue adopt(MemorySegment queue, Ownership ownership) throws DriverException {
        NativeAccess.checkCaller("OpenClEvents.adopt");
        Objects.requireNonNull(ownership, "ownership");
        QueueInfo info = QueueInfo.of(cl, queue).requireProfiling();
        return new Queue(info.queue(), info.context(), ownership, info.outOfOrder());
    }

    /** The device this backend runs on. */
    public OpenClDevice device() {
        return device;
    }

    @Override
    public String backend() {
        return BACKEND;
    }

    @Override
    public Event eventCreate() {
        return new Event(markers::release);
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        markers.destroy(event);
    }

    @Override
    public void eventRecord(Event event, Queue queue) throws DriverException {
        markers.record(event, queue);
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        markers.await(event);
    }

    /** {@code clGetEventInfo(CL_EVENT_COMMAND_EXECUTION_STATUS)}; a failed command throws its own error. */
    @Override
    public boolean eventQuery(Event event) throws DriverException {
        return markers.query(event);
    }

    @Override
    public boolean supportsEventQuery() {
        return true;
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        return markers.elapsedNanos(start, end);
    }

    @Override
    public void streamWaitEvent(Queue queue, Event event) throws DriverException {
        markers.streamWait(queue, event);
    }

    @Override
    public void streamSynchronize(Queue queue) throws DriverException {
        Markers.check(cl.clFinish(queue.live()), "clFinish");
    }

    /** A profiling-enabled in-order queue; OpenCL queues never synchronize implicitly with one another. */
    @Override
    public Queue streamCreateNonBlocking() throws DriverException {
        MemorySegment errcode = Scratch.get();
        MemorySegment context = context();
        MemorySegment queue = cl.clCreateCommandQueueWithProperties(context, device.device(), PROFILING_QUEUE,
                errcode);
        Markers.check(errcode.get(JAVA_INT, 0), "clCreateCommandQueueWithProperties");
        return new Queue(queue, context, Ownership.OWNED, false);
    }

    /** Releases an owned queue; a borrowed one is only retired, and its owner releases it. */
    @Override
    public void streamDestroy(Queue queue) throws DriverException {
        MemorySegment handle = queue.retire();
        if (queue.ownership() == Ownership.OWNED) {
            Markers.check(cl.clReleaseCommandQueue(handle), "clReleaseCommandQueue");
        }
    }

    /** Releases this backend's reference to its context; a second close does nothing. */
    @Override
    public void close() throws DriverException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        Markers.check(cl.clReleaseContext(context), "clReleaseContext");
    }

    /** The typed downcalls this backend calls, for helpers such as {@link OpenClWork}. */
    OpenCl functions() {
        return cl;
    }

    /** The context, for buffers and queues; refused once the backend is closed. */
    synchronized MemorySegment context() {
        if (closed) {
            throw new IllegalStateException("OpenCL backend used after close()");
        }
        return context;
    }

    /** The one place the generated functions are made: how they are obtained may change, callers do not. */
    private static OpenCl linked() {
        return OpenClFunctions.open();
    }

    /**
     * An event: the {@code cl_event} of the last marker recorded into it, or none yet, in a
     * {@link ReturnedEvent} holder, so a release never races a wait or a read; once destroyed it refuses every use.
     */
    public static final class Event {

        /** The markers' holder; never handed to callers (its methods pass native handles). */
        final ReturnedEvent holder;

        Event(ReturnedEvent.Release release) {
            this.holder = new ReturnedEvent(release, "OpenCL event");
        }

        @Override
        public String toString() {
            return holder.toString();
        }
    }

    /** A profiling-enabled {@code cl_command_queue}, owned or borrowed; once destroyed it refuses every use. */
    public static final class Queue {
        private final MemorySegment handle;
        private final MemorySegment context;
        private final Ownership ownership;
        private final boolean outOfOrder;
        private volatile boolean destroyed;

        Queue(MemorySegment handle, MemorySegment context, Ownership ownership, boolean outOfOrder) {
            this.handle = Objects.requireNonNull(handle);
            this.context = Objects.requireNonNull(context);
            this.ownership = ownership;
            this.outOfOrder = outOfOrder;
        }

        /** Whether {@code streamDestroy} releases the queue ({@code OWNED}) or leaves it to its maker. */
        public Ownership ownership() {
            return ownership;
        }

        MemorySegment live() {
            if (destroyed) {
                throw new IllegalStateException("OpenCL queue used after streamDestroy");
            }
            return handle;
        }

        MemorySegment context() {
            return context;
        }

        boolean outOfOrder() {
            return outOfOrder;
        }

        boolean isDestroyed() {
            return destroyed;
        }

        private synchronized MemorySegment retire() {
            MemorySegment live = live();
            destroyed = true;
            return live;
        }

        @Override
        public String toString() {
            String state = destroyed ? "destroyed" : "0x" + Long.toHexString(handle.address());
            return "OpenClQueue[" + state + (ownership == Ownership.BORROWED ? ", borrowed]" : "]");
        }
    }
}
