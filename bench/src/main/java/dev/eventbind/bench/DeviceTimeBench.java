package dev.eventbind.bench;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClWork;
import dev.eventbind.jmh.BenchWindows;
import dev.eventbind.profile.ProfileException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Device work timed as a JMH user times it: each call queues known work on a stream and waits for it, alone or
 * inside a {@link BenchWindows} window, which {@code -prof dev.eventbind.jmh.DeviceTimeProfiler} reports as the
 * device time per operation beside JMH's host time. On the host backend the work is a {@link #HOST_SLEEP} sleep
 * on the stream's worker; on PoCL, a fill of {@link #OPENCL_FILL_BYTES} bytes. The host time of the call with
 * the window less the call without it is what the window costs the caller.
 */
@Warmup(iterations = 3, time = 1, timeUnit = TimeUnit.SECONDS)
public class DeviceTimeBench extends BenchDefaults {

    /** The host backend's work: a sleep the library's stream worker takes, so its device time is known. */
    static final Duration HOST_SLEEP = Duration.ofNanos(100_000);
    /** The OpenCL work: one fill of a 1 MiB buffer (about 0.1 ms on PoCL's one-core device). */
    static final long OPENCL_FILL_BYTES = 1 << 20;

    /** The host backend, a stream, its work and the benchmark's windows. */
    @State(Scope.Thread)
    public static class Host {

        HostRuntimeEvents api;
        HostRuntimeEvents.Stream stream;
        HostWork work;
        BenchWindows<HostRuntimeEvents.Event, HostRuntimeEvents.Stream> windows;

        /** Opens the backend and a stream. */
        @Setup(Level.Trial)
        public void open() throws DriverException {
            api = HostRuntimeEvents.open();
            stream = api.streamCreateNonBlocking();
            work = new HostWork();
            windows = BenchWindows.on(api);
        }

        /** Reads back and releases what the windows hold, then the stream. */
        @TearDown(Level.Trial)
        public void close() throws DriverException {
            windows.close();
            api.streamDestroy(stream);
        }
    }

    /** PoCL, a queue, a buffer to fill and the benchmark's windows. */
    @State(Scope.Thread)
    public static class OpenCl {

        OpenClEvents api;
        OpenClEvents.Stream queue;
        OpenClWork work;
        BenchWindows<OpenClEvents.Event, OpenClEvents.Stream> windows;

        /** Opens the backend, a queue and the buffer, its pages touched by a first fill. */
        @Setup(Level.Trial)
        public void open() throws DriverException {
            api = OpenClEvents.open();
            queue = api.streamCreateNonBlocking();
            work = OpenClWork.allocate(queue, OPENCL_FILL_BYTES);
            work.fill(queue);
            api.streamSynchronize(queue);
            windows = BenchWindows.on(api);
        }

        /** Reads back and releases what the windows hold, then the buffer and the queue. */
        @TearDown(Level.Trial)
        public void close() throws DriverException {
            windows.close();
            api.streamSynchronize(queue);
            work.close();
            api.streamDestroy(queue);
            api.close();
        }
    }

    /** The host backend's sleep, waited for, with no window. */
    @Benchmark
    public void hostSleep(Host h) throws DriverException {
        h.work.sleep(h.stream, HOST_SLEEP);
        h.api.streamSynchronize(h.stream);
    }

    /** The same sleep inside a window the profiler reports. */
    @Benchmark
    public void hostSleepInWindow(Host h) throws DriverException, ProfileException {
        long window = h.windows.start(h.stream, "sleep");
        h.work.sleep(h.stream, HOST_SLEEP);
        h.windows.stop(h.stream, window);
        h.api.streamSynchronize(h.stream);
    }

    /** PoCL's fill, waited for, with no window. */
    @Benchmark
    public void openClFill(OpenCl c) throws DriverException {
        c.work.fill(c.queue);
        c.api.streamSynchronize(c.queue);
    }

    /** The same fill inside a window the profiler reports. */
    @Benchmark
    public void openClFillInWindow(OpenCl c) throws DriverException, ProfileException {
        long window = c.windows.start(c.queue, "fill");
        c.work.fill(c.queue);
        c.windows.stop(c.queue, window);
        c.api.streamSynchronize(c.queue);
    }
}
