package dev.eventbind.jmh;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileException;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * The profiling windows of a benchmark, which {@link DeviceTimeProfiler} reports: open one in a
 * {@code @Setup} method, start and stop windows around the device work of each {@code @Benchmark} call, close it in
 * {@code @TearDown}.
 *
 * <pre>{@code
 * @State(Scope.Thread)
 * public class CopyBench {
 *     HostRuntimeEvents host;
 *     Stream stream;
 *     BenchWindows<Event, Stream> windows;
 *
 *     @Setup
 *     public void open() throws DriverException {
 *         host = HostRuntimeEvents.open();
 *         stream = host.streamCreateNonBlocking();
 *         windows = BenchWindows.on(host);
 *     }
 *
 *     @Benchmark
 *     public void copy() throws Exception {
 *         long window = windows.start(stream, "copy");
 *         // ... queue the work on the stream
 *         windows.stop(stream, window);
 *         host.streamSynchronize(stream);
 *     }
 *
 *     @TearDown
 *     public void close() throws DriverException {
 *         windows.close();
 *         host.streamDestroy(stream);
 *     }
 * }
 * }</pre>
 *
 * <p>A window belongs to the iteration it was started in. Stopping it never waits: its duration is kept, and read
 * back by the profiler once the iteration is over, outside JMH's measurement. A benchmark that reads durations
 * itself may; they are reported all the same. A benchmark that never synchronizes lets the device fall behind the
 * host, and the profiler then waits for the device at the end of each iteration. Kept durations are let go once
 * the device has passed them and more than {@value #KEPT} wait; past {@value #KEPT_LIMIT}, the oldest is read
 * back, waiting for the device, inside the benchmark's call. Without the profiler a window costs what an
 * {@link EventProfiler} window costs.
 *
 * <p>Safe for many threads, as {@link EventProfiler} is.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class BenchWindows<E, S> implements AutoCloseable {

    static final int KEPT = 4096;
    static final int KEPT_LIMIT = 4 * KEPT;

    private final EventProfiler<E, S> profiler;
    private final Queue<ProfileDuration> stopped = new ConcurrentLinkedQueue<>();
    private final AtomicInteger kept = new AtomicInteger();

    private BenchWindows(EventApi<E, S> api) {
        this.profiler = new EventProfiler<>(api, IterationRecorder.LISTENER);
    }

    /**
     * Windows on {@code api}'s streams, reported by {@link DeviceTimeProfiler} when the run has it.
     *
     * @param api the backend the benchmark's work runs on
     * @param <E> the backend's event handle
     * @param <S> the backend's stream handle
     * @return the benchmark's windows, to be closed when it is done
     */
    public static <E, S> BenchWindows<E, S> on(EventApi<E, S> api) {
        BenchWindows<E, S> windows = new BenchWindows<>(Objects.requireNonNull(api, "api"));
        IterationRecorder.opened(windows);
        return windows;
    }

    /**
     * Starts a window on {@code stream}, as {@link EventProfiler#start(Object, String)} does.
     *
     * @param stream the stream the device work is queued on
     * @param name the window's name; null for an unnamed one
     * @return the window's token, for {@link #stop}
     * @throws DriverException when the driver refuses the window's event
     */
    public long start(S stream, @Nullable String name) throws DriverException {
        return profiler.start(stream, name);
    }

    /**
     * Stops window {@code token} without waiting, as {@link EventProfiler#stop(Object, long)} does, and keeps its
     * duration for the profiler.
     *
     * @param stream the stream it started on
     * @param token the token {@link #start} returned
     * @return the window's duration, which the benchmark may resolve itself
     * @throws ProfileException when the window cannot be stopped, as {@link EventProfiler#stop(Object, long)} says
     */
    public ProfileDuration stop(S stream, long token) throws ProfileException {
        ProfileDuration duration = profiler.stop(stream, token);
        stopped.add(duration);
        if (kept.incrementAndGet() > KEPT) {
            letGo();
        }
        return duration;
    }

    /** {@return the profiler the windows are on, for naming streams and for reporting failures} */
    public EventProfiler<E, S> profiler() {
        return profiler;
    }

    /**
     * Lets the oldest kept durations go once they are read back (the profiler reads a window back on its own once
     * its stream has more than a thousand waiting), and reads the oldest back while more than
     * {@value #KEPT_LIMIT} wait.
     */
    private void letGo() {
        for (ProfileDuration oldest = stopped.peek(); oldest != null; oldest = stopped.peek()) {
            if (!oldest.isResolved() && kept.get() <= KEPT_LIMIT) {
                return;
            }
            if (stopped.remove(oldest)) {
                kept.decrementAndGet();
                oldest.resolve();
            }
        }
    }

    /** Reads back every window stopped so far, waiting for the device: the profiler's end of an iteration. */
    void readBackStopped() {
        for (ProfileDuration duration = stopped.poll(); duration != null; duration = stopped.poll()) {
            kept.decrementAndGet();
            duration.resolve();
        }
    }

    /** Closes the profiler: its stopped windows are read back, its events destroyed. */
    @Override
    public void close() {
        IterationRecorder.closed(this);
        stopped.clear();
        kept.set(0);
        profiler.close();
    }
}
