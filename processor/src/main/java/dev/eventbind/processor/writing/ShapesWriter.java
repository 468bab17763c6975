package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.PairedClock;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.HandWrittenOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes what the shapes of APIs unlike CUDA add to {@code <Spec>Events} beyond the event form and the device
 * ({@link EventFormWriter}, {@link DeviceWriter}, which it holds): a context made current on each calling thread
 * ({@link Op#CONTEXT_CURRENT}), a wait with a timeout, the span read as two timestamps in device ticks
 * ({@link Op#EVENT_TIMESTAMP}) and the paired host and device clock ({@link Op#PAIRED_CLOCK}). What is the same
 * for every backend is runtime code ({@code ThreadContext}, {@code DeviceTicks}); this writes only the calls.
 */
final class ShapesWriter {

    static final ClassName DEVICE_TICKS = ClassName.get("dev.eventbind.binding", "DeviceTicks");
    static final ClassName THREAD_CONTEXT = ClassName.get("dev.eventbind.binding", "ThreadContext");

    private final BackendModel model;
    private final StatusWriter status;
    private final String health;
    private final DeviceWriter deviceWriter;
    private final String timestamp;
    private final String context;
    private final String makeCurrent;
    private final ClassName event;

    ShapesWriter(BackendModel model, StatusWriter status, MemberNames names, String backendField, String functions,
            String health, ClassName functionsType) {
        this.model = model;
        this.status = status;
        this.health = health;
        this.event = GeneratedFiles.className(model.generated()).nestedClass("Event");
        this.deviceWriter = new DeviceWriter(model, status, names, backendField, functions, functionsType);
        this.timestamp = names.fresh("timestamp");
        this.context = names.fresh("context");
        this.makeCurrent = names.fresh("makeContextCurrent");
    }

    BackendModel model() {
        return model;
    }

    StatusWriter status() {
        return status;
    }

    String health() {
        return health;
    }

    /** The {@code ThreadContext} field's name, when the spec binds {@link Op#CONTEXT_CURRENT}. */
    Optional<String> context() {
        return model.op(Op.CONTEXT_CURRENT).map(op -> context);
    }

    /**
     * {@code PairedClock<Event>}, which the backend implements when the spec binds {@link Op#PAIRED_CLOCK} or
     * writes it by hand.
     */
    java.util.Optional<TypeName> pairedClock() {
        return model.op(Op.PAIRED_CLOCK).isPresent() || model.writtenPairedClock().isPresent()
                ? Optional.of(ParameterizedTypeName.get(ClassName.get(PairedClock.class), event)) : Optional.empty();
    }

    private boolean ticks() {
        return model.op(Op.EVENT_TIMESTAMP).isPresent() && model.op(Op.EVENT_ELAPSED).isEmpty();
    }

    /** The device's writer. */
    DeviceWriter device() {
        return deviceWriter;
    }

    /** The instance fields. */
    List<FieldSpec> fields() {
        List<FieldSpec> fields = new java.util.ArrayList<>(deviceWriter.fields());
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> fields.add(FieldSpec.builder(THREAD_CONTEXT, context,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The context made current on each calling thread, by"
                + " {@code $L}.\n", op.call().symbol()).build()));
        return fields;
    }

    /** The constructor's extra parameters, after the functions. */
    void constructor(MethodSpec.Builder constructor, EventApiWriter api) {
        deviceWriter.constructor(constructor);
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> constructor.addStatement("this.$N = new $T(this::$N)",
                context, THREAD_CONTEXT, makeCurrent));
        api.form().constructor(constructor, api);
    }

    /** The static helpers {@code open()} calls, the span from timestamps, and the timestamp read. */
    List<MethodSpec> methods(EventApiWriter api) {
        List<MethodSpec> methods = new java.util.ArrayList<>(deviceWriter.reads(api));
        methods.addAll(deviceWriter.setupAccessors());
        model.op(Op.EVENT_WAIT).filter(op -> op.shape().arguments().contains(Argument.TIMEOUT))
                .ifPresent(op -> methods.addAll(timedWait(api, op)));
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> methods.addAll(context(api, op)));
        model.op(Op.PAIRED_CLOCK).ifPresent(op -> methods.addAll(paired(api, op)));
        model.writtenPairedClock().ifPresent(op -> methods.addAll(writtenPaired(api, op)));
        methods.addAll(deviceWriter.releases(api));
        methods.addAll(api.form().methods(api));
        if (ticks()) {
            BoundOp op = model.required(Op.EVENT_TIMESTAMP);
            methods.add(elapsedFromTicks(api.form(), op));
            methods.add(timestampRead(api, op));
        }
        return methods;
    }

    /** {@code ensureContextCurrent()}, public, and the call that makes the context current. */
    private List<MethodSpec> context(EventApiWriter api, BoundOp op) {
        return List.of(MethodSpec.methodBuilder("ensureContextCurrent")
                .addJavadoc("Makes this backend's context current on the calling thread, once per thread, as every op\n"
                        + "does first: for code that makes its own driver calls (memory, launches) next to the\n"
                        + "backend's.\n\n@throws $T when {@code $L} fails\n", DriverException.class,
                        op.call().symbol())
                .addModifiers(Modifier.PUBLIC)
                .addException(DriverException.class)
                .addStatement("$N.ensureCurrent()", context)
                .build(), api.inUse(op, MethodSpec.methodBuilder(makeCurrent)
                .addJavadoc("Calls {@code $L} on the calling thread.\n", op.call().prototype())
                .addModifiers(Modifier.PRIVATE)
                .addException(DriverException.class)
                .addCode(api.checkedCall(op, new EnumMap<>(Argument.class), Optional.empty()))
                .build()));
    }

    /** {@code eventElapsedNanos} from the two events' timestamps, their distance in the timer's ticks. */
    private MethodSpec elapsedFromTicks(EventFormWriter form, BoundOp op) {
        MethodSpec.Builder elapsed = MethodSpec.methodBuilder("eventElapsedNanos")
                .addJavadoc(model.op(Op.TIMER_FREQUENCY).isPresent()
                        ? "Reads both events' device ticks with {@code $L} and converts their distance,\n"
                                + "modulo $L, with the timer's frequency.\n"
                        : "Reads both events' nanosecond stamps with {@code $L}; their distance modulo $L.\n",
                        op.call().prototype(), deviceWriter.timestampModulus(op.timestampBits()))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addException(DriverException.class)
                .addParameter(event, "start")
                .addParameter(event, "end")
                .addStatement("$N.check($S)", health, op.call().symbol())
                .addCode(ensure());
        elapsed.addCode(form.readSpan(timestamp));
        return elapsed.addStatement("return $T.elapsedNanos(first, second, $L, $L)", DEVICE_TICKS,
                deviceWriter.timestampBits(op), deviceWriter.frequency()).build();
    }

    /** The timestamp read of one event, which takes the event as its form's writer says. */
    private MethodSpec timestampRead(EventApiWriter api, BoundOp op) {
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        MethodSpec.Builder read = MethodSpec.methodBuilder(timestamp)
                .addJavadoc("Calls {@code $L}$L.\n", op.call().prototype(), RecordReads.words(op))
                .addModifiers(Modifier.PRIVATE)
                .returns(long.class)
                .addException(DriverException.class);
        List<String> held = api.form().holdForTimestamp(read, event, passed);
        read.addCode(RecordReads.open(op))
                .addCode(api.call(op, passed, Optional.empty(), "status"))
                .addCode(api.form().afterTimestampCall(api, op, passed))
                .addCode(status.check(op, "status", health))
                .addStatement("return $L", RecordReads.value(op, CType.LONG))
                .addCode(RecordReads.close(op));
        return api.inUse(op, api.form().letGo(read, op, held).build());
    }

    /** {@code context.ensureCurrent()} when the spec binds {@link Op#CONTEXT_CURRENT}, else nothing. */
    private CodeBlock ensure() {
        return context().map(name -> CodeBlock.builder().addStatement("$N.ensureCurrent()", name).build())
                .orElse(CodeBlock.of(""));
    }

    /** The {@code PairedClock} methods over the paired read, the timestamp read and the frequency. */
    private List<MethodSpec> paired(EventApiWriter api, BoundOp op) {
        ClassName hostClock = ClassName.get(PairedClock.HostClock.class);
        int bound = model.op(Op.EVENT_TIMESTAMP).map(BoundOp::timestampBits).orElse(64);
        CodeBlock bits = model.op(Op.EVENT_TIMESTAMP).map(deviceWriter::timestampBits)
                .orElse(CodeBlock.of("$L", bound));
        return List.of(MethodSpec.methodBuilder("pairedHostClock")
                        .addJavadoc("{@code $L} stamps $L.\n", op.call().symbol(), op.hostClock())
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(hostClock)
                        .addStatement("return $T.$L", hostClock, op.hostClock().name())
                        .build(),
                readPairedClock(api, op),
                MethodSpec.methodBuilder("supportsEventDeviceTicks")
                        .addJavadoc(ticks() ? "An event's ticks are read with {@code $L}.\n"
                                : "False: the spec reads no event's ticks.\n", ticks()
                                ? model.required(Op.EVENT_TIMESTAMP).call().symbol() : "")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addStatement("return $L", ticks())
                        .build(),
                eventDeviceTicks(api.form()),
                MethodSpec.methodBuilder("deviceNanosBetween")
                        .addJavadoc("The distance modulo $L, converted with the timer's frequency.\n",
                                deviceWriter.timestampModulus(bound))
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(long.class)
                        .addParameter(long.class, "earlierTicks")
                        .addParameter(long.class, "laterTicks")
                        .addStatement("return $T.elapsedNanos(earlierTicks, laterTicks, $L, $L)", DEVICE_TICKS, bits,
                                deviceWriter.frequency())
                        .build());
    }

    /**
     * The {@code PairedClock} methods over the spec's hand-written one, made when the backend opened: each read
     * checks the device's health and notes a failure, and passes an event's native handle.
     */
    private List<MethodSpec> writtenPaired(EventApiWriter api, HandWrittenOp op) {
        ClassName hostClock = ClassName.get(PairedClock.HostClock.class);
        CodeBlock clock = deviceWriter.pairedClock();
        return List.of(MethodSpec.methodBuilder("pairedHostClock")
                        .addJavadoc("The host clock of {@code $L}, written by hand in the spec.\n", op.method())
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(hostClock)
                        .addStatement("return $L.pairedHostClock()", clock)
                        .build(),
                writtenRead(api, op, MethodSpec.methodBuilder("readPairedClock")
                        .returns(ClassName.get(PairedClock.Reading.class)), CodeBlock.of("$L.readPairedClock()",
                                clock)),
                MethodSpec.methodBuilder("supportsEventDeviceTicks")
                        .addJavadoc("Whether {@code $L}, written by hand in the spec, reads an event's ticks.\n",
                                op.method())
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addStatement("return $L.supportsEventDeviceTicks()", clock)
                        .build(),
                writtenRead(api, op, MethodSpec.methodBuilder("eventDeviceTicks").returns(long.class)
                        .addParameter(event, "event"), CodeBlock.of("$L.eventDeviceTicks(event.handle())", clock)),
                MethodSpec.methodBuilder("deviceNanosBetween")
                        .addJavadoc("The distance as {@code $L}, written by hand in the spec, converts it.\n",
                                op.method())
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(long.class)
                        .addParameter(long.class, "earlierTicks")
                        .addParameter(long.class, "laterTicks")
                        .addStatement("return $L.deviceNanosBetween(earlierTicks, laterTicks)", clock)
                        .build());
    }

    /** A read of the hand-written paired clock: the device's health checked, a failure noted, a use of the device. */
    private MethodSpec writtenRead(EventApiWriter api, HandWrittenOp op, MethodSpec.Builder method, CodeBlock read) {
        method.addJavadoc("Asks {@code $L}, written by hand in the spec.\n", op.method())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addException(DriverException.class)
                .addStatement("$N.check($S)", health, op.method())
                .addCode(ensure());
        api.notingFailure(method, body -> body.addStatement("return $L", read));
        // The clock holds the device it was made for, so each read is a use of it.
        return api.inUse(model.hasDevice(), method.build());
    }

    /** {@code readPairedClock()}: both clocks in one call, through the scratch segment. */
    private MethodSpec readPairedClock(EventApiWriter api, BoundOp op) {
        ClassName reading = ClassName.get(PairedClock.Reading.class);
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        passed.put(Argument.HOST_TIME, CodeBlock.of("$N", EventApiWriter.OUT));
        passed.put(Argument.DEVICE_TIME, CodeBlock.of("$N.asSlice(8)", EventApiWriter.OUT));
        // The array form writes both stamps, the host's first, then the deviation after them.
        passed.put(Argument.STAMPS, CodeBlock.of("$N", EventApiWriter.OUT));
        passed.put(Argument.DEVIATION, CodeBlock.of("$N.asSlice(16)", EventApiWriter.OUT));
        return api.inUse(op, MethodSpec.methodBuilder("readPairedClock")
                .addJavadoc("Calls {@code $L}.\n", op.call().prototype())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(reading)
                .addException(DriverException.class)
                .addCode(ensure())
                .addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                .addCode(api.admittedCall(op, passed))
                .addStatement("return new $T($N.get($L, 0), $N.get($L, 8))", reading, EventApiWriter.OUT,
                        LinkageWriter.layout(CType.LONG), EventApiWriter.OUT, LinkageWriter.layout(CType.LONG))
                .build());
    }

    /** {@code eventDeviceTicks(event)}: the timestamp read, or unsupported where the spec binds none. */
    private MethodSpec eventDeviceTicks(EventFormWriter form) {
        MethodSpec.Builder eventTicks = MethodSpec.methodBuilder("eventDeviceTicks")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addException(DriverException.class)
                .addParameter(event, "event");
        if (!ticks()) {
            return eventTicks.addJavadoc("Unsupported: the spec reads no event's ticks.\n")
                    .addStatement("throw new $T($S)", UnsupportedOperationException.class,
                            "the spec binds no EVENT_TIMESTAMP")
                    .build();
        }
        BoundOp timestamps = model.required(Op.EVENT_TIMESTAMP);
        return eventTicks.addJavadoc("Calls {@code $L}.\n", timestamps.call().prototype())
                .addStatement("$N.check($S)", health, timestamps.call().symbol())
                .addCode(ensure())
                .addStatement("return $L", form.timestampOf(timestamp, "event"))
                .build();
    }

    /**
     * {@code eventWaitFor(event, timeoutNanos)}: one native call with the timeout, the event taken as its form
     * takes it for a timed wait; and its capability.
     */
    private List<MethodSpec> timedWait(EventApiWriter api, BoundOp op) {
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        passed.put(Argument.TIMEOUT, CodeBlock.of("$T.limit(timeoutNanos)", EventApiWriter.TIMED_WAIT));
        MethodSpec.Builder wait = MethodSpec.methodBuilder("eventWaitFor")
                .addJavadoc("Calls {@code $L} once, for at most {@code timeoutNanos} (1 ms on a virtual thread).\n",
                        op.call().prototype())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addException(DriverException.class)
                .addParameter(event, "event")
                .addParameter(long.class, "timeoutNanos")
                .addStatement("$N.check($S)", health, op.call().symbol())
                .addCode(ensure());
        List<String> held = api.form().holdForTimedWait(wait, op, passed);
        wait.addCode(api.reachedCall(op, passed, Optional.empty()));
        MethodSpec supports = MethodSpec.methodBuilder("supportsTimedEventWait")
                .addJavadoc("{@code $L} takes a timeout.\n", op.call().symbol())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addStatement("return true")
                .build();
        return List.of(api.inUse(op, api.form().letGo(wait, op, held).build()), supports);
    }
}
