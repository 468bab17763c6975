package dev.eventbind.spec;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The status convention of a C API whose calls return an integer status.
 *
 * <p>Names and messages for a status come from the API's own functions when the spec binds
 * {@link Op#ERROR_NAME} / {@link Op#ERROR_MESSAGE}; otherwise, or when those return nothing, from
 * {@link #codes()}. Each is looked up once per code and cached.
 */
@Target({})
@Retention(RetentionPolicy.CLASS)
public @interface Status {

    /** {@return the success value} */
    int success() default 0;

    /** {@return the statuses that mean "not reached yet" (cudaErrorNotReady)} */
    int[] notReady() default {};

    /** {@return the sticky statuses after which the device is unusable} */
    int[] poisoned() default {};

    /** {@return a code to name table, for APIs without an error-name function} */
    Code[] codes() default {};
}
