package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.HandWrittenOp;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.processor.model.StatusModel;
import dev.eventbind.processor.model.StructLayout;
import dev.eventbind.processor.model.ValidatedSpec;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.spec.Op;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import org.jspecify.annotations.Nullable;

/**
 * Checks one {@code @EventBackend} or {@code @NativeFunctions} spec and reports every mistake in it, so a user
 * fixes them all in one pass. Never throws for a bad spec; looks at other specs only through the claims of the
 * compilation (backend names, override settings).
 */
public final class SpecValidator {

    private final HeaderCache headers;
    private final CompilationClaims claims;
    private final Elements elements;

    public SpecValidator(HeaderCache headers, CompilationClaims claims, Elements elements) {
        this.headers = headers;
        this.claims = claims;
        this.elements = elements;
    }

    /** Every problem with {@code spec}, and for a clean spec what its model is built from. */
    public Validation validate(SpecSource source) {
        TypeElement spec = source.element();
        ValidationReport report = new ValidationReport();
        AnnotationMirror mirror = source.annotation();
        if (source.backend().isPresent() && source.functions().isPresent()) {
            report.report(Rule.TWO_KINDS, spec.getSimpleName().toString(), spec, mirror, "name");
            return Validation.rejected(report);
        }
        if (!checkType(spec, mirror, report)) {
            return Validation.rejected(report);
        }
        List<DeclaredMethod> methods = methods(source, source.backend().isPresent(), report);
        LibraryChecks library = new LibraryChecks(spec, mirror, report);
        Findings found = source.backend().isPresent()
                ? checkBackend(source, source.backend().get(), methods, library, report)
                : checkFunctions(source, source.functions().orElseThrow(), methods, library, report);
        checkSymbols(methods, report);
        ModuleChecks.check(spec, mirror, elements, report);
        return report.isClean() ? new Validation(report, Optional.of(found.established(methods)))
                : Validation.rejected(report);
    }

    /**
     * What the checks of one kind of spec found, by method where it is per method; a method absent from a map
     * has nothing of that kind (no header declaration, no bound argument, no shape chosen by role).
     */
    private record Findings(Map<ExecutableElement, CFunction> declarations,
            Map<ExecutableElement, List<Optional<Bound>>> bound, Map<ExecutableElement, OpShape> shapes,
            List<HandWrittenOp> handWritten, List<StatusModel.StatusCode> statuses, Optional<TypeElement> events,
            List<StructLayout> structs) {

        ValidatedSpec established(List<DeclaredMethod> methods) {
            return new ValidatedSpec(methods.stream().map(m -> m.checked(
                    Optional.ofNullable(declarations.get(m.method())).map(CFunction::declaration),
                    Optional.ofNullable(bound.get(m.method())), Optional.ofNullable(shapes.get(m.method()))))
                    .toList(), statuses, handWritten, events, structs);
        }
    }

    /** An {@code @EventBackend} spec: its ops, their header declarations, bound arguments and roles. */
    private Findings checkBackend(SpecSource source, SpecSource.Backend annotation, List<DeclaredMethod> methods,
            LibraryChecks library, ValidationReport report) {
        TypeElement spec = source.element();
        AnnotationMirror mirror = source.annotation();
        checkName(spec, mirror, annotation.name(), report);
        library.library(annotation.library(), claims);
        library.status(annotation.status());
        List<HandWrittenOp> handWritten = HandWrittenOps.validate(source, methods, report);
        Set<Op> written = handWritten.stream().map(HandWrittenOp::op).collect(Collectors.toSet());
        checkOps(spec, methods, written, report);
        OpDependencies.check(spec, methods, handWritten, report);
        Lifetimes.check(methods, report);
        library.notReady(annotation.status(), methods);
        HeaderValidator header = new HeaderValidator(headers, report);
        Map<ExecutableElement, CFunction> declarations = header.validate(spec, mirror, annotation.header(),
                methods);
        Map<ExecutableElement, List<Optional<Bound>>> bound = new BindingValidator(report).validate(methods,
                declarations, header.header(), annotation.header());
        // Roles are checked only where the Java types agree with the declaration: a wrong type is said once.
        Map<ExecutableElement, CFunction> typed = new HashMap<>(declarations);
        typed.keySet().removeAll(header.mismatched());
        Map<ExecutableElement, OpShape> byRoles = new RoleValidator(report, written).validate(methods, typed);
        if (header.header().isEmpty()) { // with a header read, an undeclared function is an error of its own
            byRoles = UndeclaredRoles.choose(methods, byRoles, written, report);
        }
        Map<ExecutableElement, OpShape> shapes = ReturnedEvents.settle(spec, methods, byRoles, written, report);
        ResolverChecks.check(spec, methods, declarations, shapes, report);
        List<StatusModel.StatusCode> statuses = HeaderStatuses.read(spec, mirror, annotation, header.header(),
                report);
        List<StructLayout> structs = StructChecks.check(source, header.header(), annotation.header(), report);
        return new Findings(declarations, bound, shapes, handWritten, statuses, Optional.empty(), structs);
    }

    /** A {@code @NativeFunctions} spec: its downcalls' header declarations and the provider it asks for. */
    private Findings checkFunctions(SpecSource source, SpecSource.Functions annotation,
            List<DeclaredMethod> methods, LibraryChecks library, ValidationReport report) {
        TypeElement spec = source.element();
        AnnotationMirror mirror = source.annotation();
        checkNameText(spec, mirror, annotation.name(), report);
        library.library(annotation.library(), claims);
        library.status(annotation.status());
        HeaderValidator header = new HeaderValidator(headers, report);
        Map<ExecutableElement, CFunction> declarations = header.validate(spec, mirror, annotation.header(),
                methods);
        List<StatusModel.StatusCode> statuses = HeaderStatuses.read(spec, mirror, annotation, header.header(),
                report);
        Optional<TypeElement> events = DeclaredProvider.check(spec, annotation, report);
        List<StructLayout> structs = StructChecks.check(source, header.header(), annotation.header(), report);
        return new Findings(declarations, Map.of(), Map.of(), List.of(), statuses, events, structs);
    }

    /** Shape of the type itself; when it is wrong nothing else can be generated or checked usefully. */
    private static boolean checkType(TypeElement spec, AnnotationMirror mirror, ValidationReport report) {
        String name = spec.getQualifiedName().toString();
        if (spec.getKind() != ElementKind.INTERFACE) {
            report.report(Rule.NOT_INTERFACE, name + " is " + describe(spec.getKind()), spec, mirror, "name");
            return false;
        }
        boolean clean = true;
        if (!spec.getTypeParameters().isEmpty()) {
            report.report(Rule.GENERIC_SPEC, name, spec);
            clean = false;
        }
        if (spec.getModifiers().contains(Modifier.SEALED)) {
            report.report(Rule.SEALED_SPEC, name + " is sealed", spec);
            clean = false;
        }
        for (@Nullable Element at = spec;
                at instanceof TypeElement type && type.getNestingKind() == NestingKind.MEMBER;
                at = type.getEnclosingElement()) {
            if (type.getModifiers().contains(Modifier.PRIVATE)) {
                report.report(Rule.PRIVATE_SPEC, type.getQualifiedName() + " is private", spec);
                clean = false;
            }
        }
        if (spec.getNestingKind().isNested() && spec.getNestingKind() != NestingKind.MEMBER) {
            report.report(Rule.PRIVATE_SPEC, name + " is local", spec);
            clean = false;
        }
        return clean;
    }

    private static String describe(ElementKind kind) {
        String word = kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        return (word.startsWith("a") || word.startsWith("e") ? "an " : "a ") + word;
    }

    private List<DeclaredMethod> methods(SpecSource source, boolean backend, ValidationReport report) {
        TypeElement spec = source.element();
        MethodValidator validator = new MethodValidator(backend, report);
        List<DeclaredMethod> methods = new ArrayList<>();
        for (ExecutableElement method : withoutDiamonds(source, declaredAndInherited(source, spec,
                new LinkedHashSet<>()), report)) {
            validator.validate(source.method(method)).ifPresent(methods::add);
        }
        checkInherited(source, report);
        return methods;
    }

    /**
     * Abstract methods the spec inherits unannotated: the generated class could not implement them, so each is
     * an error on the spec. Annotated ones are read with the spec's own ({@link #declaredAndInherited}).
     */
    private void checkInherited(SpecSource source, ValidationReport report) {
        TypeElement spec = source.element();
        for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(spec))) {
            if (spec.equals(method.getEnclosingElement()) || !method.getModifiers().contains(Modifier.ABSTRACT)
                    || source.method(method).annotated()) {
                continue;
            }
            report.report(Rule.INHERITED_METHOD, method.getSimpleName() + " is inherited from "
                    + owner(method) + " without @Bind or @Downcall",
                    spec);
        }
    }

    /**
     * The methods of {@code type} and the annotated ones of every interface it extends, the spec's own first: all
     * are generated. A method a nearer interface overrides is replaced by its override (a sub-spec rebinds an op
     * or symbol that way); unannotated inherited ones are {@link #checkInherited}'s.
     */
    private List<ExecutableElement> declaredAndInherited(SpecSource source, TypeElement type,
            Set<TypeElement> seen) {
        TypeElement spec = source.element();
        List<ExecutableElement> methods = new ArrayList<>();
        if (!seen.add(type)) {
            return methods;
        }
        methods.addAll(ElementFilter.methodsIn(type.getEnclosedElements()));
        for (TypeMirror parent : type.getInterfaces()) {
            if (parent instanceof DeclaredType declared && declared.asElement() instanceof TypeElement element) {
                for (ExecutableElement inherited : declaredAndInherited(source, element, seen)) {
                    boolean overridden = methods.stream().anyMatch(method -> elements.overrides(method, inherited,
                            spec));
                    if (source.method(inherited).annotated() && !overridden) {
                        methods.add(inherited);
                    }
                }
            }
        }
        return methods;
    }

    /**
     * Two bindings of one method inherited from two interfaces (a diamond) that the spec does not override: one
     * error on the spec naming both, and only the first is kept, so nothing else is reported twice.
     */
    private List<ExecutableElement> withoutDiamonds(SpecSource source, List<ExecutableElement> methods,
            ValidationReport report) {
        TypeElement spec = source.element();
        List<ExecutableElement> kept = new ArrayList<>();
        for (ExecutableElement method : methods) {
            ExecutableElement twin = kept.stream().filter(other -> sameSignature(other, method)).findFirst()
                    .orElse(null);
            if (twin == null) {
                kept.add(method);
            } else if (!binding(source.method(twin)).equals(binding(source.method(method)))) {
                report.report(Rule.DIAMOND_BINDING, method.getSimpleName() + " is bound as "
                        + binding(source.method(twin)) + " by " + owner(twin) + " and as "
                        + binding(source.method(method)) + " by " + owner(method)
                        + "; override it in " + spec.getSimpleName() + " with the binding meant", spec);
            }
        }
        return kept;
    }

    private boolean sameSignature(ExecutableElement a, ExecutableElement b) {
        return a.getSimpleName().equals(b.getSimpleName()) && a.getParameters().size() == b.getParameters().size()
                // Compared without type annotations (@Nullable), which a type's text carries.
                && java.util.stream.IntStream.range(0, a.getParameters().size()).allMatch(i -> MethodValidator
                        .typeName(a.getParameters().get(i).asType())
                        .equals(MethodValidator.typeName(b.getParameters().get(i).asType())));
    }

    private static String binding(MethodSource source) {
        ExecutableElement method = source.element();
        if (source.bind().isPresent()) {
            MethodSource.BindSource bind = source.bind().get();
            return "Op." + bind.op() + " " + (bind.symbol().isEmpty() ? method.getSimpleName() : bind.symbol());
        }
        return source.downcall().map(downcall -> "@Downcall " + (downcall.symbol().isEmpty()
                ? method.getSimpleName() : downcall.symbol())).orElse("nothing");
    }

    private static String owner(ExecutableElement method) {
        // A method's enclosing element is the type that declares it.
        return method.getEnclosingElement() instanceof TypeElement type ? type.getQualifiedName().toString()
                : method.getSimpleName().toString();
    }

    private void checkName(TypeElement spec, AnnotationMirror mirror, String name, ValidationReport report) {
        if (!checkNameText(spec, mirror, name, report)) {
            return;
        }
        claims.claimName(name, spec.getQualifiedName().toString()).ifPresent(holder -> report.report(
                Rule.DUPLICATE_BACKEND, "\"" + name + "\" is also the name of " + holder, spec, mirror, "name"));
    }

    /**
     * A spec's name, printed in messages, log lines and trace files: not blank, and with no character that would
     * end or garble a line (a C0 or C1 control, a line or paragraph separator). Whether it is fit to be claimed.
     */
    private static boolean checkNameText(TypeElement spec, AnnotationMirror mirror, String name,
            ValidationReport report) {
        if (name.isBlank()) {
            report.report(Rule.BLANK_NAME, spec.getSimpleName().toString(), spec, mirror, "name");
            return false;
        }
        List<String> found = new ArrayList<>();
        for (int i = 0; i < name.length(); i++) {
            if (breaksLine(name.charAt(i))) {
                found.add(escaped(name.charAt(i)) + " at index " + i);
            }
        }
        if (!found.isEmpty()) {
            report.report(Rule.NAME_CHARACTERS, quoted(name) + " has " + String.join(", ", found), spec, mirror,
                    "name");
            return false;
        }
        return true;
    }

    private static boolean breaksLine(char c) {
        int type = Character.getType(c);
        return Character.isISOControl(c) || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** {@code name} as a Java string literal would write it, each line-breaking character as a Unicode escape. */
    private static String quoted(String name) {
        StringBuilder text = new StringBuilder("\"");
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            text.append(c == '"' || c == '\\' ? "\\" + c : breaksLine(c) ? escaped(c) : String.valueOf(c));
        }
        return text.append('"').toString();
    }

    /** The Unicode escape that writes {@code c} in Java source. */
    private static String escaped(char c) {
        return String.format(Locale.ROOT, "\\u%04x", (int) c);
    }

    /**
     * Every required op bound once. A method whose signature fits no shape of its op is one error: when it fits
     * exactly one op no other method binds, the error asks whether that op was meant and the method counts as
     * binding it, so a wrong {@code Op} constant is not also a missing op and a duplicate one.
     */
    private static void checkOps(TypeElement spec, List<DeclaredMethod> methods, Set<Op> handWritten,
            ValidationReport report) {
        Map<Op, DeclaredMethod> bound = new EnumMap<>(Op.class);
        for (DeclaredMethod method : methods) {
            if (method.misfit().isEmpty()) {
                method.op().ifPresent(op -> {
                    DeclaredMethod first = bound.putIfAbsent(op, method);
                    if (first != null) {
                        report.report(Rule.DUPLICATE_OP, op + " is already bound by "
                                + first.method().getSimpleName(), method.method(), method.annotation(), "value");
                    }
                });
            }
        }
        for (DeclaredMethod method : methods) {
            if (method.misfit().isPresent() && method.op().isPresent()) {
                reportMisfit(method, method.op().get(), bound, report);
            }
        }
        for (Op op : Op.values()) {
            // EVENT_CREATE is required unless the record returns its event: ReturnedEvents decides, by role.
            if (op.required() && op != Op.EVENT_CREATE && !bound.containsKey(op) && !handWritten.contains(op)) {
                report.report(Rule.MISSING_OP, op + " is not bound", spec);
            }
        }
    }

    /**
     * A method whose signature fits no shape of {@code op}: it counts as binding the one unbound op it fits, when
     * there is one, and the error asks whether that op was meant.
     */
    private static void reportMisfit(DeclaredMethod method, Op op, Map<Op, DeclaredMethod> bound,
            ValidationReport report) {
        List<Op> meant = fittingOps(method.signature().orElseThrow()).stream()
                .filter(o -> o != op && !bound.containsKey(o)).toList();
        // The optional ops of other API families share many Java shapes: a needed op is the likelier meaning.
        List<Op> needed = meant.stream().filter(o -> o.required() || o == Op.EVENT_ELAPSED).toList();
        meant = needed.size() == 1 ? needed : meant;
        String message = op + " is" + OpShapes.describe(op) + "\n  and not " + method.misfit().get();
        if (meant.size() == 1) {
            bound.put(meant.getFirst(), method);
            report.report(Rule.OP_SHAPE, message + "; did you mean Op." + meant.getFirst() + "?",
                    method.method(), method.annotation(), "value");
        } else {
            bound.putIfAbsent(op, method);
            report.report(Rule.OP_SHAPE, message, method.method());
        }
    }

    /** The ops one of whose shapes a method of these C types has. */
    private static List<Op> fittingOps(CSignature types) {
        return java.util.Arrays.stream(Op.values())
                .filter(op -> OpShapes.match(op, types.returns(), types.unbound()).isPresent()).toList();
    }

    private static void checkSymbols(List<DeclaredMethod> methods, ValidationReport report) {
        Map<String, DeclaredMethod> bySymbol = new HashMap<>();
        for (DeclaredMethod method : methods) {
            DeclaredMethod first = bySymbol.putIfAbsent(method.symbol(), method);
            // Two ops may share a function when they bind different arguments of it: OpenCL's barrier is both the
            // record (an empty wait list) and the stream wait (a list of one).
            boolean twoOps = first != null && first.op().isPresent() && method.op().isPresent()
                    && first.op().get() != method.op().get();
            if (first != null && !twoOps) {
                report.report(Rule.DUPLICATE_SYMBOL, method.symbol() + " is already bound by "
                        + first.method().getSimpleName(), method.method(), method.annotation(), "symbol");
            }
        }
    }
}
