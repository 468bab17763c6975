package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.fence.EventFence;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** Many threads opening and closing windows and fences on one profiler lose, leak and double-free nothing. */
class ProfilerConcurrencyTest {

    private static final int THREADS = 8;
    private static final int WINDOWS_PER_THREAD = 10_000;

    private final RecordingEventApi api = new RecordingEventApi();
    // Each clock read moves the host on by 1 ms, so anchors are refreshed under load every few hundred starts.
    private final AtomicLong hostClock = new AtomicLong();
    private final EventProfiler<Event, Stream> profiler =
            new EventProfiler<>(api, () -> hostClock.addAndGet(1_000_000), 1_000_000_000L);
    private final Set<Long> tokens = ConcurrentHashMap.newKeySet();
    private final AtomicInteger failedWindows = new AtomicInteger();

    @Test
    void eightThreadsOfTenThousandWindowsAndFencesLoseLeakAndDoubleFreeNothing() throws Exception {
        api.stopLogging();
        ExecutorService threads = Executors.newFixedThreadPool(THREADS + 1);
        AtomicBoolean working = new AtomicBoolean(true);
        CountDownLatch go = new CountDownLatch(1);
        try {
            List<Future<Integer>> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                Stream stream = api.workingStream();
                workers.add(threads.submit(() -> work(stream, go)));
            }
            Future<?> failures = threads.submit(() -> failOpenWindowsNowAndThen(working));
            go.countDown();
            int measured = 0;
            for (Future<Integer> worker : workers) {
                measured += worker.get();
            }
            working.set(false);
            failures.get();
            assertEquals(THREADS * WINDOWS_PER_THREAD, measured + failedWindows.get(), "every window accounted for");
        } finally {
            threads.shutdownNow();
        }
        profiler.close();

        assertEquals(THREADS * WINDOWS_PER_THREAD + THREADS * WINDOWS_PER_THREAD / 4, tokens.size(),
                "tokens are unique");
        assertEquals(0, api.liveEvents(), "leaked events");
        assertEquals(0, api.doubleDestroys(), "events destroyed twice");
        assertEquals(0, api.reachedAfterDestroy(), "released handles reaching the driver");
        assertEquals(Set.of(), api.createdStreams(), "the anchor stream outlived the profiler");
    }

    /** One thread's share: nested windows, a fence per window used one of three ways, some abandoned. */
    private int work(Stream stream, CountDownLatch go) throws Exception {
        go.await();
        int measured = 0;
        for (int i = 0; i < WINDOWS_PER_THREAD; i++) {
            long outer = issue(profiler.start(stream));
            if (i % 4 == 0) {
                profiler.abandon(issue(profiler.start(stream)));
            }
            EventFence<Event, Stream> fence = EventFence.mint(api, stream);
            switch (i % 3) {
                case 0 -> fence.waitSync();
                case 1 -> fence.waitAsync(stream);
                default -> fence.close();
            }
            measured += stopAndResolve(stream, outer);
        }
        return measured;
    }

    private long issue(long token) {
        assertTrue(tokens.add(token), "token issued twice: " + token);
        return token;
    }

    private int stopAndResolve(Stream stream, long token) {
        try {
            ProfileResult result = profiler.stop(stream, token).resolve();
            assertTrue(result.duration().toNanos() < 3_600_000_000_000L, "no read-back failed");
            return 1;
        } catch (ProfileException failed) {
            assertInstanceOf(ProfileError.Unknown.class, failed.error(), "only the injected failure: " + failed);
            failedWindows.incrementAndGet();
            return 0;
        }
    }

    private void failOpenWindowsNowAndThen(AtomicBoolean working) {
        while (working.get()) {
            profiler.failure(new ProfileError.Unknown("injected"));
            LockSupport.parkNanos(1_000_000);
        }
    }
}
