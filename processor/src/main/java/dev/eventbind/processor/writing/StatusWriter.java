package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
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
 * Writes what a spec varies in how statuses read: its success value in each check, its not-ready and poisoned
 * codes and name table for the runtime's {@code StatusConvention}, and the vendor's name functions behind it.
 */
final class StatusWriter {

    static final ClassName STATUS_TEXTS = ClassName.get("dev.eventbind.ffm", "StatusTexts");
    static final ClassName STATUS_CONVENTION = ClassName.get("dev.eventbind.binding", "StatusConvention");

    private final StatusModel statuses;
    private final Optional<BoundOp> nameOp;
    private final Optional<BoundOp> messageOp;
    private final LinkageWriter linkage;
    private final String backendField;
    private final String statusField;
    private final Optional<String> nameFunction;
    private final Optional<String> messageFunction;

    /** The convention of an {@code @EventBackend}, with the vendor's name functions its ops bind. */
    StatusWriter(BackendModel model, LinkageWriter linkage, MemberNames names, String backendField) {
        this(model.status(), model.op(Op.ERROR_NAME), model.op(Op.ERROR_MESSAGE), linkage, names, backendField);
    }

    /** The convention of a {@code @NativeFunctions} spec: its table only, as it binds no ops. */
    StatusWriter(StatusModel status, LinkageWriter linkage, MemberNames names, String backendField) {
        this(status, Optional.empty(), Optional.empty(), linkage, names, backendField);
    }

    private StatusWriter(StatusModel status, Optional<BoundOp> nameOp, Optional<BoundOp> messageOp,
            LinkageWriter linkage, MemberNames names, String backendField) {
        this.statuses = status;
        this.nameOp = nameOp;
        this.messageOp = messageOp;
        this.linkage = linkage;
        this.backendField = backendField;
        this.statusField = names.fresh("STATUS");
        this.nameFunction = nameOp.map(op -> names.fresh("statusName"));
        this.messageFunction = messageOp.map(op -> names.fresh("statusMessage"));
    }

    /**
     * {@code if (status != SUCCESS) throw health.note(STATUS.failure("cudaEventRecord", status));}: the failure
     * goes through the instance's {@code DeviceHealth}, which keeps the first one that poisons the device.
     */
    CodeBlock check(BoundOp op, String status, String health) {
        if (op.shape().returns() == CType.VOID) {
            return CodeBlock.of("");
        }
        return CodeBlock.builder()
                .beginControlFlow("if ($N != $L)", status, statuses.success())
                .addStatement("throw $N.note($L)", health, failure(op, status))
                .endControlFlow()
                .build();
    }

    /**
     * {@code if (status == SUCCESS) return true; if (STATUS.notReady(status)) return false; throw health.note(...);}:
     * the answer of a call that asks whether the device has reached something (a query, a wait with a timeout).
     */
    CodeBlock reached(BoundOp op, String status, String health) {
        return CodeBlock.builder()
                .beginControlFlow("if ($L)", succeeded(status))
                .addStatement("return true")
                .endControlFlow()
                .beginControlFlow("if ($L)", notReady(status))
                .addStatement("return false")
                .endControlFlow()
                .addStatement("throw $N.note($L)", health, failure(op, status))
                .build();
    }

    /**
     * {@code int execution = ...; if (execution == 0) return true; if (execution > 0) return false; throw ...;}:
     * the answer of an info call that writes a command's execution status ({@code CL_COMPLETE} 0 reached, a
     * positive status queued, submitted or running, a negative one the command's own error status).
     */
    CodeBlock execution(BoundOp op, CodeBlock read, String health) {
        return CodeBlock.builder()
                .addStatement("int execution = $L", read)
                .beginControlFlow("if (execution == 0)")
                .addStatement("return true")
                .endControlFlow()
                .beginControlFlow("if (execution > 0)")
                .addStatement("return false")
                .endControlFlow()
                .addStatement("throw $N.note($L)", health, failure(op, "execution"))
                .build();
    }

    /** {@code STATUS.failure("cudaEventRecord", status)}. */
    CodeBlock failure(BoundOp op, String status) {
        return CodeBlock.of("$N.failure($S, $N)", statusField, op.call().symbol(), status);
    }

    /** {@code STATUS.checkFaultPlan(library)}: the installed fault plan checked against the spec's convention. */
    CodeBlock checkFaultPlan(CodeBlock library) {
        return CodeBlock.of("$N.checkFaultPlan($L)", statusField, library);
    }

    /** {@code STATUS}, the spec's convention. */
    CodeBlock convention() {
        return CodeBlock.of("$N", statusField);
    }

    /** {@code STATUS.notReady(status)}. */
    CodeBlock notReady(String status) {
        return CodeBlock.of("$N.notReady($N)", statusField, status);
    }

    /**
     * {@code public static StatusConvention statusConvention()}: the spec's convention, for code that calls the
     * spec's other functions (a backend's workloads) and reports their statuses as the event calls do.
     */
    MethodSpec accessor() {
        return MethodSpec.methodBuilder("statusConvention")
                .addJavadoc("The status convention the spec declares, as the event calls apply it: for calls to the\n"
                        + "spec's other functions, so that their statuses read the same way (names, messages, the\n"
                        + "codes that mean not ready and a poisoned device).\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(STATUS_CONVENTION)
                .addStatement("return $N", statusField)
                .build();
    }

    /** Whether {@code status} reads as success. */
    CodeBlock succeeded(String status) {
        return CodeBlock.of("$N == $L", status, statuses.success());
    }

    /**
     * {@code STATUS = new StatusConvention(BACKEND, notReady, poisoned, StatusTexts.fromTable(...))}, or with the
     * vendor's name functions {@code new StatusTexts(names, messages, table)}.
     */
    FieldSpec field(ClassName generated) {
        CodeBlock names = nameFunction.map(name -> CodeBlock.of("$T::$N", generated, name))
                .orElse(CodeBlock.of("code -> null"));
        CodeBlock messages = messageFunction.map(name -> CodeBlock.of("$T::$N", generated, name))
                .orElse(CodeBlock.of("code -> null"));
        CodeBlock texts = nameFunction.isEmpty() && messageFunction.isEmpty()
                ? CodeBlock.of("$T.fromTable($L)", STATUS_TEXTS, table())
                : CodeBlock.of("new $T(\n$>$>$L,\n$L,\n$L)$<$<", STATUS_TEXTS, names, messages, table());
        return FieldSpec.builder(STATUS_CONVENTION, statusField, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("new $T($N, $L, $L,\n$>$>$L)$<$<", STATUS_CONVENTION, backendField,
                        codes(statuses.notReady()), codes(statuses.poisoned()), texts)
                .build();
    }

    private static CodeBlock codes(List<Integer> codes) {
        return CodeBlock.of("new int[] {$L}", codes.stream().map(String::valueOf).collect(Collectors.joining(", ")));
    }

    /** The most rows of a status table whose types javac infers quickly. */
    private static final int INFERRED_ROWS = 64;

    private CodeBlock table() {
        List<CodeBlock> rows = new ArrayList<>();
        for (StatusModel.StatusCode code : statuses.codes()) {
            rows.add(CodeBlock.of("$T.entry($L,$Wnew $T($L))", Map.class, code.value(),
                    STATUS_TEXTS.nestedClass("Text"), text(code)));
        }
        if (rows.isEmpty()) {
            return CodeBlock.of("$T.of()", Map.class);
        }
        if (rows.size() > INFERRED_ROWS) {
            // javac infers one varargs call over hundreds of generic arguments in minutes; a witness skips that.
            return CodeBlock.of("$T.<$T, $T>ofEntries(\n$>$>$L)$<$<", Map.class, Integer.class,
                    STATUS_TEXTS.nestedClass("Text"), CodeBlock.join(rows, ",\n"));
        }
        return CodeBlock.of("$T.ofEntries(\n$>$>$L)$<$<", Map.class, CodeBlock.join(rows, ",\n"));
    }

    /** {@code "CL_SUCCESS"}, with the message and hexadecimal literal where the row has them. */
    private static CodeBlock text(StatusModel.StatusCode code) {
        if (code.message().isEmpty() && code.literal().isEmpty()) {
            return CodeBlock.of("$S", code.name());
        }
        CodeBlock message = code.message().isEmpty() ? CodeBlock.of("null") : CodeBlock.of("$S", code.message());
        CodeBlock literal = code.literal().isEmpty() ? CodeBlock.of("") : CodeBlock.of(",$W$S", code.literal());
        return CodeBlock.of("$S,$W$L$L", code.name(), message, literal);
    }

    /** The vendor name functions, in the order they are read. */
    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        nameFunction.ifPresent(name -> methods.add(textFunction(name, nameOp.orElseThrow())));
        messageFunction.ifPresent(name -> methods.add(textFunction(name, messageOp.orElseThrow())));
        return methods;
    }

    /** The vendor's text for a status through an ERROR_NAME-shaped op; {@code null} when it has none. */
    private MethodSpec textFunction(String name, BoundOp op) {
        NameAllocator locals = new NameAllocator();
        locals.newName("status");
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("What {@code $L} says about {@code status}, or {@code null}.\n", op.call().symbol())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(GeneratedFiles.nullable(TypeName.get(String.class)))
                .addParameter(int.class, "status");
        if (op.shape().returnsString()) {
            CodeBlock read = CodeBlock.of("return $T.read($L);\n", LinkageWriter.C_STRINGS,
                    linkage.invoke(op.call(), CodeBlock.of("status")));
            return method.addCode(LinkageWriter.guarded(read, locals)).build();
        }
        String text = locals.newName("text");
        String result = locals.newName("result");
        method.addStatement("$T $N = $T.get()", MemorySegment.class, text, LinkageWriter.SCRATCH);
        method.addStatement("int $N", result);
        method.addCode(LinkageWriter.guarded(CodeBlock.of("$N = $L;\n", result,
                linkage.invoke(op.call(), CodeBlock.of("status, $N", text))), locals));
        return method.addStatement("return $L ? $T.read($N.get($L, 0)) : null", succeeded(result),
                LinkageWriter.C_STRINGS, text, LinkageWriter.layout(CType.POINTER)).build();
    }
}
