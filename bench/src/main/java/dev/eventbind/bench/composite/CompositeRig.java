package dev.eventbind.bench.composite;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.WindowBatch;

/**
 * A fence and a profiler window on one backend, each next to the raw {@link EventApi} calls it consists of,
 * so that the difference is what the runtime adds.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class CompositeRig<E, S> implements AutoCloseable {

    private final EventApi<E, S> api;
    private final S stream;
    private final E anchor;
    private final E start;
    private final E end;
    private final E[] batchStarts;
    private final E[] batchEnds;
    private final EventProfiler<E, S> profiler;
    private final WindowBatch<E> batch;

    /** Creates a stream, the raw window's three events (the anchor reached once) and a profiler. */
    public CompositeRig(EventApi<E, S> api) throws DriverException {
        this.api = api;
        this.stream = api.streamCreateNonBlocking();
        this.anchor = api.eventCreate();
        this.start = api.eventCreate();
        this.end = api.eventCreate();
        @SuppressWarnings("unchecked")
        E[] starts = (E[]) new Object[BATCH];
        @SuppressWarnings("unchecked")
        E[] ends = (E[]) new Object[BATCH];
        for (int i = 0; i < BATCH; i++) {
            starts[i] = api.eventCreate();
            ends[i] = api.eventCreate();
        }
        this.batchStarts = starts;
        this.batchEnds = ends;
        api.eventRecord(anchor, stream);
        api.eventWait(anchor);
        this.profiler = new EventProfiler<>(api);
        this.batch = profiler.newBatch(BATCH);
    }

    /** How many windows {@link #batchWindows()} times per call. */
    public static final int BATCH = 16;

    /** A fence: mint (create + record), wait on the host, close. */
    public void fence() throws DriverException {
        try (EventFence<E, S> fence = EventFence.mint(api, stream)) {
            fence.waitSync();
        }
    }

    /** The calls a fence consists of: create, record, wait, destroy. */
    public void rawFence() throws DriverException {
        E event = api.eventCreate();
        api.eventRecord(event, stream);
        api.eventWait(event);
        api.eventDestroy(event);
    }

    /**
     * A profiler window: start, stop, and its duration read back as a primitive (its events come from the
     * profiler's pool).
     */
    public long window() throws DriverException, ProfileException {
        long token = profiler.start(stream);
        return profiler.stop(stream, token).durationNanos();
    }

    /** {@link #window()} read back as a {@link ProfileResult}, which is built on each call. */
    public ProfileResult windowResult() throws DriverException, ProfileException {
        long token = profiler.start(stream);
        return profiler.stop(stream, token).resolve();
    }

    /**
     * {@link #BATCH} windows one after another, each stopped into a reused {@link WindowBatch}, then read back
     * together as primitives: the allocation-free path.
     */
    public long batchWindows() throws DriverException, ProfileException {
        for (int i = 0; i < BATCH; i++) {
            long token = profiler.start(stream);
            profiler.stop(stream, token, batch);
        }
        batch.resolve();
        long sum = 0;
        for (int i = 0; i < BATCH; i++) {
            sum += batch.durationNanos(i);
        }
        batch.clear();
        return sum;
    }

    /**
     * The calls a window consists of in steady state (pooled events, a fresh anchor): record start and end, wait
     * for the end (the stream runs in order, so the start is reached then too), read the start's offset from the
     * anchor and the span.
     */
    public long rawWindow() throws DriverException {
        api.eventRecord(start, stream);
        api.eventRecord(end, stream);
        api.eventWait(end);
        return api.eventElapsedNanos(anchor, start) + api.eventElapsedNanos(start, end);
    }

    /**
     * The calls {@link #batchWindows()} consists of: {@link #BATCH} windows' starts and ends recorded one after
     * another, one wait for the last end (the stream runs in order, so every event before it is reached then),
     * and every window read (offset from the anchor, span), as in {@link #rawWindow()}.
     */
    public long rawBatchWindows() throws DriverException {
        for (int i = 0; i < BATCH; i++) {
            api.eventRecord(batchStarts[i], stream);
            api.eventRecord(batchEnds[i], stream);
        }
        api.eventWait(batchEnds[BATCH - 1]);
        long sum = 0;
        for (int i = 0; i < BATCH; i++) {
            sum += api.eventElapsedNanos(anchor, batchStarts[i]) + api.eventElapsedNanos(batchStarts[i], batchEnds[i]);
        }
        return sum;
    }

    /** Closes the profiler and destroys the events and the stream. */
    @Override
    public void close() throws DriverException {
        profiler.close();
        for (int i = 0; i < BATCH; i++) {
            api.eventDestroy(batchStarts[i]);
            api.eventDestroy(batchEnds[i]);
        }
        api.eventDestroy(anchor);
        api.eventDestroy(start);
        api.eventDestroy(end);
        api.streamDestroy(stream);
    }
}
