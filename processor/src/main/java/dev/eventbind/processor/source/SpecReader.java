package dev.eventbind.processor.source;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Constant;
import dev.eventbind.spec.Descriptor;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Field;
import dev.eventbind.spec.From;
import dev.eventbind.spec.Implements;
import dev.eventbind.spec.NativeFunctions;
import dev.eventbind.spec.Struct;
import dev.eventbind.spec.Structs;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Reads a spec's annotations once into a {@link SpecSource}; the rest of the processor reads that. Runs on a
 * spec {@link ErrorTypes#mentions} found free of unresolved types and values, so every value it reads is one
 * javac attributed.
 */
public final class SpecReader {

    private final Elements elements;

    public SpecReader(Elements elements) {
        this.elements = elements;
    }

    /** What {@code spec}, an {@code @EventBackend} or {@code @NativeFunctions} interface, says. */
    public SpecSource read(TypeElement spec) {
        Optional<SpecSource.Backend> backend = SpecAnnotations.mirror(spec, EventBackend.class).map(mirror -> {
            EventBackend a = spec.getAnnotation(EventBackend.class);
            return new SpecSource.Backend(mirror, a.name(), a.rank(), a.library(), a.status(),
                    statusMirror(mirror), a.header(), a.registerProvider());
        });
        Optional<SpecSource.Functions> functions = SpecAnnotations.mirror(spec, NativeFunctions.class)
                .map(mirror -> {
                    NativeFunctions a = spec.getAnnotation(NativeFunctions.class);
                    return new SpecSource.Functions(mirror, a.name(), a.rank(), a.library(), a.header(),
                            explicit(mirror, "events").map(AnnotationValue::getValue)
                                    .filter(TypeMirror.class::isInstance).map(TypeMirror.class::cast), a.status(),
                            statusMirror(mirror));
                });
        Map<ExecutableElement, MethodSource> methods = new LinkedHashMap<>();
        collect(spec, methods, new HashSet<>());
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(spec))) {
            methods.computeIfAbsent(method, SpecReader::method);
        }
        return new SpecSource(spec, backend, functions, methods, deprecation(spec), structs(spec));
    }

    /**
     * The spec's {@code @Struct}s: one written alone, or those javac gathered into a {@code @Structs}, in the order
     * written.
     */
    private static List<SpecSource.StructSource> structs(TypeElement spec) {
        List<AnnotationMirror> mirrors = new ArrayList<>();
        SpecAnnotations.mirror(spec, Struct.class).ifPresent(mirrors::add);
        SpecAnnotations.mirror(spec, Structs.class).ifPresent(container -> mirrors.addAll(nested(container,
                "value")));
        List<SpecSource.StructSource> structs = new ArrayList<>();
        for (AnnotationMirror mirror : mirrors) {
            structs.add(new SpecSource.StructSource(mirror, string(mirror, "value"), strings(mirror, "fields"),
                    string(mirror, "type")));
        }
        return structs;
    }

    /** A string member as written, "" where it keeps its default. */
    private static String string(AnnotationMirror mirror, String member) {
        return explicit(mirror, member).map(value -> String.valueOf(value.getValue())).orElse("");
    }

    /** A string array member as written, in order; empty where it keeps its default. */
    private static List<String> strings(AnnotationMirror mirror, String member) {
        List<String> strings = new ArrayList<>();
        Optional<AnnotationValue> value = explicit(mirror, member);
        if (value.isPresent() && value.get().getValue() instanceof List<?> list) {
            for (Object item : list) {
                if (item instanceof AnnotationValue v) {
                    strings.add(String.valueOf(v.getValue()));
                }
            }
        } else {
            value.ifPresent(single -> strings.add(String.valueOf(single.getValue())));
        }
        return strings;
    }

    /** How javac takes {@code spec} to be deprecated: its {@code @Deprecated}, or a bare {@code @deprecated} tag. */
    private Optional<SpecSource.Deprecation> deprecation(TypeElement spec) {
        if (!elements.isDeprecated(spec)) {
            return Optional.empty();
        }
        Deprecated a = spec.getAnnotation(Deprecated.class);
        return Optional.of(a == null ? new SpecSource.Deprecation("", false)
                : new SpecSource.Deprecation(a.since(), a.forRemoval()));
    }

    private static void collect(TypeElement type, Map<ExecutableElement, MethodSource> methods,
            Set<TypeElement> seen) {
        if (!seen.add(type)) {
            return;
        }
        for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
            methods.computeIfAbsent(method, SpecReader::method);
        }
        for (TypeMirror parent : type.getInterfaces()) {
            if (parent instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element) {
                collect(element, methods, seen);
            }
        }
    }

    private static MethodSource method(ExecutableElement method) {
        Optional<MethodSource.BindSource> bind = SpecAnnotations.mirror(method, Bind.class).map(mirror -> {
            Bind a = method.getAnnotation(Bind.class);
            return new MethodSource.BindSource(mirror, a.value(), a.symbol(), a.flags(), a.critical(), a.optional(),
                    a.timestampBits(), a.nanoseconds(), a.hostClock(), a.resolved(), explicit(mirror, "flags"));
        });
        Optional<MethodSource.DowncallSource> downcall = SpecAnnotations.mirror(method, Downcall.class)
                .map(mirror -> {
                    Downcall a = method.getAnnotation(Downcall.class);
                    return new MethodSource.DowncallSource(mirror, a.symbol(), a.critical(), a.optional());
                });
        Optional<MethodSource.ImplementsSource> implemented = SpecAnnotations.mirror(method, Implements.class)
                .map(mirror -> new MethodSource.ImplementsSource(mirror, method.getAnnotation(Implements.class)
                        .value()));
        // A hand-written op's parameters are read too: its last may take the device (@From(Op.DEVICE_GET)).
        boolean generated = bind.isPresent() || downcall.isPresent() || implemented.isPresent();
        return new MethodSource(method, bind, downcall, implemented, method.getParameters().stream()
                .map(parameter -> generated ? parameter(parameter) : unread(parameter)).toList());
    }

    /**
     * A parameter of a method that is not generated: its binding annotations mean nothing and are not read, as
     * {@link ErrorTypes} does not look at them either (a default helper may mention what javac cannot resolve).
     */
    private static ParameterSource unread(VariableElement parameter) {
        return new ParameterSource(parameter, Optional.empty(), Optional.empty(), Optional.empty());
    }

    private static ParameterSource parameter(VariableElement parameter) {
        Optional<ParameterSource.FromSource> from = SpecAnnotations.mirror(parameter, From.class)
                .map(mirror -> new ParameterSource.FromSource(mirror, parameter.getAnnotation(From.class).value()));
        Optional<ParameterSource.ConstantSource> constant = SpecAnnotations.mirror(parameter, Constant.class)
                .map(mirror -> new ParameterSource.ConstantSource(mirror, parameter.getAnnotation(Constant.class)
                        .value()));
        Optional<ParameterSource.DescriptorSource> descriptor = SpecAnnotations.mirror(parameter, Descriptor.class)
                .map(mirror -> {
                    Descriptor a = parameter.getAnnotation(Descriptor.class);
                    return new ParameterSource.DescriptorSource(mirror, a.record(),
                            fields(mirror, "elements", a.elements()), fields(mirror, "fields", a.fields()), a.slot(),
                            a.capacity(), a.read());
                });
        return new ParameterSource(parameter, from, constant, descriptor);
    }

    /** Each {@code @Field} of an array member with the mirror it was written as (the descriptor's if none). */
    private static List<ParameterSource.FieldSource> fields(AnnotationMirror descriptor, String member,
            Field[] values) {
        List<AnnotationMirror> mirrors = nested(descriptor, member);
        List<ParameterSource.FieldSource> fields = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            AnnotationMirror mirror = i < mirrors.size() ? mirrors.get(i) : descriptor;
            fields.add(new ParameterSource.FieldSource(mirror, values[i].name(), values[i].value(),
                    i < mirrors.size() ? explicit(mirror, "value").isPresent() : values[i].from().length == 0,
                    List.of(values[i].from())));
        }
        return fields;
    }

    /** The nested annotations of an array member, in order. */
    private static List<AnnotationMirror> nested(AnnotationMirror mirror, String member) {
        Optional<AnnotationValue> value = explicit(mirror, member);
        List<AnnotationMirror> result = new ArrayList<>();
        if (value.isPresent() && value.get().getValue() instanceof List<?> list) {
            for (Object item : list) {
                if (item instanceof AnnotationValue v && v.getValue() instanceof AnnotationMirror m) {
                    result.add(m);
                }
            }
        } else if (value.isPresent() && value.get().getValue() instanceof AnnotationMirror single) {
            result.add(single);
        }
        return result;
    }

    /** The {@code @Status} a spec annotation writes, empty where it keeps the default. */
    private static Optional<AnnotationMirror> statusMirror(AnnotationMirror spec) {
        return explicit(spec, "status").map(AnnotationValue::getValue).filter(AnnotationMirror.class::isInstance)
                .map(AnnotationMirror.class::cast);
    }

    private static Optional<AnnotationValue> explicit(AnnotationMirror mirror, String member) {
        return SpecSource.written(mirror, member);
    }
}
