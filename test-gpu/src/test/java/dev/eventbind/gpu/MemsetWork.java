package dev.eventbind.gpu;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.time.Duration;

/**
 * Real device work of a chosen length: memsets of one large device buffer, as many as the wanted time needs at
 * the rate measured on this device when the work is set up.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
final class MemsetWork<E, S> implements AutoCloseable {

    /** One memset writes this much: large enough to take a good fraction of a millisecond on any GPU. */
    static final long BUFFER_BYTES = 1L << 30;
    private static final int CALIBRATION_MEMSETS = 16;
    /** Work is sized a little long, so "at least this long" holds despite the rate's own noise. */
    private static final double MARGIN = 1.10;

    private final GpuTarget<E, S> target;
    private final long buffer;
    private long nanosPerMemset;
    private int nextValue;

    private MemsetWork(GpuTarget<E, S> target, long buffer) {
        this.target = target;
        this.buffer = buffer;
    }

    /** Allocates the buffer on {@code target} and measures how long one memset of it takes. */
    static <E, S> MemsetWork<E, S> on(GpuTarget<E, S> target) throws DriverException {
        MemsetWork<E, S> work = new MemsetWork<>(target, target.allocate(BUFFER_BYTES));
        work.calibrate();
        return work;
    }

    private void calibrate() throws DriverException {
        EventApi<E, S> api = target.api();
        S stream = api.streamCreateNonBlocking();
        E start = api.eventCreate();
        E end = api.eventCreate();
        try {
            memsets(stream, 2); // first touch and any lazy set-up stay out of the measurement
            api.eventRecord(start, stream);
            memsets(stream, CALIBRATION_MEMSETS);
            api.eventRecord(end, stream);
            api.eventWait(end);
            nanosPerMemset = Math.max(1, api.eventElapsedNanos(start, end) / CALIBRATION_MEMSETS);
        } finally {
            api.eventDestroy(end);
            api.eventDestroy(start);
            api.streamSynchronize(stream);
            api.streamDestroy(stream);
        }
    }

    /** Queues memsets that keep {@code stream} busy for at least about {@code duration}; does not wait. */
    void enqueue(S stream, Duration duration) throws DriverException {
        memsets(stream, (int) Math.max(1, Math.ceil(duration.toNanos() * MARGIN / nanosPerMemset)));
    }

    /** Queues {@code count} memsets of the whole buffer on {@code stream}. */
    void memsets(S stream, int count) throws DriverException {
        for (int i = 0; i < count; i++) {
            target.fill(buffer, nextValue++ & 0xff, BUFFER_BYTES, stream);
        }
    }

    /** The device time one memset of the buffer took when measured. */
    Duration perMemset() {
        return Duration.ofNanos(nanosPerMemset);
    }

    @Override
    public void close() throws DriverException {
        target.free(buffer);
    }
}
