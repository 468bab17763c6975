package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.SpecModel;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes what a functions class adds for the functions the API's own resolver reaches ({@code @Bind(resolved =
 * true)}, {@link Op#PROC_ADDRESS}): an instance field per function, a handle that throws until the backend opens,
 * and {@code resolved(device)}, which asks the resolver for each once and links its answer. A spec with no resolved
 * function adds nothing.
 */
final class ResolverWriter {

    static final ClassName PROC_ADDRESSES = ClassName.get("dev.eventbind.ffm", "ProcAddresses");

    private final SpecModel model;
    private final LinkageWriter linkage;
    private final ClassName functions;
    private final Map<DowncallModel, String> fields;

    ResolverWriter(SpecModel model, LinkageWriter linkage) {
        this.model = model;
        this.linkage = linkage;
        this.functions = GeneratedFiles.className(model.functions());
        this.fields = linkage.resolvedFields();
    }

    /** The resolver, when the spec binds one. */
    private Optional<BoundOp> resolver() {
        return model instanceof BackendModel backend ? backend.op(Op.PROC_ADDRESS) : Optional.empty();
    }

    /** One {@code MethodHandle} field per resolved function. */
    List<FieldSpec> fields() {
        return fields.entrySet().stream().map(entry -> FieldSpec.builder(MethodHandle.class, entry.getValue(),
                Modifier.PRIVATE, Modifier.FINAL).addJavadoc("{@code $L}, as the resolver answered it.\n",
                entry.getKey().symbol()).build()).toList();
    }

    /** The private constructor, taking the resolved functions' handles. */
    MethodSpec constructor() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE);
        fields.values().forEach(field -> constructor.addParameter(MethodHandle.class, field)
                .addStatement("this.$N = $N", field, field));
        return constructor.build();
    }

    /** What {@code open()} constructs: the resolved functions not yet resolved, each a handle that throws. */
    CodeBlock unresolved() {
        String resolverSymbol = resolver().map(op -> op.call().symbol()).orElse("");
        List<CodeBlock> handles = fields.keySet().stream().map(call -> CodeBlock.of("$T.unresolved($S, $S, $S, $L)",
                PROC_ADDRESSES, model.name(), call.symbol(), resolverSymbol, linkage.descriptorOf(call))).toList();
        return handles.isEmpty() ? CodeBlock.of("new $T()", functions)
                : CodeBlock.of("new $T(\n$>$>$L)$<$<", functions, CodeBlock.join(handles, ",\n"));
    }

    /** {@code resolved(device)}, when the spec resolves any function. */
    Optional<MethodSpec> resolvedMethod() {
        if (fields.isEmpty() || resolver().isEmpty()) {
            return Optional.empty();
        }
        BoundOp resolver = resolver().get();
        MethodSpec.Builder method = MethodSpec.methodBuilder("resolved")
                .addJavadoc("These functions with those reached through {@code $L} resolved by it: each is asked"
                        + " for once.\n\n", resolver.call().symbol())
                .addAnnotation(LinkageWriter.RESTRICTED)
                .addModifiers(Modifier.PUBLIC)
                .returns(functions);
        if (resolver.takesDevice()) {
            method.addJavadoc("@param device what {@code DEVICE_GET} wrote\n")
                    .addParameter(MemorySegment.class, "device");
        }
        method.addJavadoc("@throws $T when the resolver answers {@code NULL} for one\n",
                dev.eventbind.api.BackendUnavailableException.class);
        method.addStatement("$T.checkCaller($S)", LinkageWriter.NATIVE_ACCESS, functions.simpleName() + ".resolved")
                .addStatement("$T resolver = new $T($S, $S, $L)", PROC_ADDRESSES, PROC_ADDRESSES, model.name(),
                        callText(resolver), lookup(resolver));
        List<CodeBlock> handles = new ArrayList<>();
        fields.keySet().forEach(call -> handles.add(CodeBlock.of("resolver.downcall($S, $L, $L)", call.symbol(),
                linkage.descriptorOf(call), call.critical())));
        return Optional.of(method.addStatement("return new $T(\n$>$>$L)$<$<", functions,
                CodeBlock.join(handles, ",\n")).build());
    }

    /** The lambda asking the resolver for one name: its answer, or {@code NULL} where a status form fails. */
    private CodeBlock lookup(BoundOp resolver) {
        CodeBlock call = CodeBlock.of("$N($L)", resolver.call().method(), arguments(resolver));
        if (resolver.shape().returns() == CType.POINTER) {
            return CodeBlock.of("name -> $L", call);
        }
        // Plain lines, not statements: the lambda sits inside the statement that constructs the resolver.
        return CodeBlock.builder().add("name -> {\n$>")
                .add("$T function = $T.get();\n", MemorySegment.class, LinkageWriter.SCRATCH)
                .add("return $L == $L ? function.get($T.ADDRESS, 0) : $T.NULL;\n", call,
                        ((BackendModel) model).status().success(), ValueLayout.class, MemorySegment.class)
                .add("$<}")
                .build();
    }

    private static CodeBlock arguments(BoundOp resolver) {
        List<CodeBlock> list = new ArrayList<>();
        List<Optional<Argument>> arguments = resolver.arguments();
        for (int i = 0; i < arguments.size(); i++) {
            Optional<Argument> argument = arguments.get(i);
            if (argument.isPresent()) {
                list.add(CodeBlock.of(argument.get() == Argument.NAME ? "name" : "function"));
            } else {
                list.add(switch (resolver.bound().get(i).orElseThrow()) {
                    case Bound.FromOp from -> CodeBlock.of("device");
                    case Bound.ConstantValue(long value, CType type) -> CallWriter.constant(value, type);
                    case Bound.DescriptorValue d -> throw new IllegalArgumentException("a resolver takes no"
                            + " descriptor");
                });
            }
        }
        return CodeBlock.join(list, ", ");
    }

    /** The resolver's call as messages show it, {@code %s} standing for the name: {@code f(device, %s)}. */
    private static String callText(BoundOp resolver) {
        List<String> list = new ArrayList<>();
        List<Optional<Argument>> arguments = resolver.arguments();
        for (int i = 0; i < arguments.size(); i++) {
            Optional<Argument> argument = arguments.get(i);
            if (argument.isPresent()) {
                list.add(argument.get() == Argument.NAME ? "%s" : "&function");
            } else {
                list.add(switch (resolver.bound().get(i).orElseThrow()) {
                    case Bound.FromOp from -> "device";
                    case Bound.ConstantValue(long value, CType type) -> type == CType.POINTER ? "NULL"
                            : Long.toString(value);
                    case Bound.DescriptorValue d -> "descriptor";
                });
            }
        }
        return resolver.call().symbol() + "(" + String.join(", ", list) + ")";
    }
}
