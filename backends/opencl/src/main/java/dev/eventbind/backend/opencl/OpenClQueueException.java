package dev.eventbind.backend.opencl;

import java.util.Objects;

/**
 * A queue the backend cannot use as asked, found before any driver call: a queue adopted without profiling, or a
 * wait between queues of two contexts (OpenCL events never cross contexts).
 */
public final class OpenClQueueException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** What is wrong with the queue. */
    public enum Reason {
        /** The queue was created without {@code CL_QUEUE_PROFILING_ENABLE}: its markers carry no timestamps. */
        PROFILING_DISABLED,
        /** The waiting queue and the event's queue belong to different {@code cl_context}s. */
        OTHER_CONTEXT
    }

    private final Reason reason;

    OpenClQueueException(Reason reason, String message) {
        super(message);
        this.reason = Objects.requireNonNull(reason);
    }

    /** What is wrong with the queue. */
    public Reason reason() {
        return reason;
    }

    static OpenClQueueException profilingDisabled(long queue, long properties) {
        return new OpenClQueueException(Reason.PROFILING_DISABLED, "OpenCL queue 0x" + Long.toHexString(queue)
                + " has no CL_QUEUE_PROFILING_ENABLE (CL_QUEUE_PROPERTIES = 0x" + Long.toHexString(properties)
                + "): its events carry no timestamps; create it with that property to time work on it");
    }

    static OpenClQueueException otherContext(OpenClEvents.Queue waiter, OpenClEvents.Queue source) {
        return new OpenClQueueException(Reason.OTHER_CONTEXT, waiter + " (context 0x"
                + Long.toHexString(waiter.context().address()) + ") cannot wait on an event of " + source
                + " (context 0x" + Long.toHexString(source.context().address())
                + "): OpenCL events do not cross contexts");
    }
}
