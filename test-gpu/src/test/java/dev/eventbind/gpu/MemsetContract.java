package dev.eventbind.gpu;

import dev.eventbind.api.EventApi;
import dev.eventbind.contract.EventApiContract;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;

/**
 * The contract suite on a real GPU, with device memsets of a large buffer as the work that keeps a stream busy.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
abstract class MemsetContract<E, S> extends EventApiContract<E, S> {

    private MemsetWork<E, S> work;

    /** Opens the backend and its memory glue. */
    protected abstract GpuTarget<E, S> openTarget() throws Exception;

    @Override
    protected final EventApi<E, S> openApi() throws Exception {
        GpuTarget<E, S> target = openTarget();
        work = MemsetWork.on(target);
        return target.api();
    }

    @Override
    protected final void enqueueWork(S stream, Duration duration) throws Exception {
        work.enqueue(stream, duration);
    }

    /** CUDA and HIP document event timing "with a resolution of around 0.5 microseconds". */
    @Override
    protected final Duration timerResolution() {
        return Duration.ofNanos(500);
    }

    @AfterAll
    final void releaseBuffer() throws Exception {
        if (work != null) {
            work.close();
        }
    }
}
