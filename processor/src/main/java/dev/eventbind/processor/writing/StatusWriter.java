package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import dev.eventbind.api.DriverException;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.StatusModel;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes how a backend turns a status into a {@link DriverException}: one {@code failure(function, status)}
 * method, the cached status texts it reads names from, and the vendor name functions behind them.
 */
final class StatusWriter {

    static final ClassName STATUS_TEXTS = ClassName.get("dev.eventbind.ffm", "StatusTexts");

    private final BackendModel model;
    private final LinkageWriter linkage;
    private final String backendField;
    private final String textsField;
    private final String failure;
    private final Optional<String> nameFunction;
    private final Optional<String> messageFunction;

    StatusWriter(BackendModel model, LinkageWriter linkage, MemberNames names, String backendField) {
        this.model = model;
        this.linkage = linkage;
        this.backendField = backendField;
        this.textsField = names.fresh("STATUS_TEXTS");
        this.failure = names.fresh("failure");
        this.nameFunction = model.op(Op.ERROR_NAME).map(op -> names.fresh("statusName"));
        this.messageFunction = model.op(Op.ERROR_MESSAGE).map(op -> names.fresh("statusMessage"));
    }

    /** The name of the failure method. */
    String failure() {
        return failure;
    }

    /** {@code if (status != SUCCESS) throw failure("cudaEventRecord", status);}. */
    CodeBlock check(BoundOp op, String status) {
        return CodeBlock.builder()
                .beginControlFlow("if ($N != $L)", status, model.status().success())
                .addStatement("throw $N($S, $N)", failure, op.call().symbol(), status)
                .endControlFlow()
                .build();
    }

    /** Whether {@code status} reads as success. */
    CodeBlock succeeded(String status) {
        return CodeBlock.of("$N == $L", status, model.status().success());
    }

    /** {@code STATUS_TEXTS = new StatusTexts(names, messages, table)}. */
    FieldSpec textsField(ClassName generated) {
        CodeBlock names = nameFunction.map(name -> CodeBlock.of("$T::$N", generated, name))
                .orElse(CodeBlock.of("code -> null"));
        CodeBlock messages = messageFunction.map(name -> CodeBlock.of("$T::$N", generated, name))
                .orElse(CodeBlock.of("code -> null"));
        return FieldSpec.builder(STATUS_TEXTS, textsField, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("new $T(\n$>$>$L,\n$L,\n$L)$<$<", STATUS_TEXTS, names, messages, table())
                .build();
    }

    private CodeBlock table() {
        List<CodeBlock> rows = new ArrayList<>();
        for (StatusModel.StatusCode code : model.status().codes()) {
            CodeBlock message = code.message().isEmpty() ? CodeBlock.of("null") : CodeBlock.of("$S", code.message());
            rows.add(CodeBlock.of("$T.entry($L,$Wnew $T($S,$W$L))", Map.class, code.value(),
                    STATUS_TEXTS.nestedClass("Text"), code.name(), message));
        }
        if (rows.isEmpty()) {
            return CodeBlock.of("$T.of()", Map.class);
        }
        return CodeBlock.of("$T.ofEntries(\n$>$>$L)$<$<", Map.class, CodeBlock.join(rows, ",\n"));
    }

    /** Every method this writer owns, in the order they are read. */
    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(failureMethod());
        nameFunction.ifPresent(name -> methods.add(textFunction(name, model.op(Op.ERROR_NAME).orElseThrow())));
        messageFunction.ifPresent(name -> methods.add(textFunction(name, model.op(Op.ERROR_MESSAGE).orElseThrow())));
        return methods;
    }

    private MethodSpec failureMethod() {
        List<Integer> poisoned = model.status().poisoned();
        CodeBlock isPoisoned = poisoned.isEmpty() ? CodeBlock.of("false") : CodeBlock.builder()
                .add("switch (status) {\n$>")
                .add("case $L -> true;\n", poisoned.stream().map(String::valueOf).collect(Collectors.joining(", ")))
                .add("default -> false;\n$<}")
                .build();
        return MethodSpec.methodBuilder(failure)
                .addJavadoc("The exception for a call that returned {@code status}: the one place statuses become"
                        + " errors.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(DriverException.class)
                .addParameter(String.class, "function")
                .addParameter(int.class, "status")
                .addStatement("$T text = $N.lookup(status)", STATUS_TEXTS.nestedClass("Text"), textsField)
                .addCode("boolean poisoned = $L;\n", isPoisoned)
                .addStatement("return new $T($N, function, status, text.name(), text.message(), poisoned)",
                        DriverException.class, backendField)
                .build();
    }

    /** The vendor's text for a status through an ERROR_NAME-shaped op; {@code null} when it has none. */
    private MethodSpec textFunction(String name, BoundOp op) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("What {@code $L} says about {@code status}, or {@code null}.\n", op.call().symbol())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(String.class)
                .addParameter(int.class, "status");
        if (op.returnsString()) {
            CodeBlock read = CodeBlock.of("return $T.read($L);\n", LinkageWriter.C_STRINGS,
                    linkage.invoke(op.call(), CodeBlock.of("status")));
            return method.addCode(linkage.guarded(op.call(), read, "thrown")).build();
        }
        method.addStatement("$T text = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH);
        method.addStatement("int result");
        method.addCode(linkage.guarded(op.call(), CodeBlock.of("result = $L;\n",
                linkage.invoke(op.call(), CodeBlock.of("status, text"))), "thrown"));
        return method.addStatement("return $L ? $T.read(text.get($L, 0)) : null", succeeded("result"),
                LinkageWriter.C_STRINGS, LinkageWriter.layout(CType.POINTER)).build();
    }
}
