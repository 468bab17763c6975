package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.DriverException;
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
 * {@code EventForm.RESETTABLE_SLOTS}: events that are reset before they are signalled again. The event is a
 * {@code ReusableEvent} over the runtime's {@code EventSlots}, pooled or not; this writes the slots' calls of the
 * spec's create, destroy, reset, query and pool ops, and which native event each op passes.
 */
final class SlotEventsWriter implements EventFormWriter {

    static final ClassName EVENT_SLOTS = ClassName.get("dev.eventbind.binding", "EventSlots");
    static final ClassName SLOT = EVENT_SLOTS.nestedClass("Slot");
    static final ClassName REUSABLE_EVENT = ClassName.get("dev.eventbind.binding", "ReusableEvent");
    static final ClassName STREAM_WAIT_MARKS = ClassName.get("dev.eventbind.binding", "StreamWaitMarks");

    private final BackendModel model;
    private final String slots;

    SlotEventsWriter(BackendModel model, MemberNames names) {
        this.model = model;
        this.slots = names.fresh("slots");
    }

    @Override
    public List<FieldSpec> fields() {
        return List.of(FieldSpec.builder(EVENT_SLOTS, slots, Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Where the native events come from$L.\n", model.op(Op.EVENT_POOL_CREATE).isPresent()
                        ? ": slots of pools" : "").build());
    }

    @Override
    public void constructor(MethodSpec.Builder constructor, EventApiWriter api) {
        int capacity = model.op(Op.EVENT_POOL_CREATE).flatMap(BoundOp::descriptor)
                .map(Bound.DescriptorValue::capacity).orElse(0);
        constructor.addStatement("this.$N = new $T($L, $L)", slots, EVENT_SLOTS, capacity, calls(api));
    }

    @Override
    public List<MethodSpec> methods(EventApiWriter api) {
        return List.of();
    }

    @Override
    public Optional<CodeBlock> instead(BoundOp op) {
        return switch (op.op()) {
            case EVENT_DESTROY -> Optional.of(CodeBlock.builder()
                    .add("// Gives back every native event it used; a failure is the slots' first.\n")
                    .addStatement("event.destroy()").build());
            case EVENT_CREATE -> Optional.of(CodeBlock.builder().addStatement("return new $T($N, $N.acquire())",
                    GeneratedFiles.className(model.generated()).nestedClass("Event"), slots, slots).build());
            default -> Optional.empty();
        };
    }

    @Override
    public List<String> hold(CodeBlock.Builder code, BoundOp op, Map<Argument, CodeBlock> passed) {
        List<Argument> arguments = op.shape().arguments();
        if (arguments.contains(Argument.STREAM)) {
            code.add(fromOwnSlots("stream"));
        }
        if (arguments.contains(Argument.EVENT) || arguments.contains(Argument.EVENT_LIST)) {
            code.add(fromOwnSlots("event"));
        }
        if (arguments.contains(Argument.START)) {
            code.add(fromOwnSlots("start")).add(fromOwnSlots("end"));
        }
        if (op.op() == Op.EVENT_WAIT || op.op() == Op.EVENT_QUERY || op.op() == Op.STREAM_WAIT_EVENT) {
            code.add(reachedIfNeverRecorded(op.op() == Op.EVENT_QUERY ? "return true" : "return"));
        }
        switch (op.op()) {
            case EVENT_RECORD -> {
                code.add("// Reset, or a fresh native event while a wait may still reference the old signal.\n")
                        .addStatement("$T handle = event.forRecord()", MemorySegment.class);
                passed.put(Argument.EVENT, CodeBlock.of("handle.address()"));
                if (op.shape().returns() != CType.VOID) {
                    code.beginControlFlow("try");
                    return List.of("handle");
                }
            }
            case STREAM_WAIT_EVENT -> {
                code.addStatement("$T waited = event.forStreamWait()", MemorySegment.class);
                passed.put(Argument.EVENT, CodeBlock.of("waited.address()"));
            }
            default -> { }
        }
        return List.of();
    }

    @Override
    public List<String> holdForTimedWait(MethodSpec.Builder method, BoundOp op, Map<Argument, CodeBlock> passed) {
        method.addCode(fromOwnSlots("event")).addCode(reachedIfNeverRecorded("return true"));
        return List.of();
    }

    /** The event's address once it is known to come from this instance's slots. */
    @Override
    public CodeBlock address(String event) {
        return CodeBlock.of("$N.requireFrom($N).address()", event, slots);
    }

    /** A stream remembers the slots of the instance that made it, whose context its native stream is on. */
    @Override
    public Optional<Maker> streamMaker() {
        return Optional.of(new Maker(EVENT_SLOTS, CodeBlock.of("$N", slots)));
    }

    /** An event or stream of another instance, refused before anything else: it never meets this one's objects. */
    private CodeBlock fromOwnSlots(String event) {
        return CodeBlock.builder().addStatement("$N.requireFrom($N)", event, slots).build();
    }

    /** Never recorded, an event is reached, as in CUDA: its native event has no signal to wait for. */
    private static CodeBlock reachedIfNeverRecorded(String answer) {
        return CodeBlock.builder().beginControlFlow("if (!event.recorded())").addStatement(answer).endControlFlow()
                .build();
    }

    @Override
    public MethodSpec.Builder letGo(MethodSpec.Builder method, BoundOp op, List<String> held) {
        if (op.op() == Op.STREAM_WAIT_EVENT) {
            return method.addComment("The waited-on slot is not handed out again before the stream has passed its"
                    + " wait: an event")
                    .addComment("of the backend's own, recorded after it, tells when.")
                    .addStatement("$T.recordAfter(this, stream, waited)", STREAM_WAIT_MARKS);
        }
        if (held.isEmpty()) {
            return method;
        }
        return method.nextControlFlow("catch ($T refused)", DriverException.class)
                .addComment("Nothing was enqueued: no signal to wait for, and the native event is free to give back.")
                .addStatement("event.recordRefused($N)", held.getFirst())
                .addStatement("throw refused")
                .endControlFlow();
    }

    /** The pools whose events were all given back, destroyed ({@link Op#EVENT_POOL_DESTROY}). */
    @Override
    public Optional<CodeBlock> beforeRelease() {
        return model.op(Op.EVENT_POOL_DESTROY).map(op -> CodeBlock.builder()
                .addStatement("$N.close()", slots).build());
    }

    @Override
    public Optional<CodeBlock> beforeContextRelease(BoundOp release) {
        return Optional.of(CodeBlock.builder()
                .addStatement("$N.requireNothingLive(backend(), $S)", slots, release.call().symbol()).build());
    }

    /**
     * The anonymous {@code EventSlots.Calls} over the spec's create, destroy, reset, query and pool ops; each that
     * passes the device is a use of it ({@link EventApiWriter#inUse}), which never blocks, so they may run under an
     * event's lock and its slots' lock.
     */
    private CodeBlock calls(EventApiWriter api) {
        Optional<BoundOp> pool = model.op(Op.EVENT_POOL_CREATE);
        BoundOp destroy = model.required(Op.EVENT_DESTROY);
        BoundOp reset = model.required(Op.EVENT_RESET);
        BoundOp query = model.required(Op.EVENT_QUERY);
        Map<Argument, CodeBlock> released = new EnumMap<>(Argument.class);
        released.put(Argument.RELEASED_EVENT, CodeBlock.of("event"));
        Map<Argument, CodeBlock> live = new EnumMap<>(Argument.class);
        live.put(Argument.EVENT, CodeBlock.of("event.address()"));
        TypeSpec.Builder anonymous = TypeSpec.anonymousClassBuilder("")
                .addSuperinterface(EVENT_SLOTS.nestedClass("Calls"))
                .addMethod(createPool(api, pool))
                .addMethod(createEvent(api, model.required(Op.EVENT_CREATE), pool))
                .addMethod(api.inUse(destroy, override("destroyEvent", TypeName.VOID)
                        .addParameter(MemorySegment.class, "event")
                        .addCode(api.checkedCall(destroy, released, Optional.empty())).build()))
                .addMethod(api.inUse(reset, override("reset", TypeName.VOID).addParameter(MemorySegment.class, "event")
                        .addCode(api.checkedCall(reset, live, Optional.empty())).build()))
                .addMethod(api.inUse(query, override("reached", TypeName.BOOLEAN)
                        .addParameter(MemorySegment.class, "event")
                        .addCode(api.reachedCall(query, live, Optional.empty()))
                        .build()));
        // Called by close() once no use of the device is in flight and none can begin: never counted as one.
        model.op(Op.EVENT_POOL_DESTROY).ifPresent(op -> anonymous.addMethod(override("destroyPool", TypeName.VOID)
                .addParameter(MemorySegment.class, "pool")
                .addCode(api.checkedCall(op, Map.of(), Optional.empty())).build()));
        return CodeBlock.of("$L", anonymous.build());
    }

    /** {@code createPool()}: a new pool from the bound op, or a refusal where the spec binds none. */
    private static MethodSpec createPool(EventApiWriter api, Optional<BoundOp> pool) {
        MethodSpec.Builder createPool = override("createPool", TypeName.get(MemorySegment.class));
        if (pool.isEmpty()) {
            return createPool.addStatement("throw new $T($S)", IllegalStateException.class, "the spec binds no pools")
                    .build();
        }
        createPool.addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                .addCode(api.checkedCall(pool.get(), Map.of(), Optional.empty()))
                .addStatement("return $N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(CType.POINTER));
        return api.inUse(pool.get(), createPool.build());
    }

    /** {@code createEvent(pool, index)}: a new native event, in that slot of the pool where the spec has pools. */
    private static MethodSpec createEvent(EventApiWriter api, BoundOp create, Optional<BoundOp> pool) {
        CodeBlock[] slot = {CodeBlock.of("pool"), CodeBlock.of("index")};
        return api.inUse(create, override("createEvent", TypeName.get(MemorySegment.class))
                .addParameter(MemorySegment.class, "pool").addParameter(int.class, "index")
                .addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                .addCode(api.checkedCall(create, Map.of(), pool.map(p -> slot)))
                .addStatement("return $N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(CType.POINTER))
                .build());
    }

    private static MethodSpec.Builder override(String name, TypeName returns) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(returns).addException(DriverException.class);
    }

    /** The event type over {@code ReusableEvent}. */
    @Override
    public TypeSpec eventType(ClassName type, String backend) {
        String described = backend + " event";
        return TypeSpec.classBuilder(type)
                .addJavadoc("$L $L: the native event it is recorded as now, reset or replaced when recorded\n"
                        + "again, from {@link $T#eventCreate()}.\n", HandleTypeWriter.capitalized(GeneratedFiles.article(backend)),
                        described, type.enclosingClassName())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(REUSABLE_EVENT)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(EVENT_SLOTS, "slots")
                        .addParameter(SLOT, "slot")
                        .addStatement("super(slots, slot)")
                        .build())
                .addMethod(HandleTypeWriter.describe(described))
                .build();
    }
}
