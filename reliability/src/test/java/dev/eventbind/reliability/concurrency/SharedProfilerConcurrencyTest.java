package dev.eventbind.reliability.concurrency;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.backend.host.HostCall;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.TestProfilers;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.HostLibrary;
import dev.eventbind.reliability.support.Scale;
import dev.eventbind.reliability.support.Watchdog;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/**
 * Sixteen threads sharing one profiler and its pool on the host backend, 100,000 windows each with
 * {@code -Deventbind.reliability=full} (20,000 in CI): random nesting, stop order and abandons, a fence per window,
 * every open window failed now and then from another thread, and now and then a record refused by the library.
 * The anchor is refreshed every millisecond, under the load. A watchdog bounds the run and dumps every thread if
 * it hangs. Afterwards every window is accounted for once, every token was issued once, and the library has every
 * event back, before and after a collection, with nothing destroyed twice.
 */
class SharedProfilerConcurrencyTest {

    private static final int THREADS = 16;
    private static final int STREAMS = 4;
    private static final int WINDOWS = Scale.current().pick(20_000, 100_000);
    private static final Duration LIMIT = Duration.ofSeconds(Scale.current().pick(180, 900));
    private static final long SEED = 0x5EEDL;
    /** An injected failure that does not poison the device (ebhErrorMemoryAllocation), so later calls reach it. */
    private static final int INJECTED_FAILURE = 2;
    private static final HostRuntimeEvents HOST = HostLibrary.events();

    @Test
    void sixteenThreadsOnOneProfilerLoseLeakAndDoubleFreeNothing() throws Exception {
        HostCounts before = HostCounts.now();
        List<Stream> streams = new ArrayList<>();
        for (int i = 0; i < STREAMS + 1; i++) {
            streams.add(HOST.streamCreateNonBlocking());
        }
        EventProfiler<Event, Stream> profiler = TestProfilers.refreshingAfter(HOST, TimeUnit.MILLISECONDS.toNanos(1));
        ExecutorService threads = Executors.newFixedThreadPool(THREADS + 2);
        AtomicBoolean working = new AtomicBoolean(true);
        List<Worker> done;
        long took;
        try {
            List<Future<Worker>> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                workers.add(threads.submit(new Worker(HOST, profiler, streams.get(t % STREAMS),
                        streams.get(STREAMS), WINDOWS, SEED + t)));
            }
            Future<?> failing = threads.submit(() -> everyMillisecond(working,
                    () -> profiler.failure(new ProfileError.Unknown("failed by the test"))));
            Future<?> refusing = threads.submit(() -> everyMillisecond(working,
                    () -> HostLibrary.injectFault(HostCall.EVENT_RECORD, INJECTED_FAILURE, 1)));
            long startedAt = System.nanoTime();
            done = Watchdog.await(workers, LIMIT);
            took = System.nanoTime() - startedAt;
            working.set(false);
            failing.get();
            refusing.get();
        } finally {
            working.set(false);
            threads.shutdownNow();
            HostLibrary.clearFaults();
        }
        profiler.close();
        for (Stream stream : streams) {
            HOST.streamSynchronize(stream);
            HOST.streamDestroy(stream);
        }
        HostCounts afterClose = HostCounts.now().since(before);
        System.gc();
        Thread.sleep(200); // the cleaner would release a leaked event now; none must be left to it
        HostCounts afterGc = HostCounts.now().since(before);
        report(done, took, afterClose);
        assertAll(
                () -> done.forEach(SharedProfilerConcurrencyTest::assertAccounted),
                () -> assertEquals(0, Tokens.duplicates(done.stream().map(w -> w.tokens).toList()), "tokens issued twice"),
                () -> assertEquals(0, afterClose.liveEvents(), "live events after close"),
                () -> assertEquals(0, afterClose.liveStreams(), "live streams after close (the anchor stream among them)"),
                () -> assertEquals(afterClose, afterGc, "a collection changed the library's counters"),
                () -> assertEquals(afterGc.eventsCreated(), afterGc.eventsDestroyed(), "events destroyed for created"),
                () -> assertEquals(0, afterGc.invalidHandles(), "destroyed twice or used after release"));
    }

    private static void assertAccounted(Worker worker) {
        assertEquals(worker.started, worker.measured + worker.abandoned + worker.failedByFailure + worker.failedByDriver,
                "each started window measured, abandoned or failed, once");
        assertEquals(worker.started, worker.tokens.size(), "a token per started window");
    }

    private static void everyMillisecond(AtomicBoolean working, Runnable action) {
        while (working.get()) {
            action.run();
            LockSupport.parkNanos(1_000_000);
        }
    }

    private static void report(List<Worker> done, long tookNanos, HostCounts change) {
        long started = done.stream().mapToLong(w -> w.started).sum();
        Figures.report(String.format(Locale.ROOT, "%d threads x %,d windows on one profiler: %,d started (%,d"
                + " measured, %,d abandoned, %,d failed by failure(), %,d refused at stop, %,d starts refused),"
                + " %,d fences, %,d unique tokens, in %.1f s; %,d events created and destroyed, 0 live after close",
                THREADS, WINDOWS, started, done.stream().mapToLong(w -> w.measured).sum(),
                done.stream().mapToLong(w -> w.abandoned).sum(), done.stream().mapToLong(w -> w.failedByFailure).sum(),
                done.stream().mapToLong(w -> w.failedByDriver).sum(), done.stream().mapToLong(w -> w.refusedStarts).sum(),
                done.stream().mapToLong(w -> w.fences).sum(), started, tookNanos / 1e9, change.eventsDestroyed()));
    }
}
