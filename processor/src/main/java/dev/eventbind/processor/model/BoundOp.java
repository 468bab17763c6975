package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;

/**
 * An event API operation bound to a C function.
 *
 * @param op the operation
 * @param call the downcall that implements it
 * @param flags the constant passed in the op's flags parameter, where its shape has one
 */
public record BoundOp(Op op, DowncallModel call, int flags) {

    /**
     * Whether the bound shape is the longer one that passes {@link #flags()} (create with flags, stream wait
     * with flags).
     */
    public boolean passesFlags() {
        return switch (op) {
            case EVENT_CREATE, STREAM_CREATE -> call.parameters().size() == 2;
            case STREAM_WAIT_EVENT -> call.parameters().size() == 3;
            default -> false;
        };
    }

    /** Whether an {@link Op#ERROR_NAME}-style op returns its string instead of writing it to an out-parameter. */
    public boolean returnsString() {
        return call.returns() == CType.POINTER;
    }
}
