package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CParameter;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.Role;
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
    private record HandleType(String spelling, String canonical) {
    }

    private final ValidationReport report;
    private final Map<Role.HandleKind, HandleType> handles = new EnumMap<>(Role.HandleKind.class);
    /** Whether the spec binds an event create; without one, the record is the shape that returns its event. */
    private boolean createBound;

    RoleValidator(ValidationReport report) {
        this.report = report;
    }

    /**
     * Checks the {@code @Bind} methods whose shape matched and whose function the header declares. Where two shapes
     * of an op have the same Java types ({@code record(event, stream)} and {@code record(stream, event)}), the
     * one whose roles the declaration has is chosen; the returned map holds those choices.
     */
    Map<javax.lang.model.element.ExecutableElement, OpShape> validate(List<DeclaredMethod> methods,
            Map<javax.lang.model.element.ExecutableElement, CFunction> functions) {
        Map<javax.lang.model.element.ExecutableElement, OpShape> chosen = new java.util.HashMap<>();
        createBound = methods.stream().anyMatch(m -> m.op().filter(op -> op == Op.EVENT_CREATE).isPresent());
        for (DeclaredMethod method : methods) {
            Optional<CFunction> function = Optional.ofNullable(functions.get(method.method()));
            if (method.shape().isPresent() && function.isPresent() && isCreate(method.op()) && comparable(method,
                    function.get())) {
                inferHandle(method, method.shape().get(), function.get());
            }
        }
        // A record that returns its event says what the event handle is, where no create does.
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
        for (DeclaredMethod method : methods) {
            CFunction function = functions.get(method.method());
            if (method.shape().isPresent() && function != null && !function.variadic() && comparable(method,
                    function)) {
                OpShape shape = choose(method, method.shape().get(), function);
                chosen.put(method.method(), shape);
                check(method, shape, function);
            }
        }
        return chosen;
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
        for (OpShape shape : alike) {
            if (fits(shape.arguments(), parameters)) {
                return shape;
            }
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
                || o == Op.EVENT_POOL_CREATE).isPresent();
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

    private void check(DeclaredMethod method, OpShape shape, CFunction function) {
        List<Argument> arguments = shape.arguments();
        List<CParameter> parameters = unbound(method, function);
        List<javax.lang.model.element.VariableElement> elements = method.source().parameters().stream()
                .filter(p -> !p.isBound()).map(p -> p.element()).toList();
        checkBoundHandles(method, function);
        boolean[] reported = new boolean[arguments.size()];
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
        for (int i = 0; i < arguments.size(); i++) {
            if (reported[i]) {
                continue;
            }
            Role role = arguments.get(i).role();
            Optional<String> problem = problem(role, parameters.get(i));
            if (problem.isPresent()) {
                Rule rule = role instanceof Role.OutTime || role instanceof Role.OutInt || role instanceof Role.OutText
                        || role instanceof Role.OutFrequency || role instanceof Role.OutClock
                        || role instanceof Role.OutExecution || role instanceof Role.OutClockArray
                        || role instanceof Role.OutDeviation ? Rule.OUT_POINTEE
                        : role instanceof Role.SymbolName || role instanceof Role.OutFunction
                        ? Rule.RESOLVER_SIGNATURE : Rule.HANDLE_TYPE;
                report.report(rule, "parameter " + (function.parameters().indexOf(parameters.get(i)) + 1) + " of "
                        + function.name() + " (" + parameters.get(i).text() + ") is " + role.describe() + " for "
                        + op(method) + ", but " + problem.get() + ": " + function.declaration(), elements.get(i));
            }
        }
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
            Role.HandleKind kind = from == Op.DEVICE_GET ? Role.HandleKind.DEVICE : Role.HandleKind.POOL;
            Optional<String> problem = handleProblem(kind, function.parameters().get(i).type());
            if (problem.isPresent()) {
                report.report(Rule.HANDLE_TYPE, "parameter " + (i + 1) + " of " + function.name() + " ("
                        + function.parameters().get(i).text() + ") is " + new Role.BoundHandle(kind).describe()
                        + " from Op." + from + ", but " + problem.get() + ": " + function.declaration(),
                        element);
            }
        }
    }

    private static String op(DeclaredMethod method) {
        return method.op().map(op -> "Op." + op.name()).orElse("its op");
    }

    /** Why {@code parameter} cannot play {@code role}; empty when it can. */
    private Optional<String> problem(Role role, CParameter parameter) {
        CScalar type = parameter.type();
        return switch (role) {
            case Role.Handle(Role.HandleKind kind) -> handleProblem(kind, type);
            case Role.OutHandle(Role.HandleKind kind) -> {
                Optional<CScalar> pointee = type.pointee();
                if (type.kind() != CKind.POINTER || pointee.isEmpty()) {
                    yield Optional.of("it is " + type.spelling() + ", not a pointer to a handle");
                }
                if (pointee.get().kind() != CKind.POINTER) {
                    yield Optional.of("it takes " + type.spelling() + " by value (it points to "
                            + pointee.get().spelling() + ", not to a handle); the op writes the new handle through"
                            + " a pointer to it");
                }
                HandleType expected = handles.get(kind);
                yield expected != null && !expected.canonical().equals(bare(pointee.get().canonical()))
                        ? Optional.of("it points to " + pointee.get().spelling() + ", not to " + expected.spelling())
                        : Optional.empty();
            }
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
                + expected.spelling() + " (" + expected.canonical() + ")");
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
