package dev.eventbind.processor.model;

/**
 * One parameter of a downcall.
 *
 * @param name the Java parameter name from the spec
 * @param type its C type
 * @param handle whether it takes a live event's or stream's handle where the generated backend calls it: linked as
 *     a 64-bit integer ({@code JAVA_LONG}), so the backend passes the handle's address and makes no segment for the
 *     call; the spec's own method still takes a segment
 */
public record Parameter(String name, CType type, boolean handle) {

    /** A parameter passed as the spec declares it. */
    public Parameter(String name, CType type) {
        this(name, type, false);
    }

    /** {@return the C type it is linked as: a handle's address as a 64-bit integer, else its own} */
    public CType linkedType() {
        return handle ? CType.LONG : type;
    }

    /** This parameter taking a handle by its address. */
    Parameter asHandle() {
        return new Parameter(name, type, true);
    }
}
