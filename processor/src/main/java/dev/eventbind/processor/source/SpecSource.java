package dev.eventbind.processor.source;

import dev.eventbind.spec.Library;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * What one {@code @EventBackend} or {@code @NativeFunctions} interface says, read once by {@link SpecReader}.
 * The nested {@code Library} and {@code Status} values are the annotation's own, already read: they hold plain
 * strings and numbers.
 *
 * @param element the spec interface, where diagnostics about the spec land
 * @param backend its {@code @EventBackend}, when it has one
 * @param functions its {@code @NativeFunctions}, when it has one
 * @param methods every method of the spec and of the interfaces it extends, by element
 * @param deprecation how the spec is deprecated, where javac takes it as deprecated ({@code @Deprecated} or a
 *     {@code @deprecated} tag); empty where it is not
 * @param structs its {@code @Struct}s, in the order written
 */
public record SpecSource(TypeElement element, Optional<Backend> backend, Optional<Functions> functions,
        Map<ExecutableElement, MethodSource> methods, Optional<Deprecation> deprecation, List<StructSource> structs) {

    public SpecSource {
        methods = Map.copyOf(methods);
        structs = List.copyOf(structs);
    }

    /** The spec annotation's mirror, the {@code @EventBackend} one when it carries both. */
    public AnnotationMirror annotation() {
        return backend.map(Backend::mirror).orElseGet(() -> functions.orElseThrow().mirror());
    }

    /** What {@code method}, a method of the spec or of an interface it extends, says. */
    public MethodSource method(ExecutableElement method) {
        MethodSource source = methods.get(method);
        if (source == null) {
            throw new IllegalArgumentException(method + " is not a method of " + element);
        }
        return source;
    }

    /**
     * Where {@code member} of {@code mirror} was written, the position a diagnostic on it points to; empty where
     * the member keeps its default.
     */
    public static Optional<AnnotationValue> written(AnnotationMirror mirror, String member) {
        for (var entry : mirror.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(member)) {
                return Optional.of(entry.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * An {@code @EventBackend}'s values.
     *
     * @param mirror the annotation, to anchor diagnostics on its members
     * @param statusMirror the {@code @Status} as written, to anchor diagnostics on its members; empty where the
     *     spec keeps the default
     */
    public record Backend(AnnotationMirror mirror, String name, Rank rank, Library library, Status status,
            Optional<AnnotationMirror> statusMirror, String header, boolean registerProvider) {
    }

    /**
     * A {@code @NativeFunctions}' values.
     *
     * @param events the {@code events} class as written, read from the mirror as a class value must be; empty
     *     where the spec keeps the default
     * @param statusMirror the {@code @Status} as written, to anchor diagnostics on its members; empty where the
     *     spec keeps the default, and then the generated class offers no status convention
     */
    public record Functions(AnnotationMirror mirror, String name, Rank rank, Library library, String header,
            Optional<TypeMirror> events, Status status, Optional<AnnotationMirror> statusMirror) {
    }

    /**
     * One {@code @Struct}'s values.
     *
     * @param mirror the annotation, to anchor diagnostics on its members
     * @param record the record's name in the header
     * @param fields the fields or paths given accessors; empty for every field
     * @param type the constant written into the first field, empty for none
     */
    public record StructSource(AnnotationMirror mirror, String record, List<String> fields, String type) {

        public StructSource {
            fields = List.copyOf(fields);
        }
    }

    /**
     * A deprecated spec's {@code @Deprecated} values; the defaults where only a {@code @deprecated} tag deprecates
     * it.
     *
     * @param since the version it was deprecated in; empty where the spec does not say
     * @param forRemoval whether it is to be removed
     */
    public record Deprecation(String since, boolean forRemoval) {
    }
}
