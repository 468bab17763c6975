package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.source.ParameterSource;
import dev.eventbind.spec.Op;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Checks the shapes Vulkan brought: functions reached through the API's own resolver ({@code @Bind(resolved =
 * true)}) have the resolver bound and are called after it; the resolver answers a function pointer for a C string
 * (its parameters are checked by role with the others); a handle passed as an array of one has its count bound
 * to 1; an array of records has its count bound to as many, and a paired read's asks for two stamps.
 */
final class ResolverChecks {

    /** The ops the backend calls before the resolver, or without an instance, so their functions are exports. */
    private static final Set<Op> EXPORTED = EnumSet.of(Op.INIT, Op.DEVICE_GET, Op.PROC_ADDRESS, Op.VERSION,
            Op.ERROR_NAME, Op.ERROR_MESSAGE);

    private ResolverChecks() {
    }

    /**
     * @param functions each method's header declaration
     * @param chosen the shape the header's roles chose, where two shapes have the same Java types
     */
    static void check(TypeElement spec, List<DeclaredMethod> methods, Map<ExecutableElement, CFunction> functions,
            Map<ExecutableElement, OpShape> chosen, ValidationReport report) {
        Optional<DeclaredMethod> resolver = methods.stream().filter(m -> m.op().equals(Optional.of(Op.PROC_ADDRESS)))
                .findFirst();
        for (DeclaredMethod method : methods) {
            if (!method.source().bind().map(b -> b.resolved()).orElse(false)) {
                continue;
            }
            Op op = method.op().orElseThrow();
            if (EXPORTED.contains(op)) {
                report.report(Rule.RESOLVED_FUNCTION, method.symbol() + " binds Op." + op + ", which the backend"
                        + " calls " + (op == Op.VERSION || op.name().startsWith("ERROR_") ? "without an instance"
                        : "before it asks the resolver") + ", so it is one of the library's exports",
                        method.method(), method.annotation(), "resolved");
            } else if (resolver.isEmpty()) {
                report.report(Rule.RESOLVED_FUNCTION, method.symbol() + " is reached through the API's resolver"
                        + " (resolved = true), but no method binds Op.PROC_ADDRESS", method.method(),
                        method.annotation(), "resolved");
            }
        }
        resolver.ifPresent(method -> {
            CFunction function = functions.get(method.method());
            if (function != null && method.shape().filter(OpShape::returnsString).isPresent()) {
                returnProblem(function.returns()).ifPresent(problem -> report.report(Rule.RESOLVER_SIGNATURE,
                        function.name() + " is Op.PROC_ADDRESS, which answers the function's address, but it returns "
                                + problem + ": " + function.declaration(), method.method(), method.annotation(),
                        "symbol"));
            }
        });
        for (DeclaredMethod method : methods) {
            method.shape().filter(shape -> shape.arguments().contains(Argument.RELEASED_STREAM_ARRAY))
                    .ifPresent(shape -> checkArrayOfOne(method, report));
            checkRecordArrays(method, Optional.ofNullable(chosen.get(method.method())).or(method::shape), report);
        }
    }

    /** Each array of records has its count just before it; a paired read's array asks for two stamps. */
    private static void checkRecordArrays(DeclaredMethod method, Optional<OpShape> shape, ValidationReport report) {
        boolean stamps = shape.filter(s -> s.arguments().contains(Argument.STAMPS)).isPresent();
        boolean asked = false;
        List<ParameterSource> parameters = method.source().parameters();
        for (int i = 0; i < parameters.size(); i++) {
            VariableElement parameter = parameters.get(i).element();
            ParameterSource.DescriptorSource descriptor = parameters.get(i).descriptor().orElse(null);
            if (descriptor == null || descriptor.elements().isEmpty()) {
                continue;
            }
            int records = descriptor.elements().size();
            ParameterSource.ConstantSource count = i == 0 ? null : parameters.get(i - 1).constant().orElse(null);
            if (count == null || count.value() != records) {
                report.report(Rule.DESCRIPTOR_ARRAY, parameter.getSimpleName() + " is an array of " + records + " "
                        + descriptor.record() + " records, so the parameter before it is its count, @Constant("
                        + records + ")" + (count == null ? "" : ", not @Constant(" + count.value() + ")"), parameter);
            }
            if (stamps && records != 2) {
                report.report(Rule.DESCRIPTOR_ARRAY, "Op.PAIRED_CLOCK reads two stamps, the host's then the"
                        + " device's, so " + parameter.getSimpleName() + " lists two records, one per time domain,"
                        + " not " + records, parameter);
            }
            asked = true;
        }
        if (stamps && !asked) {
            report.report(Rule.DESCRIPTOR_ARRAY, method.symbol() + " writes one stamp per record it is asked for, so"
                    + " Op.PAIRED_CLOCK asks for two with a @Descriptor(elements = ...) of two records, the host's"
                    + " time domain first", method.method(), method.annotation(), "symbol");
        }
    }

    /** Why a resolver's C return type is not a function pointer; empty when it is. */
    private static Optional<String> returnProblem(CScalar returns) {
        if (returns.kind() == CKind.POINTER && returns.pointee().filter(p -> p.kind() == CKind.FUNCTION)
                .isPresent()) {
            return Optional.empty();
        }
        return Optional.of(returns.spelling() + " (" + returns.describe() + (returns.kind() == CKind.POINTER
                ? " to " + returns.pointee().map(CScalar::describe).orElse("?") : "") + "), not a function pointer");
    }

    /** The parameter before a one-element array is its count, a {@code @Constant(1)}. */
    private static void checkArrayOfOne(DeclaredMethod method, ValidationReport report) {
        List<ParameterSource> parameters = method.source().parameters();
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).isBound()) {
                continue;
            }
            ParameterSource.ConstantSource count = i == 0 ? null : parameters.get(i - 1).constant().orElse(null);
            VariableElement array = parameters.get(i).element();
            if (count == null || count.value() != 1) {
                report.report(Rule.ARRAY_OF_ONE, array.getSimpleName() + " passes the stream as an"
                        + " array of one, so the parameter before it is its count, @Constant(1)"
                        + (count == null ? "" : ", not @Constant(" + count.value() + ")"), array);
            }
            return;
        }
    }
}
