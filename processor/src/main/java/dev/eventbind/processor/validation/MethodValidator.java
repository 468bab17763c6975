package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.spec.Bind;
import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Op;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;

/** Checks one spec method on its own: its annotations, its symbol and its Java signature. */
final class MethodValidator {

    private static final Pattern C_IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** Signatures the generated classes declare themselves, which a spec method must not take. */
    private static final Set<String> OBJECT_SIGNATURES = Set.of("hashCode()", "toString()", "getClass()",
            "clone()", "finalize()", "notify()", "notifyAll()", "wait()", "wait(long)", "wait(long,int)", "library()", "open()");
    private static final Set<String> BACKEND_SIGNATURES = Set.of("backend()", "eventCreate()",
            "streamCreateNonBlocking()", "version()", "probe()");

    private final boolean backendSpec;
    private final ValidationReport report;

    MethodValidator(boolean backendSpec, ValidationReport report) {
        this.backendSpec = backendSpec;
        this.report = report;
    }

    /** Checks {@code method}; returns it when it is annotated, for the spec-wide checks. */
    Optional<DeclaredMethod> validate(ExecutableElement method) {
        Optional<AnnotationMirror> bind = SpecAnnotations.mirror(method, Bind.class);
        Optional<AnnotationMirror> downcall = SpecAnnotations.mirror(method, Downcall.class);
        boolean isAbstract = method.getModifiers().contains(Modifier.ABSTRACT);
        if (bind.isEmpty() && downcall.isEmpty()) {
            if (isAbstract) {
                report.error(Messages.of(Messages.UNANNOTATED_METHOD, method.getSimpleName().toString()), method);
            }
            return Optional.empty();
        }
        AnnotationMirror mirror = bind.orElseGet(downcall::orElseThrow);
        if (bind.isPresent() && downcall.isPresent()) {
            report.error(Messages.of(Messages.BIND_AND_DOWNCALL, method.getSimpleName().toString()), method);
            return Optional.empty();
        }
        if (!isAbstract) {
            report.error(Messages.of(Messages.NOT_ABSTRACT, method.getSimpleName() + " has a body"), method, mirror,
                    "symbol");
            return Optional.empty();
        }
        if (bind.isPresent() && !backendSpec) {
            report.error(Messages.of(Messages.BIND_OUTSIDE_BACKEND, method.getSimpleName().toString()), method,
                    mirror, "value");
            return Optional.empty();
        }
        Optional<Op> op = bind.map(ignored -> method.getAnnotation(Bind.class).value());
        String named = bind.isPresent() ? method.getAnnotation(Bind.class).symbol()
                : method.getAnnotation(Downcall.class).symbol();
        // An empty symbol is the default: the method's own name.
        String symbol = named.isEmpty() ? method.getSimpleName().toString() : named;
        boolean symbolValid = checkSymbol(method, mirror, symbol);
        boolean signatureValid = checkSignature(method, op);
        if (op.isPresent() && op.get().blocking() && method.getAnnotation(Bind.class).critical()) {
            report.error(Messages.of(Messages.CRITICAL_BLOCKING, op.get() + " blocks the host"), method, mirror,
                    "critical");
        }
        checkReserved(method);
        return Optional.of(new DeclaredMethod(method, mirror, op, symbol, symbolValid && signatureValid,
                signatureValid ? op.flatMap(bound -> matchedShape(method, bound)) : Optional.empty()));
    }

    private boolean checkSymbol(ExecutableElement method, AnnotationMirror mirror, String symbol) {
        if (C_IDENTIFIER.matcher(symbol).matches()) {
            return true;
        }
        report.error(Messages.of(Messages.BAD_SYMBOL, "\"" + symbol + "\""), method, mirror, "symbol");
        return false;
    }

    private boolean checkSignature(ExecutableElement method, Optional<Op> op) {
        if (!method.getTypeParameters().isEmpty()) {
            report.error(Messages.of(Messages.GENERIC_SPEC, method.getSimpleName().toString()), method);
            return false;
        }
        Optional<List<CType>> parameters = parameterTypes(method);
        Optional<CType> returns = CType.of(method.getReturnType());
        if (returns.isEmpty()) {
            report.error(Messages.of(Messages.UNSUPPORTED_TYPE, method.getSimpleName() + " returns "
                    + method.getReturnType()), method);
        }
        if (parameters.isEmpty() || returns.isEmpty()) {
            return false;
        }
        return op.map(bound -> checkShape(method, bound, returns.get(), parameters.get())).orElse(true);
    }

    private Optional<List<CType>> parameterTypes(ExecutableElement method) {
        List<CType> types = new ArrayList<>();
        boolean valid = true;
        for (VariableElement parameter : method.getParameters()) {
            Optional<CType> type = CType.of(parameter.asType()).filter(t -> t != CType.VOID);
            if (type.isEmpty()) {
                report.error(Messages.of(Messages.UNSUPPORTED_TYPE, "parameter " + parameter.getSimpleName()
                        + " is " + parameter.asType()), parameter);
                valid = false;
            }
            type.ifPresent(types::add);
        }
        return valid ? Optional.of(types) : Optional.empty();
    }

    /** The shape a method with a valid signature matched, for the model. */
    private static Optional<OpShape> matchedShape(ExecutableElement method, Op op) {
        List<CType> parameters = method.getParameters().stream().map(p -> CType.of(p.asType()).orElseThrow())
                .toList();
        return OpShapes.match(op, CType.of(method.getReturnType()).orElseThrow(), parameters);
    }

    private boolean checkShape(ExecutableElement method, Op op, CType returns, List<CType> parameters) {
        boolean fits = OpShapes.match(op, returns, parameters).isPresent();
        if (!fits) {
            String actual = returns.javaName() + " " + method.getSimpleName() + "("
                    + parameters.stream().map(CType::javaName).collect(Collectors.joining(", ")) + ")";
            report.error(Messages.of(Messages.OP_SHAPE, op + " is " + OpShapes.describe(op) + ", not " + actual),
                    method);
        }
        return fits;
    }

    private void checkReserved(ExecutableElement method) {
        String signature = method.getSimpleName() + "(" + method.getParameters().stream()
                .map(parameter -> parameter.asType().toString()).collect(Collectors.joining(",")) + ")";
        if (OBJECT_SIGNATURES.contains(signature) || backendSpec && BACKEND_SIGNATURES.contains(signature)) {
            report.error(Messages.of(Messages.RESERVED_NAME, signature + " is declared by the generated class"),
                    method);
        }
    }
}
