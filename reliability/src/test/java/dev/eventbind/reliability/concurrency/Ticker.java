package dev.eventbind.reliability.concurrency;

import java.time.Duration;

/**
 * An unrelated virtual thread sleeping 1 ms at a time, keeping its longest gap between wake-ups and when that gap
 * ended: how long a herd of waiters held up the other threads the virtual-thread scheduler runs.
 */
final class Ticker {

    private volatile boolean stop;
    private volatile long worst;
    private volatile long worstEnd;
    private Thread thread;

    void start() {
        thread = Thread.ofVirtual().start(() -> {
            long begin = System.nanoTime();
            long last = begin;
            while (!stop) {
                try {
                    Thread.sleep(Duration.ofMillis(1));
                } catch (InterruptedException e) {
                    return;
                }
                long now = System.nanoTime();
                if (now - last > worst) {
                    worst = now - last;
                    worstEnd = now - begin;
                }
                last = now;
            }
        });
    }

    void end() throws InterruptedException {
        stop = true;
        thread.join();
    }

    /** The longest gap, in nanoseconds. */
    long worst() {
        return worst;
    }

    /** When the worst gap ended, in nanoseconds from the ticker's start. */
    long worstEnd() {
        return worstEnd;
    }
}
