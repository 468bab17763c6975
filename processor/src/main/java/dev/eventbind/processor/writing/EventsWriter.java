package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Spec>Events}: the final class implementing {@code EventApi} and the spec over the linked
 * library, with its nested {@code Event} and {@code Stream} types and a probe that never throws.
 */
public final class EventsWriter {

    private final BackendModel model;
    private final ClassName generated;
    private final ClassName event;
    private final ClassName stream;
    private final MemberNames names;
    private final LinkageWriter linkage;
    private final String backendField;
    private final String rankField;
    private final StatusWriter status;
    private final Optional<BoundOp> init;
    private final String initFailure;
    private final String initialize;

    public EventsWriter(BackendModel model) {
        this.model = model;
        this.generated = GeneratedFiles.className(model.generated());
        this.event = generated.nestedClass("Event");
        this.stream = generated.nestedClass("Stream");
        this.names = new MemberNames(model.calls());
        this.backendField = names.fresh("BACKEND");
        this.rankField = names.fresh("RANK");
        this.linkage = new LinkageWriter(model, names);
        this.status = new StatusWriter(model, linkage, names, backendField);
        this.init = model.op(Op.INIT);
        this.initFailure = names.fresh("INIT_FAILURE");
        this.initialize = names.fresh("initialize");
    }

    /** The source file. */
    public JavaFile write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(generated)
                .addJavadoc("The $L backend: {@link $T} over the C functions {@link $T} binds, linked with Panama"
                        + " FFM.\n", model.name(), EventApi.class, GeneratedFiles.className(model.spec()))
                .addAnnotation(GeneratedFiles.generated(model.spec()))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(ClassName.get(EventApi.class), event, stream))
                .addSuperinterface(GeneratedFiles.className(model.spec()))
                .addField(constant(String.class, backendField, CodeBlock.of("$S", model.name())))
                .addField(constant(Rank.class, rankField, CodeBlock.of("$T.$L", Rank.class, model.rank())))
                .addField(linkage.libraryField())
                .addFields(linkage.handleFields())
                .addField(status.textsField(generated))
                .addMethod(constructor())
                .addMethod(probe())
                .addMethod(linkage.libraryAccessor())
                .addMethod(MethodSpec.methodBuilder("backend").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC).returns(String.class).addStatement("return $N", backendField)
                        .build())
                .addMethod(version());
        init.ifPresent(op -> type.addField(constant(DriverException.class, initFailure,
                CodeBlock.of("$N()", initialize))));
        EventApiWriter api = new EventApiWriter(event, stream, status);
        for (DowncallModel call : model.calls()) {
            model.opOf(call).filter(op -> op.op().required()).ifPresent(op -> type.addMethod(api.method(op)));
            type.addMethod(linkage.downcall(call));
        }
        type.addMethods(status.methods());
        init.ifPresent(op -> type.addMethod(initializeMethod(op)));
        type.addMethod(linkage.unexpectedMethod())
                .addType(HandleTypeWriter.event(event, model.name()))
                .addType(HandleTypeWriter.stream(stream, model.name()));
        // Beyond the descriptors: created handles are read as ADDRESS, elapsed as JAVA_FLOAT, versions as JAVA_INT.
        return GeneratedFiles.file(model.generated(), type.build(),
                GeneratedFiles.layouts(model.calls(), CType.POINTER, CType.FLOAT, CType.INT));
    }

    private static FieldSpec constant(Class<?> type, String name, CodeBlock value) {
        return FieldSpec.builder(type, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer(value).build();
    }

    private MethodSpec constructor() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addJavadoc("Opens the backend; the library was linked when this class was loaded.\n\n"
                        + "@throws $T when the library or a required symbol is missing$L\n",
                        BackendUnavailableException.class, init.isPresent() ? ", or initialization failed" : "")
                .addModifiers(Modifier.PUBLIC)
                .addStatement("$N.ensureReady()", linkage.library());
        init.ifPresent(op -> constructor.beginControlFlow("if ($N != null)", initFailure)
                .addStatement("throw new $T($N, $S + $N.statusSummary(), $T.of(), $N)",
                        BackendUnavailableException.class, backendField, op.call().symbol() + " failed: ",
                        initFailure, List.class, initFailure)
                .endControlFlow());
        return constructor.build();
    }

    private MethodSpec probe() {
        MethodSpec.Builder probe = MethodSpec.methodBuilder("probe")
                .addJavadoc("Links the library, then creates and destroys one event to learn whether a device"
                        + " answers.\nNever throws: every failure is an unavailable probe that says why.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(BackendProbe.class)
                .beginControlFlow("if ($N.failure().isPresent())", linkage.library())
                .addStatement("$T failure = $N.failure().get()", BackendUnavailableException.class, linkage.library())
                .addStatement("return $T.unavailable($N, $N, $N.path(),\n"
                        + "failure.getMessage().lines().findFirst().orElse($S), failure.attempts())",
                        BackendProbe.class, backendField, rankField, linkage.library(), "unavailable")
                .endControlFlow();
        init.ifPresent(op -> probe.beginControlFlow("if ($N != null)", initFailure)
                .addStatement("return $T.unavailable($N, $N, $N.path(), $N.statusSummary(), $T.of())",
                        BackendProbe.class, backendField, rankField, linkage.library(), initFailure, List.class)
                .endControlFlow());
        return probe.beginControlFlow("try")
                .addStatement("$T events = new $T()", generated, generated)
                .addStatement("events.eventDestroy(events.eventCreate())")
                .addStatement("$T version = events.version()", OptionalInt.class)
                .addStatement("return $T.ready($N, $N, $N.path().orElse(null),\nversion.isPresent() ? "
                        + "$T.of($T.toString(version.getAsInt())) : $T.empty())", BackendProbe.class,
                        backendField, rankField, linkage.library(), Optional.class, Integer.class, Optional.class)
                .nextControlFlow("catch ($T e)", DriverException.class)
                .addStatement("return $T.unavailable($N, $N, $N.path(), e.statusSummary(), $T.of())",
                        BackendProbe.class, backendField, rankField, linkage.library(), List.class)
                .nextControlFlow("catch ($T e)", RuntimeException.class)
                .addStatement("return $T.unavailable($N, $N, $N.path(), $T.valueOf(e), $T.of())", BackendProbe.class,
                        backendField, rankField, linkage.library(), String.class, List.class)
                .endControlFlow()
                .build();
    }

    private MethodSpec version() {
        MethodSpec.Builder version = MethodSpec.methodBuilder("version")
                .addModifiers(Modifier.PUBLIC)
                .returns(OptionalInt.class);
        Optional<BoundOp> op = model.op(Op.VERSION);
        if (op.isEmpty()) {
            return version.addJavadoc("Empty: the spec binds no version function.\n")
                    .addStatement("return $T.empty()", OptionalInt.class).build();
        }
        DowncallModel call = op.get().call();
        return version.addJavadoc("The version {@code $L} reports; empty when the library lacks it or it fails.\n",
                        call.symbol())
                .beginControlFlow("if (!$N.has($S))", linkage.library(), call.symbol())
                .addStatement("return $T.empty()", OptionalInt.class)
                .endControlFlow()
                .addStatement("$T reported = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                .addStatement("int status = $N(reported)", call.method())
                .addStatement("return $L ? $T.of(reported.get($L, 0)) : $T.empty()", status.succeeded("status"),
                        OptionalInt.class, LinkageWriter.layout(CType.INT), OptionalInt.class)
                .build();
    }

    /** INIT runs once, when the class loads, right after linking; its failure makes the backend unavailable. */
    private MethodSpec initializeMethod(BoundOp op) {
        return MethodSpec.methodBuilder(initialize)
                .addJavadoc("Calls {@code $L} once after linking; returns its failure, or {@code null}.\n",
                        op.call().symbol())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(DriverException.class)
                .beginControlFlow("if (!$N.ready() || !$N.has($S))", linkage.library(), linkage.library(),
                        op.call().symbol())
                .addStatement("return null")
                .endControlFlow()
                .addStatement("int status")
                .addCode(linkage.guarded(op.call(), CodeBlock.of("status = $L;\n",
                        linkage.invoke(op.call(), CodeBlock.of("$L", op.flags()))), "thrown"))
                .addStatement("return $L ? null : $N($S, status)", status.succeeded("status"), status.failure(),
                        op.call().symbol())
                .build();
    }
}
