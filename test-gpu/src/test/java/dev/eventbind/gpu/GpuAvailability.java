package dev.eventbind.gpu;

import dev.eventbind.discovery.BackendProbe;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Enables a {@link RequiresGpu} class only when its backend's probe is ready. Each backend is probed once per
 * run, and its skip line is printed once, so a machine without a GPU shows one clear line per backend.
 */
final class GpuAvailability implements ExecutionCondition {

    private static final Map<GpuBackendKind, ConditionEvaluationResult> DECIDED = new EnumMap<>(GpuBackendKind.class);

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<RequiresGpu> required = AnnotationSupport.findAnnotation(context.getElement(), RequiresGpu.class);
        return required.map(annotation -> decide(annotation.value()))
                .orElse(ConditionEvaluationResult.enabled("needs no GPU backend"));
    }

    private static synchronized ConditionEvaluationResult decide(GpuBackendKind kind) {
        return DECIDED.computeIfAbsent(kind, GpuAvailability::probe);
    }

    private static ConditionEvaluationResult probe(GpuBackendKind kind) {
        BackendProbe probe = kind.probe();
        if (probe.ready()) {
            String line = kind.displayName() + ": ready (" + probe.library().orElse("?")
                    + probe.version().map(v -> ", version " + v).orElse("") + ") - running GPU tests";
            System.out.println(line);
            return ConditionEvaluationResult.enabled(line);
        }
        String reason = firstLine(probe.reason().orElse("no reason given"))
                .replace(kind.displayName() + " backend unavailable: ", "");
        String line = kind.displayName() + ": unavailable: " + reason + " - skipping GPU tests";
        System.out.println(line);
        return ConditionEvaluationResult.disabled(line);
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end).strip();
    }
}
