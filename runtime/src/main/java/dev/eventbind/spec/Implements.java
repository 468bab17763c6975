package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A hand-written op of a partial spec: a {@code default} method of an {@link EventBackend} interface that
 * implements an op no shape fits, over the spec's generated downcalls (its {@link Downcall} and {@link Bind}
 * methods, which the generated functions class implements). The provider, the services entry, the probe, the
 * statuses and every other op stay generated; the generated {@code EventApi} method checks the device's health,
 * passes the native handles, wraps the result and notes a failure.
 *
 * <p>The method has the signature of the op's {@link dev.eventbind.api.EventApi} method over native handles,
 * with the spec's status convention first: every event or stream is a {@link java.lang.foreign.MemorySegment},
 * a new one is returned as its native handle, and it declares {@link dev.eventbind.api.DriverException}. For
 * {@link Op#EVENT_ELAPSED}, {@code long elapsed(StatusConvention status, MemorySegment start, MemorySegment end)
 * throws DriverException}, which reads the two events' times with the spec's downcalls and throws
 * {@code status.failure("clGetEventProfilingInfo", code)} when one fails.
 */
@Documented
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.CLASS)
public @interface Implements {

    /**
     * {@return the op it implements: one with an {@code EventApi} method, or one the generated {@code open()},
     * probe or {@code close()} calls (DEVICE_GET, CONTEXT_CREATE, VERSION, DEVICE_RANK, PAIRED_CLOCK, DEVICE_RELEASE)}
     */
    Op value();
}
