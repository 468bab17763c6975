package dev.eventbind.discovery;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.EventApi;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;

/**
 * Stands in for a provider that could not be instantiated or described (a bad services entry, a provider whose
 * {@code name()} throws), so it is listed with the reason instead of breaking discovery for every other backend.
 *
 * @param name the provider's class or services entry
 * @param reason what went wrong
 */
record BrokenProvider(String name, String reason) implements BackendProvider {

    @Override
    public Rank rank() {
        return Rank.HOST;
    }

    @Override
    public BackendProbe probe() {
        return BackendProbe.unavailable(name, Rank.HOST, Optional.empty(), reason, List.of());
    }

    @Override
    public EventApi<?, ?> open() {
        throw new BackendUnavailableException(name, reason, List.of(), null);
    }

    /**
     * A failure and its causes, for a reason: {@code ExceptionInInitializerError}'s own text says nothing, its
     * cause what went wrong ("...; caused by java.lang.IllegalStateException: no driver").
     */
    static String describe(Throwable failure) {
        // A ServiceConfigurationError's message names the entry already; any other says its type.
        boolean named = failure instanceof ServiceConfigurationError && failure.getMessage() != null;
        StringBuilder text = new StringBuilder(named ? failure.getMessage() : failure.toString());
        int depth = 0;
        for (Throwable cause = failure.getCause(); cause != null && depth < 4; // a bound, as causes may loop
                cause = cause.getCause(), depth++) {
            text.append("; caused by ").append(cause);
        }
        return text.toString();
    }
}
