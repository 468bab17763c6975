package test;

import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.spec.Rank;
import java.util.ServiceLoader;
import javax.annotation.processing.Generated;

/**
 * Finds the FakeCUDA backend for {@link ServiceLoader}; generated from {@link CudaRuntime}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.CudaRuntime"
)
public final class CudaRuntimeEventsProvider implements BackendProvider {
    /**
     * For {@link ServiceLoader}.
     */
    public CudaRuntimeEventsProvider() {
    }

    @Override
    public String name() {
        return "FakeCUDA";
    }

    @Override
    public Rank rank() {
        return Rank.GPU;
    }

    @Override
    public BackendProbe probe() {
        return CudaRuntimeEvents.probe();
    }

    @Override
    public CudaRuntimeEvents open() {
        return CudaRuntimeEvents.open();
    }
}
