package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A bound argument: a pointer to a descriptor struct the generated code fills
 * ({@code const ze_event_desc_t *desc}). Its layout is the header's record as the C compiler of the target lays
 * it out (size, alignment, each field's offset and width), never written in Java; the fields named here get
 * their constants, every other byte is zero ({@code pNext} is {@code NULL}). A descriptor needs the spec's
 * {@link EventBackend#header()}. A constant that does not fit its field is an error on the constant.
 *
 * <p>With {@link #read()} the record is what the call writes ({@code ze_device_properties_t *pDeviceProperties}):
 * it stands where the op's shape has its out-integer, is zeroed and given its {@link #fields()} before the call as
 * any descriptor, and the op's value is the named integer field after it.
 */
@Documented
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.CLASS)
public @interface Descriptor {

    /** {@return the record's name in the header: a typedef or a struct tag ("ze_event_desc_t")} */
    String record();

    /**
     * For an array of records ({@code vkGetCalibratedTimestampsEXT}'s {@code pTimestampInfos}): one field per
     * record, in order, which that record takes besides {@link #fields()}; the parameter right before the array is
     * its count, a {@link Constant} of as many. Empty for one record.
     *
     * @return the field of each record
     */
    Field[] elements() default {};

    /** {@return the fields written, each with its constant} */
    Field[] fields() default {};

    /**
     * On {@link Op#EVENT_CREATE} with a pool ({@link From}): the integer field the event's index in its pool is
     * written to ({@code "index"}); empty for none.
     *
     * @return the field's name
     */
    String slot() default "";

    /**
     * On {@link Op#EVENT_POOL_CREATE}: the field among {@link #fields()} whose constant is the number of events a
     * pool holds ({@code "count"}); empty for none.
     *
     * @return the field's name
     */
    String capacity() default "";

    /**
     * The record is written by the call, and the op's value is this integer field of it, a path through nested
     * records where the field is inside a member of record type ({@code "global.kernelEnd"} in
     * {@code ze_kernel_timestamp_result_t}); empty for a descriptor the call only reads. It takes the place of the
     * op's out-integer: {@link Op#TIMER_FREQUENCY}'s {@code long* hz}, {@link Op#TIMESTAMP_BITS}' {@code int* bits}
     * or {@link Op#EVENT_TIMESTAMP}'s {@code long* ticks}. The field is read at its offset with its width, an
     * unsigned one without sign extension, and must be an integer no wider than the op's value; not with
     * {@link #slot()}, {@link #capacity()} or {@link #elements()}.
     *
     * @return the field's path
     */
    String read() default "";
}
