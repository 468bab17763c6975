package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.spec.Op;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * An API whose record returns a new event ({@code clEnqueueMarkerWithWaitList(queue, 0, NULL, &event)}) has no
 * event create: {@code eventCreate} makes an empty holder the first record fills. So {@link Op#EVENT_CREATE} is
 * required exactly when the record does not return its event, which the header's roles tell; without a header, a
 * spec that binds no create has a record that returns its event.
 */
final class ReturnedEvents {

    private ReturnedEvents() {
    }

    /**
     * Reports a missing or superfluous event create, and returns {@code chosen} with the record's shape settled
     * where the header did not choose it.
     */
    static Map<ExecutableElement, OpShape> settle(TypeElement spec, List<DeclaredMethod> methods,
            Map<ExecutableElement, OpShape> chosen, Set<Op> handWritten, ValidationReport report) {
        Optional<DeclaredMethod> record = bound(methods, Op.EVENT_RECORD);
        Optional<DeclaredMethod> create = bound(methods, Op.EVENT_CREATE);
        boolean created = create.isPresent() || handWritten.contains(Op.EVENT_CREATE);
        if (record.isEmpty() || record.get().shape().isEmpty()) {
            if (!created && !handWritten.contains(Op.EVENT_RECORD)) {
                report.report(Rule.MISSING_OP, "EVENT_CREATE is not bound", spec);
            }
            return chosen;
        }
        Map<ExecutableElement, OpShape> settled = new HashMap<>(chosen);
        ExecutableElement method = record.get().method();
        OpShape shape = settled.get(method);
        if (shape == null) {
            shape = created ? record.get().shape().get() : OpShapes.alike(record.get().shape().get()).stream()
                    .filter(s -> s.arguments().contains(Argument.RETURNED_EVENT)).findFirst()
                    .orElse(record.get().shape().get());
            settled.put(method, shape);
        }
        boolean returns = shape.arguments().contains(Argument.RETURNED_EVENT);
        String symbol = record.get().symbol();
        reportNeedless(methods, create, symbol, returns, report);
        if (!returns && !created) {
            report.report(Rule.MISSING_OP, "EVENT_CREATE is not bound, and EVENT_RECORD (" + symbol + ") does not"
                    + " return a new event through an out-pointer", spec);
        }
        return settled;
    }

    /**
     * The ops the record's form leaves without use: a create or a reset beside a record that returns its event,
     * a flush beside one that does not.
     */
    private static void reportNeedless(List<DeclaredMethod> methods, Optional<DeclaredMethod> create, String symbol,
            boolean returns, ValidationReport report) {
        if (returns) {
            create.ifPresent(c -> report.report(Rule.OP_DEPENDENCY, "EVENT_RECORD (" + symbol + ") returns a new"
                    + " event, so no EVENT_CREATE is bound: eventCreate makes an empty holder its first record fills",
                    c.method(), c.annotation(), "value"));
            bound(methods, Op.EVENT_RESET).filter(r -> create.isEmpty()).ifPresent(reset -> report.report(
                    Rule.OP_DEPENDENCY, "EVENT_RECORD (" + symbol + ") returns a new event each time, so no event is"
                    + " reset for a new signal: bind EVENT_RESET only with EVENT_CREATE", reset.method(),
                    reset.annotation(), "value"));
        } else if (bound(methods, Op.STREAM_FLUSH).isPresent()) {
            DeclaredMethod flush = bound(methods, Op.STREAM_FLUSH).get();
            report.report(Rule.OP_DEPENDENCY, "STREAM_FLUSH submits the stream an event a record returned was"
                    + " recorded on, and EVENT_RECORD (" + symbol + ") returns no event", flush.method(),
                    flush.annotation(), "value");
        }
    }

    private static Optional<DeclaredMethod> bound(List<DeclaredMethod> methods, Op op) {
        return methods.stream().filter(m -> m.misfit().isEmpty() && m.op().filter(o -> o == op).isPresent())
                .findFirst();
    }
}
