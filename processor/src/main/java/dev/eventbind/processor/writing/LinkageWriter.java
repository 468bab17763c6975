package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.LibraryModel;
import dev.eventbind.processor.model.Parameter;
import dev.eventbind.processor.model.SpecModel;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes the linkage of a functions class in jextract's shape: the library loaded once, and per symbol a holder
 * class with its descriptor next to its {@code static final MethodHandle}, linked when first called; a typed
 * downcall per spec method calls it with {@code invokeExact} and an exact cast. Holders are package-private so
 * the typed backend of the same spec calls them too.
 */
final class LinkageWriter {

    static final ClassName LIBRARY_PLAN = ClassName.get("dev.eventbind.ffm", "LibraryPlan");
    static final ClassName NATIVE_LINKER = ClassName.get("dev.eventbind.ffm", "NativeLinker");
    static final ClassName NATIVE_ACCESS = ClassName.get("dev.eventbind.ffm", "NativeAccess");
    static final ClassName RESTRICTED = ClassName.get("dev.eventbind.ffm", "Restricted");
    static final ClassName LINKED_LIBRARY = ClassName.get("dev.eventbind.ffm", "LinkedLibrary");
    static final ClassName SCRATCH = ClassName.get("dev.eventbind.ffm", "Scratch");
    static final ClassName C_STRINGS = ClassName.get("dev.eventbind.ffm", "CStrings");
    static final String HANDLE = "HANDLE";
    static final String DESCRIPTOR = "DESCRIPTOR";

    private final SpecModel model;
    private final MemberNames names;
    private final ClassName functions;
    private final String library;
    /** The instance field holding each function the API's resolver reaches, by call. */
    private final java.util.Map<DowncallModel, String> resolvedFields = new java.util.LinkedHashMap<>();

    LinkageWriter(SpecModel model, MemberNames names) {
        this.model = model;
        this.names = names;
        this.functions = GeneratedFiles.className(model.functions());
        this.library = names.fresh("LIBRARY");
        model.calls().forEach(names::holder);
        model.calls().stream().filter(DowncallModel::resolved)
                .forEach(call -> resolvedFields.put(call, names.fresh(call.method() + "Handle")));
    }

    /** The functions the API's resolver reaches, each with the name of the instance field holding its handle. */
    java.util.Map<DowncallModel, String> resolvedFields() {
        return resolvedFields;
    }

    /** The library field's name. */
    String library() {
        return library;
    }

    /**
     * {@code LIBRARY = NativeLinker.load(new LibraryPlan(...), required symbols, optional symbols)}, and the
     * functions reached through the resolver where the spec has some, so a fault plan may name them.
     */
    FieldSpec libraryField() {
        List<DowncallModel> resolved = model.calls().stream().filter(DowncallModel::resolved).toList();
        CodeBlock symbols = CodeBlock.of("$L,\n$L", symbols(model.calls().stream()
                .filter(call -> !call.optional() && !call.resolved()).toList()), symbols(model.calls().stream()
                .filter(call -> call.optional() && !call.resolved()).toList()));
        if (!resolved.isEmpty()) {
            symbols = CodeBlock.of("$L,\n$L", symbols, symbols(resolved));
        }
        return FieldSpec.builder(LINKED_LIBRARY, library, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.load(\n$>$>$L,\n$L)$<$<", NATIVE_LINKER, plan(), symbols)
                .build();
    }

    private CodeBlock plan() {
        LibraryModel plan = model.library();
        return CodeBlock.builder()
                .add("new $T(\n$>$>", LIBRARY_PLAN)
                .add("$S,\n$S,\n", model.name(), plan.resource())
                .add("$L,\n$L,\n", strings(plan.names()), strings(plan.homeVariables()))
                .add("$L,\n$L,\n", strings(plan.defaultHomes()), strings(plan.subdirs()))
                .add("$S,\n$S", plan.overrideProperty(), plan.overrideEnv())
                .add(plan.loadsByName().isEmpty() ? CodeBlock.of("") : CodeBlock.of(",\n$L",
                        strings(plan.loadsByName())))
                .add(")$<$<")
                .build();
    }

    private static CodeBlock symbols(List<DowncallModel> calls) {
        List<CodeBlock> literals = calls.stream().map(call -> CodeBlock.of("$S", call.symbol())).distinct().toList();
        return literals.isEmpty() ? CodeBlock.of("$T.of()", List.class)
                : CodeBlock.of("$T.of(\n$>$>$L)$<$<", List.class, CodeBlock.join(literals, ",$W"));
    }

    private static CodeBlock strings(List<String> values) {
        List<CodeBlock> literals = values.stream().map(value -> CodeBlock.of("$S", value)).toList();
        return CodeBlock.of("$T.of($L)", List.class, CodeBlock.join(literals, ", "));
    }

    private static CodeBlock descriptor(DowncallModel call) {
        List<CodeBlock> layouts = new ArrayList<>();
        if (call.returns() != CType.VOID) {
            layouts.add(layout(call.returns()));
        }
        call.parameters().forEach(parameter -> layouts.add(layout(parameter.linkedType())));
        return CodeBlock.of("$T.$L($L)", FunctionDescriptor.class, call.returns() == CType.VOID ? "ofVoid" : "of",
                CodeBlock.join(layouts, ", "));
    }

    /** {@code ValueLayout.JAVA_INT}, qualified so no constant a spec declares can stand in for it. */
    static CodeBlock layout(CType type) {
        return CodeBlock.of("$T.$L", ValueLayout.class, type.layout());
    }

    /** The name of {@code call}'s holder, which calls that link alike share. */
    String holderName(DowncallModel call) {
        return names.holderOf(call);
    }

    /** The holder of {@code call}: its descriptor and handle, initialised on first use. */
    TypeSpec holder(DowncallModel call) {
        TypeSpec.Builder holder = TypeSpec.classBuilder(names.holderOf(call))
                .addJavadoc("$L\n", Javadocs.code(call.prototype()))
                .addModifiers(Modifier.STATIC, Modifier.FINAL)
                .addField(FieldSpec.builder(FunctionDescriptor.class, DESCRIPTOR, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$L", descriptor(call)).build());
        if (call.resolved()) {
            // No export to link: the resolver's answer is linked when the backend opens.
            holder.addJavadoc("\n<p>Reached through the API's resolver, not the library's exports.\n");
        } else {
            holder.addField(FieldSpec.builder(MethodHandle.class, HANDLE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$N.downcall($S, $N, $L)", library, call.symbol(), DESCRIPTOR, call.critical())
                    .build());
        }
        return holder.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build()).build();
    }

    /** The descriptor of {@code call}'s holder. */
    CodeBlock descriptorOf(DowncallModel call) {
        return CodeBlock.of("$T.$N", functions.nestedClass(names.holderOf(call)), DESCRIPTOR);
    }

    /** {@code public static LinkedLibrary library()}. */
    MethodSpec libraryAccessor() {
        return MethodSpec.methodBuilder("library")
                .addJavadoc("The linked library: its path, what was tried, and which optional symbols it has.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(LINKED_LIBRARY)
                .addStatement("return $N", library)
                .build();
    }

    /**
     * The typed downcall implementing the spec method of {@code call}, with the C prototype as Javadoc; where the
     * call takes handles ({@link Parameter#handle()}), it passes each segment's address to {@link #byAddress}.
     */
    MethodSpec downcall(DowncallModel call) {
        NameAllocator locals = new NameAllocator();
        MethodSpec.Builder method = MethodSpec.methodBuilder(call.method())
                .addJavadoc("$L\n", Javadocs.code(call.prototype()))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(javaType(call.returns()));
        List<CodeBlock> arguments = new ArrayList<>();
        for (Parameter parameter : call.parameters()) {
            String name = locals.newName(parameter.name());
            method.addParameter(javaType(parameter.type()), name);
            arguments.add(parameter.handle() ? CodeBlock.of("$T.address($N)", NATIVE_LINKER, name)
                    : CodeBlock.of("$N", name));
        }
        if (call.takesHandles()) {
            CodeBlock delegated = CodeBlock.of("$N($L)", names.called(call), CodeBlock.join(arguments, ", "));
            return method.addStatement(call.returns() == CType.VOID ? delegated : CodeBlock.of("return $L",
                    delegated)).build();
        }
        return method.addCode(body(call, CodeBlock.join(arguments, ", "), locals)).build();
    }

    /**
     * For a call with handle parameters, the downcall the backend beside the class makes: each handle as its
     * address ({@code long}), so no segment is made for the call; empty for a call without.
     */
    Optional<MethodSpec> byAddress(DowncallModel call) {
        if (!call.takesHandles()) {
            return Optional.empty();
        }
        NameAllocator locals = new NameAllocator();
        MethodSpec.Builder method = MethodSpec.methodBuilder(names.called(call))
                .addJavadoc("$L\n\n<p>Each handle as its address, as the backend passes it: no segment is made"
                        + " for the call.\n", Javadocs.code(call.prototype()))
                .returns(javaType(call.returns()));
        List<CodeBlock> arguments = new ArrayList<>();
        for (Parameter parameter : call.parameters()) {
            String name = locals.newName(parameter.name());
            method.addParameter(javaType(parameter.linkedType()), name);
            arguments.add(CodeBlock.of("$N", name));
        }
        return Optional.of(method.addCode(body(call, CodeBlock.join(arguments, ", "), locals)).build());
    }

    private CodeBlock body(DowncallModel call, CodeBlock arguments, NameAllocator locals) {
        CodeBlock invocation = invoke(call, arguments);
        return guarded(call.returns() == CType.VOID ? CodeBlock.of("$L;\n", invocation)
                : CodeBlock.of("return $L;\n", invocation), locals);
    }

    /** {@code (int) Functions.Holder.HANDLE.invokeExact(arguments)}, the cast omitted for void. */
    CodeBlock invoke(DowncallModel call, CodeBlock arguments) {
        CodeBlock exact = call.resolved() ? CodeBlock.of("$N.invokeExact($L)", resolvedFields.get(call), arguments)
                : CodeBlock.of("$T.$N.invokeExact($L)", functions.nestedClass(names.holderOf(call)), HANDLE,
                        arguments);
        return call.returns() == CType.VOID ? exact : CodeBlock.of("($T) $L", javaType(call.returns()), exact);
    }

    /**
     * {@code body} inside jextract's guard: a downcall handle throws only unchecked exceptions (a missing optional
     * symbol's {@code BackendUnavailableException} among them), so any other throwable is impossible and says so.
     */
    static CodeBlock guarded(CodeBlock body, NameAllocator locals) {
        String unchecked = locals.newName("unchecked");
        String impossible = locals.newName("impossible");
        return CodeBlock.builder()
                .beginControlFlow("try")
                .add(body)
                .nextControlFlow("catch ($T | $T $N)", Error.class, RuntimeException.class, unchecked)
                .addStatement("throw $N", unchecked)
                .nextControlFlow("catch ($T $N)", Throwable.class, impossible)
                .addStatement("throw new $T($S, $N)", AssertionError.class, "should not reach here", impossible)
                .endControlFlow()
                .build();
    }

    static TypeName javaType(CType type) {
        return switch (type) {
            case INT -> TypeName.INT;
            case LONG -> TypeName.LONG;
            case SHORT -> TypeName.SHORT;
            case BYTE -> TypeName.BYTE;
            case FLOAT -> TypeName.FLOAT;
            case DOUBLE -> TypeName.DOUBLE;
            case POINTER -> ClassName.get(MemorySegment.class);
            case VOID -> TypeName.VOID;
        };
    }
}
