package dev.eventbind.cli.workload;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClWork;
import java.util.LinkedHashMap;
import java.util.Map;

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
        return new Fills<>();
    }

    /** One buffer per work size, allocated on first use and released when the workload is closed. */
    private static final class Fills<S> implements Work<S> {

        private final Map<Long, OpenClWork> buffers = new LinkedHashMap<>();

        @Override
        public void enqueue(S stream, long micros) throws DriverException {
            OpenClEvents.Stream queue = (OpenClEvents.Stream) stream;
            OpenClWork buffer = buffers.get(micros);
            if (buffer == null) {
                // On the queue's context; every queue of one backend shares it.
                buffer = OpenClWork.allocate(queue, Math.max(Integer.BYTES, micros * BYTES_PER_MICRO));
                buffers.put(micros, buffer);
            }
            buffer.fill(queue);
        }

        @Override
        public void close() throws DriverException {
            DriverException first = null;
            for (OpenClWork buffer : buffers.values()) {
                try {
                    buffer.close();
                } catch (DriverException failed) {
                    first = first == null ? failed : first;
                }
            }
            buffers.clear();
            if (first != null) {
                throw first;
            }
        }
    }
}
