package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CParameter;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.processor.model.Role;
import dev.eventbind.processor.source.ParameterSource;
import dev.eventbind.spec.Op;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks every bound op by role against its C declaration: each handle argument has the op's handle typedef (the
 * handle types are inferred from the create ops' out-pointers), is passed by value where the op passes a handle
 * and by pointer where it writes one, each out-parameter points to what the generated code reads back, and the
 * parameters come in the op's order (a swapped pair is one error naming both).
 */
final class RoleValidator {

    /** A handle type as the create op's out-pointer declares it. */
    private record HandleType(String spelling, String canonical, String origin) {

        HandleType(String spelling, String canonical) {
            this(spelling, canonical, "");
        }
    }

    private final ValidationReport report;
    private final Map<Role.HandleKind, HandleType> handles = new EnumMap<>(Role.HandleKind.class);
    /** Methods whose C types and names leave two of their op's shapes equally likely. */
    private final java.util.Set<javax.lang.model.element.ExecutableElement> ambiguous = new java.util.HashSet<>();
    /** Whether the spec binds an event create; without one, the record is the shape that returns its event. */
    private boolean createBound;
    /**
     * Whether the spec makes a context beside its device ({@code CONTEXT_CREATE}); without one, its device may be what
     * the header calls a context (OpenCL's {@code cl_context}), so names do not tell the two apart.
     */
    private boolean contextMade;

    /** The ops the spec writes by hand: an event create written so still means the record returns no event. */
    private final java.util.Set<Op> handWritten;

    RoleValidator(ValidationReport report, java.util.Set<Op> handWritten) {
        this.report = report;
        this.handWritten = handWritten;
    }

    /**
     * Checks the {@code @Bind} methods whose shape matched and whose function the header declares. Where two shapes
     * of an op have the same Java types ({@code record(event, stream)} and {@code record(stream, event)}), the
     * one whose roles the declaration has is chosen; the returned map holds those choices.
     */
    Map<javax.lang.model.element.ExecutableElement, OpShape> validate(List<DeclaredMethod> methods,
            Map<javax.lang.model.element.ExecutableElement, CFunction> functions) {
        createBound = handWritten.contains(Op.EVENT_CREATE)
                || methods.stream().anyMatch(m -> m.op().filter(op -> op == Op.EVENT_CREATE).isPresent());
        contextMade = handWritten.contains(Op.CONTEXT_CREATE)
                || methods.stream().anyMatch(m -> m.op().filter(op -> op == Op.CONTEXT_CREATE).isPresent());
        inferFromCreates(methods, functions);
        inferFromReturningRecords(methods, functions);
        inferFromBoundHandles(methods, functions);
        Map<javax.lang.model.element.ExecutableElement, OpShape> chosen = new java.util.HashMap<>();
        for (DeclaredMethod method : methods) {
            CFunction function = functions.get(method.method());
            if (method.shape().isPresent() && function != null && !function.variadic() && comparable(method,
                    function)) {
                OpShape shape = choose(method, method.shape().get(), function);
                chosen.put(method.method(), shape);
                if (ambiguous.contains(method.method())) {
                    reportAmbiguous(method, shape, function);
                    continue;
                }
                check(method, shape, function);
            }
        }
        return chosen;
    }

    /** Each create says what the handle it makes is. */
    private void inferFromCreates(List<DeclaredMethod> methods,
            Map<javax.lang.model.element.ExecutableElement, CFunction> functions) {
        for (DeclaredMethod method : methods) {
            Optional<CFunction> function = Optional.ofNullable(functions.get(method.method()));
            if (method.shape().isPresent() && function.isPresent() && isCreate(method.op()) && comparable(method,
                    function.get())) {
                inferHandle(method, method.shape().get(), function.get());
            }
        }
    }

    /** A record that returns its event says what the event handle is, where no create does. */
    private void inferFromReturningRecords(List<DeclaredMethod> methods,
            Map<javax.lang.model.element.ExecutableElement, CFunction> functions) {
        for (DeclaredMethod method : methods) {
            CFunction function = functions.get(method.method());
            if (method.op().filter(op -> op == Op.EVENT_RECORD).isPresent() && method.shape().isPresent()
                    && function != null && !function.variadic() && comparable(method, function)) {
                OpShape shape = choose(method, method.shape().get(), function);
                if (shape.arguments().contains(Argument.RETURNED_EVENT)) {
                    inferHandle(method, shape, function);
                }
            }
        }
    }

    /**
     * Where no bound op writes the device (it is written by hand), the first {@code @From} says its type, so every
     * other must be that handle too: a context is never passed where another call takes the device.
     */
    private void inferFromBoundHandles(List<DeclaredMethod> methods,
            Map<javax.lang.model.element.ExecutableElement, CFunction> functions) {
        for (DeclaredMethod method : methods) {
            CFunction function = functions.get(method.method());
            if (function != null && !function.variadic() && comparable(method, function)) {
                inferFromBound(method, function);
            }
        }
    }

    private static boolean comparable(DeclaredMethod method, CFunction function) {
        return function.parameters().size() == method.method().getParameters().size();
    }

    /** The C parameters the shape's arguments fill: the method's unbound ones, in order. */
    private static List<CParameter> unbound(DeclaredMethod method, CFunction function) {
        List<CParameter> result = new java.util.ArrayList<>();
        for (int i = 0; i < function.parameters().size(); i++) {
            if (!method.source().parameters().get(i).isBound()) {
                result.add(function.parameters().get(i));
            }
        }
        return result;
    }

    /**
     * The first shape alike {@code matched} that the declaration has every role of; else the first it has every
     * role of with two parameters swapped (so the check names the swap); {@code matched} when none. A shape that
     * writes a handle is tried first: only a pointer to a handle can take that role, so it never fits by accident.
     */
    private OpShape choose(DeclaredMethod method, OpShape matched, CFunction function) {
        List<CParameter> parameters = unbound(method, function);
        if (!createBound && matched.op() == Op.EVENT_RECORD) {
            Optional<OpShape> returning = dev.eventbind.processor.model.OpShapes.alike(matched).stream()
                    .filter(shape -> shape.arguments().contains(Argument.RETURNED_EVENT)).findFirst();
            if (returning.isPresent()) {
                return returning.get();
            }
        }
        List<OpShape> alike = dev.eventbind.processor.model.OpShapes.alike(matched).stream()
                .sorted(java.util.Comparator.comparing(shape -> shape.arguments().stream()
                        .noneMatch(a -> a.role() instanceof Role.OutHandle))).toList();
        List<OpShape> fitting = alike.stream().filter(shape -> fits(shape.arguments(), parameters)).toList();
        if (fitting.size() == 1) {
            return fitting.getFirst();
        }
        if (fitting.size() > 1) {
            return byNames(method, fitting, parameters);
        }
        for (OpShape shape : alike) {
            List<Argument> arguments = shape.arguments();
            for (int i = 0; i < arguments.size(); i++) {
                for (int j = i + 1; j < arguments.size(); j++) {
                    List<Argument> swapped = new java.util.ArrayList<>(arguments);
                    java.util.Collections.swap(swapped, i, j);
                    if (fits(swapped, parameters)) {
                        return shape;
                    }
                }
            }
        }
        return matched;
    }

    /**
     * Of shapes whose roles the C types all allow, the one the names agree with most: the type's spelling, the C
     * parameter's name and the spec parameter's name, each a vote for the handle kind it says, the header's
     * outweighing the spec's. A tie is a true ambiguity, reported once by {@link #validate}.
     */
    private OpShape byNames(DeclaredMethod method, List<OpShape> fitting, List<CParameter> parameters) {
        List<String> specNames = method.source().parameters().stream().filter(p -> !p.isBound())
                .map(p -> p.element().getSimpleName().toString()).toList();
        OpShape best = fitting.getFirst();
        int bestScore = Integer.MIN_VALUE;
        boolean tie = false;
        for (OpShape shape : fitting) {
            int score = 0;
            for (int i = 0; i < shape.arguments().size(); i++) {
                Optional<Role.HandleKind> kind = RoleNames.kindOf(shape.arguments().get(i).role());
                if (kind.isEmpty()) {
                    continue;
                }
                // The header outweighs the spec: its type's name, then its parameter's, then the spec's.
                score += 4 * vote(parameters.get(i).type().spelling(), kind.get())
                        + 2 * vote(parameters.get(i).name(), kind.get()) + vote(specNames.get(i), kind.get());
            }
            if (score > bestScore) {
                best = shape;
                bestScore = score;
                tie = false;
            } else if (score == bestScore) {
                tie = true;
            }
        }
        if (tie) {
            ambiguous.add(method.method());
        }
        return best;
    }

    /** 1 where a name says the kind, -1 where it says another, 0 where it says none. */
    private static int vote(String name, Role.HandleKind kind) {
        return RoleNames.kind(name).map(said -> said == kind ? 1 : -1).orElse(0);
    }

    private boolean fits(List<Argument> arguments, List<CParameter> parameters) {
        for (int i = 0; i < arguments.size(); i++) {
            if (problem(arguments.get(i).role(), parameters.get(i)).isPresent()) {
                return false;
            }
        }
        return true;
    }

    private static boolean isCreate(Optional<Op> op) {
        return op.filter(o -> o == Op.EVENT_CREATE || o == Op.STREAM_CREATE || o == Op.DEVICE_GET
                || o == Op.CONTEXT_CREATE || o == Op.EVENT_POOL_CREATE).isPresent();
    }

    /** The handle a create op writes: what its out-pointer points to, when that is itself a pointer. */
    private void inferHandle(DeclaredMethod method, OpShape shape, CFunction function) {
        List<CParameter> parameters = unbound(method, function);
        for (int i = 0; i < shape.arguments().size() && i < parameters.size(); i++) {
            if (shape.arguments().get(i).role() instanceof Role.OutHandle(Role.HandleKind kind)) {
                Optional<CScalar> pointee = parameters.get(i).type().pointee();
                if (pointee.isPresent() && pointee.get().kind() == CKind.POINTER) {
                    handles.putIfAbsent(kind, new HandleType(pointee.get().spelling(), bare(pointee.get()
                            .canonical())));
                }
            }
        }
    }

    private void inferFromBound(DeclaredMethod method, CFunction function) {
        for (int i = 0; i < function.parameters().size(); i++) {
            dev.eventbind.processor.source.ParameterSource parameter = method.source().parameters().get(i);
            CScalar type = function.parameters().get(i).type();
            if (parameter.from().isPresent() && type.kind() == CKind.POINTER && type.pointee()
                    .filter(pointee -> pointee.kind() == CKind.POINTER).isEmpty()) {
                Role.HandleKind kind = kindFrom(parameter.from().get().op());
                if (otherKindOf(kind, type).isPresent()) {
                    // The type another setup handle has: checkBoundHandles reports it, it says nothing of this one.
                    continue;
                }
                handles.putIfAbsent(kind, new HandleType(type.spelling(), bare(type.canonical()), ", which"
                        + " parameter " + (i + 1) + " of " + function.name() + " (" + function.parameters().get(i)
                        .text() + ") takes as the same handle"));
            }
        }
    }

    private void check(DeclaredMethod method, OpShape shape, CFunction function) {
        List<Argument> arguments = shape.arguments();
        List<CParameter> parameters = unbound(method, function);
        List<javax.lang.model.element.VariableElement> elements = method.source().parameters().stream()
                .filter(p -> !p.isBound()).map(p -> p.element()).toList();
        checkBoundHandles(method, function);
        boolean[] reported = new boolean[arguments.size()];
        checkRecordRead(method, arguments, reported);
        checkSpan(method, arguments, parameters, function, reported);
        checkSpecNames(arguments, elements);
        checkOrder(method, function, arguments, parameters, reported);
        for (int i = 0; i < arguments.size(); i++) {
            if (reported[i]) {
                continue;
            }
            Role role = arguments.get(i).role();
            Optional<String> problem = problem(role, parameters.get(i));
            if (problem.isPresent()) {
                report.report(ruleOf(role), "parameter " + (function.parameters().indexOf(parameters.get(i)) + 1)
                        + " of " + function.name() + " (" + parameters.get(i).text() + ") is " + role.describe()
                        + " for " + op(method) + ", but " + problem.get() + ": " + function.declaration(),
                        elements.get(i));
            }
        }
    }

    /**
     * A record the call writes ({@code @Descriptor(read = ...)}) stands where the op's out-integer is: its field,
     * not the parameter's type, is checked against the op's value (by the descriptor's check), so its argument
     * takes no other role check.
     */
    private void checkRecordRead(DeclaredMethod method, List<Argument> arguments, boolean[] reported) {
        List<ParameterSource> unbound = method.source().parameters().stream().filter(p -> !p.isBound()).toList();
        for (int i = 0; i < arguments.size() && i < unbound.size(); i++) {
            Optional<ParameterSource.DescriptorSource> read = unbound.get(i).descriptor();
            if (read.isEmpty()) {
                continue;
            }
            reported[i] = true;
            if (!READ_ARGUMENTS.contains(arguments.get(i))) {
                report.report(Rule.DESCRIPTOR_READ, unbound.get(i).element().getSimpleName() + " is a record the"
                        + " call writes, but " + op(method) + " passes its " + arguments.get(i).word() + " there,"
                        + " not the integer the op writes", unbound.get(i).element(), read.get().mirror(), "read");
            }
        }
    }

    /** The out-integers a record's field can stand for. */
    private static final java.util.Set<Argument> READ_ARGUMENTS = java.util.EnumSet.of(Argument.FREQUENCY,
            Argument.VALID_BITS, Argument.TICKS);

    /** Two arguments each of which fits the other's parameter: one mistake, the order, said once for both. */
    private void checkOrder(DeclaredMethod method, CFunction function, List<Argument> arguments,
            List<CParameter> parameters, boolean[] reported) {
        for (int i = 0; i < arguments.size(); i++) {
            for (int j = i + 1; j < arguments.size(); j++) {
                Role first = arguments.get(i).role();
                Role second = arguments.get(j).role();
                if (!reported[i] && !reported[j] && !first.equals(second) && problem(first, parameters.get(i))
                        .isPresent() && problem(second, parameters.get(j)).isPresent()
                        && problem(first, parameters.get(j)).isEmpty()
                        && problem(second, parameters.get(i)).isEmpty()) {
                    // Numbered among all the C parameters, bound ones included.
                    int at = function.parameters().indexOf(parameters.get(i)) + 1;
                    int other = function.parameters().indexOf(parameters.get(j)) + 1;
                    report.report(Rule.ARGUMENT_ORDER, function.name() + " takes " + second.describe() + " as"
                            + " parameter " + at + " (" + parameters.get(i).text() + ") and " + first.describe()
                            + " as parameter " + other + " (" + parameters.get(j).text() + "), but " + op(method)
                            + " passes them the other way round: " + function.declaration(), method.method(),
                            method.annotation(), "symbol");
                    reported[i] = true;
                    reported[j] = true;
                }
            }
        }
    }

    /** The rule a parameter that cannot play {@code role} breaks. */
    private static Rule ruleOf(Role role) {
        return role instanceof Role.OutTime || role instanceof Role.OutInt || role instanceof Role.OutText
                || role instanceof Role.OutFrequency || role instanceof Role.OutClock
                || role instanceof Role.OutExecution || role instanceof Role.OutClockArray
                || role instanceof Role.OutDeviation ? Rule.OUT_POINTEE
                : role instanceof Role.SymbolName || role instanceof Role.OutFunction
                ? Rule.RESOLVER_SIGNATURE : Rule.HANDLE_TYPE;
    }

    /** The two events of a span, which share a type, come in the op's order as their names say. */
    private void checkSpan(DeclaredMethod method, List<Argument> arguments, List<CParameter> parameters,
            CFunction function, boolean[] reported) {
        int start = arguments.indexOf(Argument.START);
        int end = arguments.indexOf(Argument.END);
        if (start < 0 || end < 0) {
            return;
        }
        List<String> specNames = method.source().parameters().stream().filter(p -> !p.isBound())
                .map(p -> p.element().getSimpleName().toString()).toList();
        for (List<String> names : List.of(List.of(parameters.get(start).name(), parameters.get(end).name()),
                List.of(specNames.get(start), specNames.get(end)))) {
            if (RoleNames.start(names.get(0)).equals(Optional.of(false))
                    && RoleNames.start(names.get(1)).equals(Optional.of(true))) {
                boolean header = names.get(0).equals(parameters.get(start).name());
                report.report(Rule.ARGUMENT_ORDER, (header ? function.name() + " takes" : "the spec names")
                        + " the end event as parameter " + (function.parameters().indexOf(parameters.get(start)) + 1)
                        + " (" + names.get(0) + ") and the start event as parameter "
                        + (function.parameters().indexOf(parameters.get(end)) + 1) + " (" + names.get(1) + "), but "
                        + op(method) + " passes the start first: " + function.declaration(), method.method(),
                        method.annotation(), "symbol");
                reported[start] = true;
                reported[end] = true;
                return;
            }
        }
    }

    /**
     * Spec parameters named for an event where the header has a stream, or the other way round: one warning for
     * the method, on the first of them.
     */
    private void checkSpecNames(List<Argument> arguments,
            List<javax.lang.model.element.VariableElement> elements) {
        List<String> wrong = new java.util.ArrayList<>();
        javax.lang.model.element.VariableElement first = null;
        for (int i = 0; i < arguments.size(); i++) {
            Optional<Role.HandleKind> kind = RoleNames.kindOf(arguments.get(i).role())
                    .filter(k -> k == Role.HandleKind.EVENT || k == Role.HandleKind.STREAM);
            String name = elements.get(i).getSimpleName().toString();
            Optional<Role.HandleKind> said = RoleNames.kind(name)
                    .filter(k -> k == Role.HandleKind.EVENT || k == Role.HandleKind.STREAM);
            if (kind.isPresent() && said.isPresent() && said.get() != kind.get()) {
                wrong.add(name + " is named for " + (said.get() == Role.HandleKind.EVENT ? "an event" : "a stream")
                        + ", but the header's declaration makes it the " + kind.get().word());
                first = first == null ? elements.get(i) : first;
            }
        }
        if (first != null) {
            report.report(Rule.ROLE_NAME, String.join("; ", wrong), first);
        }
    }

    private void reportAmbiguous(DeclaredMethod method, OpShape shape, CFunction function) {
        List<String> handles = new java.util.ArrayList<>();
        List<CParameter> parameters = unbound(method, function);
        for (int i = 0; i < shape.arguments().size(); i++) {
            if (RoleNames.kindOf(shape.arguments().get(i).role()).isPresent()) {
                handles.add("parameter " + (function.parameters().indexOf(parameters.get(i)) + 1) + " ("
                        + parameters.get(i).text() + ")");
            }
        }
        report.report(Rule.AMBIGUOUS_ROLES, function.name() + " takes " + String.join(" and ", handles) + ", and"
                + " neither their C types nor their names say which is the " + OpShapes.alike(shape).stream()
                .flatMap(s -> s.arguments().stream()).map(Argument::role).map(RoleNames::kindOf)
                .flatMap(Optional::stream).distinct().map(Role.HandleKind::word)
                .collect(java.util.stream.Collectors.joining(" and which the ")) + " for " + op(method) + ": "
                + function.declaration(), method.method(), method.annotation(), "symbol");
    }

    /** Each {@code @From} parameter has the handle type its op writes. */
    private void checkBoundHandles(DeclaredMethod method, CFunction function) {
        for (int i = 0; i < function.parameters().size(); i++) {
            dev.eventbind.processor.source.ParameterSource parameter = method.source().parameters().get(i);
            javax.lang.model.element.VariableElement element = parameter.element();
            if (parameter.from().isEmpty()) {
                continue;
            }
            Op from = parameter.from().get().op();
            Role.HandleKind kind = kindFrom(from);
            CParameter declared = function.parameters().get(i);
            Optional<String> problem = otherKindOf(kind, declared.type())
                    .map(other -> "it is " + declared.type().spelling() + ", the " + other.word() + " handle type")
                    .or(() -> handleProblem(kind, declared.type()))
                    .or(() -> RoleNames.kind(declared.name()).filter(said -> contextMade && said != kind
                            && SETUP.contains(said) && SETUP.contains(kind))
                            .map(said -> "its name says it is the " + said.word()));
            if (problem.isPresent()) {
                report.report(Rule.HANDLE_TYPE, "parameter " + (i + 1) + " of " + function.name() + " ("
                        + function.parameters().get(i).text() + ") is " + new Role.BoundHandle(kind).describe()
                        + " from Op." + from + ", but " + problem.get() + ": " + function.declaration(),
                        element);
            }
        }
    }

    /** The two handles the backend makes when it opens, which share no type and are never passed for each other. */
    private static final java.util.Set<Role.HandleKind> SETUP = java.util.EnumSet.of(Role.HandleKind.DEVICE,
            Role.HandleKind.CONTEXT);

    /** The kind of handle {@code @From(from)} passes. */
    private static Role.HandleKind kindFrom(Op from) {
        return switch (from) {
            case DEVICE_GET -> Role.HandleKind.DEVICE;
            case CONTEXT_CREATE -> Role.HandleKind.CONTEXT;
            default -> Role.HandleKind.POOL;
        };
    }

    /**
     * The other setup handle whose inferred type {@code type} is, where {@code kind} is a setup handle and the two
     * types differ ({@code void *} tells nothing).
     */
    private Optional<Role.HandleKind> otherKindOf(Role.HandleKind kind, CScalar type) {
        if (!SETUP.contains(kind) || type.pointee().filter(pointee -> pointee.kind() == CKind.VOID).isPresent()) {
            return Optional.empty();
        }
        return handles.entrySet().stream().filter(e -> SETUP.contains(e.getKey()))
                .filter(e -> e.getKey() != kind && (handles.get(kind) == null
                        || !handles.get(kind).canonical().equals(e.getValue().canonical())))
                .filter(e -> e.getValue().canonical().equals(bare(type.canonical()))).map(Map.Entry::getKey)
                .findFirst();
    }

    private static String op(DeclaredMethod method) {
        return method.op().map(op -> "Op." + op.name()).orElse("its op");
    }

    /** Why {@code parameter} cannot play {@code role}; empty when it can. */
    private Optional<String> problem(Role role, CParameter parameter) {
        CScalar type = parameter.type();
        return switch (role) {
            case Role.Handle(Role.HandleKind kind) -> handleProblem(kind, type);
            case Role.OutHandle(Role.HandleKind kind) -> outHandleProblem(kind, type);
            // An untyped buffer (Vulkan's void *pData), whose size is a bound constant, holds what is read.
            case Role.OutTime(Role.TimeForm form) -> type.pointee().filter(p -> p.kind() == CKind.VOID).isPresent()
                    ? Optional.empty() : pointeeProblem(type, form.floating() ? CKind.FLOATING
                    : CKind.INTEGER, form.bytes(), form.cType() + " (what the generated code reads)");
            case Role.SymbolName() -> pointeeProblem(type, CKind.INTEGER, 1, "char (a C string)");
            case Role.OutFunction() -> pointeeProblem(type, CKind.POINTER, type.bytes(), "a function pointer");
            case Role.OutClockArray() -> pointeeProblem(type, CKind.INTEGER, 8, "uint64_t (the stamps)");
            // Told from a time by its name (pMaxDeviation), as the array form is told from the pair form.
            case Role.OutDeviation() -> pointeeProblem(type, CKind.INTEGER, 8, "uint64_t (the deviation)")
                    .or(() -> parameter.name().toLowerCase(java.util.Locale.ROOT).contains("deviation")
                            ? Optional.empty() : Optional.of("its name does not say it is a deviation"));
            case Role.OutInt() -> pointeeProblem(type, CKind.INTEGER, 4, "int");
            case Role.OutExecution() -> pointeeProblem(type, CKind.INTEGER, 4, "a 4-byte integer (cl_int, the"
                    + " execution status)");
            case Role.OutFrequency() -> pointeeProblem(type, CKind.INTEGER, 8, "uint64_t (the ticks per second)");
            case Role.OutClock(boolean host) -> pointeeProblem(type, CKind.INTEGER, 8, "uint64_t (the "
                    + (host ? "host" : "device") + " time)").or(() -> clockNameProblem(host, parameter.name()));
            case Role.BoundHandle(Role.HandleKind kind) -> handleProblem(kind, type);
            case Role.BoundConstant() -> Optional.empty();
            case Role.DescriptorPointer d -> Optional.empty();
            case Role.OutText() -> pointeeProblem(type, CKind.POINTER, type.bytes(), "a string pointer");
            case Role.Flags(), Role.Timeout(), Role.Count(), Role.Status() -> type.kind() == CKind.INTEGER
                    ? Optional.empty() : Optional.of("it is " + type.spelling() + ", not an integer");
            case Role.HandleList(Role.HandleKind kind) -> type.kind() == CKind.POINTER && type.pointee().isPresent()
                    && handleProblem(kind, type.pointee().get()).isEmpty() ? Optional.empty()
                    : Optional.of("it is " + type.spelling() + ", not a pointer to " + kind.word() + " handles");
        };
    }

    /** Why {@code type} cannot be where an op writes a new handle of {@code kind}; empty when it can. */
    private Optional<String> outHandleProblem(Role.HandleKind kind, CScalar type) {
        Optional<CScalar> pointee = type.pointee();
        if (type.kind() != CKind.POINTER || pointee.isEmpty()) {
            return Optional.of("it is " + type.spelling() + ", not a pointer to a handle");
        }
        if (pointee.get().kind() != CKind.POINTER) {
            return Optional.of("it takes " + type.spelling() + " by value (it points to "
                    + pointee.get().spelling() + ", not to a handle); the op writes the new handle through"
                    + " a pointer to it");
        }
        HandleType expected = handles.get(kind);
        return expected != null && !expected.canonical().equals(bare(pointee.get().canonical()))
                ? Optional.of("it points to " + pointee.get().spelling() + ", not to " + expected.spelling())
                : Optional.empty();
    }

    /** A paired read's out-pointer whose name says it holds the other time ("hostTimestamp" for the device's). */
    private static Optional<String> clockNameProblem(boolean host, String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        if (lower.contains("deviation")) {
            // vkGetCalibratedTimestampsEXT's pMaxDeviation: the array shape's, never a time.
            return Optional.of("its name says it is a deviation, not a time");
        }
        String other = host ? "device" : "host";
        return lower.contains(other) && !lower.contains(host ? "host" : "device")
                ? Optional.of("its name says it is the " + other + " time") : Optional.empty();
    }

    private Optional<String> handleProblem(Role.HandleKind kind, CScalar type) {
        HandleType expected = handles.get(kind);
        if (type.kind() != CKind.POINTER) {
            return Optional.of("it is " + type.spelling() + ", not a handle");
        }
        if (expected == null) {
            // An opaque handle points to a struct or void, never to another pointer.
            return type.pointee().filter(pointee -> pointee.kind() == CKind.POINTER).map(pointee -> "it takes a"
                    + " pointer to a handle (" + type.spelling() + "); the op passes the " + kind.word()
                    + " handle by value");
        }
        if (expected.canonical().equals(bare(type.canonical()))) {
            return Optional.empty();
        }
        Optional<CScalar> pointee = type.pointee();
        if (pointee.isPresent() && expected.canonical().equals(bare(pointee.get().canonical()))) {
            return Optional.of("it takes a pointer to the handle (" + type.spelling() + "); the op passes the "
                    + kind.word() + " handle " + expected.spelling() + " by value");
        }
        return Optional.of("it is " + type.spelling() + ", not the " + kind.word() + " handle type "
                + expected.spelling() + " (" + expected.canonical() + ")" + expected.origin());
    }

    private static Optional<String> pointeeProblem(CScalar type, CKind kind, int bytes, String expected) {
        Optional<CScalar> pointee = type.pointee();
        if (type.kind() != CKind.POINTER || pointee.isEmpty()) {
            return Optional.of("it is " + type.spelling() + ", not a pointer to " + expected);
        }
        if (pointee.get().kind() == CKind.VOID && kind != CKind.POINTER) {
            // An info call's untyped param_value: its size is a bound constant of the call.
            return Optional.empty();
        }
        if (pointee.get().kind() != kind || pointee.get().bytes() != bytes) {
            return Optional.of("it points to " + pointee.get().spelling() + " (" + pointee.get().describe()
                    + "), not to " + expected);
        }
        return Optional.empty();
    }

    /**
     * A canonical type without {@code const}/{@code volatile}, so a const handle is the same handle, also where the
     * qualifier follows the pointer ({@code struct VkCommandBuffer_T *const}, an element of
     * {@code const VkCommandBuffer *}).
     */
    private static String bare(String canonical) {
        return canonical.replaceAll("\\b(const|volatile)\\b", "").replaceAll("\\s+", " ").strip();
    }
}
