package dev.eventbind.jmh;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.profile.ProfileException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Known device work: each call queues {@link #SLEEP} of sleep on a host-backend stream and waits for it, inside
 * one window or none.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HostSleepBench {

    static final Duration SLEEP = Duration.ofMillis(1);

    private HostRuntimeEvents host;
    private HostWork work;
    private Stream stream;
    private BenchWindows<Event, Stream> windows;

    @Setup
    public void open() throws DriverException {
        host = HostRuntimeEvents.open();
        work = new HostWork();
        stream = host.streamCreateNonBlocking();
        windows = BenchWindows.on(host);
    }

    /** The sleep in a window. */
    @Benchmark
    public void sleepInWindow() throws DriverException, ProfileException {
        long window = windows.start(stream, "sleep");
        work.sleep(stream, SLEEP);
        windows.stop(stream, window);
        host.streamSynchronize(stream);
    }

    /** Two windows in each call, one around each half of the sleep. */
    @Benchmark
    public void twoWindows() throws DriverException, ProfileException {
        for (int half = 0; half < 2; half++) {
            long window = windows.start(stream, "half");
            work.sleep(stream, SLEEP.dividedBy(2));
            windows.stop(stream, window);
        }
        host.streamSynchronize(stream);
    }

    /** The sleep without a window. */
    @Benchmark
    public void sleepAlone() throws DriverException {
        work.sleep(stream, SLEEP);
        host.streamSynchronize(stream);
    }

    @TearDown
    public void close() throws DriverException {
        windows.close();
        host.streamDestroy(stream);
    }
}
