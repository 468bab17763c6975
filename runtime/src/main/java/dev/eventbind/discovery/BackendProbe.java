package dev.eventbind.discovery;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link BackendProvider#probe()} found: ready, or unavailable and why.
 *
 * @param backend the backend name
 * @param rank where discovery ranks it
 * @param ready whether the backend loaded and a device answered
 * @param library the library file that was loaded, when one was
 * @param version the runtime or driver version, where the API reports it; an unavailable backend may carry it
 *     too, since a version query needs no device
 * @param reason why it is unavailable (the vendor's error name where the driver gave one); empty when ready.
 *     Kept without the "NAME backend unavailable: " prefix, which whoever reports it adds exactly once: a
 *     reason taken from a {@link dev.eventbind.api.BackendUnavailableException} message loses it here
 * @param attempts every library candidate or symbol tried, one line each, when loading failed
 */
public record BackendProbe(String backend, Rank rank, boolean ready, Optional<String> library,
        Optional<String> version, Optional<String> reason, List<String> attempts) {

    /** Checks that a probe has a reason exactly when it is unavailable, and copies the attempts. */
    public BackendProbe {
        Objects.requireNonNull(backend, "backend");
        Objects.requireNonNull(rank, "rank");
        Objects.requireNonNull(library, "library");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(reason, "reason");
        attempts = List.copyOf(attempts);
        reason = reason.map(text -> withoutPrefix(backend, text));
        if (ready == reason.isPresent()) {
            throw new IllegalArgumentException("a probe has a reason exactly when it is unavailable");
        }
    }

    /**
     * {@code reason} without a leading "NAME backend unavailable: " (or the exception's class name before it, as
     * {@code String.valueOf(exception)} writes it), so the reason reads the same however a probe built it.
     */
    private static String withoutPrefix(String backend, String reason) {
        String text = reason.strip();
        String type = BackendUnavailableException.class.getName() + ": ";
        if (text.startsWith(type)) {
            text = text.substring(type.length());
        }
        String prefix = backend + " backend unavailable: ";
        while (text.regionMatches(true, 0, prefix, 0, prefix.length())) {
            text = text.substring(prefix.length()).strip();
        }
        return text.isEmpty() ? "unavailable" : text;
    }

    /**
     * A ready backend.
     *
     * @param backend the backend name
     * @param rank where discovery ranks it
     * @param library the library file that was loaded, or null when none was
     * @param version the version it reported, when it did
     * @return the probe
     */
    public static BackendProbe ready(String backend, Rank rank, @Nullable String library,
            Optional<String> version) {
        return new BackendProbe(backend, rank, true, Optional.ofNullable(library), version, Optional.empty(),
                List.of());
    }

    /**
     * An unavailable backend whose version is unknown.
     *
     * @param backend the backend name
     * @param rank where discovery ranks it
     * @param library the library file that was loaded, when one was
     * @param reason why it is unavailable
     * @param attempts every library candidate or symbol tried, one line each
     * @return the probe
     */
    public static BackendProbe unavailable(String backend, Rank rank, Optional<String> library, String reason,
            List<String> attempts) {
        return unavailable(backend, rank, library, Optional.empty(), reason, attempts);
    }

    /**
     * An unavailable backend whose library still reported its version (a loaded runtime without a driver).
     *
     * @param backend the backend name
     * @param rank where discovery ranks it
     * @param library the library file that was loaded, when one was
     * @param version the version it reported
     * @param reason why it is unavailable
     * @param attempts every library candidate or symbol tried, one line each
     * @return the probe
     */
    public static BackendProbe unavailable(String backend, Rank rank, Optional<String> library,
            Optional<String> version, String reason, List<String> attempts) {
        return new BackendProbe(backend, rank, false, library, version, Optional.of(reason), attempts);
    }
}
