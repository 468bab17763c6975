package dev.eventbind.processor.validation;

import dev.eventbind.api.EventApi;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/** Checks one spec method on its own: its annotations, its symbol and its Java signature. */
final class MethodValidator {

    private static final Pattern C_IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /** Signatures the generated classes declare themselves, which a spec method must not take. */
    private static final Set<String> OBJECT_SIGNATURES = Set.of("hashCode()", "toString()", "getClass()",
            "clone()", "finalize()", "notify()", "notifyAll()", "wait()", "wait(long)", "wait(long,int)", "library()",
            "open()", "statusConvention()", "resolved()", "resolved(java.lang.foreign.MemorySegment)", "linked()");
    private static final Set<String> BACKEND_SIGNATURES = backendSignatures();

    /**
     * The generated backend's own members taking no arguments: its static {@code probe()}, {@code open()},
     * {@code version()} and {@code deviceRank()}, and every no-argument method of {@link EventApi}, read from it so a new one counts.
     * (Those with arguments take the generated Event and Stream types, which no spec method can.)
     */
    private static Set<String> backendSignatures() {
        Set<String> signatures = new java.util.TreeSet<>(Set.of("version()", "probe()", "open()", "deviceRank()"));
        for (java.lang.reflect.Method method : EventApi.class.getMethods()) {
            if (method.getParameterCount() == 0) {
                signatures.add(method.getName() + "()");
            }
        }
        return Set.copyOf(signatures);
    }

    private final boolean backendSpec;
    private final ValidationReport report;

    MethodValidator(boolean backendSpec, ValidationReport report) {
        this.backendSpec = backendSpec;
        this.report = report;
    }

    /** Checks {@code method}; returns it when it is annotated, for the spec-wide checks. */
    Optional<DeclaredMethod> validate(MethodSource source) {
        ExecutableElement method = source.element();
        Optional<AnnotationMirror> bind = source.bind().map(MethodSource.BindSource::mirror);
        Optional<AnnotationMirror> downcall = source.downcall().map(MethodSource.DowncallSource::mirror);
        boolean isAbstract = method.getModifiers().contains(Modifier.ABSTRACT);
        if (bind.isEmpty() && downcall.isEmpty()) {
            if (isAbstract) {
                report.report(Rule.UNANNOTATED_METHOD, method.getSimpleName().toString(), method);
            } else if (!method.getModifiers().contains(Modifier.STATIC)
                    && !method.getModifiers().contains(Modifier.PRIVATE)) {
                // A default method is inherited by the generated functions class, whose own members it must not take.
                checkReserved(method, false);
            }
            return Optional.empty();
        }
        AnnotationMirror mirror = bind.orElseGet(downcall::orElseThrow);
        Optional<Op> op = source.bind().map(MethodSource.BindSource::op);
        String named = source.bind().map(MethodSource.BindSource::symbol)
                .orElseGet(() -> source.downcall().orElseThrow().symbol());
        // An empty symbol is the default: the method's own name.
        String symbol = named.isEmpty() ? method.getSimpleName().toString() : named;
        if (!accepted(method, bind.isPresent(), downcall.isPresent(), isAbstract, mirror)) {
            // Still counted as binding its op, so the spec-wide check reports no second, false mistake.
            return Optional.of(new DeclaredMethod(source, mirror, op, symbol, false, Optional.empty(),
                    Optional.empty(), Optional.empty()));
        }
        boolean symbolValid = checkSymbol(method, mirror, symbol);
        Optional<CSignature> signature = checkSignature(source, op);
        Optional<OpShape> shape = signature.flatMap(types -> op.flatMap(bound -> OpShapes.match(bound,
                types.returns(), types.unbound())));
        shape.ifPresent(fit -> checkFlags(source, mirror, fit));
        checkReserved(method, true);
        Optional<String> misfit = signature.isPresent() && op.isPresent() && shape.isEmpty()
                ? Optional.of(signature.get().describe(method.getSimpleName())) : Optional.empty();
        if (misfit.isEmpty()) {
            // A method that fits no shape of its op most likely names the wrong op: its options are not judged.
            op.ifPresent(bound -> checkBindOptions(method, mirror, bound, source.bind().orElseThrow()));
        }
        return Optional.of(new DeclaredMethod(source, mirror, op, symbol, symbolValid && signature.isPresent()
                && misfit.isEmpty(), signature, shape, misfit));
    }

    /** The checks that make the rest meaningless when they fail. */
    private boolean accepted(ExecutableElement method, boolean bind, boolean downcall, boolean isAbstract,
            AnnotationMirror mirror) {
        if (bind && downcall) {
            report.report(Rule.BIND_AND_DOWNCALL, method.getSimpleName().toString(), method);
            return false;
        }
        if (!isAbstract) {
            report.report(Rule.NOT_ABSTRACT, method.getSimpleName() + " has a body", method, mirror, "symbol");
            return false;
        }
        if (bind && !backendSpec) {
            report.report(Rule.BIND_OUTSIDE_BACKEND, method.getSimpleName().toString(), method, mirror, "value");
            return false;
        }
        return true;
    }

    private void checkBindOptions(ExecutableElement method, AnnotationMirror mirror, Op op,
            MethodSource.BindSource bind) {
        if (op.blocking() && bind.critical()) {
            report.report(Rule.CRITICAL_BLOCKING, op + " blocks the host", method, mirror, "critical");
        } else if (enqueues(op) && bind.critical()) {
            // A critical call holds off every safepoint of the JVM for as long as the driver blocks it.
            report.report(Rule.CRITICAL_ENQUEUE, op + " enqueues on a stream and blocks while the device's queue"
                    + " is full", method, mirror, "critical");
        }
        if (op.required() && bind.optional()) {
            report.report(Rule.REQUIRED_OPTIONAL, op + " is needed by every EventApi call path", method, mirror,
                    "optional");
        }
        // hostClock has a default only because annotation members need one for the ops that ignore it.
        boolean hostClockWritten = SpecSource.written(mirror, "hostClock").isPresent();
        if (op == Op.PAIRED_CLOCK && !hostClockWritten) {
            report.report(Rule.HOST_CLOCK, method.getSimpleName() + " binds Op.PAIRED_CLOCK without hostClock",
                    method, mirror, "value");
        }
        ignored(method, mirror, op, "hostClock", Op.PAIRED_CLOCK);
        ignored(method, mirror, op, "timestampBits", Op.EVENT_TIMESTAMP);
        ignored(method, mirror, op, "nanoseconds", Op.EVENT_TIMESTAMP);
    }

    /** An attribute written on a method whose op never reads it. */
    private void ignored(ExecutableElement method, AnnotationMirror mirror, Op op, String member, Op reader) {
        if (op != reader && SpecSource.written(mirror, member).isPresent()) {
            report.report(Rule.IGNORED_ATTRIBUTE, member + " is read for Op." + reader + " only, and "
                    + method.getSimpleName() + " binds Op." + op, method, mirror, member);
        }
    }

    private boolean checkSymbol(ExecutableElement method, AnnotationMirror mirror, String symbol) {
        if (!C_IDENTIFIER.matcher(symbol).matches()) {
            report.report(Rule.BAD_SYMBOL, "\"" + symbol + "\"", method, mirror, "symbol");
            return false;
        }
        if (CKeywords.contains(symbol)) {
            report.report(Rule.BAD_SYMBOL, "\"" + symbol + "\" is a C keyword", method, mirror, "symbol");
            return false;
        }
        return true;
    }

    /** The method's C types, when its Java signature is one a downcall and its bound arguments can have. */
    private Optional<CSignature> checkSignature(MethodSource source, Optional<Op> op) {
        ExecutableElement method = source.element();
        if (!method.getTypeParameters().isEmpty()) {
            report.report(Rule.GENERIC_SPEC, method.getSimpleName().toString(), method);
            return Optional.empty();
        }
        return CSignature.read(source, report).filter(types -> BoundArguments.check(source, types, op, report));
    }

    /** A flags value the matched shape has no parameter for would be dropped without a word. */
    private void checkFlags(MethodSource source, AnnotationMirror mirror, OpShape fit) {
        boolean flagsWritten = source.bind().flatMap(MethodSource.BindSource::flagsValue).isPresent();
        if (fit.flagsPosition().isEmpty() && flagsWritten) {
            report.report(Rule.IGNORED_FLAGS, source.element().getSimpleName() + " is " + fit.describe(),
                    source.element(), mirror, "flags");
        }
    }

    /**
     * Reports a method whose signature a generated class declares: the functions class's ({@code library()},
     * {@code open()}, ...) and, for a bound one of a backend spec ({@code backendMembers}), the backend's.
     */
    private void checkReserved(ExecutableElement method, boolean backendMembers) {
        String signature = method.getSimpleName() + "(" + method.getParameters().stream()
                .map(parameter -> typeName(parameter.asType())).collect(Collectors.joining(",")) + ")";
        if (OBJECT_SIGNATURES.contains(signature)
                || (backendMembers && backendSpec && BACKEND_SIGNATURES.contains(signature))) {
            report.report(Rule.RESERVED_NAME, signature + " is declared by the generated class", method);
        }
    }

    /** A type as a signature spells it, without any type annotation ("long", "java.lang.String"). */
    static String typeName(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return type.getKind().name().toLowerCase(java.util.Locale.ROOT);
        }
        return type instanceof DeclaredType declared
                ? ((TypeElement) declared.asElement()).getQualifiedName().toString() : type.toString();
    }

    /** The ops that put a command on a stream's queue: a record and a device-side wait. */
    private static boolean enqueues(Op op) {
        return op == Op.EVENT_RECORD || op == Op.STREAM_WAIT_EVENT;
    }
}
