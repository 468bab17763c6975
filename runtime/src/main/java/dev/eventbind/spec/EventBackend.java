package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an interface as a backend spec: the eventbind processor turns it into a final class implementing
 * {@link dev.eventbind.api.EventApi} over Panama FFM, plus a {@link dev.eventbind.discovery.BackendProvider}
 * registered for {@link java.util.ServiceLoader}.
 *
 * <p>Every required {@link Op} of the event API is bound by exactly one method annotated {@link Bind}; methods
 * annotated {@link Downcall} become plain typed downcalls. For spec {@code CudaRuntime} the processor writes, in
 * the same package: {@code CudaRuntimeEvents}, the typed {@code EventApi} (opened with
 * {@code CudaRuntimeEvents.open()}, safe for any caller); {@code CudaRuntimeFunctions}, the raw C-shaped
 * functions implementing the spec, acquired with {@code CudaRuntimeFunctions.open()} by code whose module has
 * native access only; and {@code CudaRuntimeEventsProvider}.
 */
@Documented
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.CLASS)
public @interface EventBackend {

    /** {@return the backend as a reader of a log line sees it ("CUDA"), unique among the specs on a classpath} */
    String name();

    /**
     * Where discovery ranks this backend when it picks the best ready one. Where the spec also ranks the device it
     * opened ({@link Op#DEVICE_RANK}), this is the best rank its devices reach: discovery orders by it until the
     * probe reports the device's rank, which is never better.
     *
     * @return the rank
     */
    Rank rank();

    /** {@return the shared library and how to find it} */
    Library library();

    /** {@return the status convention of the C API} */
    Status status() default @Status;

    /**
     * The C header that declares the symbols ("cuda_runtime_api.h"). When set and found at compile time, the
     * processor checks every symbol against its declaration; a header that cannot be found is a warning.
     *
     * @return the header's name, or empty for none
     */
    String header() default "";

    /**
     * Whether the generated {@code <Spec>EventsProvider} is written and registered for {@link java.util.ServiceLoader}.
     * {@code false} for a backend whose module registers a hand-written provider instead (the CUDA driver's, which
     * must make a context current before its probe).
     */
    boolean registerProvider() default true;
}
