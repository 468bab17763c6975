package dev.eventbind.ffm;

import java.lang.foreign.FunctionDescriptor;
import java.util.Objects;

/**
 * One C function to bind.
 *
 * @param name the exported symbol
 * @param descriptor its C shape
 * @param critical link with {@code Linker.Option.critical(false)}: only for short calls that never block or call
 *        back
 * @param optional the library may lack it; calling it then throws a typed unavailable error
 */
public record NativeSymbol(String name, FunctionDescriptor descriptor, boolean critical, boolean optional) {

    /** Checks that the name and descriptor are set. */
    public NativeSymbol {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(descriptor, "descriptor");
    }

    /**
     * A required, non-critical symbol.
     *
     * @param name the C symbol name
     * @param descriptor the C signature
     * @return the symbol
     */
    public static NativeSymbol of(String name, FunctionDescriptor descriptor) {
        return new NativeSymbol(name, descriptor, false, false);
    }
}
