package dev.eventbind.reliability.support;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A real backend seen through its {@link EventApi}: every call goes to the backend unchanged, after it is counted
 * and shown to an optional hook (which the fault tests use to arm the host library's own fault injection at the
 * n-th call). It also keeps the events and streams the backend handed out and not yet got back, by identity, so
 * a backend without counters of its own (OpenCL) can be checked for leaks and double frees at the seam.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class ObservedApi<E, S> implements EventApi<E, S> {

    /**
     * Runs before each call reaches the backend, with how many calls of that kind came before it plus one. The
     * non-blocking query is counted per wait, not per poll: how often a wait polls depends on timing, so only its
     * first query has a position that is the same in every run.
     */
    @FunctionalInterface
    public interface Hook {
        void before(ApiCall call, long position);
    }

    private final EventApi<E, S> backend;
    private final Hook hook;
    private final Map<ApiCall, AtomicLong> calls = new EnumMap<>(ApiCall.class);
    private final Set<Object> live = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
    private final AtomicLong doubleReleases = new AtomicLong();
    private final Object polls = new Object();
    private Object lastQueried; // guarded by polls
    private boolean lastReached; // guarded by polls
    private final AtomicLong refusals = new AtomicLong();
    private final Map<ApiCall, AtomicLong> refusalsOf = new EnumMap<>(ApiCall.class);

    /** Observes {@code backend}; {@code hook} sees every call first. */
    public ObservedApi(EventApi<E, S> backend, Hook hook) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.hook = Objects.requireNonNull(hook, "hook");
        for (ApiCall call : ApiCall.values()) {
            calls.put(call, new AtomicLong());
            refusalsOf.put(call, new AtomicLong());
        }
    }

    /** Observes {@code backend} with no hook. */
    public ObservedApi(EventApi<E, S> backend) {
        this(backend, (call, position) -> { });
    }

    /** How many times {@code call} was made; for the query, how many waits polled. */
    public long count(ApiCall call) {
        return calls.get(call).get();
    }

    /** Events and streams handed out and not yet destroyed. */
    public int live() {
        return live.size();
    }

    /** Destroy calls for a handle that was not live (already destroyed, or never handed out). */
    public long doubleReleases() {
        return doubleReleases.get();
    }

    /** How many calls the backend answered with a {@link DriverException}. */
    public long refusals() {
        return refusals.get();
    }

    private void enter(ApiCall call) {
        hook.before(call, calls.get(call).incrementAndGet());
    }

    /** How many calls of {@code call} the backend answered with a {@link DriverException}. */
    public long refusals(ApiCall call) {
        return refusalsOf.get(call).get();
    }

    /** Counts a refusal of {@code call} on its way to the caller. */
    private DriverException refused(ApiCall call, DriverException refusal) {
        refusals.incrementAndGet();
        refusalsOf.get(call).incrementAndGet();
        return refusal;
    }

    private <T> T born(T handle) {
        live.add(handle);
        return handle;
    }

    private void dying(Object handle) {
        if (handle != null && !live.remove(handle)) {
            doubleReleases.incrementAndGet();
        }
    }

    /** A call to the backend that may be refused. */
    @FunctionalInterface
    private interface Call<T> {
        T run() throws DriverException;
    }

    /** A call to the backend that returns nothing and may be refused. */
    @FunctionalInterface
    private interface Action {
        void run() throws DriverException;
    }

    /** {@link #observe} for a call that returns nothing. */
    private void act(ApiCall call, Action body) throws DriverException {
        observe(call, () -> {
            body.run();
            return null;
        });
    }

    /** Counts {@code call}, shows it to the hook, runs it and counts a refusal on its way to the caller. */
    private <T> T observe(ApiCall call, Call<T> body) throws DriverException {
        enter(call);
        try {
            return body.run();
        } catch (DriverException refusal) {
            throw refused(call, refusal);
        }
    }

    @Override
    public String backend() {
        return backend.backend();
    }

    @Override
    public E eventCreate() throws DriverException {
        return observe(ApiCall.EVENT_CREATE, () -> born(backend.eventCreate()));
    }

    @Override
    public void eventDestroy(E event) throws DriverException {
        // Released whether or not the destroy succeeds: the seam forbids using the handle after it either way.
        act(ApiCall.EVENT_DESTROY, () -> {
            dying(event);
            backend.eventDestroy(event);
        });
    }

    @Override
    public void eventRecord(E event, S stream) throws DriverException {
        act(ApiCall.EVENT_RECORD, () -> backend.eventRecord(event, stream));
    }

    @Override
    public void eventWait(E event) throws DriverException {
        act(ApiCall.EVENT_WAIT, () -> backend.eventWait(event));
    }

    @Override
    public boolean eventQuery(E event) throws DriverException {
        synchronized (polls) {
            if (event != lastQueried || lastReached) {
                enter(ApiCall.EVENT_QUERY); // the first poll of a wait
            }
            lastQueried = event;
            lastReached = false;
        }
        try {
            boolean reached = backend.eventQuery(event);
            synchronized (polls) {
                lastReached = reached;
            }
            return reached;
        } catch (DriverException refusal) {
            synchronized (polls) {
                lastReached = true; // a refusal ends the wait
            }
            throw refused(ApiCall.EVENT_QUERY, refusal);
        }
    }

    @Override
    public boolean supportsEventQuery() {
        return backend.supportsEventQuery();
    }

    @Override
    public long eventElapsedNanos(E start, E end) throws DriverException {
        return observe(ApiCall.EVENT_ELAPSED, () -> backend.eventElapsedNanos(start, end));
    }

    @Override
    public void streamWaitEvent(S stream, E event) throws DriverException {
        act(ApiCall.STREAM_WAIT_EVENT, () -> backend.streamWaitEvent(stream, event));
    }

    @Override
    public void streamSynchronize(S stream) throws DriverException {
        act(ApiCall.STREAM_SYNCHRONIZE, () -> backend.streamSynchronize(stream));
    }

    @Override
    public S streamCreateNonBlocking() throws DriverException {
        return observe(ApiCall.STREAM_CREATE, () -> born(backend.streamCreateNonBlocking()));
    }

    @Override
    public void streamDestroy(S stream) throws DriverException {
        act(ApiCall.STREAM_DESTROY, () -> {
            dying(stream);
            backend.streamDestroy(stream);
        });
    }
}
