package dev.eventbind.processor.model;

import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * What validation established about a clean spec: with the spec annotation's own values, all {@link ModelFactory}
 * builds the model from, so nothing is read or decided twice.
 *
 * @param methods the {@code @Bind} and {@code @Downcall} methods, in spec order
 * @param headerStatuses the status names its {@code @Status(prefix)} read from the header, in header order
 * @param handWritten the ops a partial backend spec writes itself as default methods, in spec order
 * @param events the hand-written events class a {@code @NativeFunctions} spec names for its provider, if any
 * @param structs the layouts of its {@code @Struct}s, in the order written
 */
public record ValidatedSpec(List<CheckedMethod> methods, List<StatusModel.StatusCode> headerStatuses,
        List<HandWrittenOp> handWritten, Optional<TypeElement> events, List<StructLayout> structs) {

    public ValidatedSpec {
        structs = List.copyOf(structs);
        methods = List.copyOf(methods);
        headerStatuses = List.copyOf(headerStatuses);
        handWritten = List.copyOf(handWritten);
    }
}
