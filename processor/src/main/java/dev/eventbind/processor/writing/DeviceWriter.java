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
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes how a backend holds its device ({@code DeviceHolding}): the device read once when the backend opens
 * ({@link Op#DEVICE_GET}, or the spec's hand-written one) with the timer's frequency ({@link Op#TIMER_FREQUENCY})
 * and the spec's hand-written paired clock ({@link Op#PAIRED_CLOCK}), and, where the spec releases it ({@link Op#DEVICE_RELEASE}), the count of calls that pass it, {@code close()}, and
 * the release of a device an open read before a later step failed.
 */
final class DeviceWriter {

    static final ClassName DEVICE_USE = ClassName.get("dev.eventbind.binding", "DeviceUse");
    /** {@code PairedClock<MemorySegment>}, what a hand-written paired clock is. */
    static final TypeName PAIRED_CLOCK = ParameterizedTypeName.get(PairedClock.class, MemorySegment.class);

    private final BackendModel model;
    private final StatusWriter status;
    private final String backendField;
    private final String functions;
    private final ClassName functionsType;
    private final String device;
    private final String frequency;
    private final String pairedClock;
    private final String deviceUse;
    private final String releaseOpened;

    DeviceWriter(BackendModel model, StatusWriter status, MemberNames names, String backendField, String functions,
            ClassName functionsType) {
        this.model = model;
        this.status = status;
        this.backendField = backendField;
        this.functions = functions;
        this.functionsType = functionsType;
        this.device = names.fresh("device");
        this.frequency = names.fresh("timerFrequency");
        this.pairedClock = names.fresh("pairedClock");
        this.deviceUse = names.fresh("deviceUse");
        this.releaseOpened = names.fresh("releaseOpenedDevice");
    }

    /** The instance fields: the device, the use count where it is released, the timer's frequency. */
    List<FieldSpec> fields() {
        List<FieldSpec> fields = new ArrayList<>();
        model.op(Op.DEVICE_GET).ifPresent(op -> fields.add(FieldSpec.builder(MemorySegment.class, device,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("What {@code $L} wrote when the backend opened.\n",
                op.call().symbol()).build()));
        model.writtenDevice().ifPresent(op -> fields.add(FieldSpec.builder(MemorySegment.class, device,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("What {@code $L}, written by hand, returned when the"
                + " backend opened, or the handle it was opened on.\n", op.method()).build()));
        if (closable()) {
            fields.add(FieldSpec.builder(DEVICE_USE, deviceUse, Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The calls passing the device in flight, which {@code close()} waits out.\n")
                    .initializer("new $T($N)", DEVICE_USE, backendField).build());
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> fields.add(FieldSpec.builder(long.class, frequency,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The device timer's ticks per second, from {@code $L}.\n",
                op.call().symbol()).build()));
        model.writtenPairedClock().ifPresent(op -> fields.add(FieldSpec.builder(PAIRED_CLOCK, pairedClock,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The paired clock {@code $L}, written by hand, made when"
                + " the backend opened.\n", op.method()).build()));
        return fields;
    }

    /** The constructor's parameters for the device and the frequency, after the functions. */
    void constructor(MethodSpec.Builder constructor) {
        if (model.hasDevice()) {
            constructor.addParameter(MemorySegment.class, device).addStatement("this.$N = $N", device, device);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> constructor.addParameter(long.class, frequency)
                .addStatement("this.$N = $N", frequency, frequency));
        model.writtenPairedClock().ifPresent(op -> constructor.addParameter(PAIRED_CLOCK, pairedClock)
                .addStatement("this.$N = $N", pairedClock, pairedClock));
    }

    /** The static reads {@code open()} calls: the device, then the timer's frequency. */
    List<MethodSpec> reads(EventApiWriter api) {
        List<MethodSpec> methods = new ArrayList<>();
        model.op(Op.DEVICE_GET).ifPresent(op -> methods.add(staticRead(api, op, CType.POINTER,
                MemorySegment.class)));
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> methods.add(staticRead(api, op, CType.LONG, long.class)));
        return methods;
    }

    /** {@code close()} and the release of a device a failed open read, where the spec releases its device. */
    List<MethodSpec> releases(EventApiWriter api) {
        List<MethodSpec> methods = new ArrayList<>();
        model.op(Op.DEVICE_RELEASE).ifPresent(op -> methods.add(release(api, op)));
        model.op(Op.DEVICE_RELEASE).filter(op -> releasesOnFailedOpen())
                .ifPresent(op -> methods.add(releaseOpened(api, op)));
        return methods;
    }

    /** The timer's ticks per second: the frequency op's answer, or 10^9 where the stamps are nanoseconds. */
    CodeBlock frequency() {
        return model.op(Op.TIMER_FREQUENCY).isPresent() ? CodeBlock.of("$N", frequency)
                : CodeBlock.of("1_000_000_000L");
    }

    /** The hand-written paired clock's field, where the spec writes one. */
    CodeBlock pairedClock() {
        return CodeBlock.of("$N", pairedClock);
    }

    /** The device as the ops pass it: the field (where {@code close()} releases it, read within a use). */
    CodeBlock device() {
        return CodeBlock.of("$N", device);
    }

    /** The device's use count field, where {@code close()} releases the device. */
    Optional<String> deviceUse() {
        return closable() ? Optional.of(deviceUse) : Optional.empty();
    }

    /** The device field's name, also the name an open that is handed the device gives its parameter. */
    String deviceName() {
        return device;
    }

    /** Whether the spec binds {@link Op#DEVICE_RELEASE}, so the backend is {@link AutoCloseable}. */
    boolean closable() {
        return model.op(Op.DEVICE_RELEASE).isPresent();
    }

    /** The arguments {@code open()} passes after the functions, read by the static helpers. */
    CodeBlock openArguments() {
        CodeBlock.Builder code = CodeBlock.builder();
        if (model.hasDevice()) {
            code.add(", $N", device);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> code.add(", $N", frequency));
        model.writtenPairedClock().ifPresent(op -> code.add(", $N", pairedClock));
        return code.build();
    }

    /** What {@code open()} reads before it constructs: the device, then the timer's frequency. */
    CodeBlock openReads() {
        return openReads(true);
    }

    /**
     * What an open reads before it constructs: the device where {@code readDevice} (else it was handed one), then
     * the timer's frequency.
     */
    CodeBlock openReads(boolean readDevice) {
        CodeBlock resolve = resolveFunctions();
        boolean reads = readDevice && model.hasDevice();
        if (!reads && model.op(Op.TIMER_FREQUENCY).isEmpty() && model.writtenPairedClock().isEmpty()) {
            return resolve;
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (reads) {
            code.addStatement("$T $N", MemorySegment.class, device);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> code.addStatement("long $N", frequency));
        model.writtenPairedClock().ifPresent(op -> code.addStatement("$T $N", PAIRED_CLOCK, pairedClock));
        if (!reads) {
            code.add(resolve);
        }
        CodeBlock.Builder after = CodeBlock.builder();
        if (reads) {
            after.add(resolve);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> after.addStatement("$N = $L", frequency, readOut(op)));
        model.writtenPairedClock().ifPresent(op -> after.addStatement("$N = $N.$N($L$L)", pairedClock, functions,
                op.method(), status.convention(), op.takesDevice() ? CodeBlock.of(", $N", device) : CodeBlock.of("")));
        code.beginControlFlow("try");
        if (reads) {
            code.addStatement("$N = $L", device, deviceRead());
        }
        if (reads && releasesOnFailedOpen()) {
            // The device is this open's to give back until the instance holds it.
            code.beginControlFlow("try")
                    .add(after.build())
                    .nextControlFlow("catch ($T refused)", Throwable.class)
                    .addStatement("$N($N, $N, refused)", releaseOpened, functions, device)
                    .addStatement("throw refused")
                    .endControlFlow();
        } else {
            code.add(after.build());
        }
        return code.nextControlFlow("catch ($T failure)", DriverException.class)
                .addStatement("throw new $T($N, failure.function() + \" failed: \" + failure.statusSummary(),"
                        + " $T.of(), failure)", BackendUnavailableException.class, backendField, List.class)
                .endControlFlow()
                .build();
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
        return CodeBlock.of("$N($N$L)", helperName(op), functions, op.takesDevice() ? CodeBlock.of(", $N", device)
                : CodeBlock.of(""));
    }

    private static String helperName(BoundOp op) {
        return op.op() == Op.DEVICE_GET ? "readDevice" : "readTimerFrequency";
    }

    private MethodSpec staticRead(EventApiWriter api, BoundOp op, CType type, Class<?> returns) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(helperName(op))
                .addJavadoc("Calls {@code $L} once, when the backend opens.\n", op.call().prototype())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(returns)
                .addException(DriverException.class)
                .addParameter(functionsType, functions);
        if (op.takesDevice()) {
            method.addParameter(MemorySegment.class, device);
        }
        return method.addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                .addCode(api.call(op, Map.of(), Optional.empty(), "status", CodeBlock.of("$N", device)))
                .beginControlFlow("if (!($L))", status.succeeded("status"))
                .addStatement("throw $L", status.failure(op, "status"))
                .endControlFlow()
                .addStatement("return $N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(type))
                .build();
    }

    /**
     * {@code close()}, which releases the device once ({@link Op#DEVICE_RELEASE}) after the calls passing it that are
     * in flight have returned: every such call is a use of the device ({@link EventApiWriter#inUse}), refused once
     * the close began.
     */
    private MethodSpec release(EventApiWriter api, BoundOp op) {
        return MethodSpec.methodBuilder("close")
                .addJavadoc("Releases the device with {@code $L} once no call passing it is in flight (it waits for\n"
                        + "them, a host wait included); a second close does nothing. Streams and events already made\n"
                        + "keep working where the driver counts references to the device; a call that passes the\n"
                        + "device, a new stream's included, is refused from the start of the close.\n",
                        op.call().prototype())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addException(DriverException.class)
                .beginControlFlow("if (!$N.close())", deviceUse)
                .addStatement("return")
                .endControlFlow()
                .addComment("No call passing the device is in flight, and none can begin.")
                .addCode(api.form().beforeRelease().map(before -> CodeBlock.builder()
                        .add("// What was made on the device goes first: a driver may refuse the release while it"
                                + " lives.\n")
                        .beginControlFlow("try").add(before)
                        .nextControlFlow("finally")
                        .add(api.checkedCall(op, new EnumMap<>(Argument.class), Optional.empty()))
                        .endControlFlow().build())
                        .orElseGet(() -> api.checkedCall(op, new EnumMap<>(Argument.class), Optional.empty())))
                .build();
    }

    /**
     * Whether {@code open()} gives back the device it read when a later step fails: the backend releases its device,
     * reads one, and has steps after the read (the resolver, the timer's frequency). {@code openReads} and the
     * release helper it calls both ask here.
     */
    private boolean releasesOnFailedOpen() {
        return closable() && model.hasDevice() && (model.op(Op.TIMER_FREQUENCY).isPresent()
                || model.writtenPairedClock().isPresent()
                || (model.op(Op.PROC_ADDRESS).isPresent() && model.resolvesFunctions()));
    }

    /**
     * The release of a device {@code open()} read before a later step failed: the failure is what the open
     * reports, and what the release reports (a status, or anything it throws) is added to it as suppressed.
     */
    private MethodSpec releaseOpened(EventApiWriter api, BoundOp op) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(releaseOpened)
                .addJavadoc("Gives back the device an open read before a later step failed, with {@code $L};"
                        + " what it\nreports is kept in {@code failure}, which the open reports.\n", op.call().symbol())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(functionsType, functions)
                .addParameter(MemorySegment.class, device)
                .addParameter(Throwable.class, "failure")
                .beginControlFlow("try")
                .addCode(api.call(op, new EnumMap<>(Argument.class), Optional.empty(), "status",
                        CodeBlock.of("$N", device)));
        if (op.shape().returns() != CType.VOID) {
            method.beginControlFlow("if (!($L))", status.succeeded("status"))
                    .addStatement("failure.addSuppressed($L)", status.failure(op, "status"))
                    .endControlFlow();
        }
        return method.nextControlFlow("catch ($T releasing)", Throwable.class)
                .addStatement("failure.addSuppressed(releasing)")
                .endControlFlow()
                .build();
    }
}
