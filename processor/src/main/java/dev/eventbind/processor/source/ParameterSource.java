package dev.eventbind.processor.source;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.VariableElement;

/**
 * What one parameter of a spec method says through its binding annotations.
 *
 * @param element the parameter, where diagnostics about it land
 * @param from its {@code @From}, when it has one
 * @param constant its {@code @Constant}, when it has one
 * @param descriptor its {@code @Descriptor}, when it has one
 */
public record ParameterSource(VariableElement element, Optional<FromSource> from, Optional<ConstantSource> constant,
        Optional<DescriptorSource> descriptor) {

    /** The mirrors of its binding annotations, {@code @From}, {@code @Constant}, {@code @Descriptor} in order. */
    public List<AnnotationMirror> bindings() {
        return java.util.stream.Stream.of(from.map(FromSource::mirror), constant.map(ConstantSource::mirror),
                descriptor.map(DescriptorSource::mirror)).flatMap(Optional::stream).toList();
    }

    /**
     * Whether it carries a binding annotation, so the generated code passes it; a descriptor the call writes
     * ({@code @Descriptor(read = ...)}) is not: it stands for the op's out-integer, which the shape fills.
     */
    public boolean isBound() {
        return from.isPresent() || constant.isPresent() || descriptor.filter(d -> d.read().isEmpty()).isPresent();
    }

    /** A {@code @From}'s op. */
    public record FromSource(AnnotationMirror mirror, Op op) {
    }

    /** A {@code @Constant}'s value. */
    public record ConstantSource(AnnotationMirror mirror, long value) {
    }

    /**
     * A {@code @Descriptor}'s values.
     *
     * @param fields the fields given a constant once
     * @param elements the fields given a constant in every element
     * @param read the path of the integer field the call writes, the op's value; empty for none
     */
    public record DescriptorSource(AnnotationMirror mirror, String record, List<FieldSource> elements,
            List<FieldSource> fields, String slot, String capacity, String read) {

        public DescriptorSource {
            elements = List.copyOf(elements);
            fields = List.copyOf(fields);
        }
    }

    /**
     * A {@code @Field} of a descriptor.
     *
     * @param mirror the {@code @Field}'s own mirror, or the descriptor's where javac gave none
     * @param valueWritten whether the spec wrote {@code value}, which defaults to 0
     * @param from the ops of its {@code from}: empty for a constant
     */
    public record FieldSource(AnnotationMirror mirror, String name, long value, boolean valueWritten,
            List<Op> from) {

        public FieldSource {
            from = List.copyOf(from);
        }
    }
}
