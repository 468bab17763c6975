package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import dev.eventbind.api.DriverException;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.HandWrittenOp;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;

/**
 * Writes how a backend gives back the setup handles it made: {@code close()}, which destroys what was made on the
 * device (the pools), then the context ({@link Op#CONTEXT_RELEASE}), then releases the device
 * ({@link Op#DEVICE_RELEASE}); and the release of a device or context an open made before a later step failed, which
 * {@link DeviceWriter}'s open wraps its later steps in.
 */
final class SetupReleaseWriter {

    /**
     * The members the releases name, which {@link DeviceWriter} allocated: the functions and their class, the device
     * and context fields, and the device's use count.
     */
    record SetupNames(String functions, ClassName functionsType, String device, String context, String deviceUse) {
    }

    private final BackendModel model;
    private final StatusWriter status;
    private final SetupNames setup;
    private final String releaseOpened;
    private final String releaseOpenedContext;
    private final String contextReleased;
    private final String deviceReleased;

    SetupReleaseWriter(BackendModel model, StatusWriter status, MemberNames names, SetupNames setup) {
        this.model = model;
        this.status = status;
        this.setup = setup;
        this.releaseOpened = names.fresh("releaseOpenedDevice");
        // Allocated only where the spec makes a context, so the names of a spec without one stay as they were.
        this.releaseOpenedContext = model.hasContext() ? names.fresh("releaseOpenedContext") : "releaseOpenedContext";
        this.contextReleased = releasesContext() ? names.fresh("contextReleased") : "contextReleased";
        this.deviceReleased = releasesDevice() ? names.fresh("deviceReleased") : "deviceReleased";
    }

    /**
     * The fields {@code close()} keeps what it released in, so that a close the driver refused can be called again
     * and retries only that: one for the context, one for the device, where the backend releases each. For a
     * closeable backend.
     */
    List<FieldSpec> fields() {
        List<FieldSpec> fields = new ArrayList<>();
        if (releasesContext()) {
            fields.add(FieldSpec.builder(boolean.class, contextReleased, Modifier.PRIVATE)
                    .addJavadoc("Whether {@code close()} destroyed the context; under this backend's monitor.\n")
                    .build());
        }
        if (releasesDevice()) {
            fields.add(FieldSpec.builder(boolean.class, deviceReleased, Modifier.PRIVATE)
                    .addJavadoc("Whether {@code close()} released the device; under this backend's monitor.\n")
                    .build());
        }
        return fields;
    }

    private boolean releasesContext() {
        return model.op(Op.CONTEXT_RELEASE).isPresent();
    }

    private boolean releasesDevice() {
        return model.op(Op.DEVICE_RELEASE).isPresent() || model.writtenRelease().isPresent();
    }

    /**
     * {@code close()} and the release of a device or context a failed open made, where the spec releases its device
     * or destroys its context.
     */
    List<MethodSpec> releases(EventApiWriter api) {
        List<MethodSpec> methods = new ArrayList<>();
        if (model.device().closeable()) {
            methods.add(close(api));
        }
        model.op(Op.DEVICE_RELEASE).filter(op -> releasesOnFailedOpen())
                .ifPresent(op -> methods.add(releaseOpened(api, op, releaseOpened, setup.device(), "device")));
        model.writtenRelease().filter(op -> releasesOnFailedOpen()).ifPresent(op -> methods.add(releaseOpened(
                releaseOpened, setup.device(), "device", CodeBlock.of("the spec's {@code $L}", op.method()),
                CodeBlock.builder().addStatement("$L", writtenReleaseCall(op)).build())));
        model.op(Op.CONTEXT_RELEASE).filter(op -> destroysContextOnFailedOpen())
                .ifPresent(op -> methods.add(releaseOpened(api, op, releaseOpenedContext, setup.context(), "context")));
        return methods;
    }


    /** An open's steps after it read the device, in a try that gives the device back when one fails. */
    CodeBlock givingBackDevice(CodeBlock steps) {
        return givingBack(steps, releasesOnFailedOpen(), releaseOpened, setup.device());
    }

    /** An open's steps after it made the context, in a try that destroys the context when one fails. */
    CodeBlock givingBackContext(CodeBlock steps) {
        return givingBack(steps, destroysContextOnFailedOpen(), releaseOpenedContext, setup.context());
    }

    /** {@code steps}, where {@code givesBack}, in a try that gives {@code handle} back when a step fails. */
    private CodeBlock givingBack(CodeBlock steps, boolean givesBack, String helper, String handle) {
        if (!givesBack) {
            return steps;
        }
        // The handle is this open's to give back until the instance holds it.
        return CodeBlock.builder()
                .beginControlFlow("try")
                .add(steps)
                .nextControlFlow("catch ($T refused)", Throwable.class)
                .addStatement("$N($N, $N, refused)", helper, setup.functions(), handle)
                .addStatement("throw refused")
                .endControlFlow()
                .build();
    }


    /**
     * {@code close()}, which destroys the pools, then the context ({@link Op#CONTEXT_RELEASE}), then releases the
     * device ({@link Op#DEVICE_RELEASE}), once, after the calls passing them that are in flight have returned: every
     * such call is a use of the device ({@link EventApiWriter#inUse}), refused once the close began. Each step runs
     * even where the one before it failed, but the device's release, which waits for its context's destroy; the
     * context's destroy is refused while the form knows of something made in it that lives
     * ({@link EventFormWriter#beforeContextRelease}).
     */
    private MethodSpec close(EventApiWriter api) {
        // A step runs while it is not done and no step after it is: a handle released is never released again, and
        // nothing made on it is destroyed after it.
        List<String> later = new ArrayList<>();
        if (releasesContext()) {
            later.add(contextReleased);
        }
        if (releasesDevice()) {
            later.add(deviceReleased);
        }
        List<CodeBlock> steps = new ArrayList<>();
        api.form().beforeRelease().ifPresent(pools -> steps.add(unlessDone(later, pools)));
        model.op(Op.CONTEXT_RELEASE).ifPresent(op -> steps.add(unlessDone(later, CodeBlock.builder()
                .add(api.form().beforeContextRelease(op).orElse(CodeBlock.of("")))
                .add(api.checkedCall(op, new EnumMap<>(Argument.class), Optional.empty()))
                .addStatement("$N = true", contextReleased).build())));
        // The device goes only after its context: released under a context that lives, it would leave the context
        // to a later close on a device already given back.
        List<String> before = releasesContext() ? List.of(contextReleased) : List.of();
        model.op(Op.DEVICE_RELEASE).ifPresent(op -> steps.add(unlessDone(before, List.of(deviceReleased),
                CodeBlock.builder().add(api.checkedCall(op, new EnumMap<>(Argument.class), Optional.empty()))
                        .addStatement("$N = true", deviceReleased).build())));
        // The spec's own release is called once, whatever it throws: what it did is its own to know.
        model.writtenRelease().ifPresent(op -> steps.add(unlessDone(before, List.of(deviceReleased),
                CodeBlock.builder().addStatement("$N = true", deviceReleased)
                        .addStatement("$L", writtenReleaseCall(op)).build())));
        CodeBlock body = steps.getLast();
        for (int i = steps.size() - 2; i >= 0; i--) {
            body = CodeBlock.builder().beginControlFlow("try").add(steps.get(i))
                    .nextControlFlow("finally").add(body).endControlFlow().build();
        }
        return MethodSpec.methodBuilder("close")
                .addJavadoc(closeJavadoc())
                .addJavadoc(releasesContext() || model.op(Op.DEVICE_RELEASE).isPresent()
                        ? CodeBlock.of("A release the driver refuses (a handle still in use) is tried again by a later"
                                + " close,\nonce what held it is destroyed; what was released is never released"
                                + " again.\n") : CodeBlock.of(""))
                .addJavadoc(releasesContext() && api.form().beforeContextRelease(model.required(Op.CONTEXT_RELEASE))
                        .isPresent() ? CodeBlock.of("The context is not destroyed while a stream, an event or a"
                                + " pool made in it lives\n(an {@link $T}, before the driver is called: a driver"
                                + " may free it under them),\nnor the device released before it.\n",
                                IllegalStateException.class) : CodeBlock.of(""))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC, Modifier.SYNCHRONIZED)
                .addException(DriverException.class)
                .addComment("Refuses every call passing the device from now on, and waits out those in flight.")
                .addStatement("$N.close()", setup.deviceUse())
                .addCode(steps.size() > 1 && api.form().beforeRelease().isPresent() ? CodeBlock.of("// What was made"
                        + " on the device goes first: a driver may refuse the release while it lives, or free it"
                        + " under it.\n")
                        : CodeBlock.of(""))
                .addCode(body)
                .build();
    }

    /** {@code step} in an {@code if} that skips it once any of {@code done} is set. */
    private static CodeBlock unlessDone(List<String> done, CodeBlock step) {
        return unlessDone(List.of(), done, step);
    }

    /** {@code step} in an {@code if} that runs it once every one of {@code needed} is set and none of {@code done}. */
    private static CodeBlock unlessDone(List<String> needed, List<String> done, CodeBlock step) {
        CodeBlock condition = Stream.concat(needed.stream().map(flag -> CodeBlock.of("$N", flag)),
                done.stream().map(flag -> CodeBlock.of("!$N", flag))).collect(CodeBlock.joining(" && "));
        return CodeBlock.builder().beginControlFlow("if ($L)", condition).add(step).endControlFlow().build();
    }

    /**
     * Whether {@code open()} gives back the device it read when a later step fails: the backend releases its device
     * (bound or by hand), reads one, and has steps after the read (the resolver, the context, the timer's
     * frequency). {@code openReads} and the release helper it calls both ask here.
     */
    private boolean releasesOnFailedOpen() {
        boolean releases = model.op(Op.DEVICE_RELEASE).isPresent() || model.writtenRelease().isPresent();
        return releases && model.hasDevice() && (model.hasContext() || model.readsAfterContext()
                || (model.op(Op.PROC_ADDRESS).isPresent() && model.resolvesFunctions()));
    }

    /** Whether {@code open()} destroys the context it made when a later step fails (the timer, the clock). */
    private boolean destroysContextOnFailedOpen() {
        return model.op(Op.CONTEXT_RELEASE).isPresent() && model.hasContext() && model.readsAfterContext();
    }

    /** What {@code close()} does, in the order it does it. */
    private CodeBlock closeJavadoc() {
        Optional<HandWrittenOp> written = model.writtenRelease();
        Optional<BoundOp> context = model.op(Op.CONTEXT_RELEASE);
        if (context.isPresent()) {
            CodeBlock device = model.op(Op.DEVICE_RELEASE)
                    .map(op -> CodeBlock.of(", then releases the device with\n{@code $L}", op.call().prototype()))
                    .or(() -> written.map(op -> CodeBlock.of(", then gives the device back with\nthe spec's"
                            + " {@code $L}", op.method())))
                    .orElse(CodeBlock.of(""));
            return CodeBlock.of("Destroys the context with\n{@code $L}$L,\nonce no call passing the device or the"
                    + " context is in flight (it waits for them, a host wait\nincluded); a close after one that"
                    + " completed does nothing. A call that passes either, a new\nstream's included, is refused from"
                    + " the start of the close.\n", context.get().call().prototype(), device);
        }
        if (written.isPresent()) {
            return CodeBlock.of("Gives the device back with the spec's {@code $L} once no call passing it is in flight"
                    + " (it\nwaits for them, a host wait included); a second close does nothing. A call that passes"
                    + " the\ndevice, a new stream's included, is refused from the start of the close.\n",
                    written.get().method());
        }
        return CodeBlock.of("Releases the device with {@code $L} once no call passing it is in flight (it waits for\n"
                + "them, a host wait included); a close after one that completed does nothing. Streams and\nevents"
                + " already made keep working where the driver counts references to the device; a call\nthat passes"
                + " the device, a new stream's included, is refused from the start of the close.\n",
                model.required(Op.DEVICE_RELEASE).call().prototype());
    }

    /** {@code functions.releaseDevice(statusConvention(), device)}: the spec's hand-written release of the device. */
    private CodeBlock writtenReleaseCall(HandWrittenOp op) {
        return CodeBlock.of("$N.$N($L, $N)", setup.functions(), op.method(), status.convention(), setup.device());
    }

    /** The release of a handle {@code open()} made before a later step failed, with the bound {@code op}. */
    private MethodSpec releaseOpened(EventApiWriter api, BoundOp op, String name, String handle, String word) {
        CodeBlock.Builder release = CodeBlock.builder().add(api.call(op, new EnumMap<>(Argument.class),
                Optional.empty(), "status", CodeBlock.of("$N", setup.device())));
        if (op.shape().returns() != CType.VOID) {
            release.beginControlFlow("if (!($L))", status.succeeded("status"))
                    .addStatement("failure.addSuppressed($L)", status.failure(op, "status"))
                    .endControlFlow();
        }
        return releaseOpened(name, handle, word, CodeBlock.of("{@code $L}", op.call().symbol()), release.build());
    }

    /**
     * The release of a handle {@code open()} made before a later step failed, {@code release} (bound or written by
     * hand): the failure is what the open reports, and what the release reports (a status, or anything it throws)
     * is added to it as suppressed.
     */
    private MethodSpec releaseOpened(String name, String handle, String word, CodeBlock with, CodeBlock release) {
        return MethodSpec.methodBuilder(name)
                .addJavadoc("Gives back the $L an open $L before a later step failed, with $L; what it\nreports is"
                        + " kept in {@code failure}, which the open reports.\n", word,
                        word.equals("device") ? "read" : "made", with)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(setup.functionsType(), setup.functions())
                .addParameter(MemorySegment.class, handle)
                .addParameter(Throwable.class, "failure")
                .beginControlFlow("try")
                .addCode(release)
                .nextControlFlow("catch ($T releasing)", Throwable.class)
                .addStatement("failure.addSuppressed(releasing)")
                .endControlFlow()
                .build();
    }
}
