package dev.eventbind.processor.validation;

import dev.eventbind.processor.source.ParameterSource;
import dev.eventbind.spec.Op;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * The ops that only work together: time read as ticks needs the timer's frequency (and then replaces the float
 * span), a reset needs the query that says a signal was reached, pools need resets and an event create that takes
 * a slot, and a bound handle needs the op that creates it. Each missing partner is one error, on the op that
 * needs it.
 */
final class OpDependencies {

    private OpDependencies() {
    }

    static void check(TypeElement spec, List<DeclaredMethod> methods,
            List<dev.eventbind.processor.model.HandWrittenOp> handWritten, ValidationReport report) {
        Map<Op, DeclaredMethod> bound = new EnumMap<>(Op.class);
        for (DeclaredMethod method : methods) {
            if (method.misfit().isEmpty()) {
                method.op().ifPresent(op -> bound.putIfAbsent(op, method));
            }
        }
        boolean writtenElapsed = handWritten.stream().anyMatch(h -> h.op() == Op.EVENT_ELAPSED);
        boolean nanoseconds = Optional.ofNullable(bound.get(Op.EVENT_TIMESTAMP))
                .flatMap(m -> m.source().bind()).map(b -> b.nanoseconds()).orElse(false);
        if (!bound.containsKey(Op.EVENT_ELAPSED) && !writtenElapsed && !(bound.containsKey(Op.EVENT_TIMESTAMP)
                && (nanoseconds || bound.containsKey(Op.TIMER_FREQUENCY)))) {
            report.report(Rule.MISSING_OP, "EVENT_ELAPSED is not bound, nor EVENT_TIMESTAMP with TIMER_FREQUENCY"
                    + " or in nanoseconds instead", spec);
        }
        DeclaredMethod timestamp = bound.get(Op.EVENT_TIMESTAMP);
        if (nanoseconds && timestamp != null && bound.containsKey(Op.TIMER_FREQUENCY)) {
            report.report(Rule.OP_DEPENDENCY, "EVENT_TIMESTAMP is in nanoseconds, so no TIMER_FREQUENCY converts"
                    + " it; bind one or the other", timestamp.method(), timestamp.annotation(), "nanoseconds");
        }
        if (!nanoseconds) {
            needs(bound, Op.EVENT_TIMESTAMP, Op.TIMER_FREQUENCY, "a tick count is converted with the timer's"
                    + " frequency (or @Bind(nanoseconds = true) where the stamps are nanoseconds)", report);
        }
        needs(bound, Op.TIMER_FREQUENCY, Op.EVENT_TIMESTAMP, "the frequency converts the ticks it reads", report);
        timestampBits(bound, report);
        if (!nanoseconds) {
            // Where the stamps are nanoseconds, so is the paired read's device time (clGetDeviceAndHostTimer).
            needs(bound, Op.PAIRED_CLOCK, Op.TIMER_FREQUENCY, "its device ticks are converted with the timer's"
                    + " frequency", report);
        }
        needs(bound, Op.EVENT_RESET, Op.EVENT_QUERY, "an event is reset only once the device has reached its"
                + " signal", report);
        needs(bound, Op.EVENT_POOL_CREATE, Op.EVENT_RESET, "pooled events are reused, so they are reset", report);
        Map<Op, String> takesDevice = Map.of(Op.CONTEXT_CURRENT, "makes the context DEVICE_GET wrote current",
                Op.DEVICE_RELEASE, "releases what DEVICE_GET wrote", Op.CONTEXT_CREATE, "makes the context on the"
                + " device DEVICE_GET wrote");
        takesDevice.forEach((op, why) -> takes(bound, op, Op.DEVICE_GET, why, report));
        takes(bound, Op.CONTEXT_RELEASE, Op.CONTEXT_CREATE, "destroys the context CONTEXT_CREATE made", report);
        Set<Op> written = handWritten.stream().map(dev.eventbind.processor.model.HandWrittenOp::op)
                .collect(java.util.stream.Collectors.toSet());
        boolean slotted = false;
        for (DeclaredMethod method : bound.values()) {
            for (ParameterSource source : method.source().parameters()) {
                VariableElement parameter = source.element();
                ParameterSource.FromSource from = source.from().orElse(null);
                if (from != null && !bound.containsKey(from.op()) && !written.contains(from.op())) {
                    report.report(Rule.OP_DEPENDENCY, parameter.getSimpleName() + " is @From(Op." + from.op()
                            + "), which no method binds", parameter, from.mirror(), "value");
                }
                slotted |= method.op().orElseThrow() == Op.EVENT_CREATE && from != null
                        && from.op() == Op.EVENT_POOL_CREATE;
                for (ParameterSource.FieldSource field : source.descriptor().map(d -> d.fields()).orElse(List.of())) {
                    if (field.from().contains(Op.QUEUE_FAMILY) && !written.contains(Op.QUEUE_FAMILY)) {
                        report.report(Rule.DESCRIPTOR_FROM, field.name() + " takes Op.QUEUE_FAMILY, which no method"
                                + " writes", parameter, field.mirror(), "from");
                    }
                }
            }
        }
        Optional<DeclaredMethod> create = Optional.ofNullable(bound.get(Op.EVENT_CREATE));
        boolean hasSlot = create.stream().flatMap(m -> m.source().parameters().stream())
                .flatMap(p -> p.descriptor().stream()).anyMatch(d -> !d.slot().isEmpty());
        if (bound.containsKey(Op.EVENT_POOL_CREATE) && create.isPresent() && !(slotted && hasSlot)) {
            report.report(Rule.OP_DEPENDENCY, "EVENT_POOL_CREATE is bound, so EVENT_CREATE takes the pool"
                    + " (@From(Op.EVENT_POOL_CREATE)) and a descriptor with the slot's index (@Descriptor(slot ="
                    + " ...))", create.get().method(), create.get().annotation(), "value");
        }
        Optional.ofNullable(bound.get(Op.EVENT_POOL_CREATE)).ifPresent(method -> {
            boolean capacity = method.source().parameters().stream().flatMap(p -> p.descriptor().stream())
                    .anyMatch(d -> !d.capacity().isEmpty());
            if (!capacity) {
                report.report(Rule.OP_DEPENDENCY, "EVENT_POOL_CREATE takes a descriptor whose capacity names the"
                        + " field holding the pool's size (@Descriptor(capacity = ...))", method.method(),
                        method.annotation(), "value");
            }
        });
    }

    /** {@code op}, where bound, takes what {@code from} made ({@code @From(from)}). */
    private static void takes(Map<Op, DeclaredMethod> bound, Op op, Op from, String why, ValidationReport report) {
        Optional.ofNullable(bound.get(op)).ifPresent(method -> {
            if (method.source().parameters().stream().flatMap(p -> p.from().stream()).noneMatch(f -> f.op() == from)) {
                report.report(Rule.OP_DEPENDENCY, op + " " + why + ", so it takes it (@From(Op." + from + "))",
                        method.method(), method.annotation(), "value");
            }
        });
    }

    /**
     * The valid bits of the ticks: 1 to 64 where {@code timestampBits} says them, or read by
     * {@code TIMESTAMP_BITS}, which needs the ticks and is not said twice.
     */
    private static void timestampBits(Map<Op, DeclaredMethod> bound, ValidationReport report) {
        needs(bound, Op.TIMESTAMP_BITS, Op.EVENT_TIMESTAMP, "the bits it reads are those of the event's ticks",
                report);
        Optional.ofNullable(bound.get(Op.EVENT_TIMESTAMP)).ifPresent(method -> {
            int bits = method.source().bind().orElseThrow().timestampBits();
            if (bits < 1 || bits > 64) {
                report.report(Rule.OP_DEPENDENCY, "timestampBits is " + bits + "; a timer has 1 to 64 valid bits",
                        method.method(), method.annotation(), "timestampBits");
            }
            if (bound.containsKey(Op.TIMESTAMP_BITS) && dev.eventbind.processor.source.SpecSource.written(
                    method.annotation(), "timestampBits").isPresent()) {
                report.report(Rule.OP_DEPENDENCY, "timestampBits is written, but TIMESTAMP_BITS reads the valid bits"
                        + " when the backend opens; keep one", method.method(), method.annotation(), "timestampBits");
            }
        });
    }

    private static void needs(Map<Op, DeclaredMethod> bound, Op op, Op partner, String why,
            ValidationReport report) {
        DeclaredMethod method = bound.get(op);
        if (method != null && !bound.containsKey(partner)) {
            report.report(Rule.OP_DEPENDENCY, op + " needs " + partner + ": " + why, method.method(),
                    method.annotation(), "value");
        }
    }
}
