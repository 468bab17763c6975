package dev.eventbind.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;

/**
 * What validation established about one {@code @Bind} or {@code @Downcall} method of a clean spec; the model is
 * built from these alone, so nothing is read twice.
 *
 * @param method the spec method
 * @param symbol the C symbol
 * @param parameters its parameters with their C types
 * @param returns its C return type
 * @param shape the op shape it matched; empty for a {@code @Downcall}
 * @param declaration the header's declaration of the symbol, when the header was read
 * @param critical whether it links with {@code Linker.Option.critical(false)}
 * @param optional whether the library may lack the symbol
 * @param flags the {@code @Bind(flags)} constant (0 for a {@code @Downcall})
 * @param bound for each parameter, what it is bound to; empty for a parameter of the op's shape
 * @param timestampBits the {@code @Bind(timestampBits)} value (64 for a {@code @Downcall})
 */
public record CheckedMethod(ExecutableElement method, String symbol, List<Parameter> parameters, CType returns,
        Optional<OpShape> shape, Optional<String> declaration, boolean critical, boolean optional, int flags,
        List<Optional<Bound>> bound, int timestampBits) {

    public CheckedMethod {
        parameters = List.copyOf(parameters);
        bound = List.copyOf(bound);
    }
}
