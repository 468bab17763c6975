package dev.eventbind.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A {@code @NativeFunctions} spec: typed downcalls only.
 *
 * @param spec the spec interface
 * @param functions the generated class ({@code OpenClFunctions})
 * @param name the name used in messages
 * @param library the library
 * @param calls the downcalls in spec order
 * @param scope the names the spec brings into the generated class's scope (constants, nested types)
 * @param provider the provider generated for the hand-written events class the spec names, if it names one
 * @param status the status convention the generated class offers, where the spec writes a {@code @Status}
 * @param deprecation how the spec is deprecated, empty where it is not
 */
public record FunctionsModel(JavaName spec, JavaName functions, String name, LibraryModel library,
        List<DowncallModel> calls, List<String> scope, Optional<ProviderModel> provider,
        Optional<StatusModel> status, Optional<Deprecation> deprecation) implements SpecModel {

    public FunctionsModel {
        calls = List.copyOf(calls);
        scope = List.copyOf(scope);
    }
}
