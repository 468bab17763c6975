package dev.eventbind.processor.validation;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.processor.model.HandWrittenOp;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.processor.source.ParameterSource;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import java.lang.reflect.Method;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * The hand-written ops of a partial spec ({@code @Implements} on a default method): each implements an op with an
 * {@code EventApi} method that no {@code @Bind} method binds, and has that method's signature over native handles
 * with the status convention first ({@code long f(StatusConvention, MemorySegment start, MemorySegment end)
 * throws DriverException} for {@code EVENT_ELAPSED}).
 */
final class HandWrittenOps {

    private static final String SEGMENT = "java.lang.foreign.MemorySegment";
    private static final String CONVENTION = "dev.eventbind.binding.StatusConvention";
    /** Ops whose generated code keeps its own event objects, which a hand-written op could not make. */
    private static final Set<Op> EVENT_LIFE = EnumSet.of(Op.EVENT_CREATE, Op.EVENT_DESTROY, Op.EVENT_RECORD);

    /**
     * Ops written by hand that no {@code EventApi} method calls: the device, the context made on it and the paired
     * clock and the queue family, which {@code open()} reads, the version, which the probe reads, the opened
     * device's rank, and the device's release, which {@code close()} calls.
     */
    private static final Set<Op> WITHOUT_API_METHOD = EnumSet.of(Op.DEVICE_GET, Op.CONTEXT_CREATE, Op.VERSION,
            Op.DEVICE_RANK, Op.PAIRED_CLOCK, Op.DEVICE_RELEASE, Op.QUEUE_FAMILY);

    private HandWrittenOps() {
    }

    /**
     * The spec's methods, then those of the interfaces it extends, nearest first, leaving out one a nearer
     * interface declares again (by name and parameter types): a hand-written op may come from a parent spec.
     */
    private static List<ExecutableElement> declaredAndInherited(TypeElement spec) {
        List<ExecutableElement> methods = new ArrayList<>();
        Set<String> signatures = new java.util.HashSet<>();
        java.util.ArrayDeque<TypeElement> pending = new java.util.ArrayDeque<>(List.of(spec));
        Set<TypeElement> seen = new java.util.HashSet<>();
        while (!pending.isEmpty()) {
            TypeElement type = pending.removeFirst();
            if (!seen.add(type)) {
                continue;
            }
            for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
                if (signatures.add(method.getSimpleName() + method.getParameters().stream()
                        .map(p -> MethodValidator.typeName(p.asType())).collect(Collectors.joining(",", "(", ")")))) {
                    methods.add(method);
                }
            }
            for (javax.lang.model.type.TypeMirror parent : type.getInterfaces()) {
                if (parent instanceof javax.lang.model.type.DeclaredType declared
                        && declared.asElement() instanceof TypeElement element) {
                    pending.addLast(element);
                }
            }
        }
        return methods;
    }

    static List<HandWrittenOp> validate(SpecSource source, List<DeclaredMethod> methods, ValidationReport report) {
        TypeElement spec = source.element();
        List<HandWrittenOp> found = new ArrayList<>();
        Set<Op> bound = methods.stream().flatMap(m -> m.op().stream()).collect(Collectors.toSet());
        boolean reusable = bound.contains(Op.EVENT_RESET);
        List<ExecutableElement> candidates = declaredAndInherited(spec);
        boolean device = bound.contains(Op.DEVICE_GET) || candidates.stream().anyMatch(m -> source.method(m)
                .implemented().filter(i -> i.op() == Op.DEVICE_GET).isPresent());
        boolean context = bound.contains(Op.CONTEXT_CREATE) || candidates.stream().anyMatch(m -> source.method(m)
                .implemented().filter(i -> i.op() == Op.CONTEXT_CREATE).isPresent());
        for (ExecutableElement method : candidates) {
            MethodSource read = source.method(method);
            if (read.implemented().isEmpty()) {
                continue;
            }
            AnnotationMirror mirror = read.implemented().get().mirror();
            Op op = read.implemented().get().op();
            Optional<String> apiMethod = WITHOUT_API_METHOD.contains(op) ? Optional.of("")
                    : OpShapes.of(op).getFirst().eventApiMethod();
            String name = method.getSimpleName().toString();
            List<ParameterSource> parameters = read.parameters();
            boolean takesContext = takes(parameters, 1, Op.CONTEXT_CREATE);
            boolean takesDevice = takes(parameters, takesContext ? 2 : 1, Op.DEVICE_GET);
            int setup = (takesDevice ? 1 : 0) + (takesContext ? 1 : 0);
            Optional<ParameterSource> mistyped = parameters.subList(parameters.size() - setup, parameters.size())
                    .stream().filter(p -> !name(p.element().asType()).equals(SEGMENT)).findFirst();
            if (apiMethod.isEmpty()) {
                report.report(Rule.HAND_WRITTEN_OP, name + " implements Op." + op + ", which no EventApi method"
                        + " calls; only the ops with one, DEVICE_GET, CONTEXT_CREATE, VERSION, DEVICE_RANK,"
                        + " PAIRED_CLOCK, DEVICE_RELEASE and QUEUE_FAMILY are hand-written", method, mirror, "value");
            } else if (mistyped.isPresent()) {
                ParameterSource taken = mistyped.get();
                Op from = taken.from().orElseThrow().op();
                report.report(Rule.HAND_WRITTEN_OP, name + " takes the " + (from == Op.CONTEXT_CREATE ? "context"
                        : "device") + " (@From(Op." + from + ")) as " + name(taken.element().asType()) + ", but it is"
                        + " passed as its native handle, a " + SEGMENT, taken.element(),
                        taken.from().orElseThrow().mirror(), "value");
            } else if (!method.getModifiers().contains(Modifier.DEFAULT)) {
                report.report(Rule.HAND_WRITTEN_OP, name + " is not a default method: the hand-written op is its"
                        + " body", method, mirror, "value");
            } else if (read.bind().isPresent() || bound.contains(op)) {
                report.report(Rule.HAND_WRITTEN_OP, "Op." + op + " is also bound with @Bind; bind it or write it,"
                        + " not both", method, mirror, "value");
            } else if (reusable && EVENT_LIFE.contains(op)) {
                report.report(Rule.HAND_WRITTEN_OP, "Op." + op + " makes, records or destroys the events the spec's"
                        + " EVENT_RESET reuses, so it stays generated", method, mirror, "value");
            } else if (found.stream().anyMatch(h -> h.op() == op)) {
                report.report(Rule.HAND_WRITTEN_OP, "Op." + op + " is written twice", method, mirror, "value");
            } else {
                String expected = apiMethod.get().isEmpty() ? returned(op) + " (" + CONVENTION + ") throws "
                        + DriverException.class.getName() : expected(apiMethod.get());
                String actual = actual(method, setup);
                if (takesDevice && (op == Op.DEVICE_GET || op == Op.VERSION)) {
                    report.report(Rule.HAND_WRITTEN_OP, name + (op == Op.VERSION ? " is read before any device is"
                            + " opened" : " writes the device") + ", so it cannot take it", method, mirror, "value");
                } else if (takesContext && (op == Op.DEVICE_GET || op == Op.VERSION || op == Op.CONTEXT_CREATE
                        || op == Op.DEVICE_RELEASE)) {
                    report.report(Rule.HAND_WRITTEN_OP, name + (op == Op.CONTEXT_CREATE ? " makes the context"
                            : op == Op.DEVICE_RELEASE ? " releases the device once the context is destroyed"
                            : " is called before the context is made") + ", so it cannot take it",
                            parameters.getLast().element(), parameters.getLast().from().orElseThrow().mirror(),
                            "value");
                } else if (op == Op.DEVICE_RELEASE && !takesDevice && expected.equals(actual)) {
                    report.report(Rule.OP_DEPENDENCY, name + " releases what DEVICE_GET wrote, so it takes it"
                            + " (@From(Op.DEVICE_GET) MemorySegment, last)", method, mirror, "value");
                } else if (!expected.equals(actual)) {
                    report.report(Rule.HAND_WRITTEN_OP, name + " is " + actual + ", but Op." + op + " written by"
                            + " hand is " + expected + (op == Op.DEVICE_RELEASE && !takesDevice ? ", with the"
                                    + " device (@From(Op.DEVICE_GET) MemorySegment) last"
                            : takesDevice || (apiMethod.get().isEmpty() && op != Op.DEVICE_RANK
                                    && op != Op.PAIRED_CLOCK && op != Op.QUEUE_FAMILY) ? ""
                            : ", optionally with the device (@From(Op.DEVICE_GET) MemorySegment) and the context"
                            + " (@From(Op.CONTEXT_CREATE) MemorySegment) last, in that order"), method,
                            mirror, "value");
                } else if (takesDevice && !device) {
                    ParameterSource taken = parameters.get(parameters.size() - setup);
                    report.report(Rule.OP_DEPENDENCY, name + " takes the device (@From(Op.DEVICE_GET)), which no"
                            + " method binds or writes", taken.element(), taken.from().orElseThrow().mirror(), "value");
                } else if (takesContext && !context) {
                    report.report(Rule.OP_DEPENDENCY, name + " takes the context (@From(Op.CONTEXT_CREATE)), which no"
                            + " method binds or writes", parameters.getLast().element(),
                            parameters.getLast().from().orElseThrow().mirror(), "value");
                } else if (op == Op.CONTEXT_CREATE && !device) {
                    report.report(Rule.OP_DEPENDENCY, name + " makes the context on the device, which no method"
                            + " binds or writes (Op.DEVICE_GET)", method, mirror, "value");
                } else if (op == Op.DEVICE_RANK && source.backend().map(b -> b.rank() == Rank.HOST).orElse(false)) {
                    report.report(Rule.DEVICE_RANK, name + " ranks the device of a spec declared Rank.HOST, which no"
                            + " device's rank can lower", spec, source.annotation(), "rank");
                } else {
                    found.add(new HandWrittenOp(op, name, apiMethod.get(), takesDevice, takesContext));
                }
            }
        }
        return found;
    }

    /** What an op written by hand without an EventApi method returns. */
    private static String returned(Op op) {
        return switch (op) {
            case VERSION -> "java.lang.String";
            case DEVICE_RANK -> Rank.class.getName();
            case PAIRED_CLOCK -> PairedClock.class.getName() + "<" + SEGMENT + ">";
            case DEVICE_RELEASE -> "void";
            case QUEUE_FAMILY -> "int";
            default -> SEGMENT;
        };
    }

    /** The EventApi method's signature over native handles, status convention first. */
    private static String expected(String apiMethod) {
        Method method = Arrays.stream(EventApi.class.getMethods()).filter(m -> m.getName().equals(apiMethod))
                .findFirst().orElseThrow();
        List<String> parameters = new ArrayList<>(List.of(CONVENTION));
        for (java.lang.reflect.Type type : method.getGenericParameterTypes()) {
            parameters.add(type instanceof TypeVariable<?> ? SEGMENT : type.getTypeName());
        }
        java.lang.reflect.Type returns = method.getGenericReturnType();
        return (returns instanceof TypeVariable<?> ? SEGMENT : returns.getTypeName()) + " (" + String.join(", ",
                parameters) + ") throws dev.eventbind.api.DriverException";
    }

    /** Whether the parameter {@code fromLast} places from the end is {@code @From(op)}. */
    private static boolean takes(List<ParameterSource> parameters, int fromLast, Op op) {
        return parameters.size() >= fromLast && parameters.get(parameters.size() - fromLast).from()
                .filter(from -> from.op() == op).isPresent();
    }

    /** The method's signature, without the setup handles (device, context) it takes last. */
    private static String actual(ExecutableElement method, int setup) {
        int count = method.getParameters().size() - setup;
        return name(method.getReturnType()) + " (" + method.getParameters().stream().limit(count)
                .map(p -> name(p.asType()))
                .collect(Collectors.joining(", ")) + ")" + (method.getThrownTypes().isEmpty() ? "" : " throws "
                + method.getThrownTypes().stream().map(HandWrittenOps::name).collect(Collectors.joining(", ")));
    }

    private static String name(TypeMirror type) {
        return type.toString();
    }
}
