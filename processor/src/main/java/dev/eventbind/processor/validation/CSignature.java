package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.processor.source.ParameterSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;

/**
 * The C types of a spec method's Java signature, decided once by {@link #read}: the shape match, the header
 * comparison, the bound-argument checks and the model all take a method's types from here.
 *
 * @param returns the C type of its return
 * @param parameters the C type of each parameter, in order
 * @param unbound the C types of the parameters the op's shape fills (those not bound by {@code @From},
 *     {@code @Constant} or {@code @Descriptor}), in order
 */
record CSignature(CType returns, List<CType> parameters, List<CType> unbound) {

    CSignature {
        parameters = List.copyOf(parameters);
        unbound = List.copyOf(unbound);
    }

    /**
     * The signature of {@code source} when every type in it has a C type; otherwise reports each type that has
     * none, on the parameter or method that declares it.
     */
    static Optional<CSignature> read(MethodSource source, ValidationReport report) {
        ExecutableElement method = source.element();
        List<CType> parameters = new ArrayList<>();
        List<CType> unbound = new ArrayList<>();
        boolean valid = true;
        for (ParameterSource parameter : source.parameters()) {
            VariableElement element = parameter.element();
            Optional<CType> type = CType.of(element.asType()).filter(t -> t != CType.VOID);
            if (type.isEmpty()) {
                report.report(Rule.UNSUPPORTED_TYPE, "parameter " + element.getSimpleName() + " is "
                        + element.asType(), element);
                valid = false;
                continue;
            }
            parameters.add(type.get());
            if (!parameter.isBound()) {
                unbound.add(type.get());
            }
        }
        Optional<CType> returns = CType.of(method.getReturnType());
        if (returns.isEmpty()) {
            report.report(Rule.UNSUPPORTED_TYPE, method.getSimpleName() + " returns " + method.getReturnType(),
                    method);
        }
        return valid && returns.isPresent() ? Optional.of(new CSignature(returns.get(), parameters, unbound))
                : Optional.empty();
    }

    /** The signature the op's shape is matched against, as a message spells it: {@code int name(MemorySegment)}. */
    String describe(CharSequence name) {
        return returns.javaName() + " " + name + "(" + unbound.stream().map(CType::javaName)
                .collect(Collectors.joining(", ")) + ")";
    }
}
