package dev.eventbind.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * The records a spec's hand-written code reaches, for {@code <Spec>Structs}.
 *
 * @param spec the spec interface
 * @param generated the generated class ({@code VulkanStructs})
 * @param header the header the layouts are read from, as the spec names it
 * @param target the target they are laid out for, in words ("linux-x86_64")
 * @param structs the records, in the order written
 * @param deprecation how the spec is deprecated, empty where it is not
 * @param scope the names generated code qualifies or avoids (see {@link SpecModel#scope()})
 */
public record StructsModel(JavaName spec, JavaName generated, String header, String target,
        List<StructLayout> structs, Optional<Deprecation> deprecation, List<String> scope) {

    public StructsModel {
        structs = List.copyOf(structs);
        scope = List.copyOf(scope);
    }
}
