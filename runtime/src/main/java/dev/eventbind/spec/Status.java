package dev.eventbind.spec;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The status convention of a C API whose calls return an integer status.
 *
 * <p>Names and messages for a status come from the API's own functions when the spec binds
 * {@link Op#ERROR_NAME} / {@link Op#ERROR_MESSAGE}; otherwise, or when those return nothing, from
 * {@link #codes()} and then from the header's own constants named by {@link #prefix()}. Each is looked up once
 * per code and cached.
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

    /** {@return a code to name table, for APIs without an error-name function; its rows win over the header's} */
    Code[] codes() default {};

    /**
     * The prefix of the status constants the spec's header declares, so that statuses read in the vendor's own
     * words without a hand-written table: every enum constant and every {@code #define} of one integer literal
     * whose name starts with it ({@code "ZE_RESULT_"}, {@code "CL_"}, {@code "cudaError"}) becomes a row of the
     * generated table, shown in hexadecimal where the header writes it so
     * ({@code ZE_RESULT_ERROR_DEVICE_LOST (0x70000001)}). Where several constants share a value the first the
     * header declares names it (enum constants before {@code #define}s); values outside {@code int} are left out.
     * Empty (the default) takes nothing from the header.
     *
     * @return the prefix, or empty
     */
    String prefix() default "";
}
