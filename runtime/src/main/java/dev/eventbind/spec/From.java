package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A bound argument: the parameter receives the handle another op of the spec creates, not a value of the
 * {@code EventApi} call. {@link Op#DEVICE_GET}'s device is read once when the backend opens
 * ({@code zeEventPoolCreate(context, &desc, 1, &device, &pool)}); {@link Op#EVENT_POOL_CREATE}'s pool, on
 * {@link Op#EVENT_CREATE} only, is the pool the new event's slot belongs to. The processor checks the parameter's
 * C type against the handle type that op writes.
 */
@Documented
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.CLASS)
public @interface From {

    /** {@return the op that creates the handle: {@link Op#DEVICE_GET} or {@link Op#EVENT_POOL_CREATE}} */
    Op value();
}
