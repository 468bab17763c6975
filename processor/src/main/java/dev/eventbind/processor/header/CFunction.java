package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.List;

/**
 * A function prototype found in a header.
 *
 * @param name the declared name
 * @param parameters its parameters; empty for {@code f(void)}
 * @param declaration the prototype with export macros removed, for messages and Javadoc
 * @param file the header that declares it
 */
public record CFunction(String name, List<CParameter> parameters, String declaration, Path file) {

    public CFunction {
        parameters = List.copyOf(parameters);
    }
}
