package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.PairedClock;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes what the shapes of APIs unlike CUDA add to {@code <Spec>Events}: the device read once when the backend
 * opens ({@link Op#DEVICE_GET}) and the timer's frequency ({@link Op#TIMER_FREQUENCY}); the event slots, pooled
 * or not, behind events that are reset before they are signalled again ({@link Op#EVENT_RESET}); and the span read
 * as two timestamps in device ticks ({@link Op#EVENT_TIMESTAMP}). What is the same for every backend is runtime
 * code ({@code EventSlots}, {@code ReusableEvent}, {@code DeviceTicks}); this writes only the calls.
 */
final class ShapesWriter {

    static final ClassName EVENT_SLOTS = ClassName.get("dev.eventbind.binding", "EventSlots");
    static final ClassName SLOT = EVENT_SLOTS.nestedClass("Slot");
    static final ClassName REUSABLE_EVENT = ClassName.get("dev.eventbind.binding", "ReusableEvent");
    static final ClassName DEVICE_TICKS = ClassName.get("dev.eventbind.binding", "DeviceTicks");
    static final ClassName THREAD_CONTEXT = ClassName.get("dev.eventbind.binding", "ThreadContext");
    static final ClassName RETURNED_EVENT = ClassName.get("dev.eventbind.binding", "ReturnedEvent");
    static final ClassName DEVICE_USE = ClassName.get("dev.eventbind.binding", "DeviceUse");

    private final BackendModel model;
    private final StatusWriter status;
    private final String backendField;
    private final String functions;
    private final String health;
    private final String device;
    private final String frequency;
    private final String slots;
    private final String timestamp;
    private final String context;
    private final String makeCurrent;
    private final String release;
    private final String releaseNative;
    private final String flushStream;
    private final String deviceUse;
    private final String releaseOpened;
    private final ClassName functionsType;
    private final ClassName event;

    ShapesWriter(BackendModel model, StatusWriter status, MemberNames names, String backendField, String functions,
            String health, ClassName functionsType) {
        this.model = model;
        this.status = status;
        this.backendField = backendField;
        this.functions = functions;
        this.health = health;
        this.functionsType = functionsType;
        this.event = GeneratedFiles.className(model.generated()).nestedClass("Event");
        this.device = names.fresh("device");
        this.frequency = names.fresh("timerFrequency");
        this.slots = names.fresh("slots");
        this.timestamp = names.fresh("timestamp");
        this.context = names.fresh("context");
        this.makeCurrent = names.fresh("makeContextCurrent");
        this.release = names.fresh("eventRelease");
        this.releaseNative = names.fresh("releaseNativeEvent");
        this.flushStream = names.fresh("flushStream");
        this.deviceUse = names.fresh("deviceUse");
        this.releaseOpened = names.fresh("releaseOpenedDevice");
    }

    /**
     * Whether the record returns a new event ({@code clEnqueueMarkerWithWaitList}), so the event type is a
     * {@code ReturnedEvent} holder and no create is bound.
     */
    boolean returned() {
        return model.op(Op.EVENT_RECORD).map(op -> op.shape().arguments().contains(Argument.RETURNED_EVENT))
                .orElse(false);
    }

    /** The helper that flushes a stream, when the spec binds {@link Op#STREAM_FLUSH}. */
    Optional<String> flush() {
        return model.op(Op.STREAM_FLUSH).map(op -> flushStream);
    }

    /** The timer's ticks per second: the frequency op's answer, or 10^9 where the stamps are nanoseconds. */
    private CodeBlock frequency() {
        return model.op(Op.TIMER_FREQUENCY).isPresent() ? CodeBlock.of("$N", frequency)
                : CodeBlock.of("1_000_000_000L");
    }

    /** The {@code ThreadContext} field's name, when the spec binds {@link Op#CONTEXT_CURRENT}. */
    Optional<String> context() {
        return model.op(Op.CONTEXT_CURRENT).map(op -> context);
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

    String slots() {
        return slots;
    }

    /** Whether events are reset before they are recorded again, so the event type is a {@code ReusableEvent}. */
    boolean reusable() {
        return model.op(Op.EVENT_RESET).isPresent();
    }

    /** {@code PairedClock<Event>}, which the backend implements when the spec binds {@link Op#PAIRED_CLOCK}. */
    java.util.Optional<TypeName> pairedClock() {
        return model.op(Op.PAIRED_CLOCK).map(op -> ParameterizedTypeName.get(ClassName.get(PairedClock.class),
                event));
    }

    private boolean ticks() {
        return model.op(Op.EVENT_TIMESTAMP).isPresent() && model.op(Op.EVENT_ELAPSED).isEmpty();
    }

    /** The instance fields. */
    List<FieldSpec> fields() {
        List<FieldSpec> fields = new java.util.ArrayList<>();
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
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> fields.add(FieldSpec.builder(THREAD_CONTEXT, context,
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("The context made current on each calling thread, by"
                + " {@code $L}.\n", op.call().symbol()).build()));
        if (returned()) {
            fields.add(FieldSpec.builder(RETURNED_EVENT.nestedClass("Release"), release, Modifier.PRIVATE,
                    Modifier.FINAL).addJavadoc("How a holder releases a native event it no longer needs.\n")
                    .initializer("this::$N", releaseNative).build());
        }
        if (reusable()) {
            fields.add(FieldSpec.builder(EVENT_SLOTS, slots, Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("Where the native events come from$L.\n", model.op(Op.EVENT_POOL_CREATE).isPresent()
                            ? ": slots of pools" : "").build());
        }
        return fields;
    }

    /** The constructor's extra parameters, after the functions. */
    void constructor(MethodSpec.Builder constructor, EventApiWriter api) {
        if (model.hasDevice()) {
            constructor.addParameter(MemorySegment.class, device).addStatement("this.$N = $N", device, device);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> constructor.addParameter(long.class, frequency)
                .addStatement("this.$N = $N", frequency, frequency));
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> constructor.addStatement("this.$N = new $T(this::$N)",
                context, THREAD_CONTEXT, makeCurrent));
        if (reusable()) {
            int capacity = model.op(Op.EVENT_POOL_CREATE).flatMap(BoundOp::descriptor)
                    .map(Bound.DescriptorValue::capacity).orElse(0);
            constructor.addStatement("this.$N = new $T($L, $L)", slots, EVENT_SLOTS, capacity, calls(api));
        }
    }

    /** The arguments {@code open()} passes after the functions, read by the static helpers. */
    CodeBlock openArguments() {
        CodeBlock.Builder code = CodeBlock.builder();
        if (model.hasDevice()) {
            code.add(", $N", device);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> code.add(", $N", frequency));
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
        // Functions the API's resolver reaches are resolved once the device it may take is read.
        CodeBlock resolve = model.op(Op.PROC_ADDRESS).filter(op -> model.resolvesFunctions())
                .map(op -> CodeBlock.of("$N = $N.resolved($L);\n", functions, functions,
                        op.takesDevice() ? CodeBlock.of("$N", device) : CodeBlock.of("")))
                .orElse(CodeBlock.of(""));
        boolean reads = readDevice && model.hasDevice();
        if (!reads && model.op(Op.TIMER_FREQUENCY).isEmpty()) {
            return resolve;
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (reads) {
            code.addStatement("$T $N", MemorySegment.class, device);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> code.addStatement("long $N", frequency));
        if (!reads) {
            code.add(resolve);
        }
        CodeBlock.Builder after = CodeBlock.builder();
        if (reads) {
            after.add(resolve);
        }
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> after.addStatement("$N = $L", frequency, readOut(op)));
        code.beginControlFlow("try");
        if (reads) {
            code.addStatement("$N = $L", device, model.op(Op.DEVICE_GET).map(this::readOut).orElseGet(() -> CodeBlock
                    .of("$N.$N($L)", functions, model.writtenDevice().orElseThrow().method(), status.convention())));
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

    /** An inline call that writes one value through the scratch segment and yields it, or throws. */
    private CodeBlock readOut(BoundOp op) {
        return CodeBlock.of("$N($N$L)", helperName(op), functions, op.takesDevice() ? CodeBlock.of(", $N", device)
                : CodeBlock.of(""));
    }

    private static String helperName(BoundOp op) {
        return op.op() == Op.DEVICE_GET ? "readDevice" : "readTimerFrequency";
    }

    /** The static helpers {@code open()} calls, the span from timestamps, and the timestamp read. */
    List<MethodSpec> methods(EventApiWriter api) {
        List<MethodSpec> methods = new java.util.ArrayList<>();
        model.op(Op.DEVICE_GET).ifPresent(op -> methods.add(staticRead(api, op, CType.POINTER,
                MemorySegment.class)));
        model.op(Op.TIMER_FREQUENCY).ifPresent(op -> methods.add(staticRead(api, op, CType.LONG, long.class)));
        model.op(Op.EVENT_WAIT).filter(op -> op.shape().arguments().contains(Argument.TIMEOUT))
                .ifPresent(op -> methods.addAll(timedWait(api, op)));
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> methods.add(MethodSpec.methodBuilder("ensureContextCurrent")
                .addJavadoc("Makes this backend's context current on the calling thread, once per thread, as every op\n"
                        + "does first: for code that makes its own driver calls (memory, launches) next to the\n"
                        + "backend's.\n\n@throws $T when {@code $L} fails\n", DriverException.class,
                        op.call().symbol())
                .addModifiers(Modifier.PUBLIC)
                .addException(DriverException.class)
                .addStatement("$N.ensureCurrent()", context)
                .build()));
        model.op(Op.CONTEXT_CURRENT).ifPresent(op -> methods.add(api.inUse(op, MethodSpec.methodBuilder(makeCurrent)
                .addJavadoc("Calls {@code $L} on the calling thread.\n", op.call().prototype())
                .addModifiers(Modifier.PRIVATE)
                .addException(DriverException.class)
                .addCode(api.call(op, new EnumMap<>(Argument.class), Optional.empty(), "status"))
                .addCode(status.check(op, "status", health))
                .build())));
        model.op(Op.PAIRED_CLOCK).ifPresent(op -> methods.addAll(paired(api, op)));
        model.op(Op.DEVICE_RELEASE).ifPresent(op -> methods.add(release(api, op)));
        model.op(Op.DEVICE_RELEASE).filter(op -> releasesOnFailedOpen())
                .ifPresent(op -> methods.add(releaseOpened(api, op)));
        if (returned()) {
            methods.addAll(holders(api));
        }
        model.op(Op.STREAM_FLUSH).ifPresent(op -> {
            Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
            passed.put(Argument.STREAM, CodeBlock.of("stream"));
            methods.add(MethodSpec.methodBuilder(flushStream)
                    .addJavadoc("Calls {@code $L}.\n", op.call().prototype())
                    .addModifiers(Modifier.PRIVATE)
                    .addException(DriverException.class)
                    .addParameter(MemorySegment.class, "stream")
                    .addCode(api.call(op, passed, Optional.empty(), "status"))
                    .addCode(status.check(op, "status", health))
                    .build());
        });
        if (ticks()) {
            BoundOp op = model.required(Op.EVENT_TIMESTAMP);
            MethodSpec.Builder elapsed = MethodSpec.methodBuilder("eventElapsedNanos")
                    .addJavadoc(model.op(Op.TIMER_FREQUENCY).isPresent()
                            ? "Reads both events' device ticks with {@code $L} and converts their distance,\n"
                                    + "modulo 2^$L, with the timer's frequency.\n"
                            : "Reads both events' nanosecond stamps with {@code $L}; their distance modulo 2^$L.\n",
                            op.call().prototype(), op.timestampBits())
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(long.class)
                    .addException(DriverException.class)
                    .addParameter(event, "start")
                    .addParameter(event, "end")
                    .addStatement("$N.check($S)", health, op.call().symbol())
                    .addCode(ensure());
            if (returned()) {
                // Each stamp read under its holder's lock, one after the other. A destroyed end is refused even
                // where the start's read fails first (not reached yet), as a destroyed handle is before any call.
                elapsed.addStatement("long first")
                        .beginControlFlow("try")
                        .addStatement("first = $N(start)", timestamp)
                        .nextControlFlow("catch ($T failure)", DriverException.class)
                        .addStatement("end.holder.ensureLive()")
                        .addStatement("throw failure")
                        .endControlFlow()
                        .addStatement("long second = $N(end)", timestamp);
            } else {
                // Both handles before either call: a closed one is refused before the driver is asked.
                elapsed.addStatement("$T from = start.handle()", MemorySegment.class)
                        .addStatement("$T to = end.handle()", MemorySegment.class)
                        .addStatement("long first = $N(from)", timestamp)
                        .addStatement("long second = $N(to)", timestamp);
            }
            methods.add(elapsed.addStatement("return $T.elapsedNanos(first, second, $L, $L)", DEVICE_TICKS,
                    op.timestampBits(), frequency()).build());
            methods.add(timestampRead(api, op));
        }
        return methods;
    }

    /**
     * The timestamp read: of a handle, or, for holders of returned events, of the holder's native event under its
     * lock (never recorded: refused, as the driver refuses a NULL event).
     */
    private MethodSpec timestampRead(EventApiWriter api, BoundOp op) {
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        MethodSpec.Builder read = MethodSpec.methodBuilder(timestamp)
                .addJavadoc("Calls {@code $L}.\n", op.call().prototype())
                .addModifiers(Modifier.PRIVATE)
                .returns(long.class)
                .addException(DriverException.class);
        if (returned()) {
            passed.put(Argument.EVENT, CodeBlock.of("$T.ofAddress(handle)", MemorySegment.class));
            read.addParameter(event, "event")
                    .addStatement("long handle = event.holder.lock()")
                    .beginControlFlow("try")
                    .beginControlFlow("if (handle == 0L)")
                    .addStatement("throw new $T($S)", IllegalStateException.class, "the event has no time: it was"
                            + " never recorded")
                    .endControlFlow();
        } else {
            passed.put(Argument.EVENT, CodeBlock.of("handle"));
            read.addParameter(MemorySegment.class, "handle");
        }
        read.addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                .addCode(api.call(op, passed, Optional.empty(), "status"))
                .addCode(confirmNotReady(api, op, passed))
                .addCode(status.check(op, "status", health))
                .addStatement("return $N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(CType.LONG));
        if (returned()) {
            read.nextControlFlow("finally").addStatement("event.holder.unlock()").endControlFlow();
        }
        return api.inUse(op, read.build());
    }

    /**
     * Where a returned event's stamp read answers "not ready" and the query reads the command's execution status
     * (clGetEventInfo), the status tells the three meanings apart: not reached yet (the event's stream flushed once,
     * so a caller that polls the span sees it progress; then not ready), failed (the command's own error), or
     * reached a moment ago (read again; still missing, the stamp never comes, a queue without profiling, and the
     * failure is settled: never flagged not ready).
     */
    private CodeBlock confirmNotReady(EventApiWriter api, BoundOp op, Map<Argument, CodeBlock> passed) {
        Optional<BoundOp> query = model.op(Op.EVENT_QUERY)
                .filter(q -> q.shape().arguments().contains(Argument.EXECUTION));
        if (!returned() || query.isEmpty() || op.shape().returns() == CType.VOID) {
            return CodeBlock.of("");
        }
        Map<Argument, CodeBlock> asked = new EnumMap<>(Argument.class);
        asked.put(Argument.EVENT, passed.get(Argument.EVENT));
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (!($L) && $L)", status.succeeded("status"), status.notReady("status"))
                .add("// Not reached, failed, or reached a moment ago: the execution status tells.\n");
        flush().ifPresent(name -> code.add(api.flushPending(CodeBlock.of("event.holder.takeUnsubmitted()"))));
        return code.add(api.call(query.get(), asked, Optional.empty(), "query"))
                .addStatement("int execution = $L ? $N.get($L, 0) : 0", status.succeeded("query"),
                        EventApiWriter.OUT, LinkageWriter.layout(CType.INT))
                .beginControlFlow("if (execution < 0)")
                .addStatement("throw $N.note($L)", health, status.failure(query.get(), "execution"))
                .nextControlFlow("else if (execution == 0)")
                .add(api.call(op, passed, Optional.empty(), "again"))
                .beginControlFlow("if (!($L))", status.succeeded("again"))
                .addStatement("throw $N.note($L.settled($S, again))", health, status.convention(),
                        op.call().symbol())
                .endControlFlow()
                .addStatement("status = again")
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    /**
     * For a record that returns its event: {@code eventCreate} makes an empty holder, {@code eventAdopt} a holder of
     * a native event made elsewhere, and a holder releases a native event it no longer needs through the spec's
     * destroy op.
     */
    private List<MethodSpec> holders(EventApiWriter api) {
        BoundOp destroy = model.required(Op.EVENT_DESTROY);
        Map<Argument, CodeBlock> released = new EnumMap<>(Argument.class);
        released.put(Argument.RELEASED_EVENT, CodeBlock.of("event"));
        MethodSpec create = MethodSpec.methodBuilder("eventCreate")
                .addJavadoc("An empty holder: no native event exists until the first record returns one.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(event)
                .addStatement("return new $T($N)", event, release)
                .build();
        MethodSpec releaseCall = MethodSpec.methodBuilder(releaseNative)
                .addJavadoc("Calls {@code $L} on a native event a holder no longer needs.\n",
                        destroy.call().prototype())
                .addModifiers(Modifier.PRIVATE)
                .addException(DriverException.class)
                .addParameter(MemorySegment.class, "event")
                .addCode(ensure())
                .addCode(api.call(destroy, released, Optional.empty(), "status"))
                .addCode(status.check(destroy, "status", health))
                .build();
        MethodSpec adopt = MethodSpec.methodBuilder("eventAdopt")
                .addJavadoc("A holder of a native event made outside eventbind (a user event, or the event another\n"
                        + "library's enqueue returned), taking the caller's reference to it: the next record or the\n"
                        + "destroy releases it through {@code $L}, as it releases an event a record returned.\n\n"
                        + "<p>Restricted: the address goes to the driver unchecked, so the caller's module needs"
                        + " native\naccess, as for a JDK restricted method.\n\n"
                        + "@throws $T when the handle is NULL\n"
                        + "@throws $T when the caller's module has no native access and the JVM denies\n"
                        + "illegal native access\n", destroy.call().symbol(), IllegalArgumentException.class,
                        IllegalCallerException.class)
                .addAnnotation(LinkageWriter.RESTRICTED)
                .addModifiers(Modifier.PUBLIC)
                .returns(event)
                .addParameter(MemorySegment.class, "handle")
                .addStatement("$T.checkCaller($S)", LinkageWriter.NATIVE_ACCESS,
                        event.enclosingClassName().simpleName() + ".eventAdopt")
                .beginControlFlow("if (handle.address() == 0L)")
                .addStatement("throw new $T($S)", IllegalArgumentException.class, "no native event: the handle is"
                        + " NULL")
                .endControlFlow()
                .addStatement("$T adopted = new $T($N)", event, event, release)
                .addStatement("adopted.holder.recorded(handle)")
                .addStatement("return adopted")
                .build();
        return List.of(create, adopt, releaseCall);
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
                .addCode(api.call(op, new EnumMap<>(Argument.class), Optional.empty(), "status"))
                .addCode(status.check(op, "status", health))
                .build();
    }

    /**
     * Whether {@code open()} gives back the device it read when a later step fails: the backend releases its device,
     * reads one, and has steps after the read (the resolver, the timer's frequency). {@code openReads} and the
     * release helper it calls both ask here.
     */
    private boolean releasesOnFailedOpen() {
        return closable() && model.hasDevice() && (model.op(Op.TIMER_FREQUENCY).isPresent()
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

    /** {@code context.ensureCurrent()} when the spec binds {@link Op#CONTEXT_CURRENT}, else nothing. */
    private CodeBlock ensure() {
        return context().map(name -> CodeBlock.builder().addStatement("$N.ensureCurrent()", name).build())
                .orElse(CodeBlock.of(""));
    }

    /** The {@code PairedClock} methods over the paired read, the timestamp read and the frequency. */
    private List<MethodSpec> paired(EventApiWriter api, BoundOp op) {
        ClassName hostClock = ClassName.get(PairedClock.HostClock.class);
        ClassName reading = ClassName.get(PairedClock.Reading.class);
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        passed.put(Argument.HOST_TIME, CodeBlock.of("$N", EventApiWriter.OUT));
        passed.put(Argument.DEVICE_TIME, CodeBlock.of("$N.asSlice(8)", EventApiWriter.OUT));
        // The array form writes both stamps, the host's first, then the deviation after them.
        passed.put(Argument.STAMPS, CodeBlock.of("$N", EventApiWriter.OUT));
        passed.put(Argument.DEVIATION, CodeBlock.of("$N.asSlice(16)", EventApiWriter.OUT));
        int bits = model.op(Op.EVENT_TIMESTAMP).map(BoundOp::timestampBits).orElse(64);
        List<MethodSpec> methods = new java.util.ArrayList<>();
        methods.add(MethodSpec.methodBuilder("pairedHostClock")
                .addJavadoc("{@code $L} stamps $L.\n", op.call().symbol(), op.hostClock())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(hostClock)
                .addStatement("return $T.$L", hostClock, op.hostClock().name())
                .build());
        methods.add(api.inUse(op, MethodSpec.methodBuilder("readPairedClock")
                .addJavadoc("Calls {@code $L}.\n", op.call().prototype())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(reading)
                .addException(DriverException.class)
                .addStatement("$N.check($S)", health, op.call().symbol())
                .addCode(ensure())
                .addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                .addCode(api.call(op, passed, Optional.empty(), "status"))
                .addCode(status.check(op, "status", health))
                .addStatement("return new $T($N.get($L, 0), $N.get($L, 8))", reading, EventApiWriter.OUT,
                        LinkageWriter.layout(CType.LONG), EventApiWriter.OUT, LinkageWriter.layout(CType.LONG))
                .build()));
        methods.add(MethodSpec.methodBuilder("supportsEventDeviceTicks")
                .addJavadoc(ticks() ? "An event's ticks are read with {@code $L}.\n"
                        : "False: the spec reads no event's ticks.\n", ticks()
                        ? model.required(Op.EVENT_TIMESTAMP).call().symbol() : "")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addStatement("return $L", ticks())
                .build());
        MethodSpec.Builder eventTicks = MethodSpec.methodBuilder("eventDeviceTicks")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addException(DriverException.class)
                .addParameter(event, "event");
        if (ticks()) {
            BoundOp timestamps = model.required(Op.EVENT_TIMESTAMP);
            eventTicks.addJavadoc("Calls {@code $L}.\n", timestamps.call().prototype())
                    .addStatement("$N.check($S)", health, timestamps.call().symbol())
                    .addCode(ensure())
                    .addStatement(returned() ? "return $N(event)" : "return $N(event.handle())", timestamp);
        } else {
            eventTicks.addJavadoc("Unsupported: the spec reads no event's ticks.\n")
                    .addStatement("throw new $T($S)", UnsupportedOperationException.class,
                            "the spec binds no EVENT_TIMESTAMP");
        }
        methods.add(eventTicks.build());
        methods.add(MethodSpec.methodBuilder("deviceNanosBetween")
                .addJavadoc("The distance modulo 2^$L, converted with the timer's frequency.\n", bits)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(long.class)
                .addParameter(long.class, "earlierTicks")
                .addParameter(long.class, "laterTicks")
                .addStatement("return $T.elapsedNanos(earlierTicks, laterTicks, $L, $L)", DEVICE_TICKS, bits,
                        frequency())
                .build());
        return methods;
    }

    /** {@code eventWaitFor(event, timeoutNanos)}: one native call with the timeout, and its capability. */
    private List<MethodSpec> timedWait(EventApiWriter api, BoundOp op) {
        Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
        passed.put(Argument.TIMEOUT, CodeBlock.of("$T.limit(timeoutNanos)", EventApiWriter.TIMED_WAIT));
        if (returned()) {
            passed.put(Argument.EVENT, CodeBlock.of("$T.ofAddress(held)", MemorySegment.class));
        }
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
        if (returned()) {
            // A use of its own: the holder's lock is never held across a host wait.
            wait.addStatement("long held = event.holder.acquire()").beginControlFlow("try")
                    .beginControlFlow("if (held == 0L)")
                    .addStatement("return true")
                    .endControlFlow();
        }
        if (reusable()) {
            // Never recorded, an event is reached, as in CUDA: its native event has no signal to wait for.
            wait.beginControlFlow("if (!event.recorded())").addStatement("return true").endControlFlow();
        }
        wait.addCode(api.call(op, passed, Optional.empty(), "status"))
                .addCode(status.reached(op, "status", health));
        if (returned()) {
            wait.nextControlFlow("finally").addStatement("event.holder.release(held)").endControlFlow();
        }
        MethodSpec supports = MethodSpec.methodBuilder("supportsTimedEventWait")
                .addJavadoc("{@code $L} takes a timeout.\n", op.call().symbol())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addStatement("return true")
                .build();
        return List.of(api.inUse(op, wait.build()), supports);
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
     * The anonymous {@code EventSlots.Calls} over the spec's create, destroy, reset, query and pool ops; each that
     * passes the device is a use of it ({@link EventApiWriter#inUse}), which never blocks, so they may run under an
     * event's lock and its slots' lock.
     */
    private CodeBlock calls(EventApiWriter api) {
        Optional<BoundOp> pool = model.op(Op.EVENT_POOL_CREATE);
        CodeBlock[] slot = {CodeBlock.of("pool"), CodeBlock.of("index")};
        BoundOp create = model.required(Op.EVENT_CREATE);
        BoundOp destroy = model.required(Op.EVENT_DESTROY);
        BoundOp reset = model.required(Op.EVENT_RESET);
        BoundOp query = model.required(Op.EVENT_QUERY);
        MethodSpec.Builder createPool = override("createPool", TypeName.get(MemorySegment.class));
        if (pool.isPresent()) {
            createPool.addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT,
                    LinkageWriter.SCRATCH)
                    .addCode(api.call(pool.get(), Map.of(), Optional.empty(), "status"))
                    .addCode(status.check(pool.get(), "status", health))
                    .addStatement("return $N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(CType.POINTER));
        } else {
            createPool.addStatement("throw new $T($S)", IllegalStateException.class, "the spec binds no pools");
        }
        Map<Argument, CodeBlock> released = new EnumMap<>(Argument.class);
        released.put(Argument.RELEASED_EVENT, CodeBlock.of("event"));
        Map<Argument, CodeBlock> live = new EnumMap<>(Argument.class);
        live.put(Argument.EVENT, CodeBlock.of("event"));
        TypeSpec anonymous = TypeSpec.anonymousClassBuilder("")
                .addSuperinterface(EVENT_SLOTS.nestedClass("Calls"))
                .addMethod(pool.map(op -> api.inUse(op, createPool.build())).orElseGet(createPool::build))
                .addMethod(api.inUse(create, override("createEvent", TypeName.get(MemorySegment.class))
                        .addParameter(MemorySegment.class, "pool").addParameter(int.class, "index")
                        .addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT,
                                LinkageWriter.SCRATCH)
                        .addCode(api.call(create, Map.of(), pool.map(p -> slot), "status"))
                        .addCode(status.check(create, "status", health))
                        .addStatement("return $N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(CType.POINTER))
                        .build()))
                .addMethod(api.inUse(destroy, override("destroyEvent", TypeName.VOID)
                        .addParameter(MemorySegment.class, "event")
                        .addCode(api.call(destroy, released, Optional.empty(), "status"))
                        .addCode(status.check(destroy, "status", health)).build()))
                .addMethod(api.inUse(reset, override("reset", TypeName.VOID).addParameter(MemorySegment.class, "event")
                        .addCode(api.call(reset, live, Optional.empty(), "status"))
                        .addCode(status.check(reset, "status", health)).build()))
                .addMethod(api.inUse(query, override("reached", TypeName.BOOLEAN)
                        .addParameter(MemorySegment.class, "event")
                        .addCode(api.call(query, live, Optional.empty(), "status"))
                        .addCode(status.reached(query, "status", health))
                        .build()))
                .build();
        return CodeBlock.of("$L", anonymous);
    }

    private static MethodSpec.Builder override(String name, TypeName returns) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(returns).addException(DriverException.class);
    }

    /**
     * The event type over a private {@code ReturnedEvent}: the holder's methods pass native handles, so callers
     * never reach it; the backend class, its enclosing class, does.
     */
    static TypeSpec returnedEvent(ClassName type, String backend) {
        String described = backend + " event";
        return TypeSpec.classBuilder(type)
                .addJavadoc("$L $L: the native event its last record returned, from\n"
                        + "{@link $T#eventCreate()}.\n", capitalized(GeneratedFiles.article(backend)), described,
                        type.enclosingClassName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addField(FieldSpec.builder(RETURNED_EVENT, "holder", Modifier.PRIVATE, Modifier.FINAL)
                        .addJavadoc("Its native event, replaced on each record; never handed to callers.\n").build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(RETURNED_EVENT.nestedClass("Release"), "release")
                        .addStatement("this.holder = new $T(release, $S)", RETURNED_EVENT, described)
                        .build())
                .addMethod(MethodSpec.methodBuilder("destroyed")
                        .addJavadoc("Whether it was destroyed.\n")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addStatement("return holder.destroyed()")
                        .build())
                .addMethod(MethodSpec.methodBuilder("nativeEvents")
                        .addJavadoc("How many native events it holds: none before its first record, then the last\n"
                                + "one returned and any replaced one a host wait still uses.\n")
                        .addModifiers(Modifier.PUBLIC)
                        .returns(int.class)
                        .addStatement("return holder.nativeEvents()")
                        .build())
                .addMethod(MethodSpec.methodBuilder("toString")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(String.class)
                        .addStatement("return holder.toString()")
                        .build())
                .build();
    }

    /** The event type over {@code ReusableEvent}. */
    static TypeSpec reusableEvent(ClassName type, String backend) {
        String described = backend + " event";
        return TypeSpec.classBuilder(type)
                .addJavadoc("$L $L: the native event it is recorded as now, reset or replaced when recorded\n"
                        + "again, from {@link $T#eventCreate()}.\n", capitalized(GeneratedFiles.article(backend)),
                        described, type.enclosingClassName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(REUSABLE_EVENT)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(EVENT_SLOTS, "slots")
                        .addParameter(SLOT, "slot")
                        .addStatement("super(slots, slot)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("describe")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PROTECTED)
                        .returns(String.class)
                        .addStatement("return $S", described)
                        .build())
                .build();
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }

}
