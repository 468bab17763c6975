package dev.eventbind.cli.workload;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.levelzero.LevelZeroEvents;
import dev.eventbind.backend.levelzero.LevelZeroWork;

/**
 * Work for the Level Zero backend: each item fills host memory the device reaches
 * ({@code zeCommandListAppendMemoryFill}), sized as for OpenCL: about the asked time on one CPU core, less on a GPU;
 * the profile still times exactly what ran.
 */
public final class LevelZeroWorkload implements Workload {

    /** As for OpenCL: about 10 MiB per millisecond on one core. */
    static final long BYTES_PER_MICRO = OpenClWorkload.BYTES_PER_MICRO;

    /** For {@link java.util.ServiceLoader}. */
    public LevelZeroWorkload() {
    }

    @Override
    public String backend() {
        return "Level Zero";
    }

    @Override
    public String description() {
        return "work: zeCommandListAppendMemoryFill of about " + BYTES_PER_MICRO * 1000 / (1024 * 1024)
                + " MiB per millisecond asked";
    }

    @Override
    public <S> Work<S> bind(EventApi<?, S> api) {
        if (!(api instanceof LevelZeroEvents backend)) {
            throw new IllegalArgumentException("Level Zero work needs the Level Zero backend, not " + api.backend());
        }
        return new SizedBuffers<S, LevelZeroWork>(BYTES_PER_MICRO,
                (stream, bytes) -> LevelZeroWork.allocate(backend, bytes),
                (buffer, stream) -> buffer.fill((LevelZeroEvents.Stream) stream), LevelZeroWork::close);
    }
}
