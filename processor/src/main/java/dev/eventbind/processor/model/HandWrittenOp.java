package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;

/**
 * An op a partial spec implements by hand: a {@code default} method annotated {@code @Implements}, which the
 * generated {@code EventApi} method calls through the functions class with the native handles.
 *
 * @param op the op
 * @param method the default method's name
 * @param eventApiMethod the {@code EventApi} method it implements; empty for {@code DEVICE_GET} and
 *        {@code PAIRED_CLOCK}, which {@code open()} calls, and for {@code VERSION} and {@code DEVICE_RANK}
 * @param takesDevice whether it takes what {@code DEVICE_GET} wrote, last or before the context
 *        ({@code @From(Op.DEVICE_GET)})
 * @param takesContext whether it takes the context {@code CONTEXT_CREATE} made, last
 *        ({@code @From(Op.CONTEXT_CREATE)})
 */
public record HandWrittenOp(Op op, String method, String eventApiMethod, boolean takesDevice, boolean takesContext) {

    /** An op that takes no context. */
    public HandWrittenOp(Op op, String method, String eventApiMethod, boolean takesDevice) {
        this(op, method, eventApiMethod, takesDevice, false);
    }

    /** Whether it takes a handle the backend made when it opened: the device or its context. */
    public boolean takesSetup() {
        return takesDevice || takesContext;
    }
}
