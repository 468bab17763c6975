package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an interface whose {@link Downcall} methods become a generated final class of typed downcalls
 * (for spec {@code OpenCl}, {@code OpenClFunctions}), implementing the interface. No event API is generated.
 */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.CLASS)
public @interface NativeFunctions {

    /** {@return the name used in error messages ("OpenCL")} */
    String name();

    /** {@return the shared library and how to find it} */
    Library library();

    /** {@return the optional C header to verify the symbols against, as in {@link EventBackend#header()}} */
    String header() default "";
}
