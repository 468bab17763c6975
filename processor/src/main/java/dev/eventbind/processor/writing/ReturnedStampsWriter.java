package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.eventbind.api.DriverException;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BackendModel;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How {@link ReturnedEventsWriter}'s events are read for their timestamps: the holder's native event under its lock
 * (never recorded: refused, as the driver refuses a NULL event), a span's two stamps one after the other, and the
 * execution status asked where a stamp is not ready.
 */
final class ReturnedStampsWriter {

    private final BackendModel model;
    private final StatusWriter status;
    private final String health;
    private final ReturnedEventsWriter events;

    ReturnedStampsWriter(BackendModel model, StatusWriter status, String health, ReturnedEventsWriter events) {
        this.model = model;
        this.status = status;
        this.health = health;
        this.events = events;
    }

    /** The read takes the {@code Event} and its holder's native event under the holder's lock. */
    List<String> holdForTimestamp(MethodSpec.Builder read, ClassName event, Map<Argument, CodeBlock> passed) {
        passed.put(Argument.EVENT, CodeBlock.of("handle"));
        read.addParameter(event, "event")
                .addStatement("long handle = event.holder.lock()")
                .beginControlFlow("try")
                .beginControlFlow("if (handle == 0L)")
                .addStatement("throw new $T($S)", IllegalStateException.class, "the event has no time: it was"
                        + " never recorded")
                .endControlFlow();
        return List.of("handle");
    }

    /**
     * Each stamp read under its holder's lock, one after the other. A destroyed end is refused even where the
     * start's read fails first (not reached yet), as a destroyed handle is before any call.
     */
    CodeBlock readSpan(String read) {
        return CodeBlock.builder()
                .addStatement("long first")
                .beginControlFlow("try")
                .addStatement("first = $N(start)", read)
                .nextControlFlow("catch ($T failure)", DriverException.class)
                .addStatement("end.holder.ensureLive()")
                .addStatement("throw failure")
                .endControlFlow()
                .addStatement("long second = $N(end)", read)
                .build();
    }

    /**
     * Where a returned event's stamp read answers "not ready" and the query reads the command's execution status
     * (clGetEventInfo), the status tells the three meanings apart: not reached yet (the event's stream flushed once,
     * so a caller that polls the span sees it progress; then not ready), failed (the command's own error), or
     * reached a moment ago (read again; still missing, the stamp never comes, a queue without profiling, and the
     * failure is settled: never flagged not ready).
     */
    CodeBlock confirmNotReady(EventApiWriter api, BoundOp op, Map<Argument, CodeBlock> passed) {
        Optional<BoundOp> query = model.op(Op.EVENT_QUERY)
                .filter(q -> q.shape().arguments().contains(Argument.EXECUTION));
        if (query.isEmpty() || op.shape().returns() == CType.VOID) {
            return CodeBlock.of("");
        }
        Map<Argument, CodeBlock> asked = new EnumMap<>(Argument.class);
        asked.put(Argument.EVENT, passed.get(Argument.EVENT));
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (!($L) && $L)", status.succeeded("status"), status.notReady("status"))
                .add("// Not reached, failed, or reached a moment ago: the execution status tells.\n");
        events.flush().ifPresent(name -> code.add(events.flushPending(
                CodeBlock.of("event.holder.takeUnsubmitted()"))));
        return code.add(api.call(query.get(), asked, Optional.empty(), "query"))
                .addStatement("int execution = $L ? $N.get($L, 0) : 0", status.succeeded("query"),
                        EventApiWriter.OUT, LinkageWriter.layout(CType.INT))
                .beginControlFlow("if (execution < 0)")
                .addStatement("throw $N.note($L)", health, status.failure(query.get(), "execution"))
                .nextControlFlow("else if (execution == 0)")
                .add(api.call(op, passed, Optional.empty(), "again"))
                .beginControlFlow("if (!($L))", status.succeeded("again"))
                .addStatement("throw $N.note($L.settled($S, again))", health, status.convention(),
                        op.call().symbol())
                .endControlFlow()
                .addStatement("status = again")
                .endControlFlow()
                .endControlFlow()
                .build();
    }
}
