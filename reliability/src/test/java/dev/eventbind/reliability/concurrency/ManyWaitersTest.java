package dev.eventbind.reliability.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.HostLibrary;
import dev.eventbind.reliability.support.ProcessCpu;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Ten thousand virtual threads, each waiting on a fence of its own minted on one host stream whose queued work
 * takes two seconds, while a virtual thread ticks every millisecond. Past their spin, waiters share one poller
 * thread instead of each polling on its own, so the process should spend little CPU while they wait and the
 * ticker should keep its beat. Both are measured over the wait: from the moment every thread has called
 * {@code waitSync} to the moment the first returns (after that, ten thousand threads wake at once to finish). The figures (CPU time during the wait, the ticker's p99.9 gap, median of three
 * runs) are printed and kept in the figures file, never asserted: the machines are shared and noisy. What is
 * asserted is that every fence was waited without a failure.
 */
class ManyWaitersTest {

    private static final int WAITERS = 10_000;
    private static final Duration WORK = Duration.ofSeconds(2);
    private static final int RUNS = 3;

    @Test
    void tenThousandVirtualThreadsWaitOnFencesWhileATickerKeepsItsBeat() throws Exception {
        HostRuntimeEvents host = HostLibrary.events();
        HostWork work = new HostWork();
        double[] cpuSeconds = new double[RUNS];
        double[] gapMillis = new double[RUNS];
        double[] windowSeconds = new double[RUNS];
        for (int run = 0; run < RUNS; run++) {
            Stream stream = host.streamCreateNonBlocking();
            work.sleep(stream, WORK);
            CountDownLatch waiting = new CountDownLatch(WAITERS);
            AtomicInteger waited = new AtomicInteger();
            Ticker[] ticker = new Ticker[1];
            long[] waitEnded = new long[1];
            List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
            List<Thread> threads = new ArrayList<>(WAITERS);
            long[] cpuAtEnd = new long[1];
            ticker[0] = new Ticker();
            for (int i = 0; i < WAITERS; i++) {
                threads.add(Thread.ofVirtual().start(() -> {
                    try (EventFence<HostRuntimeEvents.Event, Stream> fence = EventFence.mint(host, stream)) {
                        waiting.countDown();
                        fence.waitSync();
                        if (waited.incrementAndGet() == 1) {
                            waitEnded[0] = System.nanoTime();
                            cpuAtEnd[0] = ProcessCpu.nanos();
                            ticker[0].end();
                        }
                    } catch (Throwable e) {
                        failures.add(e);
                    }
                }));
            }
            waiting.await();
            long cpuBefore = ProcessCpu.nanos();
            long begin = System.nanoTime();
            ticker[0].start();
            for (Thread thread : threads) {
                thread.join();
            }
            windowSeconds[run] = (waitEnded[0] - begin) / 1e9;
            cpuSeconds[run] = (cpuAtEnd[0] - cpuBefore) / 1e9;
            gapMillis[run] = ticker[0].p999() / 1e6;
            host.streamSynchronize(stream);
            host.streamDestroy(stream);

            assertEquals(List.of(), failures);
            assertEquals(WAITERS, waited.get(), "every fence was waited");
        }
        Figures.report(String.format("%,d virtual threads waiting on fences for %.1f s of host work (waits of %s s):"
                + " process CPU during the wait %.2f s median %s, ticker p99.9 gap %.1f ms median %s", WAITERS,
                WORK.toMillis() / 1e3, format(windowSeconds), median(cpuSeconds), format(cpuSeconds),
                median(gapMillis), format(gapMillis)));
        assertTrue(median(windowSeconds) > 0, "the waits took time");
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static String format(double[] values) {
        return Arrays.stream(values).mapToObj(v -> String.format("%.2f", v)).toList().toString();
    }

    /** A virtual thread sleeping 1 ms at a time, keeping the gaps between its wake-ups. */
    private static final class Ticker {

        private final long[] gaps = new long[20_000];
        private volatile boolean stop;
        private int count;
        private Thread thread;

        void start() {
            thread = Thread.ofVirtual().start(this::tick);
        }

        /** Ends the ticking; the gap in progress is not counted. */
        void end() {
            stop = true;
        }

        private void tick() {
            long last = System.nanoTime();
            while (count < gaps.length) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
                if (stop) {
                    return;
                }
                long now = System.nanoTime();
                gaps[count++] = now - last;
                last = now;
            }
        }

        /** The 99.9th percentile gap, nearest rank, once the ticker has ended. */
        long p999() throws InterruptedException {
            thread.join();
            long[] sorted = Arrays.copyOf(gaps, count);
            Arrays.sort(sorted);
            return sorted.length == 0 ? 0 : sorted[Math.min(sorted.length - 1, (int) Math.ceil(sorted.length * 0.999)
                    - 1)];
        }
    }
}
