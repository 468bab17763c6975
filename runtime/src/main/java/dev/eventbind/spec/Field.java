package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** One field of a {@link Descriptor}: its C name and the constant written to it. */
@Documented
@Target({})
@Retention(RetentionPolicy.CLASS)
public @interface Field {

    /** {@return the field's name in the header's record ("stype")} */
    String name();

    /** {@return the value; it must fit the field's C width and signedness} */
    long value();
}
