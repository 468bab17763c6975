package dev.eventbind.reliability.concurrency;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.fence.EventFence;
import dev.eventbind.reliability.support.ProcessCpu;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One herd as an application's first, in a JVM that ran nothing before it (run by {@link FirstHerdTest}): ten
 * thousand virtual threads waiting two seconds in the way named by the one argument, measured from the moment they
 * start until the last returns. Prints one line: {@code herd <kind> <process CPU ns> <worst ticker gap ns>
 * <returned>}.
 *
 * <ul>
 *   <li>{@code latch}: each parks on a latch released after two seconds, the floor any wait costs;
 *   <li>{@code calls}: each makes the driver calls a fence waiter makes (create, record, one query), parks on the
 *       latch, then destroys its event: what a fence costs whatever eventbind does around those calls;
 *   <li>{@code fences}: each mints a fence on a host stream whose queued work takes two seconds and waits on it.
 * </ul>
 */
public final class FirstHerd {

    static final int WAITERS = 10_000;
    static final Duration WORK = Duration.ofSeconds(2);

    private FirstHerd() {
    }

    public static void main(String[] args) throws Exception {
        String kind = args[0];
        HostRuntimeEvents host = HostRuntimeEvents.open();
        Stream stream = host.streamCreateNonBlocking();
        new HostWork().sleep(stream, WORK);
        CountDownLatch released = new CountDownLatch(1);
        Thread.ofPlatform().daemon().start(() -> {
            try {
                Thread.sleep(WORK);
            } catch (InterruptedException e) {
                return;
            }
            released.countDown();
        });
        Runnable waitOnce = switch (kind) {
            case "latch" -> () -> awaitUninterruptibly(released);
            case "calls" -> () -> {
                try {
                    HostRuntimeEvents.Event event = host.eventCreate();
                    host.eventRecord(event, stream);
                    host.eventQuery(event);
                    awaitUninterruptibly(released);
                    host.eventDestroy(event);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
            case "fences" -> () -> {
                try (EventFence<HostRuntimeEvents.Event, Stream> fence = EventFence.mint(host, stream)) {
                    fence.waitSync();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            };
            default -> throw new IllegalArgumentException("no herd " + kind);
        };
        AtomicInteger returned = new AtomicInteger();
        Runnable waiter = () -> {
            waitOnce.run();
            returned.incrementAndGet();
        };
        Ticker ticker = new Ticker();
        ticker.start();
        long cpu = ProcessCpu.nanos();
        List<Thread> threads = new ArrayList<>(WAITERS);
        for (int i = 0; i < WAITERS; i++) {
            threads.add(Thread.ofVirtual().start(waiter));
        }
        for (Thread thread : threads) {
            thread.join();
        }
        cpu = ProcessCpu.nanos() - cpu;
        ticker.end();
        host.streamDestroy(stream);
        System.out.println("herd " + kind + " " + cpu + " " + ticker.worst() + " " + returned.get());
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
