package dev.eventbind.gpu;

import dev.eventbind.backend.cuda.CudaRuntimeEvents;
import dev.eventbind.backend.cuda.driver.CudaDriverEventsProvider;
import dev.eventbind.backend.hip.HipRuntimeEvents;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/** The GPU backends test-gpu runs on, each with the probe that decides whether its tests run here. */
enum GpuBackendKind {

    /** The CUDA runtime (libcudart). */
    CUDA_RUNTIME("CUDA", CudaRuntimeEvents::probe),
    /** The CUDA driver API (libcuda), through its context-aware provider. */
    CUDA_DRIVER("CUDA driver", () -> new CudaDriverEventsProvider().probe()),
    /** HIP (libamdhip64). */
    HIP("HIP", HipRuntimeEvents::probe);

    private final String displayName;
    private final Supplier<BackendProbe> probe;

    GpuBackendKind(String displayName, Supplier<BackendProbe> probe) {
        this.displayName = displayName;
        this.probe = probe;
    }

    /** The backend's name as its probe and errors report it. */
    String displayName() {
        return displayName;
    }

    /** Loads the backend and asks a device to answer; never throws. */
    BackendProbe probe() {
        try {
            return probe.get();
        } catch (RuntimeException | LinkageError e) {
            // A probe must not throw; one that does still only means this backend's tests cannot run here.
            return BackendProbe.unavailable(displayName, Rank.GPU, Optional.empty(), e.toString(), List.of());
        }
    }
}
