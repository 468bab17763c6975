package dev.eventbind.reliability.support;

import java.time.Duration;
import java.util.Locale;

/**
 * Runs one cycle many times and measures the process around it: the heap after a full collection and the
 * resident set once a tenth of the cycles has run (JIT, pools and caches warm by then) and again at the end,
 * and the time the whole took.
 */
public final class Soak {

    /** One cycle of the work under test. */
    @FunctionalInterface
    public interface Cycle {
        void run(int index) throws Exception;
    }

    /**
     * What one soak measured.
     *
     * @param name what ran, for the report
     * @param cycles how many cycles ran
     * @param took the wall time of all cycles, the measurements excluded
     * @param heapAtTenth heap bytes after GC once a tenth had run
     * @param heapAtEnd heap bytes after GC at the end
     * @param rssAtTenth resident bytes once a tenth had run
     * @param rssAtEnd resident bytes at the end
     */
    public record Result(String name, int cycles, Duration took, long heapAtTenth, long heapAtEnd, long rssAtTenth,
            long rssAtEnd) {

        /** How much the heap after GC grew from the tenth to the end, as a fraction of the first reading. */
        public double heapGrowth() {
            return (heapAtEnd - heapAtTenth) / (double) heapAtTenth;
        }

        /**
         * Fails unless the heap after GC grew by at most 5% from the tenth to the end, and the resident set (the
         * heap is touched whole at start, so this is native memory and code) by less than 16 MiB.
         */
        public void assertFlat() {
            if (heapGrowth() > MAX_HEAP_GROWTH) {
                throw new AssertionError("The heap after GC grew by more than 5%: " + line());
            }
            if (rssAtEnd - rssAtTenth >= MAX_RSS_GROWTH) {
                throw new AssertionError("The resident set grew by 16 MiB or more: " + line());
            }
        }

        /** One line for the figures. */
        public String line() {
            return String.format(Locale.ROOT, "%s: %,d cycles in %.1f s (%.2f us each); heap after GC %s -> %s"
                    + " (%+.1f%%); RSS %s -> %s", name, cycles, took.toNanos() / 1e9,
                    took.toNanos() / 1e3 / cycles, ProcessMemory.mib(heapAtTenth), ProcessMemory.mib(heapAtEnd),
                    100 * heapGrowth(), ProcessMemory.mib(rssAtTenth), ProcessMemory.mib(rssAtEnd));
        }
    }

    private static final double MAX_HEAP_GROWTH = 0.05;
    private static final long MAX_RSS_GROWTH = 16L << 20;

    private Soak() {
    }

    /** Runs {@code cycle} {@code cycles} times (indices 0, 1, ...) and measures around it. */
    public static Result run(String name, int cycles, Cycle cycle) throws Exception {
        int tenth = Math.max(1, cycles / 10);
        long heapAtTenth = 0;
        long rssAtTenth = 0;
        long busy = 0;
        long started = System.nanoTime();
        for (int i = 0; i < cycles; i++) {
            cycle.run(i);
            if (i + 1 == tenth) {
                busy += System.nanoTime() - started;
                heapAtTenth = ProcessMemory.heapAfterGc();
                rssAtTenth = ProcessMemory.rssBytes();
                started = System.nanoTime();
            }
        }
        busy += System.nanoTime() - started;
        Result result = new Result(name, cycles, Duration.ofNanos(busy), heapAtTenth, ProcessMemory.heapAfterGc(),
                rssAtTenth, ProcessMemory.rssBytes());
        Figures.report(result.line());
        return result;
    }
}
