package dev.eventbind.processor.model;

import java.util.List;

/**
 * A {@code @NativeFunctions} spec: typed downcalls only.
 *
 * @param spec the spec interface
 * @param generated the generated class ({@code OpenClFunctions})
 * @param name the name used in messages
 * @param library the library
 * @param calls the downcalls in spec order
 */
public record FunctionsModel(JavaName spec, JavaName generated, String name, LibraryModel library,
        List<DowncallModel> calls) implements SpecModel {

    public FunctionsModel {
        calls = List.copyOf(calls);
    }
}
