package dev.eventbind.reliability.support;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Bounds how long concurrent work may take: the futures must all finish within one limit, or every thread's
 * stack (with the locks it holds and waits for) is printed and the test fails, so a hang shows where it hangs
 * instead of stalling the build.
 */
public final class Watchdog {

    private Watchdog() {
    }

    /**
     * The futures' results, in order, once all are done within {@code limit} of now.
     *
     * @throws AssertionError after the limit, with the thread dump; the futures are cancelled
     * @throws ExecutionException the first failure of a future, as it failed
     */
    public static <T> List<T> await(List<? extends Future<T>> futures, Duration limit)
            throws ExecutionException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        List<T> results = new ArrayList<>(futures.size());
        for (Future<T> future : futures) {
            try {
                results.add(future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS));
            } catch (TimeoutException hung) {
                String dump = threadDump();
                System.err.println(dump);
                futures.forEach(f -> f.cancel(true));
                throw new AssertionError("Not done within " + limit + "; threads:\n" + dump, hung);
            }
        }
        return results;
    }

    /** Every live thread's stack with the monitors and locks it holds and waits for. */
    public static String threadDump() {
        StringBuilder dump = new StringBuilder();
        for (ThreadInfo thread : ManagementFactory.getThreadMXBean().dumpAllThreads(true, true)) {
            dump.append('"').append(thread.getThreadName()).append("\" ").append(thread.getThreadState());
            if (thread.getLockName() != null) {
                dump.append(" on ").append(thread.getLockName());
            }
            dump.append('\n');
            for (StackTraceElement frame : thread.getStackTrace()) {
                dump.append("    at ").append(frame).append('\n');
            }
        }
        return dump.toString();
    }
}
