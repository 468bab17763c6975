package dev.eventbind.processor.header;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The macros defined while a header and the headers it includes are read, in the order a C preprocessor sees
 * them: the live set decides {@code #if} conditions, while every object-like macro ever defined outside a false
 * branch is kept (the first definition wins) for resolving type aliases and renamed exports afterwards.
 */
final class Macros {

    /**
     * An object-like macro.
     *
     * @param text its replacement as written, for {@code #if} arithmetic
     * @param tokens its replacement's tokens, for type aliases and renamed symbols
     */
    record Macro(String text, List<String> tokens) {
    }

    private final Map<String, Macro> live = new HashMap<>();
    private final Set<String> functionLike = new HashSet<>();
    private final Map<String, Macro> everDefined = new LinkedHashMap<>();

    /** The macros a compiler for {@code target} predefines. */
    static Macros of(Target target) {
        Macros macros = new Macros();
        target.defines().forEach((name, value) -> macros.live.put(name, new Macro(value, List.of(value))));
        return macros;
    }

    void define(String name, String text, List<String> tokens) {
        functionLike.remove(name);
        Macro macro = new Macro(text, List.copyOf(tokens));
        live.put(name, macro);
        everDefined.putIfAbsent(name, macro);
    }

    void defineFunction(String name) {
        live.remove(name);
        functionLike.add(name);
    }

    void undefine(String name) {
        live.remove(name);
        functionLike.remove(name);
    }

    boolean isDefined(String name) {
        return live.containsKey(name) || functionLike.contains(name);
    }

    boolean isFunctionLike(String name) {
        return functionLike.contains(name);
    }

    /** The live object-like macro {@code name}, or null. */
    Macro object(String name) {
        return live.get(name);
    }

    /** Every object-like macro defined outside a false branch, by name, with its replacement tokens. */
    Map<String, List<String>> defined() {
        Map<String, List<String>> tokens = new LinkedHashMap<>();
        everDefined.forEach((name, macro) -> tokens.put(name, macro.tokens()));
        return tokens;
    }
}
