package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.PairedClock;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes how a backend holds its device ({@code DeviceHolding}): the device read once when the backend opens
 * ({@link Op#DEVICE_GET}, or the spec's hand-written one) with the timer's frequency ({@link Op#TIMER_FREQUENCY})
 * and the spec's hand-written paired clock ({@link Op#PAIRED_CLOCK}), the context made on it
 * ({@link Op#CONTEXT_CREATE}), and, where the spec releases either ({@link Op#DEVICE_RELEASE},
 * {@link Op#CONTEXT_RELEASE}), the count of calls that pass them. {@code close()} and the release of what an open
 * made before a later step failed are {@link SetupReleaseWriter}'s.
 */
final class DeviceWriter {

    static final ClassName DEVICE_USE = ClassName.get("dev.eventbind.binding", "DeviceUse");
    /** {@code PairedClock<MemorySegment>}, what a hand-written paired clock is. */
    static final TypeName PAIRED_CLOCK = ParameterizedTypeName.get(PairedClock.class, MemorySegment.class);
    /** The local a value read at open is checked in before it is returned. */
    private static final String VALUE = "value";

    private final BackendModel model;
    private final StatusWriter status;
    private final String backendField;
    private final String functions;
    private final ClassName functionsType;
    private final String device;
    private final String frequency;
    private final String bits;
    private final String pairedClock;
    private final String queueFamily;
    private final String deviceUse;
    private final String context;
    private final SetupReleaseWriter releases;

    DeviceWriter(BackendModel model, StatusWriter status, MemberNames names, String backendField, String functions,
            ClassName functionsType) {
        this.model = model;
        this.status = status;
        this.backendField = backendField;
        this.functions = functions;
        this.functionsType = functionsType;
        this.device = names.fresh("device");
        this.frequency = names.fresh("timerFrequency");
        // Allocated only where the spec reads the bits, so the names of a spec without them stay as they were.
        this.bits = model.op(Op.TIMESTAMP_BITS).isPresent() ? names.fresh("timestampBits") : "timestampBits";
        this.pairedClock = names.fresh("pairedClock");
        // Allocated only where the spec writes one, so the names of a spec without it stay as they were.
        this.queueFamily = model.writtenQueueFamily().isPresent() ? names.fresh("queueFamily") : "queueFamily";
        this.deviceUse = names.fresh("deviceUse");
        // Allocated only where the spec makes a context, so the names of a spec without one stay as they were.
        this.context = model.hasContext() ? names.fresh("context") : "context";
        this.releases = new SetupReleaseWriter(model, status, names,
                new SetupReleaseWriter.SetupNames(functions, functionsType, device, context, deviceUse));
    }

    /**
     * The instance fields: the device, the context made on it, the use count where either is released, the timer's
     * frequency.
     */
    List<FieldSpec> fields() {
        List<FieldSpec> fields = new ArrayList<>();
        model.op(Op.DEVICE_GET).ifPresent(op -> fields.add(FieldSpec.builder(MemorySegment.class, device,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("What {@code $L} wrote when the backend opened.\n",
                op.call().symbol()).build()));
        model.writtenDevice().ifPresent(op -> fields.add(FieldSpec.builder(MemorySegment.class, device,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("What {@code $L}, written by hand, returned when the"
                + " backend opened, or the handle it was opened on.\n", op.method()).build()));
        model.op(Op.CONTEXT_CREATE).ifPresent(op -> fields.add(FieldSpec.builder(MemorySegment.class, context,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The context {@code $L} made on the device when the"
                + " backend opened.\n", op.call().symbol()).build()));
        model.writtenContext().ifPresent(op -> fields.add(FieldSpec.builder(MemorySegment.class, context,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The context {@code $L}, written by hand, made on the"
                + " device when the backend opened.\n", op.method()).build()));
        if (closable()) {
            fields.add(FieldSpec.builder(DEVICE_USE, deviceUse, Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The calls passing the device in flight, which {@code close()} waits out.\n")
                    .initializer("new $T($N)", DEVICE_USE, backendField).build());
            fields.addAll(releases.fields());
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> fields.add(FieldSpec.builder(long.class, frequency,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The device timer's ticks per second, from {@code $L}.\n",
                op.call().symbol()).build()));
        model.op(Op.TIMESTAMP_BITS).ifPresent(op -> fields.add(FieldSpec.builder(int.class, bits,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("How many low bits of a timestamp are valid, from"
                + " {@code $L}.\n", op.call().symbol()).build()));
        model.writtenPairedClock().ifPresent(op -> fields.add(FieldSpec.builder(PAIRED_CLOCK, pairedClock,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The paired clock {@code $L}, written by hand, made when"
                + " the backend opened.\n", op.method()).build()));
        model.writtenQueueFamily().ifPresent(op -> fields.add(FieldSpec.builder(int.class, queueFamily,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The queue family {@code $L}, written by hand, read when"
                + " the backend opened, which descriptor fields take.\n", op.method()).build()));
        return fields;
    }

    /** The constructor's parameters for the device, the context and the frequency, after the functions. */
    void constructor(MethodSpec.Builder constructor) {
        if (model.hasDevice()) {
            constructor.addParameter(MemorySegment.class, device).addStatement("this.$N = $N", device, device);
        }
        if (model.hasContext()) {
            constructor.addParameter(MemorySegment.class, context).addStatement("this.$N = $N", context, context);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> constructor.addParameter(long.class, frequency)
                .addStatement("this.$N = $N", frequency, frequency));
        model.op(Op.TIMESTAMP_BITS).ifPresent(op -> constructor.addParameter(int.class, bits)
                .addStatement("this.$N = $N", bits, bits));
        model.writtenPairedClock().ifPresent(op -> constructor.addParameter(PAIRED_CLOCK, pairedClock)
                .addStatement("this.$N = $N", pairedClock, pairedClock));
        model.writtenQueueFamily().ifPresent(op -> constructor.addParameter(int.class, queueFamily)
                .addStatement("this.$N = $N", queueFamily, queueFamily));
    }

    /** The static reads {@code open()} calls: the device, the context made on it, then the timer's frequency. */
    List<MethodSpec> reads(EventApiWriter api) {
        List<MethodSpec> methods = new ArrayList<>();
        model.op(Op.DEVICE_GET).ifPresent(op -> methods.add(staticRead(api, op, CType.POINTER,
                MemorySegment.class)));
        model.op(Op.CONTEXT_CREATE).ifPresent(op -> methods.add(staticRead(api, op, CType.POINTER,
                MemorySegment.class)));
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> methods.add(staticRead(api, op, CType.LONG, long.class)));
        model.op(Op.TIMESTAMP_BITS).ifPresent(op -> methods.add(staticRead(api, op, CType.INT, int.class)));
        return methods;
    }

    /**
     * {@code device()} and {@code context()}, the two setup handles of a backend that makes a context on its device,
     * for the spec's other functions that take them (memory or work in the context); none for a backend with one.
     * Once {@code close()} has begun they are refused, so a destroyed context is not handed out.
     */
    List<MethodSpec> setupAccessors() {
        if (!model.hasContext()) {
            return List.of();
        }
        return List.of(accessor("device", device, "The device the backend opened on"),
                accessor("context", context, "The context made on the device when the backend opened"));
    }

    private MethodSpec accessor(String name, String field, String what) {
        MethodSpec.Builder accessor = MethodSpec.methodBuilder(name)
                .addJavadoc("$L,\nfor the spec's other functions that take it (memory or work in the context). The"
                        + " backend gives it\nback on {@code close()}; a call passing it afterwards is the caller's.\n",
                        what)
                .addModifiers(Modifier.PUBLIC)
                .returns(MemorySegment.class);
        if (closable()) {
            accessor.addJavadoc("\n@throws IllegalStateException once {@code close()} has begun\n")
                    .addStatement("$N.checkOpen()", deviceUse);
        }
        return accessor.addStatement("return $N", field).build();
    }

    /**
     * {@code close()} and the release of a device or context a failed open made, where the spec releases its device
     * or destroys its context.
     */
    List<MethodSpec> releases(EventApiWriter api) {
        return releases.releases(api);
    }

    /** The timer's ticks per second: the frequency op's answer, or 10^9 where the stamps are nanoseconds. */
    CodeBlock frequency() {
        return model.op(Op.TIMER_FREQUENCY).isPresent() ? CodeBlock.of("$N", frequency)
                : CodeBlock.of("1_000_000_000L");
    }

    /** How many low bits of a timestamp are valid: the bits op's answer, or the spec's {@code timestampBits}. */
    CodeBlock timestampBits(BoundOp timestamp) {
        return model.op(Op.TIMESTAMP_BITS).isPresent() ? CodeBlock.of("$N", bits)
                : CodeBlock.of("$L", timestamp.timestampBits());
    }

    /** The modulus as a Javadoc says it: {@code 2^32}, or the bits the bits op read. */
    CodeBlock timestampModulus(int bound) {
        return model.op(Op.TIMESTAMP_BITS).map(op -> CodeBlock.of("2^(the valid bits {@code $L} reported)",
                op.call().symbol())).orElse(CodeBlock.of("2^$L", bound));
    }

    /** The hand-written paired clock's field, where the spec writes one. */
    CodeBlock pairedClock() {
        return CodeBlock.of("$N", pairedClock);
    }

    /** The queue family's field, where the spec writes {@link Op#QUEUE_FAMILY}. */
    CodeBlock queueFamily() {
        return CodeBlock.of("$N", queueFamily);
    }

    /** The device as the ops pass it: the field (where {@code close()} releases it, read within a use). */
    CodeBlock device() {
        return CodeBlock.of("$N", device);
    }

    /** The context as the ops pass it: the field, or a static open's local of the same name. */
    CodeBlock context() {
        return CodeBlock.of("$N", context);
    }

    /** The device field's name, also the name an open that is handed the device gives its parameter. */
    String deviceName() {
        return device;
    }

    /**
     * Whether the spec binds {@link Op#DEVICE_RELEASE} or {@link Op#CONTEXT_RELEASE}, so the backend is
     * {@link AutoCloseable}.
     */
    boolean closable() {
        return model.device().closeable();
    }

    /** Whether the spec releases its device ({@link Op#DEVICE_RELEASE}), so it also opens on one made elsewhere. */
    boolean releasesDevice() {
        return model.op(Op.DEVICE_RELEASE).isPresent();
    }

    /** The arguments {@code open()} passes after the functions, read by the static helpers. */
    CodeBlock openArguments() {
        CodeBlock.Builder code = CodeBlock.builder();
        if (model.hasDevice()) {
            code.add(", $N", device);
        }
        if (model.hasContext()) {
            code.add(", $N", context);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> code.add(", $N", frequency));
        model.op(Op.TIMESTAMP_BITS).ifPresent(op -> code.add(", $N", bits));
        model.writtenPairedClock().ifPresent(op -> code.add(", $N", pairedClock));
        model.writtenQueueFamily().ifPresent(op -> code.add(", $N", queueFamily));
        return code.build();
    }

    /** What {@code open()} reads before it constructs: the device, the context, then the timer's frequency. */
    CodeBlock openReads() {
        return openReads(true);
    }

    /**
     * What an open reads before it constructs: the device where {@code readDevice} (else it was handed one), the
     * context made on it, then the timer's frequency. Each handle the backend releases is given back when a later
     * step fails, the context before the device.
     */
    CodeBlock openReads(boolean readDevice) {
        CodeBlock resolve = resolveFunctions();
        boolean reads = readDevice && model.hasDevice();
        if (!reads && !model.hasContext() && !model.readsAfterContext()) {
            return resolve;
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (reads) {
            code.addStatement("$T $N", MemorySegment.class, device);
        }
        if (model.hasContext()) {
            code.addStatement("$T $N", MemorySegment.class, context);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> code.addStatement("long $N", frequency));
        model.op(Op.TIMESTAMP_BITS).ifPresent(op -> code.addStatement("int $N", bits));
        model.writtenPairedClock().ifPresent(op -> code.addStatement("$T $N", PAIRED_CLOCK, pairedClock));
        model.writtenQueueFamily().ifPresent(op -> code.addStatement("int $N", queueFamily));
        if (!reads) {
            code.add(resolve);
        }
        CodeBlock.Builder afterContext = CodeBlock.builder();
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> afterContext.addStatement("$N = $L", frequency, readOut(op)));
        model.op(Op.TIMESTAMP_BITS).ifPresent(op -> afterContext.addStatement("$N = $L", bits, readOut(op)));
        model.writtenPairedClock().ifPresent(op -> afterContext.addStatement("$N = $N.$N($L$L)", pairedClock,
                functions, op.method(), status.convention(), setupArguments(op.takesDevice(), op.takesContext())));
        model.writtenQueueFamily().ifPresent(op -> afterContext
                .addStatement("$N = $N.$N($L$L)", queueFamily, functions, op.method(), status.convention(),
                        setupArguments(op.takesDevice(), op.takesContext()))
                .beginControlFlow("if ($N < 0)", queueFamily)
                .addStatement("throw new $T($N, \"$L reported the queue family \" + $N, $T.of(), null)",
                        BackendUnavailableException.class, backendField, op.method(), queueFamily, List.class)
                .endControlFlow());
        CodeBlock.Builder afterDevice = CodeBlock.builder();
        if (reads) {
            afterDevice.add(resolve);
        }
        if (model.hasContext()) {
            afterDevice.addStatement("$N = $L", context, contextRead())
                    .add(releases.givingBackContext(afterContext.build()));
        } else {
            afterDevice.add(afterContext.build());
        }
        code.beginControlFlow("try");
        if (reads) {
            code.addStatement("$N = $L", device, deviceRead())
                    .add(releases.givingBackDevice(afterDevice.build()));
        } else {
            code.add(afterDevice.build());
        }
        return code.nextControlFlow("catch ($T failure)", DriverException.class)
                .addStatement("throw new $T($N, failure.function() + \" failed: \" + failure.statusSummary(),"
                        + " $T.of(), failure)", BackendUnavailableException.class, backendField, List.class)
                .endControlFlow()
                .build();
    }

    /** The setup handles a hand-written op takes last: {@code , device} and {@code , context}. */
    CodeBlock setupArguments(boolean takesDevice, boolean takesContext) {
        CodeBlock.Builder code = CodeBlock.builder();
        setupHandles(takesDevice, takesContext).forEach(handle -> code.add(", $L", handle));
        return code.build();
    }

    /** The setup handles an op takes after its own arguments: the device, then the context. */
    List<CodeBlock> setupHandles(boolean takesDevice, boolean takesContext) {
        List<CodeBlock> handles = new ArrayList<>();
        if (takesDevice) {
            handles.add(device());
        }
        if (takesContext) {
            handles.add(context());
        }
        return handles;
    }

    /**
     * {@code method} with its body entered as one use of the device, counted in the use count field, which
     * {@code close()} waits out before it releases the device; refused once {@code close()} has begun.
     */
    MethodSpec inUse(MethodSpec method) {
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
                .addStatement("$N.enter()", deviceUse)
                .beginControlFlow("try")
                .addCode(method.code())
                .nextControlFlow("finally")
                .addStatement("$N.exit()", deviceUse)
                .endControlFlow()
                .build();
    }

    /** The context, from its bound op or from the spec's hand-written method. */
    private CodeBlock contextRead() {
        return model.op(Op.CONTEXT_CREATE).map(this::readOut).orElseGet(() -> {
            var written = model.writtenContext().orElseThrow();
            return CodeBlock.of("$N.$N($L$L)", functions, written.method(), status.convention(),
                    setupArguments(written.takesDevice(), false));
        });
    }

    /** Functions the API's resolver reaches are resolved once the device it may take is read. */
    private CodeBlock resolveFunctions() {
        return model.op(Op.PROC_ADDRESS).filter(op -> model.resolvesFunctions())
                .map(op -> CodeBlock.of("$N = $N.resolved($L);\n", functions, functions,
                        op.takesDevice() ? CodeBlock.of("$N", device) : CodeBlock.of("")))
                .orElse(CodeBlock.of(""));
    }

    /** The device, from its bound op or from the spec's hand-written method. */
    private CodeBlock deviceRead() {
        return model.op(Op.DEVICE_GET).map(this::readOut).orElseGet(() -> CodeBlock.of("$N.$N($L)", functions,
                model.writtenDevice().orElseThrow().method(), status.convention()));
    }

    /** An inline call that writes one value through the scratch segment and yields it, or throws. */
    private CodeBlock readOut(BoundOp op) {
        return CodeBlock.of("$N($N$L)", helperName(op), functions, setupArguments(op.takesDevice(),
                op.takesContext()));
    }

    private static String helperName(BoundOp op) {
        return switch (op.op()) {
            case DEVICE_GET -> "readDevice";
            case CONTEXT_CREATE -> "createContext";
            case TIMESTAMP_BITS -> "readTimestampBits";
            default -> "readTimerFrequency";
        };
    }

    private MethodSpec staticRead(EventApiWriter api, BoundOp op, CType type, Class<?> returns) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(helperName(op))
                .addJavadoc("Calls {@code $L} once, when the backend opens$L.\n", op.call().prototype(),
                        RecordReads.words(op))
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(returns)
                .addException(DriverException.class)
                .addParameter(functionsType, functions);
        if (op.takesDevice()) {
            method.addParameter(MemorySegment.class, device);
        }
        if (op.takesContext()) {
            method.addParameter(MemorySegment.class, context);
        }
        method.addCode(RecordReads.open(op))
                .addCode(api.call(op, Map.of(), Optional.empty(), "status", CodeBlock.of("$N", device)))
                .beginControlFlow("if (!($L))", status.succeeded("status"))
                .addStatement("throw $L", status.failure(op, "status"))
                .endControlFlow();
        switch (op.op()) {
            case TIMER_FREQUENCY -> checked(method, op, type, returns, CodeBlock.of("$N <= 0", VALUE),
                    "a timer of \" + $N + \" ticks per second");
            case TIMESTAMP_BITS -> checked(method, op, type, returns, CodeBlock.of("$N < 1 || $N > 64", VALUE, VALUE),
                    "\" + $N + \" valid timestamp bits, so the device keeps no timestamps");
            default -> method.addStatement("return $L", RecordReads.value(op, type));
        }
        return method.addCode(RecordReads.close(op)).build();
    }

    /**
     * Returns the value read, after checking it: one the backend cannot work with ({@code refused} true) makes it
     * unavailable, and the open gives back what it made and reports it, as it does a failed call.
     */
    private void checked(MethodSpec.Builder method, BoundOp op, CType type, Class<?> returns, CodeBlock refused,
            String says) {
        method.addStatement("$T $N = $L", returns, VALUE, RecordReads.value(op, type))
                .beginControlFlow("if ($L)", refused)
                .addStatement("throw new $T($N, \"$L reported $L\", $T.of(), null)", BackendUnavailableException.class,
                        backendField, op.call().symbol(), CodeBlock.of(says, VALUE), List.class)
                .endControlFlow()
                .addStatement("return $N", VALUE);
    }
}
