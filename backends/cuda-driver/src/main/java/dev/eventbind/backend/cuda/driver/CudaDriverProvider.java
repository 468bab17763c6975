package dev.eventbind.backend.cuda.driver;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.binding.BackendProbes;
import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Discovery's view of the CUDA driver API backend. Unlike a generated provider, its probe and {@link #open()}
 * go through {@link CudaDriverBackend}, so the driver is initialized and a context is current before the probe's
 * event is created: without one the driver refuses every event call (CUDA_ERROR_INVALID_CONTEXT).
 */
public final class CudaDriverProvider implements BackendProvider {

    private volatile @Nullable CudaDriverBackend opened;

    /** For {@link java.util.ServiceLoader}; applications find the backend through discovery. */
    public CudaDriverProvider() {
    }

    @Override
    public String name() {
        return DriverStatus.BACKEND;
    }

    @Override
    public Rank rank() {
        return Rank.GPU;
    }

    /**
     * The runtime's probe (ready only when a timed read works end to end) on the backend with its context
     * current; the driver's version needs no context.
     */
    @Override
    public BackendProbe probe() {
        return BackendProbes.probe(name(), rank(), CudaDriverFunctions.library(), CudaDriverProvider::version,
                this::backend);
    }

    /**
     * The backend, opened once per provider.
     *
     * @throws BackendUnavailableException when the library is missing or the driver refuses to initialize
     */
    @Override
    public CudaDriverBackend open() {
        try {
            return backend();
        } catch (DriverException refused) {
            throw new BackendUnavailableException(name(), reason(refused), List.of(), refused);
        }
    }

    private CudaDriverBackend backend() throws DriverException {
        CudaDriverBackend backend = opened;
        if (backend == null) {
            synchronized (this) {
                backend = opened;
                if (backend == null) {
                    backend = CudaDriverBackend.open();
                    opened = backend;
                }
            }
        }
        return backend;
    }

    /** "CUDA_ERROR_NO_DEVICE (100): no CUDA-capable device is detected, in cuInit": a refusing driver. */
    static String reason(DriverException refused) {
        return refused.statusSummary() + ", in " + refused.function();
    }

    private static Optional<String> version() {
        MemorySegment out = Scratch.get();
        if (CudaDriverFunctions.open().cuDriverGetVersion(out) != 0) {
            return Optional.empty();
        }
        int version = out.get(ValueLayout.JAVA_INT, 0);
        return Optional.of(version / 1000 + "." + version % 1000 / 10);
    }
}
