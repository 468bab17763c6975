package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Checks one {@code @EventBackend} or {@code @NativeFunctions} spec and reports every mistake in it, so a user
 * fixes them all in one pass. Never throws for a bad spec; never looks at another spec except for its name.
 */
public final class SpecValidator {

    private final HeaderCache headers;
    private final BackendNames names;

    public SpecValidator(HeaderCache headers, BackendNames names) {
        this.headers = headers;
        this.names = names;
    }

    /** Every problem with {@code spec}. */
    public ValidationReport validate(TypeElement spec) {
        ValidationReport report = new ValidationReport();
        Optional<AnnotationMirror> backend = SpecAnnotations.mirror(spec, EventBackend.class);
        Optional<AnnotationMirror> functions = SpecAnnotations.mirror(spec, NativeFunctions.class);
        AnnotationMirror mirror = backend.orElseGet(functions::orElseThrow);
        if (backend.isPresent() && functions.isPresent()) {
            report.error(Messages.of(Messages.TWO_KINDS, spec.getSimpleName().toString()), spec, mirror, "name");
            return report;
        }
        if (!checkType(spec, mirror, report)) {
            return report;
        }
        List<DeclaredMethod> methods = methods(spec, backend.isPresent(), report);
        Map<ExecutableElement, String> declarations;
        if (backend.isPresent()) {
            EventBackend annotation = spec.getAnnotation(EventBackend.class);
            checkName(spec, mirror, annotation.name(), report);
            checkLibrary(spec, mirror, annotation.library(), report);
            checkStatus(spec, mirror, annotation.status(), report);
            checkOps(spec, methods, report);
            declarations = new HeaderValidator(headers, report).validate(spec, mirror, annotation.header(), methods);
        } else {
            NativeFunctions annotation = spec.getAnnotation(NativeFunctions.class);
            if (annotation.name().isBlank()) {
                report.error(Messages.of(Messages.BLANK_NAME, spec.getSimpleName().toString()), spec, mirror, "name");
            }
            checkLibrary(spec, mirror, annotation.library(), report);
            declarations = new HeaderValidator(headers, report).validate(spec, mirror, annotation.header(), methods);
        }
        checkSymbols(methods, report);
        if (report.isClean()) {
            report.establish(methods.stream()
                    .map(m -> m.checked(Optional.ofNullable(declarations.get(m.method())))).toList());
        }
        return report;
    }

    /** Shape of the type itself; when it is wrong nothing else can be generated or checked usefully. */
    private static boolean checkType(TypeElement spec, AnnotationMirror mirror, ValidationReport report) {
        String name = spec.getQualifiedName().toString();
        if (spec.getKind() != ElementKind.INTERFACE) {
            report.error(Messages.of(Messages.NOT_INTERFACE, name + " is " + describe(spec.getKind())), spec, mirror,
                    "name");
            return false;
        }
        boolean clean = true;
        if (!spec.getTypeParameters().isEmpty()) {
            report.error(Messages.of(Messages.GENERIC_SPEC, name), spec);
            clean = false;
        }
        for (TypeElement type = spec; type.getNestingKind() == NestingKind.MEMBER;
                type = (TypeElement) type.getEnclosingElement()) {
            if (type.getModifiers().contains(Modifier.PRIVATE)) {
                report.error(Messages.of(Messages.PRIVATE_SPEC, type.getQualifiedName() + " is private"), spec);
                clean = false;
            }
        }
        if (spec.getNestingKind().isNested() && spec.getNestingKind() != NestingKind.MEMBER) {
            report.error(Messages.of(Messages.PRIVATE_SPEC, name + " is local"), spec);
            clean = false;
        }
        return clean;
    }

    private static String describe(ElementKind kind) {
        String word = kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return (word.startsWith("a") || word.startsWith("e") ? "an " : "a ") + word;
    }

    private static List<DeclaredMethod> methods(TypeElement spec, boolean backend, ValidationReport report) {
        MethodValidator validator = new MethodValidator(backend, report);
        List<DeclaredMethod> methods = new ArrayList<>();
        for (ExecutableElement method : declaredAndInherited(spec, new java.util.LinkedHashSet<>())) {
            validator.validate(method).ifPresent(methods::add);
        }
        return methods;
    }

    /** The methods of {@code type} and of every interface it extends, the spec's own first: all are generated. */
    private static List<ExecutableElement> declaredAndInherited(TypeElement type, java.util.Set<TypeElement> seen) {
        List<ExecutableElement> methods = new ArrayList<>();
        if (!seen.add(type)) {
            return methods;
        }
        methods.addAll(ElementFilter.methodsIn(type.getEnclosedElements()));
        for (javax.lang.model.type.TypeMirror parent : type.getInterfaces()) {
            if (parent instanceof javax.lang.model.type.DeclaredType declared
                    && declared.asElement() instanceof TypeElement element) {
                methods.addAll(declaredAndInherited(element, seen));
            }
        }
        return methods;
    }

    private void checkName(TypeElement spec, AnnotationMirror mirror, String name, ValidationReport report) {
        if (name.isBlank()) {
            report.error(Messages.of(Messages.BLANK_NAME, spec.getSimpleName().toString()), spec, mirror, "name");
            return;
        }
        names.claim(name, spec.getQualifiedName().toString()).ifPresent(holder -> report.error(
                Messages.of(Messages.DUPLICATE_BACKEND, "\"" + name + "\" is also the name of " + holder), spec,
                mirror, "name"));
    }

    private static void checkLibrary(TypeElement spec, AnnotationMirror mirror, Library library,
            ValidationReport report) {
        boolean blankName = Arrays.stream(library.names()).anyMatch(String::isBlank);
        if (library.names().length == 0 && library.resource().isBlank() || blankName) {
            report.error(Messages.of(Messages.EMPTY_LIBRARY, blankName ? "a candidate name is blank"
                    : "names is empty and no resource is shipped"), spec, mirror, "library");
        }
        if (library.overrideProperty().isBlank() || library.overrideEnv().isBlank()) {
            report.error(Messages.of(Messages.BLANK_OVERRIDE, "overrideProperty=\"" + library.overrideProperty()
                    + "\", overrideEnv=\"" + library.overrideEnv() + "\""), spec, mirror, "library");
        }
    }

    private static void checkStatus(TypeElement spec, AnnotationMirror mirror, Status status,
            ValidationReport report) {
        boolean conflict = Arrays.stream(status.notReady()).anyMatch(code -> code == status.success())
                || Arrays.stream(status.poisoned()).anyMatch(code -> code == status.success());
        if (conflict) {
            report.error(Messages.of(Messages.STATUS_CONFLICT, "success is " + status.success()), spec, mirror,
                    "status");
        }
    }

    private static void checkOps(TypeElement spec, List<DeclaredMethod> methods, ValidationReport report) {
        Map<Op, DeclaredMethod> bound = new EnumMap<>(Op.class);
        for (DeclaredMethod method : methods) {
            method.op().ifPresent(op -> {
                DeclaredMethod first = bound.putIfAbsent(op, method);
                if (first != null) {
                    report.error(Messages.of(Messages.DUPLICATE_OP, op + " is already bound by "
                            + first.method().getSimpleName()), method.method(), method.annotation(), "value");
                }
            });
        }
        for (Op op : Op.values()) {
            if (op.required() && !bound.containsKey(op)) {
                report.error(Messages.of(Messages.MISSING_OP, op + " is not bound"), spec);
            }
        }
    }

    private static void checkSymbols(List<DeclaredMethod> methods, ValidationReport report) {
        Map<String, DeclaredMethod> bySymbol = new HashMap<>();
        for (DeclaredMethod method : methods) {
            DeclaredMethod first = bySymbol.putIfAbsent(method.symbol(), method);
            if (first != null) {
                report.error(Messages.of(Messages.DUPLICATE_SYMBOL, method.symbol() + " is already bound by "
                        + first.method().getSimpleName()), method.method(), method.annotation(), "symbol");
            }
        }
    }
}
