package dev.eventbind.discovery;

import java.util.List;

/**
 * The user named a backend that no jar on the classpath provides.
 *
 * @serial exclude
 */
public final class UnknownBackendException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String name;
    // List.copyOf returns a serializable list; the declared type cannot say so.
    @SuppressWarnings("serial")
    private final List<String> known;

    /**
     * A name that matches no backend.
     *
     * @param name the name asked for
     * @param known the names of every backend on the classpath, in discovery order
     */
    public UnknownBackendException(String name, List<String> known) {
        super("no backend named '" + name + "' is on the classpath; known backends: "
                + (known.isEmpty() ? "none" : String.join(", ", known)));
        this.name = name;
        this.known = List.copyOf(known);
    }

    /** {@return the name asked for} */
    public String name() {
        return name;
    }

    /** {@return every backend on the classpath, in discovery order} */
    public List<String> known() {
        return known;
    }
}
