package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the {@code EventApi} method an op's shape names on top of the op's raw downcall, reading from the shape
 * how each argument is passed: handles from the event and stream objects (refused once destroyed), out-parameters
 * through the per-thread scratch segment, the flags constant; every status other than success becomes a
 * {@link DriverException}.
 */
final class EventApiWriter {

    /** The scratch segment's local name; no EventApi parameter is called so. */
    private static final String OUT = "out";

    private final ClassName event;
    private final ClassName stream;
    private final StatusWriter status;
    private final String functions;
    private final String health;

    EventApiWriter(ClassName event, ClassName stream, StatusWriter status, String functions, String health) {
        this.event = event;
        this.stream = stream;
        this.status = status;
        this.functions = functions;
        this.health = health;
    }

    /** The EventApi method {@code op} implements; only for a shape that names one. */
    MethodSpec method(BoundOp op) {
        String name = op.shape().eventApiMethod().orElseThrow(
                () -> new IllegalArgumentException(op.op() + " has no EventApi method"));
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("Calls $L.\n", Javadocs.code(op.call().prototype()))
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns(op))
                .addException(DriverException.class);
        List<Argument> arguments = op.shape().arguments();
        for (Argument argument : arguments) {
            parameter(argument).ifPresent(p -> method.addParameter(p.type(), p.name()));
        }
        boolean destroys = arguments.contains(Argument.RELEASED_EVENT) || arguments.contains(Argument.RELEASED_STREAM);
        if (!destroys) {
            // A poisoned device fails fast; a destroy still reaches the driver, so handles are released.
            method.addStatement("$N.check($S)", health, op.call().symbol());
        }
        if (arguments.stream().anyMatch(EventApiWriter::isOut)) {
            method.addStatement("$T $N = $T.get()", MemorySegment.class, OUT, LinkageWriter.SCRATCH);
        }
        if (arguments.contains(Argument.RELEASED_STREAM)) {
            method.addStatement("$T handle = stream.release()", MemorySegment.class)
                    .beginControlFlow("if (!stream.owned())")
                    .addComment("Borrowed: its creator destroys the driver's stream.")
                    .addStatement("return")
                    .endControlFlow();
        }
        List<CodeBlock> passed = new ArrayList<>();
        arguments.forEach(argument -> passed.add(pass(argument, op)));
        method.addStatement("int status = $N.$N($L)", functions, op.call().method(), CodeBlock.join(passed, ", "));
        return finish(method, op).build();
    }

    private TypeName returns(BoundOp op) {
        List<Argument> arguments = op.shape().arguments();
        if (arguments.contains(Argument.NEW_EVENT)) {
            return event;
        }
        if (arguments.contains(Argument.NEW_STREAM)) {
            return stream;
        }
        if (arguments.contains(Argument.MILLIS)) {
            return TypeName.LONG;
        }
        return op.op() == Op.EVENT_QUERY ? TypeName.BOOLEAN : TypeName.VOID;
    }

    private static boolean isOut(Argument argument) {
        return argument == Argument.NEW_EVENT || argument == Argument.NEW_STREAM || argument == Argument.MILLIS;
    }

    private record Declared(TypeName type, String name) {
    }

    /** The EventApi parameter behind a handle argument, in the C order, which is the EventApi order too. */
    private java.util.Optional<Declared> parameter(Argument argument) {
        return java.util.Optional.ofNullable(switch (argument) {
            case EVENT, RELEASED_EVENT -> new Declared(event, "event");
            case STREAM, RELEASED_STREAM -> new Declared(stream, "stream");
            case START -> new Declared(event, "start");
            case END -> new Declared(event, "end");
            case NEW_EVENT, NEW_STREAM, MILLIS, FLAGS, STATUS, TEXT, VERSION -> null;
        });
    }

    private static CodeBlock pass(Argument argument, BoundOp op) {
        return switch (argument) {
            case NEW_EVENT, NEW_STREAM, MILLIS -> CodeBlock.of("$N", OUT);
            case EVENT -> CodeBlock.of("event.handle()");
            case RELEASED_EVENT -> CodeBlock.of("event.release()");
            case STREAM -> CodeBlock.of("stream.handle()");
            case RELEASED_STREAM -> CodeBlock.of("handle");
            case START -> CodeBlock.of("start.handle()");
            case END -> CodeBlock.of("end.handle()");
            case FLAGS -> flags(op);
            case STATUS, TEXT, VERSION -> throw new IllegalArgumentException(argument + " is not an EventApi argument");
        };
    }

    /** The spec's named constant ({@code CudaRuntime.EVENT_DEFAULT}) where it wrote one, else the number. */
    static CodeBlock flags(BoundOp op) {
        return op.flagsName().map(name -> CodeBlock.of("$T.$N", GeneratedFiles.className(name.owner()), name.field()))
                .orElseGet(() -> CodeBlock.of("$L", op.flags()));
    }

    /** The status check and the result: a new handle, the clamped span, the query's answer, or nothing. */
    private MethodSpec.Builder finish(MethodSpec.Builder method, BoundOp op) {
        if (op.op() == Op.EVENT_QUERY) {
            return method.beginControlFlow("if ($L)", status.succeeded("status"))
                    .addStatement("return true")
                    .endControlFlow()
                    .beginControlFlow("if ($L)", status.notReady("status"))
                    .addStatement("return false")
                    .endControlFlow()
                    .addStatement("throw $N.note($L)", health, status.failure(op, "status"));
        }
        method.addCode(status.check(op, "status", health));
        TypeName returns = returns(op);
        if (returns.equals(TypeName.LONG)) {
            method.addStatement("return $T.clampMillis($N.get($L, 0))", Elapsed.class, OUT,
                    LinkageWriter.layout(CType.FLOAT));
        } else if (!returns.equals(TypeName.VOID)) {
            method.addStatement(returns.equals(stream) ? "return new $T($N.get($L, 0), true)"
                    : "return new $T($N.get($L, 0))", returns, OUT, LinkageWriter.layout(CType.POINTER));
        }
        return method;
    }
}
