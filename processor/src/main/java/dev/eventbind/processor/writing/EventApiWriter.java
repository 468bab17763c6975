package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.Elapsed;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import java.lang.foreign.MemorySegment;
import javax.lang.model.element.Modifier;

/**
 * Writes the {@code EventApi} method of each required op on top of the op's typed downcall: handles come from
 * the event and stream objects (refused once destroyed), out-parameters go through the per-thread scratch
 * segment, and every status other than success goes to the one failure method.
 */
final class EventApiWriter {

    private final ClassName event;
    private final ClassName stream;
    private final StatusWriter status;

    EventApiWriter(ClassName event, ClassName stream, StatusWriter status) {
        this.event = event;
        this.stream = stream;
        this.status = status;
    }

    /** The EventApi method {@code op} implements; only called for the required ops. */
    MethodSpec method(BoundOp op) {
        return switch (op.op()) {
            case EVENT_CREATE -> create(op, "eventCreate", event);
            case STREAM_CREATE -> create(op, "streamCreateNonBlocking", stream);
            case EVENT_DESTROY -> call(op, "eventDestroy", "event.release()").addParameter(event, "event").build();
            case STREAM_DESTROY -> call(op, "streamDestroy", "stream.release()").addParameter(stream, "stream")
                    .build();
            case EVENT_RECORD -> call(op, "eventRecord", "event.handle(), stream.handle()")
                    .addParameter(event, "event").addParameter(stream, "stream").build();
            case EVENT_WAIT -> call(op, "eventWait", "event.handle()").addParameter(event, "event").build();
            case STREAM_SYNCHRONIZE -> call(op, "streamSynchronize", "stream.handle()")
                    .addParameter(stream, "stream").build();
            case STREAM_WAIT_EVENT -> call(op, "streamWaitEvent", "stream.handle(), event.handle()" + flags(op))
                    .addParameter(stream, "stream").addParameter(event, "event").build();
            case EVENT_ELAPSED -> elapsed(op);
            case ERROR_NAME, ERROR_MESSAGE, VERSION, INIT ->
                    throw new IllegalArgumentException(op.op() + " has no EventApi method");
        };
    }

    private static String flags(BoundOp op) {
        return op.passesFlags() ? ", " + op.flags() : "";
    }

    private static MethodSpec.Builder start(BoundOp op, String name, TypeName returns) {
        return MethodSpec.methodBuilder(name)
                .addJavadoc("Calls {@code $L}.\n", op.call().prototype())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns)
                .addException(DriverException.class);
    }

    /** A call whose arguments are handles and constants: status checked, nothing returned. */
    private MethodSpec.Builder call(BoundOp op, String name, String arguments) {
        return start(op, name, TypeName.VOID)
                .addStatement("int status = $N($L)", op.call().method(), arguments)
                .addCode(status.check(op, "status"));
    }

    /** Create: the handle comes back through the scratch segment and is read before anything else runs. */
    private MethodSpec create(BoundOp op, String name, ClassName type) {
        return start(op, name, type)
                .addStatement("$T created = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                .addStatement("int status = $N(created$L)", op.call().method(),
                        op.passesFlags() ? ", " + op.flags() : "")
                .addCode(status.check(op, "status"))
                .addStatement("return new $T(created.get($L, 0))", type, LinkageWriter.layout(CType.POINTER))
                .build();
    }

    /** Elapsed: float milliseconds through the scratch segment, clamped by the runtime's one clamp. */
    private MethodSpec elapsed(BoundOp op) {
        return start(op, "eventElapsedNanos", TypeName.LONG)
                .addParameter(event, "start")
                .addParameter(event, "end")
                .addStatement("$T millis = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                .addStatement("int status = $N(millis, start.handle(), end.handle())", op.call().method())
                .addCode(status.check(op, "status"))
                .addStatement("return $T.clampMillis(millis.get($L, 0))", Elapsed.class,
                        LinkageWriter.layout(CType.FLOAT))
                .build();
    }
}
