package dev.eventbind.cli.workload;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClWork;

/**
 * Work for the OpenCL backend: each item fills a device buffer ({@code clEnqueueFillBuffer}) sized so that
 * PoCL on one CPU core takes about the asked time. A GPU fills much faster, so there the windows are shorter;
 * the profile still times exactly what ran.
 */
public final class OpenClWorkload implements Workload {

    /** PoCL fills about 10 MiB per millisecond on one core once the pages are touched. */
    static final long BYTES_PER_MICRO = 10L * 1024 * 1024 / 1000 / Integer.BYTES * Integer.BYTES;

    /** For {@link java.util.ServiceLoader}. */
    public OpenClWorkload() {
    }

    @Override
    public String backend() {
        return "OpenCL";
    }

    @Override
    public String description() {
        return "work: clEnqueueFillBuffer of about " + BYTES_PER_MICRO * 1000 / (1024 * 1024)
                + " MiB per millisecond asked";
    }

    @Override
    public <S> Work<S> bind(EventApi<?, S> api) {
        if (!(api instanceof OpenClEvents)) {
            throw new IllegalArgumentException("OpenCL work needs the OpenCL backend, not " + api.backend());
        }
        return new SizedBuffers<S, OpenClWork>(BYTES_PER_MICRO,
                (stream, bytes) -> OpenClWork.allocate((OpenClEvents.Stream) stream, bytes),
                (buffer, stream) -> buffer.fill((OpenClEvents.Stream) stream), OpenClWork::close);
    }
}
