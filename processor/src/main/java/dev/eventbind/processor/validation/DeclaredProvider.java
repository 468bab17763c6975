package dev.eventbind.processor.validation;

import dev.eventbind.processor.source.SpecSource;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The hand-written events class a {@code @NativeFunctions} spec names in {@code events}, for which the processor
 * writes the backend's provider: a public class, reachable from outside its package, with
 * {@code public static BackendProbe probe()} and {@code public static <an EventApi> open()}.
 */
final class DeclaredProvider {

    private static final String PROBE = "dev.eventbind.discovery.BackendProbe";
    private static final String EVENT_API = "dev.eventbind.api.EventApi";

    private DeclaredProvider() {
    }

    /**
     * The events class, when {@code events} names one and it has what the provider calls; every breach reported
     * on the attribute.
     */
    static Optional<TypeElement> check(TypeElement spec, SpecSource.Functions functions, ValidationReport report) {
        AnnotationMirror mirror = functions.mirror();
        Optional<TypeMirror> named = functions.events();
        if (named.isEmpty() || named.get().getKind() == TypeKind.VOID) {
            return Optional.empty();
        }
        if (!(named.get() instanceof DeclaredType declared)
                || !(declared.asElement() instanceof TypeElement events)) {
            report.report(Rule.PROVIDER, named.get() + " is not a class", spec, mirror, "events");
            return Optional.empty();
        }
        String name = events.getQualifiedName().toString();
        boolean clean = true;
        if (events.getKind() != ElementKind.CLASS || !events.getModifiers().contains(Modifier.PUBLIC)
                || (events.getNestingKind() == NestingKind.MEMBER
                        && !events.getModifiers().contains(Modifier.STATIC))) {
            report.report(Rule.PROVIDER, name + " is not a public top-level or static nested class", spec, mirror,
                    "events");
            clean = false;
        }
        clean &= method(spec, mirror, events, "probe", type -> named(type, PROBE), "BackendProbe", report);
        clean &= method(spec, mirror, events, "open", type -> implementsEventApi(type, Set.of()), "an EventApi",
                report);
        return clean ? Optional.of(events) : Optional.empty();
    }

    private static boolean method(TypeElement spec, AnnotationMirror mirror, TypeElement events, String method,
            java.util.function.Predicate<TypeMirror> returns, String expected, ValidationReport report) {
        List<ExecutableElement> found = ElementFilter.methodsIn(events.getEnclosedElements()).stream()
                .filter(m -> m.getSimpleName().contentEquals(method) && m.getParameters().isEmpty()).toList();
        String name = events.getQualifiedName() + "." + method + "()";
        if (found.isEmpty()) {
            report.report(Rule.PROVIDER, events.getQualifiedName() + " has no " + method + "()", spec, mirror,
                    "events");
            return false;
        }
        ExecutableElement m = found.getFirst();
        if (!m.getModifiers().containsAll(Set.of(Modifier.PUBLIC, Modifier.STATIC))) {
            report.report(Rule.PROVIDER, name + " is not public static", spec, mirror, "events");
            return false;
        }
        if (!returns.test(m.getReturnType())) {
            report.report(Rule.PROVIDER, name + " returns " + m.getReturnType() + ", not " + expected, spec, mirror,
                    "events");
            return false;
        }
        // The provider calls it from BackendProvider's own method, which declares no checked exception.
        List<? extends TypeMirror> checked = m.getThrownTypes().stream().filter(type -> !unchecked(type)).toList();
        if (!checked.isEmpty()) {
            report.report(Rule.PROVIDER, name + " throws " + checked.stream().map(TypeMirror::toString)
                    .collect(Collectors.joining(", ")) + ", which BackendProvider." + method
                    + "() cannot: a backend that cannot open throws the unchecked BackendUnavailableException, with"
                    + " the driver's failure as its cause", spec, mirror, "events");
            return false;
        }
        return true;
    }

    /** Whether {@code type} is a {@code RuntimeException} or an {@code Error}, or extends one. */
    private static boolean unchecked(TypeMirror type) {
        TypeMirror at = type;
        while (at instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element) {
            String name = element.getQualifiedName().toString();
            if (name.equals("java.lang.RuntimeException") || name.equals("java.lang.Error")) {
                return true;
            }
            at = element.getSuperclass();
        }
        return false;
    }

    private static boolean named(TypeMirror type, String qualified) {
        return type instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element
                && element.getQualifiedName().contentEquals(qualified);
    }

    /** Whether {@code type} is {@code EventApi} or extends or implements it, through any of its supertypes. */
    private static boolean implementsEventApi(TypeMirror type, Set<String> seen) {
        if (!(type instanceof DeclaredType declared) || !(declared.asElement() instanceof TypeElement element)
                || seen.contains(element.getQualifiedName().toString())) {
            return false;
        }
        if (element.getQualifiedName().contentEquals(EVENT_API)) {
            return true;
        }
        Set<String> next = new java.util.HashSet<>(seen);
        next.add(element.getQualifiedName().toString());
        if (implementsEventApi(element.getSuperclass(), next)) {
            return true;
        }
        return element.getInterfaces().stream().anyMatch(i -> implementsEventApi(i, next));
    }
}
