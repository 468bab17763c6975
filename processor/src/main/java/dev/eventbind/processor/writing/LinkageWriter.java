package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
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
import javax.lang.model.element.Modifier;

/**
 * Writes what every generated class shares, in jextract's shape: the library linked once, one
 * {@code static final MethodHandle} per symbol, and a typed downcall per spec method calling it with
 * {@code invokeExact} and an exact cast.
 */
final class LinkageWriter {

    static final ClassName LIBRARY_PLAN = ClassName.get("dev.eventbind.ffm", "LibraryPlan");
    static final ClassName NATIVE_SYMBOL = ClassName.get("dev.eventbind.ffm", "NativeSymbol");
    static final ClassName NATIVE_LINKER = ClassName.get("dev.eventbind.ffm", "NativeLinker");
    static final ClassName LINKED_LIBRARY = ClassName.get("dev.eventbind.ffm", "LinkedLibrary");
    static final ClassName SCRATCH = ClassName.get("dev.eventbind.ffm", "Scratch");
    static final ClassName C_STRINGS = ClassName.get("dev.eventbind.ffm", "CStrings");

    private final SpecModel model;
    private final MemberNames names;
    private final String library;
    private final String unexpected;

    LinkageWriter(SpecModel model, MemberNames names) {
        this.model = model;
        this.names = names;
        this.library = names.fresh("LIBRARY");
        this.unexpected = names.fresh("unexpected");
        model.calls().forEach(names::handle);
    }

    /** The library field's name. */
    String library() {
        return library;
    }

    /** {@code LIBRARY = NativeLinker.link(new LibraryPlan(...), List.of(new NativeSymbol(...), ...))}. */
    FieldSpec libraryField() {
        CodeBlock.Builder symbols = CodeBlock.builder().add("$T.of(", List.class).add("$>$>");
        for (int i = 0; i < model.calls().size(); i++) {
            DowncallModel call = model.calls().get(i);
            symbols.add("\n$L$L", symbol(call), i + 1 < model.calls().size() ? "," : "");
        }
        symbols.add(")$<$<");
        return FieldSpec.builder(LINKED_LIBRARY, library, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.link(\n$>$>$L,\n$L)$<$<", NATIVE_LINKER, plan(), symbols.build())
                .build();
    }

    private CodeBlock plan() {
        LibraryModel plan = model.library();
        return CodeBlock.builder()
                .add("new $T(\n$>$>", LIBRARY_PLAN)
                .add("$S,\n$S,\n", model.name(), plan.resource())
                .add("$L,\n$L,\n", strings(plan.names()), strings(plan.homeVariables()))
                .add("$L,\n$L,\n", strings(plan.defaultHomes()), strings(plan.subdirs()))
                .add("$S,\n$S)$<$<", plan.overrideProperty(), plan.overrideEnv())
                .build();
    }

    private static CodeBlock strings(List<String> values) {
        List<CodeBlock> literals = values.stream().map(value -> CodeBlock.of("$S", value)).toList();
        return CodeBlock.of("$T.of($L)", List.class, CodeBlock.join(literals, ", "));
    }

    private static CodeBlock symbol(DowncallModel call) {
        // $W: JavaPoet wraps there only when the line would pass its column limit.
        return CodeBlock.of("new $T($S,$W$L, $L, $L)", NATIVE_SYMBOL, call.symbol(), descriptor(call),
                call.critical(), call.optional());
    }

    private static CodeBlock descriptor(DowncallModel call) {
        List<CodeBlock> layouts = new ArrayList<>();
        if (call.returns() != CType.VOID) {
            layouts.add(layout(call.returns()));
        }
        call.parameters().forEach(parameter -> layouts.add(layout(parameter.type())));
        return CodeBlock.of("$T.$L($L)", FunctionDescriptor.class, call.returns() == CType.VOID ? "ofVoid" : "of",
                CodeBlock.join(layouts, ", "));
    }

    /** {@code ValueLayout.JAVA_INT}, written {@code JAVA_INT}: the member must be literal for the static import. */
    static CodeBlock layout(CType type) {
        return CodeBlock.of("$T." + type.layout(), ValueLayout.class);
    }

    /** {@code CUDA_EVENT_RECORD = LIBRARY.handle("cudaEventRecord")}, one per symbol. */
    List<FieldSpec> handleFields() {
        return model.calls().stream()
                .map(call -> FieldSpec.builder(MethodHandle.class, names.handleOf(call), Modifier.PRIVATE,
                        Modifier.STATIC, Modifier.FINAL)
                        .initializer("$N.handle($S)", library, call.symbol())
                        .build())
                .toList();
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

    /** The typed downcall implementing the spec method of {@code call}, with the C prototype as Javadoc. */
    MethodSpec downcall(DowncallModel call) {
        NameAllocator locals = new NameAllocator();
        MethodSpec.Builder method = MethodSpec.methodBuilder(call.method())
                .addJavadoc("{@code $L}\n", call.prototype())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(javaType(call.returns()));
        List<CodeBlock> arguments = new ArrayList<>();
        for (Parameter parameter : call.parameters()) {
            String name = locals.newName(parameter.name());
            method.addParameter(javaType(parameter.type()), name);
            arguments.add(CodeBlock.of("$N", name));
        }
        CodeBlock invocation = invoke(call, CodeBlock.join(arguments, ", "));
        return method.addCode(guarded(call, call.returns() == CType.VOID ? CodeBlock.of("$L;\n", invocation)
                : CodeBlock.of("return $L;\n", invocation), locals.newName("thrown"))).build();
    }

    /** {@code (int) HANDLE.invokeExact(arguments)}, the cast omitted for void. */
    CodeBlock invoke(DowncallModel call, CodeBlock arguments) {
        CodeBlock exact = CodeBlock.of("$N.invokeExact($L)", names.handleOf(call), arguments);
        return call.returns() == CType.VOID ? exact : CodeBlock.of("($T) $L", javaType(call.returns()), exact);
    }

    /** {@code body} inside the try that turns a checked throwable from {@code invokeExact} unchecked. */
    CodeBlock guarded(DowncallModel call, CodeBlock body, String throwable) {
        return CodeBlock.builder()
                .beginControlFlow("try")
                .add(body)
                .nextControlFlow("catch ($T $N)", Throwable.class, throwable)
                .addStatement("throw $N($S, $N)", unexpected, call.symbol(), throwable)
                .endControlFlow()
                .build();
    }

    /**
     * {@code unexpected(function, thrown)}: runtime exceptions (a missing optional symbol's
     * {@code BackendUnavailableException} among them) and errors pass unchanged; anything else is wrapped.
     */
    MethodSpec unexpectedMethod() {
        return MethodSpec.methodBuilder(unexpected)
                .addJavadoc("What a downcall threw: runtime exceptions and errors unchanged, anything else wrapped.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(RuntimeException.class)
                .addParameter(String.class, "function")
                .addParameter(Throwable.class, "thrown")
                .beginControlFlow("if (thrown instanceof $T e)", RuntimeException.class)
                .addStatement("return e")
                .endControlFlow()
                .beginControlFlow("if (thrown instanceof $T e)", Error.class)
                .addStatement("throw e")
                .endControlFlow()
                .addStatement("return new $T(function + $S, thrown)", IllegalStateException.class,
                        " failed unexpectedly")
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
