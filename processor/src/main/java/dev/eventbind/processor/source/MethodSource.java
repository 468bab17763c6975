package dev.eventbind.processor.source;

import dev.eventbind.spec.Op;
import dev.eventbind.spec.PairedHostClock;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;

/**
 * What one spec method says through its annotations.
 *
 * @param element the method, where diagnostics about it land
 * @param bind its {@code @Bind}, when it has one
 * @param downcall its {@code @Downcall}, when it has one
 * @param implemented its {@code @Implements}, when it has one
 * @param parameters its parameters, in order; their binding annotations are read only for a {@code @Bind} or
 *     {@code @Downcall} method, the only kind generated
 */
public record MethodSource(ExecutableElement element, Optional<BindSource> bind, Optional<DowncallSource> downcall,
        Optional<ImplementsSource> implemented, List<ParameterSource> parameters) {

    public MethodSource {
        parameters = List.copyOf(parameters);
    }

    /** Whether it carries {@code @Bind} or {@code @Downcall}, so it is generated. */
    public boolean annotated() {
        return bind.isPresent() || downcall.isPresent();
    }

    /**
     * A {@code @Bind}'s values.
     *
     * @param mirror the annotation, to anchor diagnostics on its members
     * @param flagsValue the {@code flags} value as written, when it is written (it may name a constant)
     */
    public record BindSource(AnnotationMirror mirror, Op op, String symbol, int flags, boolean critical,
            boolean optional, int timestampBits, boolean nanoseconds, PairedHostClock hostClock, boolean resolved,
            Optional<AnnotationValue> flagsValue) {
    }

    /** A {@code @Downcall}'s values. */
    public record DowncallSource(AnnotationMirror mirror, String symbol, boolean critical, boolean optional) {
    }

    /** An {@code @Implements}' op. */
    public record ImplementsSource(AnnotationMirror mirror, Op op) {
    }
}
