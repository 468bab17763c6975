package dev.eventbind.reliability.concurrency;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.HostLibrary;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Ten thousand virtual threads waiting two seconds, as an application starts them, in a JVM of its own (a surefire
 * execution): each either waits on a fence of its own on a host stream whose queued work takes two seconds, or
 * parks on a latch released after two seconds, the floor any wait costs. Unlike {@link ManyWaitersTest}, which
 * measures the wait alone, both are measured from the moment the threads start until the last returns: the
 * process CPU, and the worst gap of an unrelated virtual thread ticking every millisecond. The figures, fences
 * beside the floor (median of three runs each, alternating), are printed and kept, never asserted: the machines are
 * shared and noisy. What is asserted is that every wait returned without a failure.
 */
class HerdOfWaitersTest {

    private static final int WAITERS = 10_000;
    private static final Duration WORK = Duration.ofSeconds(2);
    private static final int RUNS = 3;

    /** What one herd cost: process CPU and the ticker's worst gap, from the first start to the last return. */
    private record Cost(double cpuSeconds, double worstGapMillis) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%.2f s / %.1f ms", cpuSeconds, worstGapMillis);
        }
    }

    /** A kind of wait: {@code prepare} readies one run and returns the wait each of its threads makes once. */
    private interface Herd {
        Runnable prepare() throws Exception;
    }

    @Test
    void aHerdOfFenceWaitersCostsLittleMoreThanTheLatchFloor() throws Exception {
        HostRuntimeEvents host = HostLibrary.events();
        HostWork work = new HostWork();
        Herd latch = () -> {
            CountDownLatch released = new CountDownLatch(1);
            Thread.ofPlatform().daemon().start(() -> {
                sleep(WORK);
                released.countDown();
            });
            return () -> awaitUninterruptibly(released);
        };
        Herd fences = () -> {
            Stream stream = host.streamCreateNonBlocking();
            work.sleep(stream, WORK);
            return () -> {
                try (EventFence<HostRuntimeEvents.Event, Stream> fence = EventFence.mint(host, stream)) {
                    fence.waitSync();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
        };
        List<Cost> floor = new ArrayList<>();
        List<Cost> fenced = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            floor.add(measure(latch));
            fenced.add(measure(fences));
        }
        Cost floorMedian = median(floor);
        Cost fencedMedian = median(fenced);
        Figures.report(String.format(Locale.ROOT, "%,d virtual threads waiting %.1f s, from their start to the last"
                + " return (fresh JVM): fences %.2f s CPU, worst ticker gap %.1f ms; latch floor %.2f s CPU, worst"
                + " gap %.1f ms; ratio %.2fx (target <= 1.5x), extra gap %.1f ms (target <= 10 ms); runs: fences %s,"
                + " latch %s", WAITERS, WORK.toMillis() / 1e3, fencedMedian.cpuSeconds(),
                fencedMedian.worstGapMillis(), floorMedian.cpuSeconds(), floorMedian.worstGapMillis(),
                fencedMedian.cpuSeconds() / floorMedian.cpuSeconds(),
                fencedMedian.worstGapMillis() - floorMedian.worstGapMillis(), fenced, floor));
    }

    private static Cost measure(Herd herd) throws Exception {
        Runnable waitOnce = herd.prepare();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger returned = new AtomicInteger();
        Ticker ticker = new Ticker();
        ticker.start();
        long cpuBefore = processCpuNanos();
        List<Thread> threads = new ArrayList<>(WAITERS);
        for (int i = 0; i < WAITERS; i++) {
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    waitOnce.run();
                    returned.incrementAndGet();
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        long cpu = processCpuNanos() - cpuBefore;
        ticker.end();
        assertEquals(List.of(), failures);
        assertEquals(WAITERS, returned.get(), "every wait returned");
        return new Cost(cpu / 1e9, ticker.worst() / 1e6);
    }

    private static Cost median(List<Cost> costs) {
        double[] cpu = costs.stream().mapToDouble(Cost::cpuSeconds).sorted().toArray();
        double[] gap = costs.stream().mapToDouble(Cost::worstGapMillis).sorted().toArray();
        return new Cost(cpu[cpu.length / 2], gap[gap.length / 2]);
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A virtual thread sleeping 1 ms at a time, keeping its longest gap between wake-ups. */
    private static final class Ticker {

        private volatile boolean stop;
        private volatile long worst;
        private Thread thread;

        void start() {
            thread = Thread.ofVirtual().start(() -> {
                long last = System.nanoTime();
                while (!stop) {
                    HerdOfWaitersTest.sleep(Duration.ofMillis(1));
                    long now = System.nanoTime();
                    worst = Math.max(worst, now - last);
                    last = now;
                }
            });
        }

        void end() throws InterruptedException {
            stop = true;
            thread.join();
        }

        long worst() {
            return worst;
        }
    }
}
