package dev.eventbind.processor.validation;

import dev.eventbind.spec.Op;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the backend's {@code close()} gives back, and in which order: a pool destroy needs the pools it destroys,
 * and a backend that releases its device without destroying its pools is warned, since a driver may refuse to
 * release a context while pools made in it live.
 */
final class Lifetimes {

    private Lifetimes() {
    }

    static void check(List<DeclaredMethod> methods, ValidationReport report) {
        Map<Op, DeclaredMethod> bound = new EnumMap<>(Op.class);
        for (DeclaredMethod method : methods) {
            if (method.misfit().isEmpty()) {
                method.op().ifPresent(op -> bound.putIfAbsent(op, method));
            }
        }
        Optional.ofNullable(bound.get(Op.EVENT_POOL_DESTROY)).filter(m -> !bound.containsKey(Op.EVENT_POOL_CREATE))
                .ifPresent(method -> report.report(Rule.OP_DEPENDENCY, "EVENT_POOL_DESTROY needs EVENT_POOL_CREATE:"
                        + " it destroys the pools that op makes", method.method(), method.annotation(), "value"));
        DeclaredMethod create = bound.get(Op.EVENT_POOL_CREATE);
        DeclaredMethod release = Optional.ofNullable(bound.get(Op.CONTEXT_RELEASE))
                .orElse(bound.get(Op.DEVICE_RELEASE));
        if (create != null && release != null && !bound.containsKey(Op.EVENT_POOL_DESTROY)) {
            report.report(Rule.POOL_LIFETIME, "close() releases the "
                    + (release.op().orElseThrow() == Op.CONTEXT_RELEASE ? "context" : "device") + " with "
                    + release.symbol()
                    + " while the pools " + create.symbol() + " made live on", create.method(), create.annotation(),
                    "value");
        }
    }
}
