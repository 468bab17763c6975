package dev.eventbind.discovery;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.EventApi;
import dev.eventbind.spec.Rank;

/**
 * A backend on the classpath, found with {@link java.util.ServiceLoader}. The eventbind processor writes one per
 * {@link dev.eventbind.spec.EventBackend} spec; hand-written backends (OpenCL) implement it directly.
 *
 * <p>Providers are cheap to construct: nothing is loaded until {@link #probe()} or {@link #open()}.
 */
public interface BackendProvider {

    /** {@return the backend name, as {@link EventApi#backend()} reports it} */
    String name();

    /**
     * {@return where discovery ranks this backend before probing it: the best rank its devices reach; its
     * {@link #probe()} may report a lower one, the rank of the device it found}
     */
    Rank rank();

    /**
     * Loads the library, binds its symbols and makes one real call (create and destroy an event) to learn
     * whether a device answers. Never throws: every failure becomes an unavailable probe that says why.
     *
     * @return the probe: ready, or unavailable and why
     */
    BackendProbe probe();

    /**
     * The backend's event API, loading its library on first use.
     *
     * @return the backend's event API
     * @throws BackendUnavailableException when the library or a required symbol is missing
     */
    EventApi<?, ?> open();
}
