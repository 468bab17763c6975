package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The {@link Struct}s of a spec that names several: {@code @Structs({@Struct(...), @Struct(...)})}. */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.CLASS)
public @interface Structs {

    /** {@return the records} */
    Struct[] value();
}
