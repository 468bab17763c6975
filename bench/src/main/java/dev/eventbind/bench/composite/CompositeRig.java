package dev.eventbind.bench.composite;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.WindowBatch;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A fence and a profiler window on one backend, each next to the raw {@link EventApi} calls it consists of,
 * so that the difference is what the runtime adds.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class CompositeRig<E, S> implements AutoCloseable {

    private static final VarHandle LOCK_WORD;

    static {
        try {
            LOCK_WORD = MethodHandles.lookup().findVarHandle(CompositeRig.class, "lockWord", long.class);
        } catch (ReflectiveOperationException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    private final EventApi<E, S> api;
    private final S stream;
    private final E anchor;
    private final E start;
    private final E end;
    private final E[] batchStarts;
    private final E[] batchEnds;
    private final EventProfiler<E, S> profiler;
    private final WindowBatch<E> batch;
    @SuppressWarnings("unused") // through LOCK_WORD: the floors' lock word, 0 when free
    private volatile long lockWord;

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
     * {@link #BATCH} windows one after another, each started in a reused {@link WindowBatch} and stopped by its
     * index, then read back together as primitives: the allocation-free path.
     */
    public long batchWindows() throws DriverException, ProfileException {
        for (int i = 0; i < BATCH; i++) {
            profiler.stop(batch, profiler.start(stream, null, batch));
        }
        return readBatch();
    }

    /** {@link #batchWindows()} with each window started under a token and stopped into the batch by it. */
    public long batchWindowsByToken() throws DriverException, ProfileException {
        for (int i = 0; i < BATCH; i++) {
            long token = profiler.start(stream);
            profiler.stop(stream, token, batch);
        }
        return readBatch();
    }

    private long readBatch() {
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

    /**
     * The floor under {@link #window()}: what any window that keeps the profiler's guarantees costs beyond
     * {@link #rawWindow()}'s calls, with nothing else. That is one lock section for each of the window's three calls
     * (start and stop number their event in the stream's device order as they record it, and the read-back places
     * the window among the stream's others; another thread on the same stream may race each of them), one host clock
     * read after the wait (the causality ceiling the read-back clamps the window's end to), and one object of a
     * {@code ProfileDuration}'s 32 bytes. A lock section here is one compare-and-set and one release store on a lock
     * word no other thread takes: the cheapest exclusion there is.
     */
    public Object floorWindow() throws DriverException {
        section();
        api.eventRecord(start, stream);
        section();
        api.eventRecord(end, stream);
        FloorDuration duration = new FloorDuration(this);
        api.eventWait(end);
        long ceiling = System.nanoTime();
        section();
        long startNanos = api.eventElapsedNanos(anchor, start);
        duration.start = startNanos;
        duration.end = Math.min(ceiling, startNanos + api.eventElapsedNanos(start, end));
        return duration;
    }

    /**
     * The floor under {@link #batchWindows()}: {@link #rawBatchWindows()}'s calls with a lock section for each
     * window's start and stop, and one host clock read and one lock section for the batch's read-back (see
     * {@link #floorWindow()}).
     */
    public long floorBatchWindows() throws DriverException {
        for (int i = 0; i < BATCH; i++) {
            section();
            api.eventRecord(batchStarts[i], stream);
            section();
            api.eventRecord(batchEnds[i], stream);
        }
        api.eventWait(batchEnds[BATCH - 1]);
        long ceiling = System.nanoTime();
        section();
        long sum = 0;
        for (int i = 0; i < BATCH; i++) {
            long startNanos = api.eventElapsedNanos(anchor, batchStarts[i]);
            sum += Math.min(ceiling, startNanos + api.eventElapsedNanos(batchStarts[i], batchEnds[i])) - startNanos;
        }
        return sum;
    }

    /** One uncontended lock section: take the lock word with a compare-and-set, give it back with a release store. */
    private void section() {
        if (!LOCK_WORD.compareAndSet(this, 0L, Thread.currentThread().threadId())) {
            throw new IllegalStateException("the floor's lock word is taken: a rig is used from one thread");
        }
        LOCK_WORD.setRelease(this, 0L);
    }

    /**
     * An object of a {@code ProfileDuration}'s shape: a reference and two times, 32 bytes. It is handed to the
     * benchmark's blackhole whole, so it is allocated as a duration is, never scalar-replaced; nothing reads it.
     */
    @SuppressWarnings("UnusedVariable")
    private static final class FloorDuration {
        final Object state;
        long start;
        long end;

        FloorDuration(Object state) {
            this.state = state;
        }
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
