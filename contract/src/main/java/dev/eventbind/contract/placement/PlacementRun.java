package dev.eventbind.contract.placement;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.ProfileTicks;
import dev.eventbind.profile.WindowBatch;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * Profiles many windows on two streams of a real backend and checks where the profiler placed them: no two
 * windows of one stream partially overlap, every nested window lies inside its parent, and, where the backend
 * can say when the device really reached an event, how far each placed start and end is from the truth.
 *
 * <p>Each iteration opens six windows: on stream 1 an outer window holding {@code a}, then {@code b} with
 * {@code c} nested in it; on stream 2 {@code d} and, right after it, {@code e}. Half the iterations read their
 * windows back through durations, resolved in a shuffled order, the other half through a {@link WindowBatch}.
 * Consecutive windows of a stream are checked end to start (across iterations too), nested ones against their
 * parents; together that covers every pair, since a window's children lie inside it.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class PlacementRun<E, S> {

    /** Work a check queues on a stream inside a window. */
    @FunctionalInterface
    public interface Work<S> {
        /** Queues some work on {@code stream}; {@code iteration} lets it vary. */
        void enqueue(S stream, int iteration) throws DriverException;
    }

    /** Where the device really reached an event, on the {@link System#nanoTime()} clock. */
    @FunctionalInterface
    public interface Truth<E> {
        /** The host-clock nanoseconds at which the device reached {@code event}'s latest record. */
        long stampNanos(E event) throws DriverException;
    }

    private static final int OUTER = 0;
    private static final int A = 1;
    private static final int B = 2;
    private static final int C = 3;
    private static final int D = 4;
    private static final int E = 5;
    private static final int PER_ITERATION = 6;
    private static final String[] NAMES = {"outer", "a", "b", "c", "d", "e"};

    private final RecordSpy<E, S> spy;
    private final EventProfiler<E, S> profiler;
    private final Work<S> work;
    private final @Nullable Truth<E> truth;
    private final S first;
    private final S second;
    private final WindowBatch<E> batch;
    private final Random shuffle = new Random(14);
    private final long[] tokens = new long[PER_ITERATION];
    private final long[] starts = new long[PER_ITERATION];
    private final long[] ends = new long[PER_ITERATION];
    private final long[] bounds = new long[PER_ITERATION];
    private final int[] batchIndex = new int[PER_ITERATION];
    // A window's duration from its stop until it is read back.
    private final @Nullable ProfileDuration[] durations = new ProfileDuration[PER_ITERATION];
    private final Object[] startEvents = new Object[PER_ITERATION];
    private final Object[] endEvents = new Object[PER_ITERATION];
    private long overlaps;
    private long escapes;
    private long firstEnd = Long.MIN_VALUE;
    private long secondEnd = Long.MIN_VALUE;
    private long[] errors = new long[0];
    private long[] errorBounds = new long[0]; // the bound each error is judged against, index for index
    private int errorCount;

    private PlacementRun(EventApi<E, S> backend, Work<S> work, @Nullable Truth<E> truth) throws DriverException {
        this.spy = RecordSpy.of(backend);
        this.profiler = new EventProfiler<>(spy);
        this.work = work;
        this.truth = truth;
        this.first = backend.streamCreateNonBlocking();
        this.second = backend.streamCreateNonBlocking();
        this.batch = profiler.newBatch(PER_ITERATION);
    }

    /**
     * Profiles at least {@code windows} windows on {@code backend} and reports on their placement.
     *
     * @param truth where events really were, or null when the backend cannot tell
     */
    public static <E, S> PlacementReport run(EventApi<E, S> backend, long windows, Work<S> work,
            @Nullable Truth<E> truth) throws DriverException, ProfileException {
        long iterations = (windows + PER_ITERATION - 1) / PER_ITERATION;
        return run(backend, work, truth, iteration -> iteration < iterations);
    }

    /**
     * Profiles windows on {@code backend} for {@code length} of wall time and reports on their placement: long
     * enough runs see the profiler's anchor refreshed many times, and a drifting device clock fitted.
     *
     * @param truth where events really were, or null when the backend cannot tell
     */
    public static <E, S> PlacementReport runFor(EventApi<E, S> backend, java.time.Duration length, Work<S> work,
            @Nullable Truth<E> truth) throws DriverException, ProfileException {
        long until = System.nanoTime() + length.toNanos();
        return run(backend, work, truth, iteration -> System.nanoTime() - until < 0);
    }

    private static <E, S> PlacementReport run(EventApi<E, S> backend, Work<S> work, @Nullable Truth<E> truth,
            java.util.function.LongPredicate goOn) throws DriverException, ProfileException {
        PlacementRun<E, S> run = new PlacementRun<>(backend, work, truth);
        long iterations = 0;
        try {
            while (goOn.test(iterations)) {
                run.iteration((int) iterations);
                iterations++;
            }
        } finally {
            run.close(backend);
        }
        return new PlacementReport(iterations * PER_ITERATION, run.overlaps, run.escapes,
                java.util.Arrays.copyOf(run.errors, run.errorCount),
                java.util.Arrays.copyOf(run.errorBounds, run.errorCount));
    }

    private void iteration(int iteration) throws DriverException, ProfileException {
        boolean batched = (iteration & 1) == 1;
        open(first, OUTER);
        open(first, A);
        work.enqueue(first, iteration);
        close(first, A, batched);
        open(first, B);
        open(first, C);
        work.enqueue(first, iteration);
        close(first, C, batched);
        close(first, B, batched);
        open(second, D);
        work.enqueue(second, iteration);
        close(second, D, batched);
        close(first, OUTER, batched);
        open(second, E);
        close(second, E, batched);
        if (batched) {
            readBatch();
        } else {
            readDurations();
        }
        check();
        if (truth != null) {
            measureErrors(truth);
        }
    }

    private void open(S stream, int window) throws DriverException {
        tokens[window] = profiler.start(stream, NAMES[window]);
        startEvents[window] = recorded(window);
    }

    private void close(S stream, int window, boolean batched) throws ProfileException {
        if (batched) {
            batchIndex[window] = profiler.stop(stream, tokens[window], batch);
        } else {
            durations[window] = profiler.stop(stream, tokens[window]);
        }
        endEvents[window] = recorded(window);
    }

    /** The event the profiler recorded last: the window's start after {@code start}, its end after {@code stop}. */
    private E recorded(int window) {
        E event = spy.lastRecorded();
        if (event == null) {
            throw new IllegalStateException("the profiler recorded no event for window " + NAMES[window]);
        }
        return event;
    }

    private void readBatch() {
        batch.resolve();
        for (int window = 0; window < PER_ITERATION; window++) {
            starts[window] = batch.startNanos(batchIndex[window]);
            ends[window] = batch.endNanos(batchIndex[window]);
            bounds[window] = batch.boundNanos(batchIndex[window]);
        }
        batch.clear();
    }

    private void readDurations() {
        int[] order = {0, 1, 2, 3, 4, 5};
        for (int i = order.length - 1; i > 0; i--) {
            int j = shuffle.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        for (int window : order) {
            ProfileDuration duration = durations[window];
            if (duration == null) {
                throw new IllegalStateException("window " + NAMES[window] + " was read back before it was stopped");
            }
            ProfileResult result = duration.resolve();
            ProfileTicks ticks = result.ticks();
            starts[window] = ticks.startNanos();
            ends[window] = ticks.endNanos();
            bounds[window] = result.boundNanos();
            durations[window] = null;
        }
    }

    private void check() {
        escapes += inside(A, OUTER) + inside(B, OUTER) + inside(C, B) + inside(C, OUTER);
        overlaps += before(firstEnd, starts[OUTER]) + before(ends[A], starts[B])
                + before(secondEnd, starts[D]) + before(ends[D], starts[E]);
        firstEnd = ends[OUTER];
        secondEnd = ends[E];
    }

    private int inside(int child, int parent) {
        return starts[child] >= starts[parent] && ends[child] <= ends[parent] ? 0 : 1;
    }

    private static int before(long end, long start) {
        return end <= start ? 0 : 1;
    }

    @SuppressWarnings("unchecked")
    private void measureErrors(Truth<E> truth) throws DriverException {
        if (errors.length < errorCount + 2 * PER_ITERATION) {
            errors = java.util.Arrays.copyOf(errors, Math.max(1024, errors.length * 2));
            errorBounds = java.util.Arrays.copyOf(errorBounds, errors.length);
        }
        for (int window = 0; window < PER_ITERATION; window++) {
            errorBounds[errorCount] = bounds[window];
            errors[errorCount++] = Math.abs(starts[window] - truth.stampNanos((E) startEvents[window]));
            errorBounds[errorCount] = bounds[window];
            errors[errorCount++] = Math.abs(ends[window] - truth.stampNanos((E) endEvents[window]));
        }
    }

    private void close(EventApi<E, S> backend) throws DriverException {
        profiler.close();
        backend.streamSynchronize(first);
        backend.streamSynchronize(second);
        backend.streamDestroy(first);
        backend.streamDestroy(second);
    }
}
