package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Map;

/**
 * How a backend holds its device and the context made on it, decided once from its spec.
 *
 * @param source where the device comes from
 * @param closeable whether the backend releases the device ({@link Op#DEVICE_RELEASE}, bound or written by hand) or
 *     destroys the context ({@link Op#CONTEXT_RELEASE}), so it is {@code AutoCloseable} and every call passing
 *     either is a use that {@code close()} waits out
 * @param context where the context comes from: {@link Op#CONTEXT_CREATE} bound or written by hand, made once the
 *     device is read; {@link Source#NONE} where the spec has no context
 */
public record DeviceHolding(Source source, boolean closeable, Source context) {

    /** Where a setup handle comes from. */
    public enum Source {
        /** The backend holds no device. */
        NONE,
        /** Read once when the backend opens, by the bound op. */
        BOUND,
        /** Returned once when the backend opens, by the spec's hand-written op. */
        HAND_WRITTEN
    }

    /** Whether the backend holds a device at all. */
    public boolean held() {
        return source != Source.NONE;
    }

    /** Whether the backend holds a context made on its device. */
    public boolean hasContext() {
        return context != Source.NONE;
    }

    static DeviceHolding of(Map<Op, BoundOp> ops, List<HandWrittenOp> handWritten) {
        return new DeviceHolding(source(Op.DEVICE_GET, ops, handWritten),
                source(Op.DEVICE_RELEASE, ops, handWritten) != Source.NONE || ops.containsKey(Op.CONTEXT_RELEASE),
                source(Op.CONTEXT_CREATE, ops, handWritten));
    }

    private static Source source(Op op, Map<Op, BoundOp> ops, List<HandWrittenOp> handWritten) {
        return ops.containsKey(op) ? Source.BOUND
                : handWritten.stream().anyMatch(written -> written.op() == op) ? Source.HAND_WRITTEN : Source.NONE;
    }
}
