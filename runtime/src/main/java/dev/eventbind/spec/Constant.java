package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A bound argument: the parameter always receives this constant ({@code 0}, {@code UINT64_MAX} as {@code -1L}).
 * On a {@link java.lang.foreign.MemorySegment} parameter only {@code 0}, C's {@code NULL}, is allowed. The
 * processor checks that the value fits the C parameter's width and signedness.
 */
@Documented
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.CLASS)
public @interface Constant {

    /** {@return the value passed} */
    long value();
}
