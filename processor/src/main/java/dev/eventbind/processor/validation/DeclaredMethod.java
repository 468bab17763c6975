package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.CheckedMethod;
import dev.eventbind.processor.model.OpShape;
import dev.eventbind.processor.model.Parameter;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;

/**
 * A spec method annotated {@code @Bind} or {@code @Downcall}, as the spec-wide checks see it. A method rejected
 * on its own still appears, so its op counts as bound and no second, false error follows from it.
 *
 * @param source what the method says
 * @param annotation the {@code @Bind} or {@code @Downcall} mirror
 * @param op the op it binds; empty for a {@code @Downcall}
 * @param symbol the C symbol it names
 * @param linkable whether its symbol and Java signature are valid, so its header declaration can be compared
 * @param signature its C types, when its Java signature is valid; present for every linkable method
 * @param shape the op shape its signature matched; empty for a {@code @Downcall} or a wrong signature
 * @param misfit for a valid signature its op has no shape for, the signature as a message spells it; the
 *     spec-wide check reports it once, with the op it fits when exactly one unbound op does
 */
record DeclaredMethod(MethodSource source, AnnotationMirror annotation, Optional<Op> op, String symbol,
        boolean linkable, Optional<CSignature> signature, Optional<OpShape> shape, Optional<String> misfit) {

    /** The method. */
    ExecutableElement method() {
        return source.element();
    }

    /**
     * What the model needs of this method; only for a method of a clean report, whose every type resolved.
     *
     * @param declaration the header's declaration of its symbol, when the header was read
     * @param bound what each parameter is bound to, when any is
     * @param chosen the shape the header's roles chose among shapes with the same Java types, when it did
     */
    CheckedMethod checked(Optional<String> declaration, Optional<List<Optional<Bound>>> bound,
            Optional<OpShape> chosen) {
        CSignature types = signature.orElseThrow();
        List<? extends javax.lang.model.element.VariableElement> elements = source.element().getParameters();
        List<Parameter> parameters = java.util.stream.IntStream.range(0, elements.size()).mapToObj(i -> new Parameter(
                elements.get(i).getSimpleName().toString(), types.parameters().get(i))).toList();
        List<Optional<Bound>> arguments = bound.orElseGet(() -> java.util.Collections.nCopies(parameters.size(),
                Optional.<Bound>empty()));
        CType returns = types.returns();
        ExecutableElement method = method();
        if (source.bind().isPresent()) {
            MethodSource.BindSource bind = source.bind().get();
            return new CheckedMethod(method, symbol, parameters, returns, chosen.or(() -> shape), declaration,
                    bind.critical(), bind.optional(), bind.flags(), arguments, bind.timestampBits());
        }
        MethodSource.DowncallSource downcall = source.downcall().orElseThrow();
        return new CheckedMethod(method, symbol, parameters, returns, Optional.empty(), declaration,
                downcall.critical(), downcall.optional(), 0, arguments, 64);
    }
}
