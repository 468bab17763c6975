package dev.eventbind.cli.workload;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Puts measurable work on a backend's streams, so the profile's windows time something real.
 *
 * <p>{@link EventApi} is deliberately only events and streams, so "work" is backend-specific: the host backend
 * sleeps or fills memory on its worker threads, OpenCL fills a device buffer. Implementations are found with
 * {@link ServiceLoader} ({@code META-INF/services/dev.eventbind.cli.workload.Workload}) and matched by backend
 * name, so a backend jar can bring its own. A backend without one is profiled with {@link #recordOnly()}: its
 * windows then time nothing but event recording, which the profile says in its header.
 */
public interface Workload {

    /** The backend this workload drives, as {@link EventApi#backend()} names it. */
    String backend();

    /** One line saying what the work is, for the profile's header. */
    String description();

    /**
     * Binds the workload to an opened backend.
     *
     * @param api the backend, whose {@link EventApi#backend()} is {@link #backend()}
     * @throws DriverException when preparing the work (a device buffer, say) fails
     */
    <S> Work<S> bind(EventApi<?, S> api) throws DriverException;

    /** Work bound to one backend; closing releases what {@link #bind} allocated. */
    interface Work<S> extends AutoCloseable {

        /**
         * Queues work on {@code stream} that keeps the device busy for about {@code micros} microseconds and
         * returns once it is queued.
         */
        void enqueue(S stream, long micros) throws DriverException;

        @Override
        default void close() throws DriverException {
        }
    }

    /** The workload registered for {@code backend}, if any jar {@code loader} sees brings one. */
    static Optional<Workload> forBackend(String backend, ClassLoader loader) {
        return ServiceLoader.load(Workload.class, loader).stream()
                .map(ServiceLoader.Provider::get)
                .filter(workload -> workload.backend().equalsIgnoreCase(backend))
                .findFirst();
    }

    /** The fallback for a backend with no work call: nothing is queued, windows time event recording only. */
    static Workload recordOnly(String backend) {
        return new Workload() {
            @Override
            public String backend() {
                return backend;
            }

            @Override
            public String description() {
                return "no work call for " + backend + ": windows time event recording only";
            }

            @Override
            public <S> Work<S> bind(EventApi<?, S> api) {
                return (stream, micros) -> {
                };
            }
        };
    }
}
