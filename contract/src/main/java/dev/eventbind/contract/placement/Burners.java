package dev.eventbind.contract.placement;

import java.util.ArrayList;
import java.util.List;

/**
 * Threads that keep every core busy for as long as they run, so wake-ups (the device's worker, the waiting
 * thread) come late and unevenly, as on a loaded machine.
 */
// close() joins the threads, so a test thread interrupted while it waits for them stops waiting (lint "try").
@SuppressWarnings("try")
public final class Burners implements AutoCloseable {

    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean running = true;
    // Written so that the spinning arithmetic is never dead code; nothing reads it.
    @SuppressWarnings("UnusedVariable")
    private volatile long sink;

    private Burners(int count) {
        for (int i = 0; i < count; i++) {
            threads.add(Thread.ofPlatform().daemon().name("placement-burner-" + i).start(this::burn));
        }
    }

    /** Starts {@code count} spinning threads. */
    public static Burners start(int count) {
        return new Burners(count);
    }

    private void burn() {
        long x = 1;
        while (running) {
            for (int i = 0; i < 10_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
            sink = x;
        }
    }

    /** Stops the threads and waits for them. */
    @Override
    public void close() throws InterruptedException {
        running = false;
        for (Thread thread : threads) {
            thread.join();
        }
    }
}
