package dev.eventbind.cli;

import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The backend jars on the classpath, probed once, best first (GPU, then portable, then host). */
final class Discovery {

    private final List<BackendProvider> providers;
    private final List<BackendProbe> probes;

    private Discovery(List<BackendProvider> providers) {
        this.providers = providers;
        this.probes = providers.stream().map(BackendProvider::probe).toList();
    }

    /** Finds and probes every {@link BackendProvider} visible to this class's loader. */
    static Discovery probeAll() {
        List<BackendProvider> found = ServiceLoader.load(BackendProvider.class).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(BackendProvider::rank).thenComparing(BackendProvider::name))
                .toList();
        return new Discovery(found);
    }

    /** Every probe, in rank order. */
    List<BackendProbe> probes() {
        return probes;
    }

    /** The provider whose name matches {@code name}, ignoring case. */
    Optional<BackendProvider> named(String name) {
        return providers.stream().filter(p -> p.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The probe of {@code provider}. */
    BackendProbe probeOf(BackendProvider provider) {
        return probes.get(providers.indexOf(provider));
    }

    /** The best ready provider, if any. */
    Optional<BackendProvider> best() {
        for (int i = 0; i < providers.size(); i++) {
            if (probes.get(i).ready()) {
                return Optional.of(providers.get(i));
            }
        }
        return Optional.empty();
    }

    /** Every provider's name, for an "unknown backend" message. */
    List<String> names() {
        return providers.stream().map(BackendProvider::name).toList();
    }
}
