package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One field of a {@link Descriptor}: its C name and what is written to it, a constant ({@link #value()}) or a value
 * the backend reads when it opens ({@link #from()}).
 */
@Documented
@Target({})
@Retention(RetentionPolicy.CLASS)
public @interface Field {

    /** {@return the field's name in the header's record ("stype")} */
    String name();

    /**
     * {@return the constant; it must fit the field's C width and signedness} Written, or {@link #from()}, not both.
     */
    long value() default 0;

    /**
     * The op whose value the field takes instead of a constant: {@link Op#QUEUE_FAMILY}, read once when the backend
     * opens ({@code @Field(name = "ordinal", from = Op.QUEUE_FAMILY)}, the command queue group a Level Zero stream
     * is made on). One op at most; the field must be an integer of 4 or 8 bytes, and the op's descriptor one the
     * backend fills after it opens, not a descriptor of the open's own calls.
     *
     * @return the op, or none for a constant
     */
    Op[] from() default {};
}
