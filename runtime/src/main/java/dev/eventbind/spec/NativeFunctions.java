package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an interface whose {@link Downcall} methods become a generated final class of typed downcalls
 * (for spec {@code OpenCl}, {@code OpenClFunctions}), implementing the interface. No event API is generated: the
 * backend's {@code EventApi} is written by hand over the downcalls. Naming that class in {@link #events()} has the
 * processor generate the backend's {@code BackendProvider} ({@code <Spec>Provider}) and its services entry too,
 * as it does for an {@link EventBackend}.
 */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.CLASS)
public @interface NativeFunctions {

    /** {@return the name used in error messages ("OpenCL")} */
    String name();

    /** {@return the shared library and how to find it} */
    Library library();

    /** {@return the optional C header to verify the symbols against, as in {@link EventBackend#header()}} */
    String header() default "";

    /**
     * The hand-written class the generated {@code <Spec>Provider} opens, or {@code void.class} for no provider. It
     * declares {@code public static dev.eventbind.discovery.BackendProbe probe()} and
     * {@code public static <an EventApi type> open()}, which throws
     * {@code dev.eventbind.api.BackendUnavailableException} when the backend cannot open; anything else is an
     * {@code [EventBindProvider]} error on this attribute.
     *
     * @return the backend's EventApi class
     */
    Class<?> events() default void.class;

    /** {@return where discovery ranks the backend; read only when {@link #events()} names a class} */
    Rank rank() default Rank.GPU;

    /**
     * The status convention of the C API, as in {@link EventBackend#status()}. Written on the spec, it has the
     * generated class offer {@code public static dev.eventbind.binding.StatusConvention statusConvention()}, whose
     * table holds the {@link Status#codes()} rows and, with a {@link Status#prefix()}, the header's constants, so
     * the hand-written code reports statuses as the generated backends do. Left to its default, nothing is added.
     *
     * @return the status convention of the C API
     */
    Status status() default @Status;
}
