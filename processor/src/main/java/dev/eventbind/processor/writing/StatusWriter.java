package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.SpecModel;
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
 * Writes what a spec varies in how statuses read. The functions class states the convention
 * ({@code StatusConvention.builder(BACKEND).notReady(600)...build()}, with the vendor's name functions called
 * through its shared instance); the events class refers to it and checks calls through its {@code DeviceHealth}.
 */
final class StatusWriter {

    static final ClassName STATUS_TEXTS = ClassName.get("dev.eventbind.ffm", "StatusTexts");
    static final ClassName STATUS_CONVENTION = ClassName.get("dev.eventbind.binding", "StatusConvention");

    private final StatusModel statuses;
    private final Optional<BoundOp> nameOp;
    private final Optional<BoundOp> messageOp;
    private final String backendField;
    private final String statusField;
    /** How the class being written reaches the convention: its own field, or its accessor. */
    private final CodeBlock self;
    /** For an events class, the functions class that states the convention. */
    private final Optional<ClassName> stated;
    private final Optional<String> nameFunction;
    private final Optional<String> messageFunction;

    /**
     * The convention as the functions class of a spec states it; {@code linked}, its shared instance, makes the
     * vendor's name calls where the spec binds them.
     */
    StatusWriter(SpecModel model, StatusModel status, MemberNames names, String backendField) {
        this(status, model instanceof BackendModel backend ? backend.op(Op.ERROR_NAME) : Optional.empty(),
                model instanceof BackendModel backend ? backend.op(Op.ERROR_MESSAGE) : Optional.empty(), names,
                backendField, Optional.empty());
    }

    /** The convention as an events class reaches it: {@code functions} states it. */
    StatusWriter(BackendModel model, MemberNames names, ClassName functions) {
        this(model.status(), Optional.empty(), Optional.empty(), names, "", Optional.of(functions));
    }

    private StatusWriter(StatusModel status, Optional<BoundOp> nameOp, Optional<BoundOp> messageOp,
            MemberNames names, String backendField, Optional<ClassName> stated) {
        this.statuses = status;
        this.nameOp = nameOp;
        this.messageOp = messageOp;
        this.backendField = backendField;
        this.stated = stated;
        this.statusField = stated.isPresent() ? "" : names.fresh("STATUS");
        this.self = stated.isPresent() ? CodeBlock.of("statusConvention()") : CodeBlock.of("$N", statusField);
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
        return CodeBlock.of("$L.failure($S, $N)", self, op.call().symbol(), status);
    }

    /** {@code STATUS.checkFaultPlan(library)}: the installed fault plan checked against the spec's convention. */
    CodeBlock checkFaultPlan(CodeBlock library) {
        return CodeBlock.of("$L.checkFaultPlan($L)", self, library);
    }

    /** {@code STATUS}, the spec's convention. */
    CodeBlock convention() {
        return self;
    }

    /** {@code STATUS.notReady(status)}. */
    CodeBlock notReady(String status) {
        return CodeBlock.of("$L.notReady($N)", self, status);
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
                .addStatement("return $L", stated.map(functions -> CodeBlock.of("$T.statusConvention()", functions))
                        .orElse(self))
                .build();
    }

    /** Whether {@code status} reads as success. */
    CodeBlock succeeded(String status) {
        return CodeBlock.of("$N == $L", status, statuses.success());
    }

    /**
     * {@code STATUS = StatusConvention.builder(BACKEND).notReady(...).poisoned(...)...build()}: each part the spec
     * sets, named; the vendor's name functions of {@code functions} where it binds them.
     */
    FieldSpec field(ClassName functions) {
        CodeBlock.Builder built = CodeBlock.builder().add("$T.builder($N)$>$>", STATUS_CONVENTION, backendField);
        if (statuses.success() != 0) {
            built.add("\n.success($L)", statuses.success());
        }
        if (!statuses.notReady().isEmpty()) {
            built.add("\n.notReady($L)", codes(statuses.notReady()));
        }
        if (!statuses.poisoned().isEmpty()) {
            built.add("\n.poisoned($L)", codes(statuses.poisoned()));
        }
        nameFunction.ifPresent(name -> built.add("\n.names($T::$N)", functions, name));
        messageFunction.ifPresent(name -> built.add("\n.messages($T::$N)", functions, name));
        if (!statuses.codes().isEmpty()) {
            built.add("\n.table($L)", table());
        }
        return FieldSpec.builder(STATUS_CONVENTION, statusField, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer(built.add("\n.build()$<$<").build())
                .build();
    }

    private static CodeBlock codes(List<Integer> codes) {
        return CodeBlock.of("$L", codes.stream().map(String::valueOf).collect(Collectors.joining(", ")));
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

    /** The vendor name functions, in the order they are read, calling {@code linked}. */
    List<MethodSpec> methods(String linked) {
        List<MethodSpec> methods = new ArrayList<>();
        nameFunction.ifPresent(name -> methods.add(textFunction(name, nameOp.orElseThrow(), linked)));
        messageFunction.ifPresent(name -> methods.add(textFunction(name, messageOp.orElseThrow(), linked)));
        return methods;
    }

    /** Whether the convention calls the vendor's name functions through the functions class's shared instance. */
    boolean callsFunctions() {
        return nameFunction.isPresent() || messageFunction.isPresent();
    }

    /**
     * The vendor's text for a status through an ERROR_NAME-shaped op, called on {@code linked}, the functions
     * class's shared instance; {@code null} when it has none.
     */
    private MethodSpec textFunction(String name, BoundOp op, String linked) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("What {@code $L} says about {@code status}, or {@code null}.\n", op.call().symbol())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(GeneratedFiles.nullable(TypeName.get(String.class)))
                .addParameter(int.class, "status");
        if (op.shape().returnsString()) {
            return method.addStatement("return $T.read($N.$N(status))", LinkageWriter.C_STRINGS, linked,
                    op.call().method()).build();
        }
        return method.addStatement("$T text = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                .addStatement("int result = $N.$N(status, text)", linked, op.call().method())
                .addStatement("return $L ? $T.read(text.get($L, 0)) : null", succeeded("result"),
                        LinkageWriter.C_STRINGS, LinkageWriter.layout(CType.POINTER))
                .build();
    }
}
