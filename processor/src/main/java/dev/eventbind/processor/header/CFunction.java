package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.List;

/**
 * A function prototype found in a header.
 *
 * @param name the declared name
 * @param parameters its fixed parameters; empty for {@code f(void)}
 * @param returns its return type, resolved
 * @param variadic whether the parameter list ends in {@code ...}
 * @param declaration the prototype with export macros removed, for messages and Javadoc
 * @param file the header that declares it
 * @param condition the innermost {@code #if} that is false or undecided for the target; empty when compiled
 */
public record CFunction(String name, List<CParameter> parameters, CScalar returns, boolean variadic,
        String declaration, Path file, String condition) {

    public CFunction {
        parameters = List.copyOf(parameters);
    }
}
