package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.DriverException;
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
 * {@code EventForm.RETURNED}: the record returns a new native event ({@code clEnqueueMarkerWithWaitList}), so the
 * event is a holder ({@code ReturnedEvent}) that takes each one, and an op that passes an event passes the
 * holder's, under its lock or as a use of its own.
 */
final class ReturnedEventsWriter implements EventFormWriter {

    static final ClassName RETURNED_EVENT = ClassName.get("dev.eventbind.binding", "ReturnedEvent");

    private final BackendModel model;
    private final String health;
    private final ClassName event;
    private final ClassName stream;
    private final String release;
    private final String releaseNative;
    private final Optional<String> flush;
    private final ReturnedStampsWriter stamps;

    ReturnedEventsWriter(BackendModel model, StatusWriter status, String health, MemberNames names) {
        this.model = model;
        this.health = health;
        this.event = GeneratedFiles.className(model.generated()).nestedClass("Event");
        this.stream = GeneratedFiles.className(model.generated()).nestedClass("Stream");
        this.release = names.fresh("eventRelease");
        this.releaseNative = names.fresh("releaseNativeEvent");
        this.flush = model.op(Op.STREAM_FLUSH).map(op -> names.fresh("flushStream"));
        this.stamps = new ReturnedStampsWriter(model, status, health, this);
    }

    /** The helper that flushes a stream, when the spec binds {@link Op#STREAM_FLUSH}. */
    Optional<String> flush() {
        return flush;
    }

    /** {@code event.holder.recorded(out.get(ADDRESS, 0)[, stream])}: the holder takes the event a record returned. */
    CodeBlock recorded() {
        return CodeBlock.builder().addStatement(flush.isPresent() ? "event.holder.recorded($N.get($L, 0), stream)"
                : "event.holder.recorded($N.get($L, 0))", EventApiWriter.OUT, LinkageWriter.layout(CType.POINTER))
                .build();
    }

    @Override
    public List<FieldSpec> fields() {
        return List.of(FieldSpec.builder(RETURNED_EVENT.nestedClass("Release"), release, Modifier.PRIVATE,
                Modifier.FINAL).addJavadoc("How a holder releases a native event it no longer needs.\n")
                .initializer("this::$N", releaseNative).build());
    }

    @Override
    public void constructor(MethodSpec.Builder constructor, EventApiWriter api) {
    }

    @Override
    public List<MethodSpec> methods(EventApiWriter api) {
        List<MethodSpec> methods = new ArrayList<>(holders(api));
        model.op(Op.STREAM_FLUSH).ifPresent(op -> {
            Map<Argument, CodeBlock> passed = new EnumMap<>(Argument.class);
            passed.put(Argument.STREAM, CodeBlock.of("stream"));
            methods.add(MethodSpec.methodBuilder(flush.orElseThrow())
                    .addJavadoc("Calls {@code $L}.\n", op.call().prototype())
                    .addModifiers(Modifier.PRIVATE)
                    .addException(DriverException.class)
                    .addParameter(long.class, "stream")
                    .addCode(api.checkedCall(op, passed, Optional.empty()))
                    .build());
        });
        return methods;
    }

    @Override
    public Optional<CodeBlock> instead(BoundOp op) {
        return op.op() != Op.EVENT_DESTROY ? Optional.empty() : Optional.of(CodeBlock.builder()
                .add("// Releases its native event now, or the last wait still using it does.\n")
                .addStatement("event.holder.destroy()").build());
    }

    @Override
    public List<String> hold(CodeBlock.Builder code, BoundOp op, Map<Argument, CodeBlock> passed) {
        if (op.op() == Op.EVENT_RECORD) {
            code.add("// Refused before the enqueue once destroyed; the holder takes the new event after it.\n")
                    .addStatement("event.holder.ensureLive()");
        }
        List<String> held = holdEvents(code, op);
        if (held.size() == 1) {
            passed.put(Argument.EVENT, CodeBlock.of("$N", held.getFirst()));
        } else if (held.size() == 2) {
            passed.put(Argument.START, CodeBlock.of("$N", held.get(0)));
            passed.put(Argument.END, CodeBlock.of("$N", held.get(1)));
        }
        return held;
    }

    /**
     * For a record that returns its event: takes the holder's native event for the call, under its lock for a
     * short call, or as a use of its own for a host wait or a span read (no lock held while the call blocks);
     * never recorded, the op answers as for a fresh event (reached, nothing to wait for). Returns the locals
     * holding the addresses; {@link #letGo} ends the {@code try} it opens.
     */
    private List<String> holdEvents(CodeBlock.Builder code, BoundOp op) {
        List<Argument> arguments = op.shape().arguments();
        if (arguments.contains(Argument.START)) {
            code.addStatement("long first = start.holder.acquire()").beginControlFlow("try")
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
        holdOne(code, op, op.op() == Op.EVENT_QUERY ? "return true" : "return");
        if (flush.isPresent() && (op.op() == Op.EVENT_QUERY || op.op() == Op.STREAM_WAIT_EVENT)) {
            // Its stream is submitted once: before another stream waits on it, or a poll looks for progress.
            code.addStatement(op.op() == Op.EVENT_QUERY ? "$T pending = event.holder.takeUnsubmitted()"
                    : "$T pending = event.holder.recordedOn() == stream ? null : event.holder.takeUnsubmitted()",
                    Object.class)
                    .add(flushPending(CodeBlock.of("pending")));
        }
        return List.of("held");
    }

    /**
     * The timed wait takes the holder's native event as a use of its own, as the untimed wait does: the lock is
     * never held across a host wait.
     */
    @Override
    public List<String> holdForTimedWait(MethodSpec.Builder method, BoundOp op, Map<Argument, CodeBlock> passed) {
        CodeBlock.Builder code = CodeBlock.builder();
        holdOne(code, op, "return true");
        method.addCode(code.build());
        passed.put(Argument.EVENT, CodeBlock.of("held"));
        return List.of("held");
    }

    /**
     * {@code long held = event.holder.acquire()} for a wait (a use), {@code lock()} for any other op, and the
     * {@code try} {@link #letGo} ends; a never-recorded event gives {@code answer} at once.
     */
    private static void holdOne(CodeBlock.Builder code, BoundOp op, String answer) {
        boolean blocking = op.op() == Op.EVENT_WAIT;
        code.addStatement("long held = event.holder.$L()", blocking ? "acquire" : "lock").beginControlFlow("try")
                .beginControlFlow("if (held == 0L)")
                .add("// Never recorded: reached, as a fresh event is.\n")
                .addStatement(answer)
                .endControlFlow();
    }

    /**
     * Flushes the stream {@code pending} yields when it is one and not yet destroyed (a destroyed one was flushed by
     * its release): the one submission a returned event's unsubmitted stream gets. Another thread may be destroying
     * that stream: the flush never runs beside its release ({@code whileLive}).
     */
    CodeBlock flushPending(CodeBlock pending) {
        return CodeBlock.builder()
                .beginControlFlow("if ($L instanceof $T recorded)", pending, stream)
                .addStatement("recorded.whileLive(this::$N)", flush.orElseThrow())
                .endControlFlow()
                .build();
    }

    /** Ends what {@link #hold} began: the lock released, or the uses ended. */
    @Override
    public MethodSpec.Builder letGo(MethodSpec.Builder method, BoundOp op, List<String> held) {
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

    @Override
    public List<String> holdForTimestamp(MethodSpec.Builder read, ClassName event, Map<Argument, CodeBlock> passed) {
        return stamps.holdForTimestamp(read, event, passed);
    }

    @Override
    public CodeBlock afterTimestampCall(EventApiWriter api, BoundOp op, Map<Argument, CodeBlock> passed) {
        return stamps.confirmNotReady(api, op, passed);
    }

    @Override
    public CodeBlock timestampOf(String read, String event) {
        return CodeBlock.of("$N($N)", read, event);
    }

    @Override
    public CodeBlock readSpan(String read) {
        return stamps.readSpan(read);
    }

    /**
     * For a record that returns its event: {@code eventCreate} makes an empty holder, {@code eventAdopt} a holder of
     * a native event made elsewhere, and a holder releases a native event it no longer needs through the spec's
     * destroy op.
     */
    private List<MethodSpec> holders(EventApiWriter api) {
        MethodSpec create = MethodSpec.methodBuilder("eventCreate")
                .addJavadoc("An empty holder: no native event exists until the first record returns one. A poisoned\n"
                        + "device refuses it as it refuses every call but a release.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(event)
                .addException(DriverException.class)
                .addStatement("$N.check($S)", health, "eventCreate")
                .addStatement("return new $T($N)", event, release)
                .build();
        MethodSpec releaseCall = releaseNative(api);
        return List.of(create, eventAdopt(), releaseCall);
    }

    /** The holder's release: the spec's destroy op on the native event it no longer needs. */
    private MethodSpec releaseNative(EventApiWriter api) {
        BoundOp destroy = model.required(Op.EVENT_DESTROY);
        Map<Argument, CodeBlock> released = new EnumMap<>(Argument.class);
        released.put(Argument.RELEASED_EVENT, CodeBlock.of("event"));
        return MethodSpec.methodBuilder(releaseNative)
                .addJavadoc("Calls {@code $L} on a native event a holder no longer needs.\n",
                        destroy.call().prototype())
                .addModifiers(Modifier.PRIVATE)
                .addException(DriverException.class)
                .addParameter(MemorySegment.class, "event")
                .addCode(api.ensureCurrent())
                .addCode(api.checkedCall(destroy, released, Optional.empty()))
                .build();
    }

    /** {@code eventAdopt(handle)}: a holder of a native event made elsewhere, taking the caller's reference. */
    private MethodSpec eventAdopt() {
        BoundOp destroy = model.required(Op.EVENT_DESTROY);
        return MethodSpec.methodBuilder("eventAdopt")
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
    }

    /**
     * The event type over a private {@code ReturnedEvent}: the holder's methods pass native handles, so callers
     * never reach it; the backend class, its enclosing class, does.
     */
    @Override
    public TypeSpec eventType(ClassName type, String backend) {
        String described = backend + " event";
        return TypeSpec.classBuilder(type)
                .addJavadoc("$L $L: the native event its last record returned, from\n"
                        + "{@link $T#eventCreate()}.\n", HandleTypeWriter.capitalized(GeneratedFiles.article(backend)), described,
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
}
