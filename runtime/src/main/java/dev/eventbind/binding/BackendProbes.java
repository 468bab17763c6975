package dev.eventbind.binding;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The probe every generated backend runs: ready only when a timed read works end to end (a stream, two events
 * recorded on it, the second waited for, the span read back, everything released), since a backend that creates
 * events but cannot time them would fail every profiler window. Anything else is unavailable in the driver's own
 * words. Never throws.
 */
public final class BackendProbes {

    /** Opens the backend, as its static {@code open()} does. */
    @FunctionalInterface
    public interface Opener<A extends EventApi<?, ?>> {
        /** The opened backend. */
        A open() throws DriverException;
    }

    /** The version number a library reports, as its C query answers it; empty when it has none. */
    @FunctionalInterface
    public interface VersionNumber {
        /** The number, or empty. */
        OptionalInt read();
    }

    /**
     * The rank of the device an opened backend runs on ({@code deviceRank()} of a generated backend whose spec
     * implements {@link dev.eventbind.spec.Op#DEVICE_RANK}), read once its timed read worked.
     */
    @FunctionalInterface
    public interface DeviceRank<A> {
        /** The rank of the device {@code backend} opened. */
        Rank read(A backend) throws DriverException;
    }

    private BackendProbes() {
    }

    /**
     * Probes a backend whose library reports its version as a number ({@code cudaRuntimeGetVersion}): as
     * {@link #probe(String, Rank, LinkedLibrary, Supplier, Opener)} with the number in decimal.
     */
    public static BackendProbe probe(String backend, Rank rank, LinkedLibrary library, VersionNumber version,
            Opener<?> opener) {
        return probe(backend, rank, library, decimal(version), opener);
    }

    /**
     * Probes a backend that ranks the device it opened, whose library reports its version as a number: as
     * {@link #probe(String, Rank, LinkedLibrary, Supplier, Opener, DeviceRank)} with the number in decimal.
     */
    public static <A extends EventApi<?, ?>> BackendProbe probe(String backend, Rank rank, LinkedLibrary library,
            VersionNumber version, Opener<A> opener, DeviceRank<? super A> deviceRank) {
        return probe(backend, rank, library, decimal(version), opener, deviceRank);
    }

    /**
     * Probes a backend.
     *
     * @param backend the backend name
     * @param rank where discovery ranks it
     * @param library the linked library
     * @param version the version the library reports; asked first, since it needs no device
     * @param opener opens the backend once the library is ready
     */
    public static BackendProbe probe(String backend, Rank rank, LinkedLibrary library,
            Supplier<Optional<String>> version, Opener<?> opener) {
        return probe(backend, rank, library, version, opener, opened -> rank);
    }

    /**
     * Probes a backend that ranks the device it opened: ready probes carry that rank, read after the timed read
     * and before the backend is released, never better than {@code rank}; unavailable ones carry {@code rank}.
     *
     * @param backend the backend name
     * @param rank the best rank the backend's devices reach
     * @param library the linked library
     * @param version the version the library reports; asked first, since it needs no device
     * @param opener opens the backend once the library is ready
     * @param deviceRank reads the rank of the device the opened backend runs on
     */
    public static <A extends EventApi<?, ?>> BackendProbe probe(String backend, Rank rank, LinkedLibrary library,
            Supplier<Optional<String>> version, Opener<A> opener, DeviceRank<? super A> deviceRank) {
        if (library.failure().isPresent()) {
            BackendUnavailableException failure = library.failure().get();
            return BackendProbe.unavailable(backend, rank, library.path(), failure.summary(), failure.attempts());
        }
        Optional<String> reported = versionOf(version);
        try {
            A api = opener.open();
            EventApi<?, ?> opened = api;
            Rank found = timedRead(opened, () -> deviceRank.read(api));
            return BackendProbe.ready(backend, found.cappedAt(rank), library.path().orElse(null), reported);
        } catch (DriverException e) {
            return BackendProbe.unavailable(backend, rank, library.path(), reported, e.statusSummary(), List.of());
        } catch (BackendUnavailableException e) {
            // A failed initialization carries the driver's refusal: its words, not the wrapper's.
            String reason = e.getCause() instanceof DriverException refused ? refused.statusSummary() : e.summary();
            return BackendProbe.unavailable(backend, rank, library.path(), reported, reason, e.attempts());
        } catch (RuntimeException e) {
            return BackendProbe.unavailable(backend, rank, library.path(), reported, String.valueOf(e), List.of());
        }
    }

    private static Supplier<Optional<String>> decimal(VersionNumber version) {
        return () -> version.read().stream().mapToObj(Integer::toString).findFirst();
    }

    private static Optional<String> versionOf(Supplier<Optional<String>> version) {
        try {
            return version.get();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** What the probe reads of the opened backend after its timed read worked, before it is released. */
    interface AfterRead {
        Rank read() throws DriverException;
    }

    /**
     * One timed span on a fresh stream, then {@code after}; the first failure is thrown, everything created is
     * released, and a backend that is {@link AutoCloseable} (its device released on close) is closed.
     */
    static <E, S> Rank timedRead(EventApi<E, S> api, AfterRead after) throws DriverException {
        @Nullable S stream = null;
        @Nullable E start = null;
        @Nullable E end = null;
        @Nullable Exception failure = null;
        @Nullable Rank rank = null;
        try {
            stream = api.streamCreateNonBlocking();
            start = api.eventCreate();
            end = api.eventCreate();
            api.eventRecord(start, stream);
            api.eventRecord(end, stream);
            api.eventWait(end);
            api.eventElapsedNanos(start, end);
            rank = after.read();
        } catch (DriverException | RuntimeException e) {
            failure = e;
        }
        failure = release(failure, start, api::eventDestroy);
        failure = release(failure, end, api::eventDestroy);
        failure = release(failure, stream, api::streamDestroy);
        if (api instanceof AutoCloseable closeable) {
            failure = release(failure, closeable, BackendProbes::close);
        }
        if (failure instanceof DriverException driver) {
            throw driver;
        }
        if (failure != null) {
            throw (RuntimeException) failure;
        }
        return java.util.Objects.requireNonNull(rank, "a device rank");
    }

    /** Closes a probed backend; a failure other than a driver's is unexpected of a close and reported as one. */
    private static void close(AutoCloseable backend) throws DriverException {
        try {
            backend.close();
        } catch (DriverException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("closing the probed backend failed", e);
        }
    }

    /** A destroy call of the probed API. */
    private interface Destroy<H> {
        void destroy(H handle) throws DriverException;
    }

    /** Destroys {@code handle} when it was created; the earlier failure wins, a later one is suppressed into it. */
    private static <H> @Nullable Exception release(@Nullable Exception failure, @Nullable H handle,
            Destroy<H> destroy) {
        if (handle == null) {
            return failure;
        }
        try {
            destroy.destroy(handle);
            return failure;
        } catch (DriverException | RuntimeException e) {
            if (failure == null) {
                return e;
            }
            // A backend may throw its one stored failure again (a lost device's): it is not a second failure.
            if (!e.equals(failure)) {
                failure.addSuppressed(e);
            }
            return failure;
        }
    }
}
