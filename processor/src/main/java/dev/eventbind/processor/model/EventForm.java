package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.Map;

/**
 * How a backend's events are represented, decided once from the ops its spec binds; each form has its own writer.
 */
public enum EventForm {

    /** A driver handle per event, created, recorded and destroyed as it is (CUDA's {@code cudaEvent_t}). */
    HANDLE,

    /**
     * Native events from slots, pooled or not, reset before they are signalled again ({@link Op#EVENT_RESET}:
     * Level Zero, Vulkan): the event is a {@code ReusableEvent}.
     */
    RESETTABLE_SLOTS,

    /**
     * A holder of the native event each record returns ({@code clEnqueueMarkerWithWaitList}): the event is a
     * {@code ReturnedEvent}, and no create is bound.
     */
    RETURNED;

    /** The form the bound ops call for. */
    static EventForm of(Map<Op, BoundOp> ops) {
        BoundOp record = ops.get(Op.EVENT_RECORD);
        if (record != null && record.shape().arguments().contains(Argument.RETURNED_EVENT)) {
            return RETURNED;
        }
        return ops.containsKey(Op.EVENT_RESET) ? RESETTABLE_SLOTS : HANDLE;
    }
}
