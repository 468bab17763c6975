package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A plain typed downcall: the method's C-shaped Java signature is linked to {@link #symbol()} and generated as
 * a method of the same name on the generated class. Used for glue a backend writes by hand (OpenCL's platform,
 * device and context setup, a test's memset). Allowed in {@link EventBackend} and {@link NativeFunctions} specs.
 */
@Documented
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.CLASS)
public @interface Downcall {

    /** The exported C symbol; the method's own name when left empty. */
    String symbol() default "";

    /** Link with {@code Linker.Option.critical(false)}; only for short calls that never block or call back. */
    boolean critical() default false;

    /** The library may lack this symbol; calling it then throws a typed unavailable error. */
    boolean optional() default false;
}
