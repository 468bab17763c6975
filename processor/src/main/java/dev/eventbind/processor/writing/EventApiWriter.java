package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * Writes the {@code EventApi} method an op's shape names, in the frame every op shares: the context made current,
 * the device's health checked (not for a destroy, so handles are still released), the call a use of the device
 * where {@code close()} releases it, and its status checked. The event form's writer ({@link EventFormWriter}) says
 * how events are passed and answers the ops it handles itself; {@link CallWriter} writes the call with every
 * argument in place.
 */
final class EventApiWriter {

    /** The scratch segment's local name; no EventApi parameter is called so. */
    static final String OUT = "out";
    static final ClassName TIMED_WAIT = ClassName.get("dev.eventbind.binding", "TimedWait");

    private final ClassName event;
    private final ClassName stream;
    private final StatusWriter status;
    private final String functions;
    private final String health;
    private final DeviceWriter devices;
    private final Optional<String> context;
    private final EventFormWriter form;
    private final CallWriter calls;
    private final MemberNames names;

    EventApiWriter(ClassName event, ClassName stream, StatusWriter status, String functions, String health,
            EventFormWriter form, ShapesWriter shapes, MemberNames names) {
        this.names = names;
        this.event = event;
        this.stream = stream;
        this.status = status;
        this.functions = functions;
        this.health = health;
        this.form = form;
        this.devices = shapes.device();
        this.context = shapes.context();
        this.calls = new CallWriter(functions, health, devices.device(), devices.context(), devices.queueFamily(),
                names);
    }

    /**
     * {@code int result = functions.f(...)}, with every bound argument in place ({@link CallWriter}).
     *
     * @param op the op
     * @param passed how a shape argument is passed where it differs from the EventApi method's default
     * @param pool the pool of the slot, for {@code @From(Op.EVENT_POOL_CREATE)} and the descriptor's slot index
     * @param result the status's local name
     */
    CodeBlock call(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool, String result) {
        return calls.call(op, passed, pool, result);
    }

    /** {@link #call(BoundOp, Map, Optional, String)} passing {@code onDevice} where the op takes the device. */
    CodeBlock call(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool, String result,
            CodeBlock onDevice) {
        return calls.call(op, passed, pool, result, onDevice);
    }

    /** {@code health.verify("f", functions.f(...))}: the call with its status checked. */
    CodeBlock checkedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool) {
        return calls.checkedCall(op, passed, pool);
    }

    /** {@code health.verify(health.admit("f"), functions.f(...))}: a status call that nothing but setup precedes. */
    CodeBlock admittedCall(BoundOp op, Map<Argument, CodeBlock> passed) {
        return calls.checkedCall(op, passed, Optional.empty(), true);
    }

    /** {@code return health.reached("f", functions.f(...))}: a query's answer. */
    CodeBlock reachedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool) {
        return calls.reachedCall(op, passed, pool, false);
    }

    /** {@code , maker} where a stream remembers the instance that made it ({@link EventFormWriter#streamMaker}). */
    CodeBlock streamMaker() {
        return form.streamMaker().map(maker -> CodeBlock.of(", $L", maker.value())).orElse(CodeBlock.of(""));
    }

    /** The writer of the backend's event form. */
    EventFormWriter form() {
        return form;
    }

    /** The EventApi method {@code op} implements; only for a shape that names one. */
    MethodSpec method(BoundOp op) {
        return inUse(op, unguarded(op));
    }

    private MethodSpec unguarded(BoundOp op) {
        MethodSpec.Builder method = frame(op);
        Optional<CodeBlock> instead = form.instead(op);
        if (instead.isPresent()) {
            return method.addCode(check(op)).addCode(instead.get()).build();
        }
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        CodeBlock.Builder holding = CodeBlock.builder();
        List<String> held = form.hold(holding, op, passed);
        List<Argument> arguments = op.shape().arguments();
        // Admitted by the call's own statement where nothing before it could act first; else checked at once.
        boolean admitted = checks(op) && holding.isEmpty() && op.shape().returns() != CType.VOID
                && !arguments.contains(Argument.EVENT_LIST) && !arguments.contains(Argument.TIMEOUT);
        method.addCode(admitted ? CodeBlock.of("") : check(op)).addCode(holding.build());
        if (arguments.stream().anyMatch(EventApiWriter::isOut)) {
            method.addStatement("$T $N = $T.get()", MemorySegment.class, OUT, LinkageWriter.SCRATCH);
        }
        if (releasesStream(arguments)) {
            method.addStatement("$T handle = releaseStream(stream)", MemorySegment.class)
                    .addComment("A borrowed stream is its creator's to destroy.")
                    .beginControlFlow("if (stream.owned())");
        }
        method.addCode(CallWriter.lists(arguments, passed));
        boolean counted = releasesStream(arguments) && form.streamMaker().isPresent();
        if (counted) {
            method.beginControlFlow("try");
        }
        method.addCode(statusCall(op, passed, admitted));
        if (counted) {
            // Released whatever the driver answered: the handle cannot be destroyed again.
            method.nextControlFlow("finally").addStatement("stream.released()").endControlFlow();
        }
        if (releasesStream(arguments)) {
            method.endControlFlow();
        }
        return form.letGo(finish(method, op), op, held).build();
    }

    /** The method's signature and the start every op shares: the frame entered. */
    private MethodSpec.Builder frame(BoundOp op) {
        String name = op.shape().eventApiMethod().orElseThrow(
                () -> new IllegalArgumentException(op.op() + " has no EventApi method"));
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("Calls $L.\n", Javadocs.code(op.call().prototype()))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns(op))
                .addException(DriverException.class);
        parameters(method, op);
        enter(method);
        return method;
    }

    /** Whether the device's health is checked before the call: a destroy still reaches a poisoned device's driver. */
    private static boolean checks(BoundOp op) {
        List<Argument> arguments = op.shape().arguments();
        return !releasesStream(arguments) && !arguments.contains(Argument.RELEASED_EVENT);
    }

    /** {@code health.check("f")}, failing fast on a poisoned device, where the op {@link #checks} it. */
    private CodeBlock check(BoundOp op) {
        return checks(op) ? CodeBlock.builder().addStatement("$N.check($S)", health, op.call().symbol()).build()
                : CodeBlock.of("");
    }

    private static boolean releasesStream(List<Argument> arguments) {
        return arguments.contains(Argument.RELEASED_STREAM) || arguments.contains(Argument.RELEASED_STREAM_ARRAY);
    }

    /**
     * The call with its status checked: a wait within its timeout, a query's answer, or any other call; where
     * {@code admitted}, the device's health admits it first ({@code health.admit("f")}).
     */
    private CodeBlock statusCall(BoundOp op, Map<Argument, CodeBlock> passed, boolean admitted) {
        List<Argument> arguments = op.shape().arguments();
        if (arguments.contains(Argument.TIMEOUT)) {
            return timed(op, passed);
        }
        boolean reached = op.op() == Op.EVENT_QUERY && !arguments.contains(Argument.EXECUTION);
        return reached ? calls.reachedCall(op, passed, Optional.empty(), admitted)
                : calls.checkedCall(op, passed, Optional.empty(), admitted);
    }

    /** The EventApi method's parameters: the handles the shape's arguments stand for. */
    private void parameters(MethodSpec.Builder method, BoundOp op) {
        List<Argument> arguments = op.shape().arguments();
        if (op.op() == Op.EVENT_RECORD) {
            // EventApi's order, whichever order the C function takes them in.
            method.addParameter(event, "event").addParameter(stream, "stream");
        } else {
            for (Argument argument : arguments) {
                parameter(argument).ifPresent(p -> method.addParameter(p.type(), p.name()));
            }
        }
        if (arguments.contains(Argument.EVENT_LIST)) {
            method.addParameter(event, "event");
        }
    }

    /** A wait that takes a timeout, sliced by {@code TimedWait}, its status checked. */
    private CodeBlock timed(BoundOp op, Map<Argument, CodeBlock> passed) {
        // The lambda passes the timeout; the handle is read once, outside it (a held one already was).
        Argument waited = op.shape().arguments().contains(Argument.EVENT) ? Argument.EVENT : Argument.STREAM;
        CodeBlock.Builder code = CodeBlock.builder();
        if (!passed.containsKey(waited)) {
            code.addStatement("long handle = $L", CallWriter.pass(waited, op, passed));
            passed.put(waited, CodeBlock.of("handle"));
        }
        passed.put(Argument.TIMEOUT, CodeBlock.of("timeout"));
        // A virtual thread may resume on another carrier between two slices: the context is made current again.
        CodeBlock slice = CodeBlock.of("timeout -> $N.$N($L)", functions, names.called(op.call()),
                calls.arguments(op, passed, Optional.empty()));
        CodeBlock awaited = context.isPresent()
                ? CodeBlock.of("$T.await($L, statusConvention(), $N)", TIMED_WAIT, slice, context.get())
                : CodeBlock.of("$T.await($L, statusConvention())", TIMED_WAIT, slice);
        if (op.descriptor().isPresent()) {
            // One descriptor, filled once, serves every slice of the wait.
            return code.add(calls.openDescriptor(op, Optional.empty()))
                    .addStatement("$N.verify($S, $L)", health, op.call().symbol(), awaited).endControlFlow().build();
        }
        return code.addStatement("$N.verify($S, $L)", health, op.call().symbol(), awaited).build();
    }

    /**
     * Makes the spec's context current on the calling thread first, when it binds {@link Op#CONTEXT_CURRENT}:
     * every op's C call acts on the thread's current context, destroys too.
     */
    void enter(MethodSpec.Builder method) {
        method.addCode(ensureCurrent());
    }

    /** {@code context.ensureCurrent();} when the spec binds {@link Op#CONTEXT_CURRENT}, else nothing. */
    CodeBlock ensureCurrent() {
        return context.map(name -> CodeBlock.builder().addStatement("$N.ensureCurrent()", name).build())
                .orElse(CodeBlock.of(""));
    }

    /**
     * Whether a call that takes the device is a use of it that {@code close()} waits out: where the backend releases
     * its device. Every writer of a method that calls an op taking the device wraps it with {@link #inUse}.
     */
    private boolean usesDevice(boolean takesDevice) {
        return takesDevice && devices.closable();
    }

    /** {@code method}, its body one use of the device where it passes the device ({@link #usesDevice}). */
    MethodSpec inUse(boolean takesDevice, MethodSpec method) {
        return usesDevice(takesDevice) ? devices.inUse(method) : method;
    }

    /**
     * {@code body} in a {@code try} whose {@code DriverException} the device's health notes before it is thrown on,
     * the frame of every call written by hand in the spec: a poisoning status it reports poisons the instance.
     */
    MethodSpec.Builder notingFailure(MethodSpec.Builder method, Consumer<MethodSpec.Builder> body) {
        method.beginControlFlow("try");
        body.accept(method);
        return method.nextControlFlow("catch ($T failure)", DriverException.class)
                .addStatement("throw $N.note(failure)", health)
                .endControlFlow();
    }

    /** The setup handles a hand-written op takes after its own arguments: the device, then the context. */
    List<CodeBlock> setupHandles(boolean takesDevice, boolean takesContext) {
        return devices.setupHandles(takesDevice, takesContext);
    }

    /** {@code method}, its body one use of the device where a call of {@code op} is ({@link #usesDevice}). */
    MethodSpec inUse(BoundOp op, MethodSpec method) {
        return usesDevice(op.takesSetup()) ? devices.inUse(method) : method;
    }

    private TypeName returns(BoundOp op) {
        List<Argument> arguments = op.shape().arguments();
        if (arguments.contains(Argument.NEW_EVENT)) {
            return event;
        }
        if (arguments.contains(Argument.NEW_STREAM)) {
            return stream;
        }
        if (arguments.contains(Argument.MILLIS)) {
            return TypeName.LONG;
        }
        return op.op() == Op.EVENT_QUERY ? TypeName.BOOLEAN : TypeName.VOID;
    }

    private static boolean isOut(Argument argument) {
        return argument == Argument.NEW_EVENT || argument == Argument.NEW_STREAM || argument == Argument.MILLIS
                || argument == Argument.RETURNED_EVENT || argument == Argument.EXECUTION;
    }

    private record Declared(TypeName type, String name) {
    }

    /** The EventApi parameter behind a handle argument, in the C order, which is the EventApi order too. */
    private Optional<Declared> parameter(Argument argument) {
        return Optional.ofNullable(switch (argument) {
            case EVENT, RELEASED_EVENT -> new Declared(event, "event");
            case STREAM, RELEASED_STREAM, RELEASED_STREAM_ARRAY -> new Declared(stream, "stream");
            case START -> new Declared(event, "start");
            case END -> new Declared(event, "end");
            case NEW_EVENT, NEW_STREAM, MILLIS, FLAGS, STATUS, TEXT, VERSION, NEW_DEVICE, NEW_CONTEXT, NEW_POOL, TICKS,
                    FREQUENCY, VALID_BITS, TIMEOUT, COUNT, EVENT_LIST, HOST_TIME, DEVICE_TIME, NAME, FUNCTION, STAMPS,
                    DEVIATION, RETURNED_EVENT, EXECUTION, RELEASED_POOL -> null;
        });
    }

    /** The result of a checked call: a new handle, the clamped span, the query's answer, or nothing. */
    private MethodSpec.Builder finish(MethodSpec.Builder method, BoundOp op) {
        if (op.op() == Op.EVENT_QUERY && op.shape().arguments().contains(Argument.EXECUTION)) {
            return method.addCode(status.execution(op, CodeBlock.of("$N.get($L, 0)", OUT,
                    LinkageWriter.layout(CType.INT)), health));
        }
        if (op.op() == Op.EVENT_QUERY) {
            return method;
        }
        if (op.shape().arguments().contains(Argument.RETURNED_EVENT)) {
            return method.addCode(((ReturnedEventsWriter) form).recorded());
        }
        TypeName returns = returns(op);
        if (returns.equals(TypeName.LONG)) {
            method.addStatement("return $T.clampMillis($N.get($L, 0))", Elapsed.class, OUT,
                    LinkageWriter.layout(CType.FLOAT));
        } else if (!returns.equals(TypeName.VOID)) {
            method.addStatement(returns.equals(stream) ? "return new $T($N.get($L, 0), true$L)"
                    : "return new $T($N.get($L, 0)$L)", returns, OUT, LinkageWriter.layout(CType.POINTER),
                    returns.equals(stream) ? streamMaker() : CodeBlock.of(""));
        }
        return method;
    }
}
