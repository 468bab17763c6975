package dev.eventbind.reliability.accuracy;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.TestProfilers;
import dev.eventbind.profile.WindowBatch;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.HostLibrary;
import dev.eventbind.reliability.support.Scale;
import dev.eventbind.reliability.support.Watchdog;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Causality under oversubscription: 64 threads on the host backend (whose device clock is the host's
 * CLOCK_MONOTONIC), each on a stream of its own, open, stop and read back windows, half of them through
 * durations and half through batches of 16; on a two-core machine they oversubscribe it 32 times. The anchor is
 * refreshed every millisecond, so it is measured under that load. Every placed
 * window must end at or before the moment its reader saw the read-back return (the host had observed the
 * window complete by then): 1,000,000 windows with {@code -Deventbind.reliability=full}, 64,000 in CI. How far a
 * placed start lies before the host read taken just before {@code start} (the profiler does not read the clock
 * there: its floor is the anchor's time) is reported, not asserted. On this backend the anchor is rarely wrong by
 * more than the wake-up after a window's end, so this run shows the bounds hold at scale under load;
 * {@code CausalityBoundsTest} (runtime) shows each bound correcting an anchor that is wrong on purpose.
 */
class CausalityTest {

    private static final int THREADS = 64;
    private static final int BATCH = 16;
    private static final int WINDOWS_PER_THREAD = Scale.current().pick(1_000, 15_625);
    private static final Duration LIMIT = Duration.ofSeconds(Scale.current().pick(180, 1_800));
    private static final long ANCHOR_AGE_NANOS = 1_000_000;
    private static final HostRuntimeEvents HOST = HostLibrary.events();

    @Test
    void noPlacedWindowEndsAfterTheHostSawItCompleteWithSixtyFourThreadsOnTwoCores() throws Exception {
        List<Stream> streams = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            streams.add(HOST.streamCreateNonBlocking());
        }
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        List<Tally> tallies;
        long took;
        // Anchors refreshed every millisecond, so they are measured under the load, not once in a quiet moment.
        try (EventProfiler<Event, Stream> profiler = TestProfilers.refreshingAfter(HOST, ANCHOR_AGE_NANOS)) {
            List<Future<Tally>> running = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Stream stream = streams.get(t);
                boolean batched = t % 2 == 1;
                long seed = 0xCA05AL + t;
                running.add(threads.submit((Callable<Tally>) () -> run(profiler, stream, batched, seed)));
            }
            long startedAt = System.nanoTime();
            tallies = Watchdog.await(running, LIMIT);
            took = System.nanoTime() - startedAt;
        } finally {
            threads.shutdownNow();
            for (Stream stream : streams) {
                HOST.streamSynchronize(stream);
                HOST.streamDestroy(stream);
            }
        }
        Tally all = new Tally();
        tallies.forEach(all::add);
        Figures.report(String.format(Locale.ROOT, "causality: %d threads on %d cores, %,d windows (half in batches"
                + " of %d) in %.1f s: %,d ended after the host saw them complete (latest by %,d ns); %,d started"
                + " before the host read taken before start (earliest by %,d ns)", THREADS,
                Runtime.getRuntime().availableProcessors(), all.windows, BATCH, took / 1e9, all.endsAfterSeen,
                all.worstEndNanos, all.startsBeforeIssue, all.worstStartNanos));
        assertAll(
                () -> assertEquals((long) THREADS * WINDOWS_PER_THREAD, all.windows, "every window read back"),
                () -> assertEquals(0, all.endsAfterSeen, "windows placed to end after the host saw them complete"),
                () -> assertEquals(0, all.measuredWrong, "windows with an end before their start or unmeasured"));
    }

    private static Tally run(EventProfiler<Event, Stream> profiler, Stream stream, boolean batched, long seed)
            throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        Tally tally = new Tally();
        WindowBatch<Event> batch = profiler.newBatch(BATCH);
        long[] issued = new long[BATCH];
        for (int i = 0; i < WINDOWS_PER_THREAD; i++) {
            long before = System.nanoTime();
            long token = profiler.start(stream);
            spin(random.nextInt(2_000));
            if (random.nextInt(8) == 0) {
                Thread.yield(); // give the core away inside the window now and then
            }
            if (!batched) {
                ProfileDuration duration = profiler.stop(stream, token);
                duration.durationNanos(); // waits for the device, reads it back
                long seen = System.nanoTime();
                tally.check(duration.startNanos(), duration.endNanos(), true, before, seen);
                continue;
            }
            issued[profiler.stop(stream, token, batch)] = before;
            if (batch.size() == BATCH || i == WINDOWS_PER_THREAD - 1) {
                batch.resolve();
                long seen = System.nanoTime();
                for (int w = 0; w < batch.size(); w++) {
                    tally.check(batch.startNanos(w), batch.endNanos(w), batch.measured(w), issued[w], seen);
                }
                batch.clear();
            }
        }
        return tally;
    }

    private static void spin(long nanos) {
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    /** What one thread saw. */
    private static final class Tally {
        long windows;
        long endsAfterSeen;
        long worstEndNanos;
        long startsBeforeIssue;
        long worstStartNanos;
        long measuredWrong;

        void check(long start, long end, boolean measured, long issued, long seen) {
            windows++;
            if (!measured || end < start) {
                measuredWrong++;
            }
            if (end > seen) {
                endsAfterSeen++;
                worstEndNanos = Math.max(worstEndNanos, end - seen);
            }
            if (start < issued) {
                startsBeforeIssue++;
                worstStartNanos = Math.max(worstStartNanos, issued - start);
            }
        }

        void add(Tally other) {
            windows += other.windows;
            endsAfterSeen += other.endsAfterSeen;
            worstEndNanos = Math.max(worstEndNanos, other.worstEndNanos);
            startsBeforeIssue += other.startsBeforeIssue;
            worstStartNanos = Math.max(worstStartNanos, other.worstStartNanos);
            measuredWrong += other.measuredWrong;
        }
    }
}
