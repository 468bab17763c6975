package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileException;
import java.util.List;

/**
 * One driver-backed backend set up for the rows every such route measures (OpenCL on PoCL against its peers,
 * Vulkan on the machine's driver): a stream, a marker recorded and never waited for, two events reached once for
 * the read of a completed span, a raw window's two events, and a profiler whose anchor is in place. Each operation
 * is one method, so a benchmark class only says which backend it opens and which rows it keeps.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class BackendRig<E, S> {

    /**
     * A synchronize after this many records nobody waits for, as the C floors do: a queue that only grows measures
     * the driver's backlog, not the enqueue.
     */
    public static final int DRAIN = 4096;

    private final EventApi<E, S> api;
    private final S stream;
    private final E marker;
    private final E doneA;
    private final E doneB;
    private final E start;
    private final E end;
    private final EventProfiler<E, S> profiler;
    private int records;

    /**
     * Creates the stream and events on {@code api}, reaches the two read events and places the profiler's anchor
     * with one window; the rig owns {@code api} from here on and closes it with itself where it is closeable.
     *
     * @param api the opened backend
     * @throws Exception when the driver refuses a call or the first window
     */
    public BackendRig(EventApi<E, S> api) throws Exception {
        this.api = api;
        this.stream = api.streamCreateNonBlocking();
        this.marker = api.eventCreate();
        this.doneA = api.eventCreate();
        this.doneB = api.eventCreate();
        this.start = api.eventCreate();
        this.end = api.eventCreate();
        api.eventRecord(doneA, stream);
        api.eventRecord(doneB, stream);
        api.eventWait(doneB);
        this.profiler = new EventProfiler<>(api);
        profilerWindow();
    }

    /** The marker recorded and not waited for; every {@link #DRAIN}-th record drains the stream. */
    public void record() throws DriverException {
        api.eventRecord(marker, stream);
        if (++records % DRAIN == 0) {
            api.streamSynchronize(stream);
        }
    }

    /** {@return the span between the two reached events} */
    public long elapsed() throws DriverException {
        return api.eventElapsedNanos(doneA, doneB);
    }

    /** {@return a window from raw calls: two records, a wait on the second, both read} */
    public long window() throws DriverException {
        api.eventRecord(start, stream);
        api.eventRecord(end, stream);
        api.eventWait(end);
        return api.eventElapsedNanos(start, end);
    }

    /** A fence from raw calls: an event created, recorded, waited for and destroyed. */
    public void fence() throws DriverException {
        E event = api.eventCreate();
        try {
            api.eventRecord(event, stream);
            api.eventWait(event);
        } finally {
            api.eventDestroy(event);
        }
    }

    /** {@return an {@link EventProfiler} window: start, stop, resolve} */
    public long profilerWindow() throws DriverException, ProfileException {
        long token = profiler.start(stream);
        return profiler.stop(stream, token).resolve().ticks().durationNanos();
    }

    /** {@link EventFence}: mint, then wait on the host. */
    public void eventFence() throws DriverException {
        EventFence.mint(api, stream).waitSync();
    }

    /**
     * Closes the profiler, drains the stream, destroys the events and the stream, then closes the backend.
     *
     * @throws Exception when the driver refuses a destroy or the backend's close
     */
    public void close() throws Exception {
        profiler.close();
        api.streamSynchronize(stream);
        for (E event : List.of(marker, doneA, doneB, start, end)) {
            api.eventDestroy(event);
        }
        api.streamDestroy(stream);
        if (api instanceof AutoCloseable backend) {
            backend.close();
        }
    }
}
