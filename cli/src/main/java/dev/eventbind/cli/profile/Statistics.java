package dev.eventbind.cli.profile;

import java.util.Arrays;

/**
 * The spread of one measured quantity over a run's iterations, in nanoseconds.
 *
 * @param n how many values
 * @param min the smallest
 * @param median the middle one (the mean of the middle two for an even count)
 * @param p90 the 90th percentile by nearest rank: the smallest value at least 90% of the values do not exceed
 * @param max the largest
 */
public record Statistics(int n, long min, long median, long p90, long max) {

    /** The statistics of {@code values}, which must not be empty. */
    public static Statistics of(long[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no values");
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int count = sorted.length;
        int middle = count / 2;
        long median = count % 2 == 1 ? sorted[middle] : sorted[middle - 1] + (sorted[middle] - sorted[middle - 1]) / 2;
        int rank = (int) Math.ceil(0.9 * count);
        return new Statistics(count, sorted[0], median, sorted[rank - 1], sorted[count - 1]);
    }
}
