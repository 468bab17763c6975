package dev.eventbind.processor.validation;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** The backend names claimed so far in this compilation, across rounds, so no two specs share one. */
public final class BackendNames {

    private final Map<String, String> specByName = new HashMap<>();

    /** Claims {@code name} for {@code spec}; returns the spec that already holds it, if another does. */
    Optional<String> claim(String name, String spec) {
        String holder = specByName.putIfAbsent(name, spec);
        return holder == null || holder.equals(spec) ? Optional.empty() : Optional.of(holder);
    }
}
