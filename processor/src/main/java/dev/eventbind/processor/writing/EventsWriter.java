package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Spec>Events}: the final class implementing {@code EventApi}, safe for any caller, over the raw
 * functions class of the same spec; its nested {@code Event} and {@code Stream} types; and a probe that hands the
 * runtime's probe logic what the spec varies. It extends the runtime's {@code BoundEventApi}, which holds what every
 * generated backend shares: its name, the functions ({@value #FUNCTIONS}), the device's health ({@value #HEALTH})
 * and the last use of a handle for a destroy ({@code release}).
 */
public final class EventsWriter {

    static final ClassName BOUND_EVENT_API = ClassName.get("dev.eventbind.binding", "BoundEventApi");
    /** The functions field {@code BoundEventApi} holds. */
    static final String FUNCTIONS = "functions";
    /** The device's health {@code BoundEventApi} holds. */
    static final String HEALTH = "health";

    static final ClassName BACKEND_PROBES = ClassName.get("dev.eventbind.binding", "BackendProbes");
    static final ClassName NATIVE_QUERIES = ClassName.get("dev.eventbind.binding", "NativeQueries");

    private final BackendModel model;
    private final ClassName generated;
    private final ClassName functionsType;
    private final ClassName event;
    private final ClassName stream;
    private final String backendField;
    private final String functions;
    private final StatusWriter status;
    private final Optional<BoundOp> init;
    private final String initFailure;
    private final String initialize;
    private final String reportedVersion;
    private final String health;
    private final ShapesWriter shapes;
    private final EventApiWriter api;

    public EventsWriter(BackendModel model) {
        this.model = model;
        this.generated = GeneratedFiles.className(model.generated());
        this.functionsType = GeneratedFiles.className(model.functions());
        this.event = generated.nestedClass("Event");
        this.stream = generated.nestedClass("Stream");
        MemberNames names = new MemberNames(model);
        this.backendField = names.fresh("BACKEND");
        this.functions = FUNCTIONS;
        this.status = new StatusWriter(model, names, functionsType);
        this.init = model.op(Op.INIT);
        this.initFailure = names.fresh("INIT_FAILURE");
        this.initialize = names.fresh("initialize");
        this.reportedVersion = names.fresh("reportedVersion");
        this.health = HEALTH;
        this.shapes = new ShapesWriter(model, status, names, backendField, functions, health, functionsType);
        this.api = new EventApiWriter(event, stream, status, functions, health,
                EventFormWriter.of(model.events(), shapes, names), shapes, names);
    }

    /** The source file. */
    public JavaFile write() {
        TypeSpec.Builder type = declaration();
        init.ifPresent(op -> type.addField(constant(GeneratedFiles.nullable(TypeName.get(DriverException.class)),
                initFailure, CodeBlock.of("$N()", initialize))));
        type.addFields(shapes.fields())
                .addFields(api.form().fields())
                .addMethod(constructor())
                .addMethod(open())
                .addMethods(shapes.device().releasesDevice() ? List.of(openOn()) : List.of())
                .addMethod(probe())
                .addMethod(version())
                .addMethod(status.accessor())
                .addMethods(eventApiMethods())
                .addMethods(shapes.methods(api))
                .addMethod(reportedVersionMethod());
        init.ifPresent(op -> type.addMethod(initializeMethod(op)));
        type.addType(api.form().eventType(event, model.name()))
                .addType(HandleTypeWriter.stream(stream, model.name(), api.form().streamMaker()));
        return GeneratedFiles.file(model.generated(), type.build(), model.scope());
    }

    /** The class itself: what it is, what it extends and implements, its backend's name. */
    private TypeSpec.Builder declaration() {
        TypeSpec.Builder type = GeneratedFiles.mark(TypeSpec.classBuilder(generated)
                .addJavadoc("The $L backend: {@link $T} over the C functions {@link $T} binds, linked with Panama"
                        + " FFM.\nAny caller may use it: handles are checked, raw addresses never taken; the raw"
                        + " calls are\n{@link $T}.\n", Javadocs.text(model.name()), EventApi.class,
                        GeneratedFiles.className(model.spec()), functionsType), model.spec(), model.deprecation())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(BOUND_EVENT_API, functionsType, event, stream))
                .addField(constant(String.class, backendField, CodeBlock.of("$S", model.name())));
        shapes.pairedClock().ifPresent(type::addSuperinterface);
        if (shapes.device().closable()) {
            type.addSuperinterface(AutoCloseable.class);
        }
        return type;
    }

    /**
     * The {@code EventApi} methods, in spec order: each bound op's, then each hand-written op's delegation, then
     * {@code deviceRank()} where the spec reads its device's rank by hand, then {@code supportsEventQuery} where the
     * query is bound or written by hand.
     */
    private List<MethodSpec> eventApiMethods() {
        List<MethodSpec> methods = new ArrayList<>();
        for (DowncallModel call : model.calls()) {
            model.opOf(call).filter(op -> op.shape().eventApiMethod().isPresent())
                    .ifPresent(op -> methods.add(api.method(op)));
        }
        model.handWritten().stream().filter(op -> !op.eventApiMethod().isEmpty())
                .forEach(op -> methods.add(new HandWrittenWriter(api, event, stream, functions, health)
                        .method(op, functionsType, status.convention())));
        model.writtenRank().ifPresent(op -> methods.add(new HandWrittenWriter(api, event, stream, functions, health)
                .deviceRank(op, functionsType, status.convention(), model.rank())));
        if (model.synchronizesThroughEvent()) {
            methods.add(synchronizeThroughEvent());
        }
        model.op(Op.EVENT_QUERY).ifPresent(op -> methods.add(supportsQuery(op)));
        model.handWritten().stream().filter(op -> op.op() == Op.EVENT_QUERY).findFirst().ifPresent(op -> methods
                .add(MethodSpec.methodBuilder("supportsEventQuery").addJavadoc("{@code $L} is written by"
                        + " hand.\n", op.method()).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class).addStatement("return true").build()));
        return methods;
    }

    /** {@code streamSynchronize} where the API has none: an event of the backend's own, recorded and waited for. */
    private MethodSpec synchronizeThroughEvent() {
        return MethodSpec.methodBuilder("streamSynchronize")
                .addJavadoc("The spec binds no stream synchronize: an event of the backend's own, recorded on the"
                        + " stream and waited\nfor on the host.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(stream, "stream")
                .addException(DriverException.class)
                .addStatement("synchronizeThroughEvent(stream)")
                .build();
    }

    private static FieldSpec constant(Class<?> type, String name, CodeBlock value) {
        return constant(TypeName.get(type), name, value);
    }

    private static FieldSpec constant(TypeName type, String name, CodeBlock value) {
        return FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer(value).build();
    }

    private MethodSpec open() {
        MethodSpec.Builder open = MethodSpec.methodBuilder("open")
                .addJavadoc("Opens the backend; the library was linked when its functions class was loaded.$L\n\n"
                        + "@throws $T when the library or a required symbol is missing, or the\ninstalled"
                        + " fault plan names a function the spec does not bind or a status it does not know$L$L\n",
                        !shapes.device().closable() ? "" : model.hasContext() ? " It holds\nthe device it opened on"
                                + " and the context made on it until {@link #close()}; an open that\nfails after"
                                + " making them gives back what it made." : " It holds\nthe device it opened on until"
                                + " {@link #close()}; an open that fails after reading the device\ngives it back.",
                        BackendUnavailableException.class, init.isPresent() ? ", or initialization failed" : "",
                        model.resolvesFunctions() ? ", or the API's resolver answers NULL for a function it is asked for" : "")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(generated);
        CodeBlock reads = shapes.device().openReads();
        if (init.isEmpty() && reads.isEmpty()) {
            return open.addStatement("return new $T($T.open())", generated, functionsType).build();
        }
        open.addStatement("$T $N = $T.open()", functionsType, functions, functionsType);
        refuseFailedInit(open);
        return open.addCode(reads)
                .addStatement("return new $T($N$L)", generated, functions, shapes.device().openArguments()).build();
    }

    /**
     * {@code open(MemorySegment device)}, where {@code close()} releases the device: the backend on a device handle
     * made elsewhere (the context of another library's queue), taking the caller's reference to it.
     */
    private MethodSpec openOn() {
        String release = model.required(Op.DEVICE_RELEASE).call().symbol();
        MethodSpec.Builder open = MethodSpec.methodBuilder("open")
                .addJavadoc("Opens the backend on a device handle made elsewhere instead of the one it would choose,\n"
                        + "taking the caller's reference to it: {@code close()} releases it with {@code $L}. When\n"
                        + "it throws, the reference stays the caller's.\n\n"
                        + "<p>Restricted: the address goes to the driver unchecked, so the caller's module needs"
                        + " native\naccess, as for a JDK restricted method.\n\n"
                        + "@throws $T when the handle is NULL\n"
                        + "@throws $T when the library or a required symbol is missing\n"
                        + "@throws $T when the caller's module has no native access and the JVM denies\n"
                        + "illegal native access\n", release, IllegalArgumentException.class,
                        BackendUnavailableException.class, IllegalCallerException.class)
                .addAnnotation(LinkageWriter.RESTRICTED)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(generated)
                .addParameter(MemorySegment.class, "handle")
                .addStatement("$T.checkCaller($S)", LinkageWriter.NATIVE_ACCESS, generated.simpleName() + ".open")
                .beginControlFlow("if (handle.address() == 0L)")
                .addStatement("throw new $T($S)", IllegalArgumentException.class, "no device: the handle is NULL")
                .endControlFlow()
                .addStatement("$T $N = handle", MemorySegment.class, shapes.device().deviceName())
                .addStatement("$T $N = $T.open()", functionsType, functions, functionsType);
        refuseFailedInit(open);
        return open.addCode(shapes.device().openReads(false))
                .addStatement("return new $T($N$L)", generated, functions, shapes.device().openArguments()).build();
    }

    /** Refuses an open when {@code INIT} failed when the class loaded, where the spec binds one. */
    private void refuseFailedInit(MethodSpec.Builder open) {
        init.ifPresent(op -> open.beginControlFlow("if ($N != null)", initFailure)
                .addStatement("throw new $T($N, $S + $N.statusSummary(), $T.of(), $N)",
                        BackendUnavailableException.class, backendField, op.call().symbol() + " failed: ",
                        initFailure, List.class, initFailure)
                .endControlFlow());
    }

    private MethodSpec constructor() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
                .addParameter(functionsType, functions)
                .addStatement("super($N, $N, $L)", backendField, functions, status.convention());
        shapes.constructor(constructor, api);
        return constructor.build();
    }

    private MethodSpec probe() {
        return MethodSpec.methodBuilder("probe")
                .addJavadoc("Ready only when a timed read works: a stream, two events recorded, the second waited"
                        + " for,\nthe span read, all released. Never throws: otherwise unavailable in the driver's"
                        + " words, with\nthe version when the library reports one (its version query needs no"
                        + " device).$L\n", model.writtenRank().isPresent() ? "\nA ready probe carries the rank"
                        + " of the device the backend opened ({@link #deviceRank()})." : "")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(BackendProbe.class)
                .addStatement("return $T.probe($N, $T.$L, $T.library(),$W$T::$N,$W$T::open$L)", BACKEND_PROBES,
                        backendField, Rank.class, model.rank(), functionsType, generated, reportedVersion, generated,
                        model.writtenRank().isPresent() ? CodeBlock.of(",$W$T::deviceRank", generated)
                                : CodeBlock.of(""))
                .build();
    }

    private MethodSpec version() {
        if (model.writtenVersion().isPresent()) {
            return MethodSpec.methodBuilder("version")
                    .addJavadoc("The version {@code $L}, written by hand, reports; empty when it fails.\n",
                            model.writtenVersion().get().method())
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(Optional.class, String.class))
                    .addStatement("return $N()", reportedVersion)
                    .build();
        }
        return MethodSpec.methodBuilder("version")
                .addJavadoc(model.op(Op.VERSION).map(op -> CodeBlock.of("The version {@code $L} reports; empty when"
                        + " the library lacks it or it fails.\n", op.call().symbol()))
                        .orElse(CodeBlock.of("Empty: the spec binds no version function.\n")))
                .addModifiers(Modifier.PUBLIC)
                .returns(OptionalInt.class)
                .addStatement("return $N()", reportedVersion)
                .build();
    }

    private MethodSpec supportsQuery(BoundOp op) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("supportsEventQuery")
                .addJavadoc("{@code $L} is bound$L.\n", op.call().symbol(),
                        op.call().optional() ? ", when the library exports it" : "")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class);
        return op.call().optional()
                ? method.addStatement("return $T.library().has($S)", functionsType, op.call().symbol()).build()
                : method.addStatement("return true").build();
    }

    /** The VERSION op as a static call: the probe reads it even when no instance can be opened. */
    private MethodSpec reportedVersionMethod() {
        if (model.writtenVersion().isPresent()) {
            return MethodSpec.methodBuilder(reportedVersion)
                    .addJavadoc("Calls {@code $L}, written by hand; static, so the probe reads it even when no instance"
                            + " opens.\n", model.writtenVersion().get().method())
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(ParameterizedTypeName.get(Optional.class, String.class))
                    .beginControlFlow("try")
                    .addStatement("return $T.of($T.open().$N($L))", Optional.class, functionsType,
                            model.writtenVersion().get().method(), status.convention())
                    .nextControlFlow("catch ($T | $T failure)", DriverException.class, RuntimeException.class)
                    .addComment("No library, no platform, or the driver's refusal: the probe says why without it.")
                    .addStatement("return $T.empty()", Optional.class)
                    .endControlFlow()
                    .build();
        }
        MethodSpec.Builder version = MethodSpec.methodBuilder(reportedVersion)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(OptionalInt.class);
        Optional<BoundOp> op = model.op(Op.VERSION);
        if (op.isEmpty()) {
            return version.addJavadoc("Empty: the spec binds no version function.\n")
                    .addStatement("return $T.empty()", OptionalInt.class).build();
        }
        DowncallModel call = op.get().call();
        return version.addJavadoc("Calls {@code $L}; static, so the probe reads it even when no instance opens.\n",
                        call.symbol())
                .addStatement("return $T.version($L, $T.library(), $S,$W$T.linked()::$N)", NATIVE_QUERIES,
                        status.convention(), functionsType, call.symbol(), functionsType, call.method())
                .build();
    }

    /** INIT, called once when the class loads; its failure is kept and reported by every open and probe. */
    private MethodSpec initializeMethod(BoundOp op) {
        return MethodSpec.methodBuilder(initialize)
                .addJavadoc("Calls {@code $L} once; the failure, or {@code null} when it succeeded or the library"
                        + " is missing.\n", op.call().symbol())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(GeneratedFiles.nullable(TypeName.get(DriverException.class)))
                .beginControlFlow("if (!$T.library().has($S))", functionsType, op.call().symbol())
                .addStatement("return null")
                .endControlFlow()
                .addStatement("int status = $T.linked().$N($L)", functionsType, op.call().method(),
                        CallWriter.flags(op))
                .addStatement("return $L ? null : $L", status.succeeded("status"), status.failure(op, "status"))
                .build();
    }
}
