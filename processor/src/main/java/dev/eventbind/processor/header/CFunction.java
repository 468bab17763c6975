package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A function the front end found declared.
 *
 * @param name the declared name, after macro expansion ({@code cuEventDestroy_v2} where {@code cuda.h} renames it)
 * @param parameters its fixed parameters; empty for {@code f(void)}
 * @param returns its return type
 * @param variadic whether the parameter list ends in {@code ...}
 * @param deprecated whether it carries a {@code deprecated} attribute
 * @param local whether nothing exports it: a {@code static} or {@code inline} function of the header
 * @param file the header that declares it
 * @param line its line there
 */
public record CFunction(String name, List<CParameter> parameters, CScalar returns, boolean variadic,
        boolean deprecated, boolean local, Path file, int line) {

    public CFunction {
        parameters = List.copyOf(parameters);
    }

    /** The prototype as one line for messages and Javadoc ({@code cudaError_t cudaEventRecord(cudaEvent_t event, ...)}). */
    public String declaration() {
        String arguments = parameters.stream().map(CParameter::text).collect(Collectors.joining(", "));
        if (variadic) {
            arguments = arguments.isEmpty() ? "..." : arguments + ", ...";
        }
        return CParameter.declarator(returns.spelling(), name) + "(" + (arguments.isEmpty() ? "void" : arguments)
                + ")";
    }

    /** Where it is declared ({@code cuda.h:4145}). */
    public String position() {
        return file.getFileName() + ":" + line;
    }
}
