package dev.eventbind.jmh;

import java.util.Arrays;

/**
 * The windows started during one JMH iteration, as they are placed or fail: their count, total and largest
 * placement and length bounds exactly, and their lengths for the percentile, up to {@value #SAMPLES} of them (beyond that a
 * uniform sample of that many, so the percentile is an estimate and everything else stays exact). Filled from
 * the threads that read windows back, under this object's lock.
 */
final class IterationWindows {

    static final int SAMPLES = 1 << 16;
    /** The largest bound and the coarsest resolution before any window is placed. */
    static final long NONE = -1;

    private long windows;
    private long totalNanos;
    private long failed;
    private long largestBound = NONE;
    private long largestDurationBound = NONE;
    private long resolution = NONE;
    private long[] samples = new long[64];
    /** xorshift state for the sample: no allocation and no shared generator on the placing threads. */
    private long random = 0x9E3779B97F4A7C15L;

    /**
     * What the iteration's windows came to.
     *
     * @param windows how many were placed
     * @param failed how many ended without a measurement
     * @param totalNanos their device time, together
     * @param p99Nanos the 99th percentile of one window's device time
     * @param largestBoundNanos the largest placement bound among them ({@link Long#MAX_VALUE} when one of them
     *     had none), {@link #NONE} for no window
     * @param largestDurationBoundNanos the largest bound of a window's length among them, as the placement bound
     * @param resolutionNanos the coarsest timer resolution among them, {@link #NONE} for no window
     */
    record Summary(long windows, long failed, long totalNanos, long p99Nanos, long largestBoundNanos,
            long largestDurationBoundNanos, long resolutionNanos) {
    }

    /**
     * A window was placed: its device time, its placement bound and the bound of its length
     * ({@link Long#MAX_VALUE}: none), and its timer's resolution.
     */
    synchronized void placed(long durationNanos, long boundNanos, long durationBoundNanos, long resolutionNanos) {
        windows++;
        totalNanos += durationNanos;
        largestBound = Math.max(largestBound, boundNanos);
        largestDurationBound = Math.max(largestDurationBound, durationBoundNanos);
        resolution = Math.max(resolution, resolutionNanos);
        if (windows <= SAMPLES) {
            if (windows > samples.length) {
                samples = Arrays.copyOf(samples, samples.length * 2);
            }
            samples[(int) windows - 1] = durationNanos;
        } else {
            // Reservoir sampling: the n-th window replaces a kept one with probability SAMPLES / n.
            random ^= random << 13;
            random ^= random >>> 7;
            random ^= random << 17;
            long slot = Math.floorMod(random, windows);
            if (slot < SAMPLES) {
                samples[(int) slot] = durationNanos;
            }
        }
    }

    synchronized void failed() {
        failed++;
    }

    synchronized Summary summary() {
        int kept = (int) Math.min(windows, SAMPLES);
        long p99 = 0;
        if (kept > 0) {
            long[] sorted = Arrays.copyOf(samples, kept);
            Arrays.sort(sorted);
            // The nearest-rank percentile: the smallest length at least 99 % of the windows do not exceed.
            p99 = sorted[(int) Math.ceil(kept * 0.99) - 1];
        }
        return new Summary(windows, failed, totalNanos, p99, largestBound, largestDurationBound, resolution);
    }
}
