package dev.eventbind.processor.model;

import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;

/**
 * A generated {@code BackendProvider}: its name and the class whose static {@code probe()} and {@code open()} it
 * calls, the generated {@code <Spec>Events} of an {@code @EventBackend} or the hand-written class a
 * {@code @NativeFunctions} spec names.
 *
 * @param spec the spec it is generated from
 * @param provider the provider class ({@code CudaRuntimeEventsProvider}, {@code OpenClEventsProvider})
 * @param events the class it opens
 * @param name the backend's name
 * @param rank where discovery ranks it
 * @param scope the names the spec brings into the generated class's scope
 * @param opensEvents whether {@code open()} returns {@code events} itself (a generated events class), so the
 *     provider's {@code open()} can say so; else it returns {@code EventApi<?, ?>}
 * @param deprecation how the spec is deprecated, empty where it is not
 */
public record ProviderModel(JavaName spec, JavaName provider, JavaName events, String name, Rank rank,
        List<String> scope, boolean opensEvents, Optional<Deprecation> deprecation) {

    public ProviderModel {
        scope = List.copyOf(scope);
    }
}
