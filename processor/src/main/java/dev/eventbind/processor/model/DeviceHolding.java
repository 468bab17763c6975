package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Map;

/**
 * How a backend holds its device, decided once from its spec.
 *
 * @param source where the device comes from
 * @param closeable whether the backend releases it ({@link Op#DEVICE_RELEASE}), so it is {@code AutoCloseable} and
 *     every call passing the device is a use that {@code close()} waits out
 */
public record DeviceHolding(Source source, boolean closeable) {

    /** Where the device comes from. */
    public enum Source {
        /** The backend holds no device. */
        NONE,
        /** Read once when the backend opens, by the bound {@link Op#DEVICE_GET}. */
        BOUND,
        /** Returned once when the backend opens, by the spec's hand-written {@code DEVICE_GET}. */
        HAND_WRITTEN
    }

    /** Whether the backend holds a device at all. */
    public boolean held() {
        return source != Source.NONE;
    }

    static DeviceHolding of(Map<Op, BoundOp> ops, List<HandWrittenOp> handWritten) {
        Source source = ops.containsKey(Op.DEVICE_GET) ? Source.BOUND
                : handWritten.stream().anyMatch(op -> op.op() == Op.DEVICE_GET) ? Source.HAND_WRITTEN
                : Source.NONE;
        return new DeviceHolding(source, ops.containsKey(Op.DEVICE_RELEASE));
    }
}
