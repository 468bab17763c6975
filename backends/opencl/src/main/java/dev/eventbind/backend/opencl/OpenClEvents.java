package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.api.EventApi;
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
 * before. A {@link Queue} is an in-order command queue with profiling enabled on the backend's one context.
 * Elapsed time is {@code END(b) - END(a)} of the two markers' {@code CL_PROFILING_COMMAND_END} counters, in
 * nanoseconds. Record, wait and elapsed pass their out-parameters and wait lists through the per-thread
 * {@link Scratch} segment and allocate nothing.
 *
 * <p>Closing the backend releases its context; queues already created keep it alive (OpenCL reference counts
 * it) until they are destroyed.
 */
public final class OpenClEvents implements EventApi<OpenClEvents.Event, OpenClEvents.Queue>, AutoCloseable {

    /** The backend name in log lines and errors. */
    public static final String BACKEND = "OpenCL";

    private static final System.Logger LOG = System.getLogger(OpenClEvents.class.getName());
    private static final int PROFILING_INFO_NOT_AVAILABLE = ClStatus.PROFILING_INFO_NOT_AVAILABLE.code();
    private static final int INVALID_EVENT = ClStatus.INVALID_EVENT.code();
    /** {@code {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0}}: every queue stamps its commands. */
    private static final MemorySegment PROFILING_QUEUE = Arena.global()
            .allocateFrom(JAVA_LONG, Cl.QUEUE_PROPERTIES, Cl.QUEUE_PROFILING_ENABLE, 0L);

    private final OpenCl cl;
    private final OpenClDevice device;
    private final MemorySegment context;
    private boolean closed;

    private OpenClEvents(OpenCl cl, OpenClDevice device, MemorySegment context) {
        this.cl = cl;
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
        return open(OpenClFunctions.open(), Devices.configured());
    }

    /** Opens the backend on {@code cl}, on the device named by {@code wantedDevice} or the default choice. */
    public static OpenClEvents open(OpenCl cl, Optional<String> wantedDevice) throws DriverException {
        OpenClDevice device = Devices.choose(cl, wantedDevice);
        MemorySegment scratch = Scratch.get();
        scratch.set(JAVA_LONG, 0, device.device().address());
        MemorySegment errcode = scratch.asSlice(8, JAVA_INT);
        MemorySegment context = cl.clCreateContext(MemorySegment.NULL, 1, scratch, MemorySegment.NULL,
                MemorySegment.NULL, errcode);
        check(errcode.get(JAVA_INT, 0), "clCreateContext");
        return new OpenClEvents(cl, device, context);
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
        return new Event(0L);
    }

    @Override
    public void eventDestroy(Event event) throws DriverException {
        long handle;
        synchronized (event) {
            event.checkLive();
            event.destroyed = true;
            handle = event.handle;
            event.handle = 0L;
        }
        if (handle != 0L) {
            check(cl.clReleaseEvent(MemorySegment.ofAddress(handle)), "clReleaseEvent");
        }
    }

    @Override
    public void eventRecord(Event event, Queue queue) throws DriverException {
        MemorySegment q = queue.live();
        synchronized (event) {
            event.checkLive();
            MemorySegment scratch = Scratch.get();
            check(cl.clEnqueueMarkerWithWaitList(q, 0, MemorySegment.NULL, scratch), "clEnqueueMarkerWithWaitList");
            long previous = event.handle;
            event.handle = scratch.get(JAVA_LONG, 0);
            if (previous != 0L) {
                releaseReplaced(previous);
            }
        }
        // Submit now, as a CUDA record does: another queue may wait on this marker, and OpenCL only promises
        // cross-queue waits on commands that were flushed.
        check(cl.clFlush(q), "clFlush");
    }

    @Override
    public void eventWait(Event event) throws DriverException {
        synchronized (event) {
            event.checkLive();
            if (event.handle == 0L) {
                return; // nothing recorded: nothing to wait for, as with a fresh CUDA event
            }
            MemorySegment waitList = Scratch.get();
            waitList.set(JAVA_LONG, 0, event.handle);
            check(cl.clWaitForEvents(1, waitList), "clWaitForEvents");
        }
    }

    @Override
    public long eventElapsedNanos(Event start, Event end) throws DriverException {
        start.ensureLive(); // both, before either reaches the driver
        end.ensureLive();
        long from = commandEnd(start);
        long to = commandEnd(end);
        return Elapsed.clampNanos(to - from);
    }

    @Override
    public void streamWaitEvent(Queue queue, Event event) throws DriverException {
        MemorySegment q = queue.live();
        synchronized (event) {
            event.checkLive();
            if (event.handle == 0L) {
                return; // waiting on an event never recorded is a no-op, as in CUDA
            }
            MemorySegment waitList = Scratch.get();
            waitList.set(JAVA_LONG, 0, event.handle);
            check(cl.clEnqueueBarrierWithWaitList(q, 1, waitList, MemorySegment.NULL),
                    "clEnqueueBarrierWithWaitList");
        }
    }

    @Override
    public void streamSynchronize(Queue queue) throws DriverException {
        check(cl.clFinish(queue.live()), "clFinish");
    }

    /** A profiling-enabled command queue; OpenCL queues never synchronize implicitly with one another. */
    @Override
    public Queue streamCreateNonBlocking() throws DriverException {
        MemorySegment errcode = Scratch.get();
        MemorySegment queue = cl.clCreateCommandQueueWithProperties(context(), device.device(), PROFILING_QUEUE,
                errcode);
        check(errcode.get(JAVA_INT, 0), "clCreateCommandQueueWithProperties");
        return new Queue(queue);
    }

    @Override
    public void streamDestroy(Queue queue) throws DriverException {
        check(cl.clReleaseCommandQueue(queue.retire()), "clReleaseCommandQueue");
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
        check(cl.clReleaseContext(context), "clReleaseContext");
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

    /** {@code CL_PROFILING_COMMAND_END} of the event's marker, in device nanoseconds. */
    private long commandEnd(Event event) throws DriverException {
        synchronized (event) {
            event.checkLive();
            if (event.handle == 0L) {
                // Never recorded: no timestamp exists; the driver says the same of a NULL event.
                throw ClStatus.error("clGetEventProfilingInfo", INVALID_EVENT);
            }
            MemorySegment handle = MemorySegment.ofAddress(event.handle);
            MemorySegment value = Scratch.get();
            int status = endOf(handle, value);
            if (status == PROFILING_INFO_NOT_AVAILABLE) {
                // "Not available" means not complete yet, or that the command failed: the execution status tells.
                int execution = executionStatus(handle, value);
                if (execution > Cl.COMPLETE) {
                    throw ClStatus.notReady("clGetEventProfilingInfo", status);
                }
                // A failure reports the command's own error; a marker complete by now is read again.
                status = execution < Cl.COMPLETE ? execution : endOf(handle, value);
            }
            check(status, "clGetEventProfilingInfo");
            return value.get(JAVA_LONG, 0);
        }
    }

    private int endOf(MemorySegment handle, MemorySegment value) {
        return cl.clGetEventProfilingInfo(handle, Cl.PROFILING_COMMAND_END, JAVA_LONG.byteSize(), value,
                MemorySegment.NULL);
    }

    /**
     * The command's execution status: queued, submitted or running (positive), complete, or its error (negative).
     * Read as complete when the query itself fails, so the caller reports the plain status instead of guessing.
     */
    private int executionStatus(MemorySegment handle, MemorySegment value) {
        int status = cl.clGetEventInfo(handle, Cl.EVENT_COMMAND_EXECUTION_STATUS, JAVA_INT.byteSize(), value,
                MemorySegment.NULL);
        return status == Cl.SUCCESS ? value.get(JAVA_INT, 0) : Cl.COMPLETE;
    }

    /** The marker a record replaced: the new one is queued, so a failed release can only be logged. */
    private void releaseReplaced(long handle) {
        int status = cl.clReleaseEvent(MemorySegment.ofAddress(handle));
        if (status != Cl.SUCCESS) {
            LOG.log(System.Logger.Level.WARNING, "Failed to release an OpenCL event: {0}",
                    ClStatus.error("clReleaseEvent", status).getMessage());
        }
    }

    private static void check(int status, String function) throws DriverException {
        if (status != Cl.SUCCESS) {
            throw ClStatus.error(function, status);
        }
    }

    /**
     * An event holder: the {@code cl_event} of the last marker recorded into it, or none yet. Guarded by its own
     * monitor, so a release never races a wait or a read; once destroyed it refuses every use.
     */
    public static final class Event {
        private long handle;
        private boolean destroyed;

        /** A holder of {@code handle}, a {@code cl_event} it now owns, or of nothing yet (0). */
        Event(long handle) {
            this.handle = handle;
        }

        private synchronized void ensureLive() {
            checkLive();
        }

        private void checkLive() {
            if (destroyed) {
                throw new IllegalStateException("OpenCL event used after eventDestroy");
            }
        }

        @Override
        public synchronized String toString() {
            return destroyed ? "OpenClEvent[destroyed]" : "OpenClEvent[0x" + Long.toHexString(handle) + "]";
        }
    }

    /** A profiling-enabled {@code cl_command_queue}; once destroyed it refuses every use. */
    public static final class Queue {
        private final MemorySegment handle;
        private volatile boolean destroyed;

        private Queue(MemorySegment handle) {
            this.handle = Objects.requireNonNull(handle);
        }

        MemorySegment live() {
            if (destroyed) {
                throw new IllegalStateException("OpenCL queue used after streamDestroy");
            }
            return handle;
        }

        private synchronized MemorySegment retire() {
            MemorySegment live = live();
            destroyed = true;
            return live;
        }

        @Override
        public String toString() {
            return destroyed ? "OpenClQueue[destroyed]" : "OpenClQueue[0x" + Long.toHexString(handle.address()) + "]";
        }
    }
}
