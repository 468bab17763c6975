package dev.eventbind.backend.opencl;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Queue;
import dev.eventbind.binding.ReturnedEvent;
import dev.eventbind.ffm.Scratch;
import java.lang.foreign.MemorySegment;

/**
 * The event calls spelled on OpenCL markers, each on its event's {@link ReturnedEvent} holder: short calls under its
 * lock, a host wait on a use of its own.
 *
 * <p>A record does not flush its queue: a flush is a real submission on a GPU driver, and it is needed only where
 * something waits for the marker without a blocking call that flushes by itself ({@code clWaitForEvents} and
 * {@code clFinish} do). So the holder remembers the marker's queue until it is submitted, and the three places that
 * depend on the marker being submitted flush that queue once: another queue's barrier on it, a non-blocking query,
 * and an elapsed read that found the marker not yet complete (so a caller that polls sees it progress).
 */
final class Markers {

    private final OpenCl cl;

    Markers(OpenCl cl) {
        this.cl = cl;
    }

    /** Enqueues a marker (a barrier on an out-of-order queue) and makes it the holder's, releasing the one before. */
    void record(Event event, Queue queue) throws DriverException {
        MemorySegment q = queue.live();
        event.holder.ensureLive();
        MemorySegment out = Scratch.get();
        // On an out-of-order queue a marker would not hold back later commands, so the window's start could be
        // stamped after work it is meant to precede; a barrier does both.
        if (queue.outOfOrder()) {
            check(cl.clEnqueueBarrierWithWaitList(q, 0, MemorySegment.NULL, out), "clEnqueueBarrierWithWaitList");
        } else {
            check(cl.clEnqueueMarkerWithWaitList(q, 0, MemorySegment.NULL, out), "clEnqueueMarkerWithWaitList");
        }
        // Refused, with the new marker released, when the event was destroyed meanwhile; a failed release of the
        // marker it replaces is logged (the new one is queued).
        event.holder.recorded(out.get(ADDRESS, 0), queue);
    }

    /** Releases a marker its holder no longer needs. */
    void release(MemorySegment marker) throws DriverException {
        check(cl.clReleaseEvent(marker), "clReleaseEvent");
    }

    void destroy(Event event) throws DriverException {
        event.holder.destroy();
    }

    /** Blocks on a use of its own, so the holder's lock is not held for the wait. */
    void await(Event event) throws DriverException {
        long held = event.holder.acquire(); // a long, not a segment kept across the calls: the wait allocates nothing
        if (held == 0L) {
            return; // nothing recorded: nothing to wait for, as with a fresh CUDA event
        }
        try {
            MemorySegment waitList = Scratch.get();
            waitList.set(JAVA_LONG, 0, held);
            check(cl.clWaitForEvents(1, waitList), "clWaitForEvents"); // flushes the marker's queue itself
        } finally {
            event.holder.release(held);
        }
    }

    /** CL_COMPLETE: true; queued, submitted or running: false; a failed command: its error. */
    boolean query(Event event) throws DriverException {
        ReturnedEvent holder = event.holder;
        long handle = holder.lock();
        try {
            if (handle == 0L) {
                return true; // never recorded: complete, as cudaEventQuery says of a fresh event
            }
            flushPending(holder); // a poll only sees progress of submitted commands
            MemorySegment value = Scratch.get();
            check(cl.clGetEventInfo(MemorySegment.ofAddress(handle), Cl.EVENT_COMMAND_EXECUTION_STATUS,
                    JAVA_INT.byteSize(), value, MemorySegment.NULL), "clGetEventInfo");
            int execution = value.get(JAVA_INT, 0);
            if (execution < Cl.COMPLETE) {
                throw Cl.STATUS.failure("clGetEventInfo", execution);
            }
            return execution == Cl.COMPLETE;
        } finally {
            holder.unlock();
        }
    }

    /** A barrier on {@code waiter} behind the holder's marker; refused across contexts before the driver sees it. */
    void streamWait(Queue waiter, Event event) throws DriverException {
        MemorySegment q = waiter.live();
        ReturnedEvent holder = event.holder;
        long handle = holder.lock();
        try {
            if (handle == 0L) {
                return; // waiting on an event never recorded is a no-op, as in CUDA
            }
            // None for a holder made around a bare cl_event.
            Queue source = holder.recordedOn() instanceof Queue recorded ? recorded : null;
            if (source != null && source.context().address() != waiter.context().address()) {
                throw OpenClQueueException.otherContext(waiter, source);
            }
            if (source != waiter) {
                flushPending(holder); // OpenCL promises cross-queue waits only on flushed commands
            }
            MemorySegment waitList = Scratch.get();
            waitList.set(JAVA_LONG, 0, handle);
            check(cl.clEnqueueBarrierWithWaitList(q, 1, waitList, MemorySegment.NULL),
                    "clEnqueueBarrierWithWaitList");
        } finally {
            holder.unlock();
        }
    }

    /**
     * {@code END(end) - END(start)}: two profiling reads through one scratch segment, each under its holder's lock
     * (one compare-and-set, which also refuses a destroyed holder before its handle reaches the driver). The calls
     * are spelled out here rather than in helpers, whose frames would count against the JIT's inlining depth, and
     * the fast path only collects the two statuses: anything but success on either (a holder never recorded, a
     * marker not reached) is read again and explained by {@link #commandEnd}.
     */
    long elapsedNanos(Event start, Event end) throws DriverException {
        MemorySegment cell = Scratch.get();
        long handle = start.holder.lock();
        int fromStatus = handle == 0L ? Cl.INVALID_EVENT : cl.clGetEventProfilingInfo(MemorySegment.ofAddress(handle),
                Cl.PROFILING_COMMAND_END, JAVA_LONG.byteSize(), cell, MemorySegment.NULL);
        start.holder.unlock();
        long from = cell.get(JAVA_LONG, 0);
        handle = end.holder.lock();
        int toStatus = handle == 0L ? Cl.INVALID_EVENT : cl.clGetEventProfilingInfo(MemorySegment.ofAddress(handle),
                Cl.PROFILING_COMMAND_END, JAVA_LONG.byteSize(), cell, MemorySegment.NULL);
        end.holder.unlock();
        long to = cell.get(JAVA_LONG, 0);
        if ((fromStatus | toStatus) != Cl.SUCCESS) {
            from = commandEnd(start.holder, cell);
            to = commandEnd(end.holder, cell);
        }
        return Elapsed.clampNanos(to - from);
    }

    /** {@code CL_PROFILING_COMMAND_END} of the holder's marker, in device nanoseconds. */
    private long commandEnd(ReturnedEvent holder, MemorySegment value) throws DriverException {
        long handle = holder.lock();
        try {
            if (handle == 0L) {
                // Never recorded: no timestamp exists; the driver says the same of a NULL event.
                throw Cl.STATUS.failure("clGetEventProfilingInfo", Cl.INVALID_EVENT);
            }
            int status = endOf(handle, value);
            if (status != Cl.SUCCESS) {
                status = unavailable(holder, handle, status, value);
            }
            if (status != Cl.SUCCESS) {
                throw complete(Cl.STATUS.failure("clGetEventProfilingInfo", status));
            }
            return value.get(JAVA_LONG, 0);
        } finally {
            holder.unlock();
        }
    }

    /**
     * Tells apart the three meanings of "profiling info not available": not complete yet (not ready, after
     * flushing the queue so a poller sees progress), a failed command (its own error), or complete by now (read
     * again). Returns the status to report; the lock is held.
     */
    private int unavailable(ReturnedEvent holder, long handle, int status, MemorySegment value)
            throws DriverException {
        if (status != Cl.PROFILING_INFO_NOT_AVAILABLE) {
            return status;
        }
        int query = cl.clGetEventInfo(MemorySegment.ofAddress(handle), Cl.EVENT_COMMAND_EXECUTION_STATUS,
                JAVA_INT.byteSize(), value, MemorySegment.NULL);
        // A failed query reads as complete, so the plain status is reported instead of a guess.
        int execution = query == Cl.SUCCESS ? value.get(JAVA_INT, 0) : Cl.COMPLETE;
        if (execution > Cl.COMPLETE) {
            flushPending(holder);
            throw Cl.STATUS.failure("clGetEventProfilingInfo", status);
        }
        return execution < Cl.COMPLETE ? execution : endOf(handle, value);
    }

    /**
     * The failure about a command found complete: never flagged not ready, as waiting longer would not help (a
     * queue without profiling still answers CL_PROFILING_INFO_NOT_AVAILABLE, the convention's not-ready status).
     */
    private static DriverException complete(DriverException failure) {
        return failure.notReady() ? new DriverException(failure.backend(), failure.function(), failure.status(),
                failure.statusName().orElse(null), failure.statusMessage().orElse(null), failure.poisoned())
                : failure;
    }

    private int endOf(long handle, MemorySegment value) {
        return cl.clGetEventProfilingInfo(MemorySegment.ofAddress(handle), Cl.PROFILING_COMMAND_END,
                JAVA_LONG.byteSize(), value, MemorySegment.NULL);
    }

    /** Flushes the marker's queue once after a record (the lock is held); a destroyed queue was flushed by its release. */
    private void flushPending(ReturnedEvent holder) throws DriverException {
        if (holder.takeUnsubmitted() instanceof Queue queue && !queue.isDestroyed()) {
            check(cl.clFlush(queue.live()), "clFlush");
        }
    }

    static void check(int status, String function) throws DriverException {
        if (status != Cl.SUCCESS) {
            throw Cl.STATUS.failure(function, status);
        }
    }
}
