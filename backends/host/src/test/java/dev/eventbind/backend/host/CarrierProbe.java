package dev.eventbind.backend.host;

import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Run in its own JVM with one virtual-thread carrier: two virtual threads wait for device work (a fence's
 * {@code waitSync} and a window's {@code resolve}, each behind a long sleep on its stream) while a third, trivial
 * one is started. Prints how long the third took to run and how long the waits took, as
 * {@code third-ms=N first-wait-end-ms=F waits-ms=M} (F: from the third's launch to the first wait's return). Argument {@code poll}: the backend offers its non-blocking query; {@code block}:
 * it does not, the control run in which the waits hold the only carrier.
 */
public final class CarrierProbe {

    static final Duration DEVICE_WORK = Duration.ofMillis(1500);
    static final Duration HEAD_START = Duration.ofMillis(200);

    private CarrierProbe() {
    }

    public static void main(String[] args) throws Exception {
        QueryingHostEvents api = new QueryingHostEvents(args[0].equals("poll"));
        HostWork work = new HostWork();
        Stream first = api.streamCreateNonBlocking();
        Stream second = api.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api)) {
            long token = profiler.start(second);
            work.sleep(first, DEVICE_WORK);
            work.sleep(second, DEVICE_WORK);
            EventFence<Event, Stream> fence = EventFence.mint(api, first);
            ProfileDuration window = profiler.stop(second, token);

            long begin = System.nanoTime();
            AtomicLong firstWaitEnd = new AtomicLong(Long.MAX_VALUE);
            Thread fenceWaiter = Thread.ofVirtual().start(() -> {
                run(fence::waitSync);
                firstWaitEnd.accumulateAndGet(System.nanoTime(), Math::min);
            });
            Thread resolver = Thread.ofVirtual().start(() -> {
                run(window::resolve);
                firstWaitEnd.accumulateAndGet(System.nanoTime(), Math::min);
            });
            Thread.sleep(HEAD_START);

            CountDownLatch ran = new CountDownLatch(1);
            long launched = System.nanoTime();
            Thread.ofVirtual().start(ran::countDown);
            ran.await();
            long thirdNanos = System.nanoTime() - launched;

            fenceWaiter.join();
            resolver.join();
            long waitsNanos = System.nanoTime() - begin;
            long firstEndNanos = firstWaitEnd.get() - launched;
            System.out.println("third-ms=" + thirdNanos / 1_000_000 + " first-wait-end-ms=" + firstEndNanos / 1_000_000
                    + " waits-ms=" + waitsNanos / 1_000_000
                    + " window-ms=" + window.resolve().duration().toMillis());
        }
        api.streamDestroy(first);
        api.streamDestroy(second);
    }

    private interface Wait {
        void run() throws Exception;
    }

    private static void run(Wait wait) {
        try {
            wait.run();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
