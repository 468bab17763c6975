package dev.eventbind.backend.opencl;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Makes the OpenCL backend discoverable. Written by hand because OpenCL is not an
 * {@link dev.eventbind.spec.EventBackend} spec (its events come back from enqueues); it ranks as
 * {@link Rank#PORTABLE}: after vendor GPU runtimes, before the host backend.
 */
public final class OpenClProvider implements BackendProvider {

    /** For {@link java.util.ServiceLoader}; applications find the backend through discovery. */
    public OpenClProvider() {
    }

    @Override
    public String name() {
        return OpenClEvents.BACKEND;
    }

    @Override
    public Rank rank() {
        return Rank.PORTABLE;
    }

    /**
     * Opens the backend, creates a queue, records a marker and waits for it. Every failure (no library, no
     * platform, no device, a driver error) becomes an unavailable probe.
     */
    @Override
    public BackendProbe probe() {
        Optional<String> library = OpenClFunctions.library().path(); // linking never throws
        try (OpenClEvents events = OpenClEvents.open()) {
            roundTrip(events);
            OpenClDevice device = events.device();
            return BackendProbe.ready(name(), rank(), library.orElse(null),
                    Optional.of(device.platformName() + " " + device.platformVersion()));
        } catch (BackendUnavailableException e) {
            return BackendProbe.unavailable(name(), rank(), library, e.summary(), e.attempts());
        } catch (DriverException e) {
            return BackendProbe.unavailable(name(), rank(), library, message(e), List.of());
        } catch (RuntimeException | LinkageError e) {
            return BackendProbe.unavailable(name(), rank(), library, String.valueOf(e), List.of());
        }
    }

    @Override
    public EventApi<?, ?> open() {
        try {
            return OpenClEvents.open();
        } catch (DriverException e) {
            throw new BackendUnavailableException(name(), message(e), List.of(), e);
        }
    }

    private static void roundTrip(OpenClEvents events) throws DriverException {
        OpenClEvents.Queue queue = events.streamCreateNonBlocking();
        OpenClEvents.Event marker = events.eventCreate();
        try {
            events.eventRecord(marker, queue);
            events.eventWait(marker);
        } finally {
            events.eventDestroy(marker);
            events.streamDestroy(queue);
        }
    }

    /** The driver's refusal in full ("OpenCL: clCreateContext failed with status -6 (...)"). */
    private static String message(DriverException e) {
        return Objects.requireNonNullElse(e.getMessage(), e.statusSummary());
    }
}
