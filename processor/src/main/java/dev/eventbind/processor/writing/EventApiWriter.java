package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes the {@code EventApi} method an op's shape names on top of the op's raw downcall, reading from the shape
 * how each argument is passed: handles from the event and stream objects (refused once destroyed), out-parameters
 * through the per-thread scratch segment, the flags constant, and the bound arguments (the device read when the
 * backend opened, a constant, a descriptor filled at the header's offsets); every status other than success
 * becomes a {@link DriverException}. For events that are reset before they are signalled again, the event's
 * {@code ReusableEvent} hands out the native event each call uses.
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
    private final boolean reusable;
    private final CodeBlock device;
    /** The device's use count, where {@code close()} releases the device. */
    private final Optional<String> deviceUse;
    private final String slots;
    private final Optional<String> context;
    private final boolean returned;
    private final Optional<String> flush;

    EventApiWriter(ClassName event, ClassName stream, StatusWriter status, String functions, String health,
            boolean reusable, CodeBlock device, Optional<String> deviceUse, String slots, Optional<String> context,
            boolean returned, Optional<String> flush) {
        this.deviceUse = deviceUse;
        this.returned = returned;
        this.flush = flush;
        this.slots = slots;
        this.context = context;
        this.event = event;
        this.stream = stream;
        this.status = status;
        this.functions = functions;
        this.health = health;
        this.reusable = reusable;
        this.device = device;
    }

    /** The EventApi method {@code op} implements; only for a shape that names one. */
    MethodSpec method(BoundOp op) {
        return inUse(op, unguarded(op));
    }

    private MethodSpec unguarded(BoundOp op) {
        String name = op.shape().eventApiMethod().orElseThrow(
                () -> new IllegalArgumentException(op.op() + " has no EventApi method"));
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("Calls $L.\n", Javadocs.code(op.call().prototype()))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns(op))
                .addException(DriverException.class);
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
        enter(method);
        if (reusable && op.op() == Op.EVENT_DESTROY) {
            return method.addComment("Gives back every native event it used; a failure is the slots' first.")
                    .addStatement("event.destroy()").build();
        }
        if (returned && op.op() == Op.EVENT_DESTROY) {
            return method.addComment("Releases its native event now, or the last wait still using it does.")
                    .addStatement("event.holder.destroy()").build();
        }
        boolean releasesStream = arguments.contains(Argument.RELEASED_STREAM)
                || arguments.contains(Argument.RELEASED_STREAM_ARRAY);
        boolean destroys = arguments.contains(Argument.RELEASED_EVENT) || releasesStream;
        if (!destroys) {
            // A poisoned device fails fast; a destroy still reaches the driver, so handles are released.
            method.addStatement("$N.check($S)", health, op.call().symbol());
        }
        if (reusable && op.op() == Op.EVENT_CREATE) {
            return method.addStatement("return new $T($N, $N.acquire())", event, slots, slots).build();
        }
        if (reusable && (op.op() == Op.EVENT_WAIT || op.op() == Op.EVENT_QUERY || op.op() == Op.STREAM_WAIT_EVENT)) {
            // Never recorded, an event is reached, as in CUDA: its native event has no signal to wait for.
            method.beginControlFlow("if (!event.recorded())")
                    .addStatement(op.op() == Op.EVENT_QUERY ? "return true" : "return").endControlFlow();
        }
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        if (returned && op.op() == Op.EVENT_RECORD) {
            method.addComment("Refused before the enqueue once destroyed; the holder takes the new event after it.")
                    .addStatement("event.holder.ensureLive()");
        }
        List<String> held = returned ? holdEvents(method, op) : List.of();
        if (held.size() == 1) {
            passed.put(Argument.EVENT, CodeBlock.of("$T.ofAddress($N)", MemorySegment.class, held.getFirst()));
        } else if (held.size() == 2) {
            passed.put(Argument.START, CodeBlock.of("$T.ofAddress($N)", MemorySegment.class, held.get(0)));
            passed.put(Argument.END, CodeBlock.of("$T.ofAddress($N)", MemorySegment.class, held.get(1)));
        }
        if (arguments.stream().anyMatch(EventApiWriter::isOut)) {
            method.addStatement("$T $N = $T.get()", MemorySegment.class, OUT, LinkageWriter.SCRATCH);
        }
        if (releasesStream) {
            method.addStatement("$T handle = stream.release()", MemorySegment.class)
                    .beginControlFlow("if (!stream.owned())")
                    .addComment("Borrowed: its creator destroys the driver's stream.")
                    .addStatement("return")
                    .endControlFlow();
        }
        if (arguments.contains(Argument.RELEASED_STREAM_ARRAY)) {
            method.addStatement("$T streams = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                    .addStatement("streams.set($T.ADDRESS, 0, handle)", ValueLayout.class);
            passed.put(Argument.RELEASED_STREAM_ARRAY, CodeBlock.of("streams"));
        }
        if (reusable && op.op() == Op.EVENT_RECORD) {
            method.addComment("Reset, or a fresh native event while a wait may still reference the old signal.")
                    .addStatement("$T handle = event.forRecord()", MemorySegment.class);
            passed.put(Argument.EVENT, CodeBlock.of("handle"));
        }
        if (arguments.contains(Argument.EVENT_LIST)) {
            method.addStatement("$T list = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                    .addStatement("list.set($T.ADDRESS, 0, $L)", ValueLayout.class, returned ? passed.get(
                            Argument.EVENT) : CodeBlock.of("event.$L()", reusable && op.op() == Op.STREAM_WAIT_EVENT ? "forStreamWait"
                            : "handle"));
            passed.put(Argument.COUNT, CodeBlock.of("1"));
            passed.put(Argument.EVENT_LIST, CodeBlock.of("list"));
        } else if (reusable && op.op() == Op.STREAM_WAIT_EVENT) {
            passed.put(Argument.EVENT, CodeBlock.of("event.forStreamWait()"));
        }
        if (arguments.contains(Argument.TIMEOUT)) {
            // The lambda passes the timeout; the handle is read once, outside it.
            Argument waited = arguments.contains(Argument.EVENT) ? Argument.EVENT : Argument.STREAM;
            method.addStatement("$T handle = $L", MemorySegment.class, pass(waited, op, passed));
            passed.put(waited, CodeBlock.of("handle"));
            passed.put(Argument.TIMEOUT, CodeBlock.of("timeout"));
            // A virtual thread may resume on another carrier between two slices: the context is made current again.
            CodeBlock slice = CodeBlock.of("timeout -> $N.$N($L)", functions, op.call().method(),
                    arguments(op, passed, Optional.empty()));
            CodeBlock await = context.isPresent()
                    ? CodeBlock.of("$T.await($L, statusConvention(), $N)", TIMED_WAIT, slice, context.get())
                    : CodeBlock.of("$T.await($L, statusConvention())", TIMED_WAIT, slice);
            if (op.descriptor().isPresent()) {
                // One descriptor, filled once, serves every slice of the wait.
                method.addStatement("int status").addCode(openDescriptor(op.descriptor().get(), Optional.empty()))
                        .addStatement("status = $L", await).endControlFlow();
            } else {
                method.addStatement("int status = $L", await);
            }
            return letGo(finish(method, op), op, held).build();
        }
        method.addCode(call(op, passed, Optional.empty(), "status"));
        return letGo(finish(method, op), op, held).build();
    }

    /**
     * For a record that returns its event: takes the holder's native event for the call, under its lock for a
     * short call, or as a use of its own for a host wait or a span read (no lock held while the call blocks);
     * never recorded, the op answers as for a fresh event (reached, nothing to wait for). Returns the locals
     * holding the addresses; {@link #letGo} ends the {@code try} it opens.
     */
    private List<String> holdEvents(MethodSpec.Builder method, BoundOp op) {
        List<Argument> arguments = op.shape().arguments();
        if (arguments.contains(Argument.START)) {
            method.addStatement("long first = start.holder.acquire()").beginControlFlow("try")
                    .addStatement("long second = end.holder.acquire()").beginControlFlow("try")
                    .beginControlFlow("if (first == 0L || second == 0L)")
                    .addStatement("throw new $T($S)", IllegalStateException.class,
                            "an event of the span was never recorded")
                    .endControlFlow();
            return List.of("first", "second");
        }
        if (!arguments.contains(Argument.EVENT) && !arguments.contains(Argument.EVENT_LIST)) {
            return List.of();
        }
        boolean blocking = op.op() == Op.EVENT_WAIT;
        method.addStatement("long held = event.holder.$L()", blocking ? "acquire" : "lock").beginControlFlow("try")
                .beginControlFlow("if (held == 0L)")
                .addComment("Never recorded: reached, as a fresh event is.")
                .addStatement(op.op() == Op.EVENT_QUERY ? "return true" : "return")
                .endControlFlow();
        if (flush.isPresent() && (op.op() == Op.EVENT_QUERY || op.op() == Op.STREAM_WAIT_EVENT)) {
            // Its stream is submitted once: before another stream waits on it, or a poll looks for progress.
            method.addStatement(op.op() == Op.EVENT_QUERY ? "$T pending = event.holder.takeUnsubmitted()"
                    : "$T pending = event.holder.recordedOn() == stream ? null : event.holder.takeUnsubmitted()",
                    Object.class)
                    .addCode(flushPending(CodeBlock.of("pending")));
        }
        return List.of("held");
    }

    /**
     * Flushes the stream {@code pending} yields when it is one and not yet destroyed (a destroyed one was flushed by
     * its release): the one submission a returned event's unsubmitted stream gets.
     */
    CodeBlock flushPending(CodeBlock pending) {
        return CodeBlock.builder()
                .beginControlFlow("if ($L instanceof $T recorded && !recorded.destroyed())", pending, stream)
                .addStatement("$N(recorded.handle())", flush.orElseThrow())
                .endControlFlow()
                .build();
    }

    /** Ends what {@link #holdEvents} began: the lock released, or the uses ended. */
    private static MethodSpec.Builder letGo(MethodSpec.Builder method, BoundOp op, List<String> held) {
        if (held.size() == 2) {
            return method.nextControlFlow("finally").addStatement("end.holder.release(second)").endControlFlow()
                    .nextControlFlow("finally").addStatement("start.holder.release(first)").endControlFlow();
        }
        if (held.size() == 1) {
            return method.nextControlFlow("finally").addStatement(op.op() == Op.EVENT_WAIT
                    ? "event.holder.release(held)" : "event.holder.unlock()").endControlFlow();
        }
        return method;
    }

    /**
     * The EventApi method of an op the partial spec writes by hand: the device's health checked, the native
     * handles passed with the status convention to the spec's default method (through the functions class,
     * which implements the spec), a new handle wrapped, and a failure noted.
     */
    MethodSpec handWritten(dev.eventbind.processor.model.HandWrittenOp op, ClassName functionsType,
            CodeBlock convention) {
        java.lang.reflect.Method api = java.util.Arrays.stream(dev.eventbind.api.EventApi.class.getMethods())
                .filter(m -> m.getName().equals(op.eventApiMethod())).findFirst().orElseThrow();
        MethodSpec.Builder method = MethodSpec.methodBuilder(op.eventApiMethod())
                .addJavadoc("Calls {@link $T#$L}, written by hand in the spec.\n", functionsType, op.method())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addException(DriverException.class);
        List<CodeBlock> passed = new ArrayList<>(List.of(convention));
        String[] names = switch (op.op()) {
            case EVENT_ELAPSED -> new String[] {"start", "end"};
            case EVENT_RECORD -> new String[] {"event", "stream"};
            case STREAM_WAIT_EVENT -> new String[] {"stream", "event"};
            default -> new String[] {api.getParameterCount() == 0 ? "" : api.getGenericParameterTypes()[0]
                    .getTypeName().equals("E") ? "event" : "stream"};
        };
        boolean destroys = op.op() == Op.EVENT_DESTROY || op.op() == Op.STREAM_DESTROY;
        enter(method);
        for (int i = 0; i < api.getParameterCount(); i++) {
            boolean isEvent = api.getGenericParameterTypes()[i].getTypeName().equals("E");
            method.addParameter(isEvent ? event : stream, names[i]);
            passed.add(destroys ? CodeBlock.of("handle") : CodeBlock.of("$N.handle()", names[i]));
        }
        if (destroys) {
            method.addStatement("$T handle = $N.release()", MemorySegment.class, names[0]);
            if (op.op() == Op.STREAM_DESTROY) {
                method.beginControlFlow("if (!stream.owned())")
                        .addComment("Borrowed: its creator destroys the driver's stream.")
                        .addStatement("return")
                        .endControlFlow();
            }
        } else {
            method.addStatement("$N.check($S)", health, op.method());
        }
        if (op.takesDevice()) {
            passed.add(device);
        }
        String returned = api.getGenericReturnType().getTypeName();
        CodeBlock call = CodeBlock.of("$N.$N($L)", functions, op.method(), CodeBlock.join(passed, ", "));
        method.beginControlFlow("try");
        switch (returned) {
            case "E" -> method.returns(event).addStatement("return new $T($L)", event, call);
            case "S" -> method.returns(stream).addStatement("return new $T($L, true)", stream, call);
            case "void" -> method.addStatement("$L", call);
            default -> method.returns(TypeName.get(api.getReturnType())).addStatement("return $L", call);
        }
        MethodSpec written = method.nextControlFlow("catch ($T failure)", DriverException.class)
                .addStatement("throw $N.note(failure)", health)
                .endControlFlow()
                .build();
        return usesDevice(op.takesDevice()) ? inUse(written, deviceUse.orElseThrow()) : written;
    }

    /**
     * Makes the spec's context current on the calling thread first, when it binds {@link Op#CONTEXT_CURRENT}:
     * every op's C call acts on the thread's current context, destroys too.
     */
    void enter(MethodSpec.Builder method) {
        context.ifPresent(name -> method.addStatement("$N.ensureCurrent()", name));
    }

    /**
     * Whether a call that takes the device is a use of it that {@code close()} waits out: where the backend releases
     * its device. Every writer of a method that calls an op taking the device wraps it with {@link #inUse}.
     */
    private boolean usesDevice(boolean takesDevice) {
        return takesDevice && deviceUse.isPresent();
    }

    /** {@code method}, its body one use of the device where a call of {@code op} is ({@link #usesDevice}). */
    MethodSpec inUse(BoundOp op, MethodSpec method) {
        return usesDevice(op.takesDevice()) ? inUse(method, deviceUse.orElseThrow()) : method;
    }

    /**
     * {@code method} with its body entered as one use of the device, counted in the field {@code use}, which
     * {@code close()} waits out before it releases the device; refused once {@code close()} has begun.
     */
    private static MethodSpec inUse(MethodSpec method, String use) {
        return MethodSpec.methodBuilder(method.name())
                .addJavadoc(method.javadoc())
                .addAnnotations(method.annotations())
                .addModifiers(method.modifiers())
                .addTypeVariables(method.typeVariables())
                .returns(method.returnType())
                .addParameters(method.parameters())
                .varargs(method.varargs())
                .addExceptions(method.exceptions())
                .addComment("A use of the device: close() releases it only once no use is in flight.")
                .addStatement("$N.enter()", use)
                .beginControlFlow("try")
                .addCode(method.code())
                .nextControlFlow("finally")
                .addStatement("$N.exit()", use)
                .endControlFlow()
                .build();
    }

    /**
     * {@code int status = functions.m(...)}, with every bound argument in place; a descriptor is allocated,
     * zeroed and filled in a confined arena around the call.
     *
     * @param op the op
     * @param passed how a shape argument is passed where it differs from the EventApi method's default
     * @param pool the pool of the slot, for {@code @From(Op.EVENT_POOL_CREATE)} and the descriptor's slot index
     * @param result the status's local name
     */
    CodeBlock call(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool, String result) {
        return call(op, passed, pool, result, device);
    }

    /**
     * {@link #call(BoundOp, Map, Optional, String)} passing {@code onDevice} where the op takes the device: a local
     * of a static open, where the instance's device (or its live read) does not exist yet.
     */
    CodeBlock call(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool, String result,
            CodeBlock onDevice) {
        Optional<Bound.DescriptorValue> descriptor = op.descriptor();
        CodeBlock arguments = arguments(op, passed, pool, onDevice);
        boolean returnsVoid = op.shape().returns() == CType.VOID;
        if (descriptor.isEmpty()) {
            return CodeBlock.builder().addStatement(returnsVoid ? "$N.$N($L)" : "int $N = $N.$N($L)",
                    returnsVoid ? new Object[] {functions, op.call().method(), arguments}
                            : new Object[] {result, functions, op.call().method(), arguments})
                    .build();
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (!returnsVoid) {
            code.addStatement("int $N", result);
        }
        return code.add(openDescriptor(descriptor.get(), pool))
                .addStatement(returnsVoid ? "$N.$N($L)" : "$N = $N.$N($L)", returnsVoid
                        ? new Object[] {functions, op.call().method(), arguments}
                        : new Object[] {result, functions, op.call().method(), arguments})
                .endControlFlow()
                .build();
    }

    /** The confined arena holding a filled descriptor, opened: the call's statement follows, then its close. */
    private static CodeBlock openDescriptor(Bound.DescriptorValue d, Optional<CodeBlock[]> pool) {
        if (!d.elements().isEmpty()) {
            return recordArray(d);
        }
        CodeBlock.Builder code = CodeBlock.builder();
        code.beginControlFlow("try ($T arena = $T.ofConfined())", Arena.class, Arena.class)
                .add("// $L, laid out as the header's record: $L bytes, aligned to $L.\n", d.record(), d.bytes(),
                        d.alignment())
                .addStatement("$T descriptor = arena.allocate($LL, $LL)", MemorySegment.class, d.bytes(),
                        d.alignment());
        for (Bound.FieldValue field : d.fields()) {
            code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                    layout(field.bytes(), field.offset(), d.alignment()), field.offset(),
                    literal(field.bytes(), field.value()));
        }
        if (d.slot().isPresent() && pool.isPresent()) {
            Bound.FieldValue slot = d.slot().get();
            code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                    layout(slot.bytes(), slot.offset(), d.alignment()), slot.offset(),
                    slot.bytes() == 8 ? CodeBlock.of("(long) $L", pool.get()[1])
                            : slot.bytes() == 4 ? pool.get()[1]
                            : CodeBlock.of("($L) $L", slot.bytes() == 2 ? "short" : "byte", pool.get()[1]));
        }
        return code.build();
    }

    /** An array of records, one per element, opened in a confined arena the call's statement closes. */
    private static CodeBlock recordArray(Bound.DescriptorValue d) {
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("try ($T arena = $T.ofConfined())", Arena.class, Arena.class)
                .add("// $L $L, laid out as the header's record: $L bytes each, aligned to $L.\n", d.elements().size(),
                        d.record(), d.bytes(), d.alignment())
                .addStatement("$T descriptor = arena.allocate($LL, $LL)", MemorySegment.class,
                        d.bytes() * d.elements().size(), d.alignment());
        for (int i = 0; i < d.elements().size(); i++) {
            long base = d.bytes() * i;
            for (Bound.FieldValue field : d.fields()) {
                code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                        layout(field.bytes(), base + field.offset(), d.alignment()), base + field.offset(),
                        literal(field.bytes(), field.value()));
            }
            Bound.FieldValue element = d.elements().get(i);
            code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                    layout(element.bytes(), base + element.offset(), d.alignment()), base + element.offset(),
                    literal(element.bytes(), element.value()));
        }
        return code.build();
    }

    /**
     * The layout of a field: unaligned where a packed record puts it off its natural alignment, or where the
     * record's own alignment does not promise the field's.
     */
    private static String layout(int bytes, long offset, long alignment) {
        String aligned = switch (bytes) {
            case 1 -> "JAVA_BYTE";
            case 2 -> "JAVA_SHORT";
            case 4 -> "JAVA_INT";
            default -> "JAVA_LONG";
        };
        return bytes > 1 && (offset % bytes != 0 || alignment < bytes) ? aligned + "_UNALIGNED" : aligned;
    }

    private static CodeBlock literal(int bytes, long value) {
        return switch (bytes) {
            case 1 -> CodeBlock.of("(byte) $L", (byte) value);
            case 2 -> CodeBlock.of("(short) $L", (short) value);
            case 4 -> CodeBlock.of("$L", (int) value);
            default -> CodeBlock.of("$LL", value);
        };
    }

    /** Every C argument in order: the shape's from {@code passed} or their default, the bound ones. */
    CodeBlock arguments(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool) {
        return arguments(op, passed, pool, device);
    }

    private CodeBlock arguments(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool,
            CodeBlock onDevice) {
        List<CodeBlock> list = new ArrayList<>();
        List<Optional<Argument>> arguments = op.arguments();
        for (int i = 0; i < arguments.size(); i++) {
            Optional<Argument> argument = arguments.get(i);
            list.add(argument.isPresent() ? pass(argument.get(), op, passed)
                    : bound(op.bound().get(i).orElseThrow(), pool, onDevice));
        }
        return CodeBlock.join(list, ", ");
    }

    private static CodeBlock bound(Bound bound, Optional<CodeBlock[]> pool, CodeBlock onDevice) {
        return switch (bound) {
            case Bound.FromOp(Op from) when from == Op.DEVICE_GET -> onDevice;
            case Bound.FromOp from -> pool.orElseThrow(() -> new IllegalStateException("no pool for " + from))[0];
            case Bound.ConstantValue(long value, CType type) -> constant(value, type);
            case Bound.DescriptorValue d -> CodeBlock.of("descriptor");
        };
    }

    /** A bound {@code @Constant} as a Java literal of its C parameter's type ({@code NULL} for a pointer). */
    static CodeBlock constant(long value, CType type) {
        return switch (type) {
            case POINTER -> CodeBlock.of("$T.NULL", MemorySegment.class);
            case LONG -> CodeBlock.of("$LL", value);
            case SHORT -> CodeBlock.of("(short) $L", value);
            case BYTE -> CodeBlock.of("(byte) $L", value);
            default -> CodeBlock.of("$L", (int) value);
        };
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
            case NEW_EVENT, NEW_STREAM, MILLIS, FLAGS, STATUS, TEXT, VERSION, NEW_DEVICE, NEW_POOL, TICKS, FREQUENCY,
                    TIMEOUT, COUNT, EVENT_LIST, HOST_TIME, DEVICE_TIME, NAME, FUNCTION, STAMPS, DEVIATION,
                    RETURNED_EVENT, EXECUTION -> null;
        });
    }

    private static CodeBlock pass(Argument argument, BoundOp op, Map<Argument, CodeBlock> passed) {
        CodeBlock given = passed.get(argument);
        if (given != null) {
            return given;
        }
        return switch (argument) {
            case NEW_EVENT, NEW_STREAM, MILLIS, NEW_DEVICE, NEW_POOL, TICKS, FREQUENCY, RETURNED_EVENT, EXECUTION ->
                    CodeBlock.of("$N", OUT);
            case EVENT -> CodeBlock.of("event.handle()");
            case RELEASED_EVENT -> CodeBlock.of("event.release()");
            case STREAM -> CodeBlock.of("stream.handle()");
            case RELEASED_STREAM -> CodeBlock.of("handle");
            case START -> CodeBlock.of("start.handle()");
            case END -> CodeBlock.of("end.handle()");
            case FLAGS -> flags(op);
            case STATUS, TEXT, VERSION, TIMEOUT, COUNT, EVENT_LIST, HOST_TIME, DEVICE_TIME, RELEASED_STREAM_ARRAY,
                    NAME, FUNCTION, STAMPS, DEVIATION -> throw new IllegalArgumentException(argument
                    + " is passed only where the writer says how");
        };
    }

    /** The spec's named constant ({@code CudaRuntime.EVENT_DEFAULT}) where it wrote one, else the number. */
    static CodeBlock flags(BoundOp op) {
        return op.flagsName().map(name -> CodeBlock.of("$T.$N", GeneratedFiles.className(name.owner()), name.field()))
                .orElseGet(() -> CodeBlock.of("$L", op.flags()));
    }

    /** The status check and the result: a new handle, the clamped span, the query's answer, or nothing. */
    private MethodSpec.Builder finish(MethodSpec.Builder method, BoundOp op) {
        if (op.op() == Op.EVENT_QUERY && op.shape().arguments().contains(Argument.EXECUTION)) {
            method.addCode(status.check(op, "status", health));
            return method.addCode(status.execution(op, CodeBlock.of("$N.get($L, 0)", OUT,
                    LinkageWriter.layout(CType.INT)), health));
        }
        if (op.op() == Op.EVENT_QUERY) {
            return method.addCode(status.reached(op, "status", health));
        }
        method.addCode(status.check(op, "status", health));
        if (op.shape().arguments().contains(Argument.RETURNED_EVENT)) {
            return method.addStatement(flush.isPresent() ? "event.holder.recorded($N.get($L, 0), stream)"
                    : "event.holder.recorded($N.get($L, 0))", OUT, LinkageWriter.layout(CType.POINTER));
        }
        TypeName returns = returns(op);
        if (returns.equals(TypeName.LONG)) {
            method.addStatement("return $T.clampMillis($N.get($L, 0))", Elapsed.class, OUT,
                    LinkageWriter.layout(CType.FLOAT));
        } else if (!returns.equals(TypeName.VOID)) {
            method.addStatement(returns.equals(stream) ? "return new $T($N.get($L, 0), true)"
                    : "return new $T($N.get($L, 0))", returns, OUT, LinkageWriter.layout(CType.POINTER));
        }
        return method;
    }
}
