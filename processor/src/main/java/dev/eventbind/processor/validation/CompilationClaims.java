package dev.eventbind.processor.validation;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What the specs of one compilation claim for themselves, across rounds: backend names (compared as discovery
 * compares them, ignoring case and surrounding spaces) and library override settings, so no two specs share one.
 */
public final class CompilationClaims {

    private record Holder(String spec, String written, List<String> library) {
    }

    private final Map<String, Holder> names = new HashMap<>();
    private final Map<String, Holder> overrides = new HashMap<>();

    /** Claims backend {@code name} for {@code spec}; describes the spec that already holds it, if another does. */
    Optional<String> claimName(String name, String spec) {
        Holder holder = names.putIfAbsent(name.strip().toLowerCase(Locale.ROOT), new Holder(spec, name, List.of()));
        return holder == null || holder.spec().equals(spec) ? Optional.empty()
                : Optional.of(holder.spec() + " (\"" + holder.written() + "\")");
    }

    /**
     * Claims an override setting ({@code kind} "property" or "environment variable") for {@code spec}, which
     * loads {@code library}; two specs loading the same candidates may share one, since it redirects them alike.
     */
    Optional<String> claimOverride(String kind, String value, String spec, List<String> library) {
        Holder holder = overrides.putIfAbsent(kind + ":" + value, new Holder(spec, value, library));
        return holder == null || holder.spec().equals(spec) || holder.library().equals(library) ? Optional.empty()
                : Optional.of(holder.spec());
    }
}
