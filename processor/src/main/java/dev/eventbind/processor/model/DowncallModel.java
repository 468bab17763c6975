package dev.eventbind.processor.model;

import java.util.List;

/**
 * One C function linked as a downcall: the spec method that declares it and the symbol it binds.
 *
 * @param method the spec method's name, which the generated class implements
 * @param symbol the exported C symbol
 * @param parameters the parameters in order
 * @param returns the C return type ({@link CType#VOID} for none)
 * @param critical whether to link with {@code Linker.Option.critical(false)}
 * @param optional whether the library may lack the symbol
 * @param prototype the C prototype for the Javadoc: from the header when it was found, else rebuilt
 * @param resolved whether the API's resolver ({@code Op.PROC_ADDRESS}) reaches it, not the library's exports
 */
public record DowncallModel(String method, String symbol, List<Parameter> parameters, CType returns,
        boolean critical, boolean optional, String prototype, boolean resolved) {

    public DowncallModel {
        parameters = List.copyOf(parameters);
    }

    /** A function the library exports. */
    public DowncallModel(String method, String symbol, List<Parameter> parameters, CType returns, boolean critical,
            boolean optional, String prototype) {
        this(method, symbol, parameters, returns, critical, optional, prototype, false);
    }

    /** Whether the backend passes it a handle by its address ({@link Parameter#handle()}). */
    public boolean takesHandles() {
        return parameters.stream().anyMatch(Parameter::handle);
    }

    /** This call with {@code other} parameters: the same ones, some passed differently. */
    DowncallModel withParameters(List<Parameter> other) {
        return new DowncallModel(method, symbol, other, returns, critical, optional, prototype, resolved);
    }

    /** The prototype a Java signature spells, for specs whose header was not read. */
    public static String rebuiltPrototype(String symbol, List<Parameter> parameters, CType returns) {
        StringBuilder text = new StringBuilder(returns.cName()).append(' ').append(symbol).append('(');
        for (int i = 0; i < parameters.size(); i++) {
            Parameter parameter = parameters.get(i);
            text.append(i == 0 ? "" : ", ").append(parameter.type().cName()).append(' ').append(parameter.name());
        }
        return text.append(parameters.isEmpty() ? "void)" : ")").toString();
    }
}
