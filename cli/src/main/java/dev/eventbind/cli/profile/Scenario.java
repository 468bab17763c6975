package dev.eventbind.cli.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.cli.workload.Workload;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntConsumer;

/**
 * The built-in workload, run under an {@link EventProfiler} on two streams of one backend.
 *
 * <p>Each iteration opens an outer window on stream 1 and, nested in it, a window around work on stream 1
 * ({@code produce}); a window around longer work on stream 2 ({@code side}); a device-side wait of stream 1 on
 * stream 2 (an {@link EventFence} minted on stream 2, waited on stream 1); and a window around more work on
 * stream 1 ({@code consume}), which the device can only start once {@code side} is done. The host never blocks
 * while queueing; each window's end is then awaited on a helper thread, which notes when the host saw it, so the
 * table can set the device's span beside the host's.
 */
public final class Scenario<E, S> implements AutoCloseable {

    /** The streams' display names, in stream-index order. */
    public static final List<String> STREAMS = List.of("stream 1", "stream 2");
    /** The device-side waits of one iteration, for the trace's flow arrows. */
    public static final List<Wait> WAITS = List.of(new Wait("side", "consume",
            "fence: stream 1 waits on the device for stream 2"));

    static final long PRODUCE_MICROS = 2_000;
    static final long SIDE_MICROS = 3_000;
    static final long CONSUME_MICROS = 1_000;

    private static final System.Logger LOG = System.getLogger(Scenario.class.getName());

    private final EventApi<E, S> api;
    private final Workload.Work<S> work;
    private final EventProfiler<E, S> profiler;
    private final List<S> streams = new ArrayList<>();
    private final ExecutorService waiters = Executors.newCachedThreadPool(Thread.ofPlatform().daemon()
            .name("eventbind-window-wait-", 0).factory());

    private Scenario(EventApi<E, S> api, Workload.Work<S> work) {
        this.api = api;
        this.work = work;
        this.profiler = new EventProfiler<>(api);
    }

    /**
     * A device-side wait in each iteration: the stream of window {@code after} is waited for by the stream of
     * window {@code before}, which starts only once the wait is over.
     *
     * @param after the window whose end the fence marks
     * @param before the window the waiting stream runs next
     * @param name what the trace calls the arrow
     */
    public record Wait(String after, String before, String name) {
    }

    /**
     * Runs {@code warmup} iterations of the workload whose windows are dropped, then {@code iterations} measured
     * ones, and returns the measured windows, resolved, in the order they were opened (iterations numbered from
     * 1). The profiler commits every window, warm-up ones included, as a
     * {@link dev.eventbind.jfr.DeviceWindowEvent} when a recording wants it, named as here and on the stream's
     * display name.
     *
     * @param progress told the number of finished iterations, warm-up ones included, after each one
     */
    public static <E, S> List<Window> run(EventApi<E, S> api, Workload workload, int iterations, int warmup,
            IntConsumer progress) throws DriverException, ProfileException {
        try (Workload.Work<S> work = workload.bind(api); Scenario<E, S> scenario = new Scenario<>(api, work)) {
            for (String name : STREAMS) {
                S stream = api.streamCreateNonBlocking();
                scenario.streams.add(stream);
                scenario.profiler.nameStream(stream, name);
            }
            List<Window> windows = new ArrayList<>();
            for (int run = 1; run <= warmup + iterations; run++) {
                List<Window> measured = scenario.iteration(run - warmup);
                if (run > warmup) {
                    windows.addAll(measured);
                }
                progress.accept(run);
            }
            return windows;
        }
    }

    private List<Window> iteration(int iteration) throws DriverException, ProfileException {
        S first = streams.get(0);
        S second = streams.get(1);
        List<Pending> pending = new ArrayList<>();
        Opened outer = open("iteration", 0, 1);
        pending.add(around(open("produce", 1, 1), PRODUCE_MICROS));
        pending.add(around(open("side", 0, 2), SIDE_MICROS));
        EventFence.mint(api, second).waitAsync(first);
        pending.add(around(open("consume", 1, 1), CONSUME_MICROS));
        pending.add(close(outer));
        // Listed in the order they were opened, the outer window first.
        pending.sort(Comparator.comparingLong(window -> window.window().hostIssued()));
        List<Window> windows = new ArrayList<>();
        for (Pending window : pending) {
            windows.add(window.await(iteration));
        }
        return windows;
    }

    private Opened open(String name, int depth, int streamIndex) throws DriverException {
        long issued = System.nanoTime();
        return new Opened(name, depth, streamIndex, issued, profiler.start(streams.get(streamIndex - 1), name));
    }

    private Pending around(Opened window, long micros) throws DriverException, ProfileException {
        work.enqueue(streams.get(window.streamIndex() - 1), micros);
        return close(window);
    }

    private Pending close(Opened window) throws ProfileException {
        long stopped = System.nanoTime();
        ProfileDuration duration = profiler.stop(streams.get(window.streamIndex() - 1), window.token());
        CompletableFuture<Seen> seen = CompletableFuture.supplyAsync(() -> {
            ProfileResult result = duration.resolve();
            return new Seen(result, System.nanoTime());
        }, waiters);
        return new Pending(window, stopped, seen);
    }

    /** Drains and destroys the streams; failures are logged, since the windows are already measured. */
    @Override
    public void close() {
        profiler.close();
        for (S stream : streams) {
            try {
                api.streamSynchronize(stream);
                api.streamDestroy(stream);
            } catch (DriverException | RuntimeException failed) {
                LOG.log(Level.WARNING, "Failed to release " + Words.a(api.backend()) + " stream: " + failed.getMessage());
            }
        }
        waiters.shutdown();
    }

    /** A window started and not yet stopped. */
    private record Opened(String name, int depth, int streamIndex, long hostIssued, long token) {
    }

    /** A stopped window's read-back and the host-clock reading taken the moment it returned. */
    private record Seen(ProfileResult result, long hostSeen) {
    }

    /** A stopped window whose read-back runs on a helper thread. */
    private record Pending(Opened window, long hostStopped, CompletableFuture<Seen> seen) {

        Window await(int iteration) throws ProfileException {
            Seen done = seen.join();
            if (done.result().failed()) {
                throw new ProfileException(new ProfileError.Unknown("reading back window '" + window.name()
                        + "' on " + STREAMS.get(window.streamIndex() - 1) + " failed: "
                        + done.result().failure().map(ProfileError::message).orElse("(the profiler logged why)")));
            }
            return new Window(window.name(), window.depth(), STREAMS.get(window.streamIndex() - 1),
                    window.streamIndex(), iteration, done.result().ticks().startNanos(),
                    done.result().ticks().endNanos(), window.hostIssued(), hostStopped, done.hostSeen(),
                    done.result().timingMethod().name(), done.result().boundNanos(),
                    done.result().durationBoundNanos());
        }
    }
}
