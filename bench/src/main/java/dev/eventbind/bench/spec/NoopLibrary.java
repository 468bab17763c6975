package dev.eventbind.bench.spec;

import dev.eventbind.bench.NativeLibs;

/** Points the generated no-op backends at the library the build compiled, before they link. */
public final class NoopLibrary {

    /** The override property both no-op specs name. */
    public static final String PROPERTY = "eventbind.noop.library";

    private NoopLibrary() {
    }

    /** Sets {@link #PROPERTY} to {@code target/native/libnoop_events.so} unless the caller already chose one. */
    public static void select() {
        if (System.getProperty(PROPERTY) == null) {
            System.setProperty(PROPERTY, NativeLibs.noopEvents().toString());
        }
    }
}
