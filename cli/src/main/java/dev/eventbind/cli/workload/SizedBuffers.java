package dev.eventbind.cli.workload;

import dev.eventbind.api.DriverException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Work that fills device memory: one buffer per work size, allocated on first use on the stream it is filled on
 * (every stream of one backend shares its context) and released when the work is closed.
 *
 * @param <S> the backend's stream handle
 * @param <B> the backend's buffer
 */
final class SizedBuffers<S, B> implements Workload.Work<S> {

    /** Makes a buffer of {@code bytes} on the context of {@code stream}. */
    @FunctionalInterface
    interface Allocate<S, B> {
        B allocate(S stream, long bytes) throws DriverException;
    }

    /** Queues a fill of the whole buffer on {@code stream}. */
    @FunctionalInterface
    interface Fill<S, B> {
        void fill(B buffer, S stream) throws DriverException;
    }

    /** Releases a buffer. */
    @FunctionalInterface
    interface Release<B> {
        void release(B buffer) throws DriverException;
    }

    private final long bytesPerMicro;
    private final Allocate<S, B> allocate;
    private final Fill<S, B> fill;
    private final Release<B> release;
    private final Map<Long, B> buffers = new LinkedHashMap<>();

    SizedBuffers(long bytesPerMicro, Allocate<S, B> allocate, Fill<S, B> fill, Release<B> release) {
        this.bytesPerMicro = bytesPerMicro;
        this.allocate = allocate;
        this.fill = fill;
        this.release = release;
    }

    @Override
    public void enqueue(S stream, long micros) throws DriverException {
        B buffer = buffers.get(micros);
        if (buffer == null) {
            buffer = allocate.allocate(stream, Math.max(Integer.BYTES, micros * bytesPerMicro));
            buffers.put(micros, buffer);
        }
        fill.fill(buffer, stream);
    }

    /** Releases every buffer; the first failure is thrown once all were tried. */
    @Override
    public void close() throws DriverException {
        DriverException first = null;
        for (B buffer : buffers.values()) {
            try {
                release.release(buffer);
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
