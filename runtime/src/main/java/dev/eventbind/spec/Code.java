package dev.eventbind.spec;

import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** One row of a status table: a code and the vendor's name for it. */
@Target({})
@Retention(RetentionPolicy.CLASS)
public @interface Code {

    /** {@return the status value} */
    int value();

    /** {@return the vendor's name ("CL_INVALID_EVENT")} */
    String name();

    /** {@return the vendor's description, when it has one} */
    String message() default "";
}
