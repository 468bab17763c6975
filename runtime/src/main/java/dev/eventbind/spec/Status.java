package dev.eventbind.spec;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The status convention of a C API whose calls return an integer status.
 *
 * <p>Names and messages for a status come from the API's own functions when the spec binds
 * {@link Op#ERROR_NAME} / {@link Op#ERROR_MESSAGE}; otherwise, or when those return nothing, from
 * {@link #codes()} and then from the header's own constants that {@link #prefix()}, {@link #sign()},
 * {@link #include()} and {@link #exclude()} admit. Each is looked up once per code and cached.
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
     * words without a hand-written table. Where an enum of the header declares constants with the prefix (CUDA's
     * {@code cudaError_t}, Level Zero's {@code ze_result_t}, Vulkan's {@code VkResult}), that enum is the status
     * enum and its constants with the prefix are the rows; where several do, the one with the most. Otherwise the
     * rows are the {@code #define}s of one integer literal whose name starts with it ({@code "CL_"}), as far as
     * {@link #sign()} admits them. Each row is shown in hexadecimal where the header writes it so
     * ({@code ZE_RESULT_ERROR_DEVICE_LOST (0x70000001)}). Where several constants share a value the first the
     * header declares names it. An enum of 32 bits keeps its whole range, each value as the {@code int} with its
     * bits ({@code 0xfffffffe} is -2); a {@code #define} outside {@code int} is left out. Empty (the default)
     * takes nothing from the header.
     *
     * @return the prefix, or empty
     */
    String prefix() default "";

    /**
     * Which of the values of the constants {@link #prefix()} names are statuses: a macro family such as
     * OpenCL's {@code CL_} also names device types, info queries and flags, which {@link Sign#NON_POSITIVE} leaves
     * out. The value compared is the one C gives the constant.
     *
     * @return the sign rule; {@link Sign#ANY} (the default) admits every value
     */
    Sign sign() default Sign.ANY;

    /**
     * Header constants to add to the table although the prefix or {@link #sign()} leaves them out
     * ({@code "CL_SUCCESS"} beside an enum of errors), each an enum constant or an integer {@code #define} the
     * header declares. They follow the prefix's rows, so a value already named keeps its name.
     *
     * @return the names, in the header's spelling
     */
    String[] include() default {};

    /**
     * Constants the prefix admits that are not statuses ({@code "ZE_RESULT_FORCE_UINT32"}), left out of the
     * table. Each must be one of the rows the prefix and {@link #sign()} admit.
     *
     * @return the names, in the header's spelling
     */
    String[] exclude() default {};

    /** Which values of a prefix's constants are statuses. */
    enum Sign {
        /** Every value: the API's statuses are all the constants with the prefix. */
        ANY,
        /** Zero and the negative values: success and errors, as OpenCL's {@code CL_SUCCESS} and its errors. */
        NON_POSITIVE
    }
}
