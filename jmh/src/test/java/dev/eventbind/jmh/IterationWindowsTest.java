package dev.eventbind.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IterationWindowsTest {

    @Test
    void p99IsTheNearestRankOfTheWindowsLengths() {
        IterationWindows windows = new IterationWindows();
        for (long n = 1; n <= 200; n++) {
            windows.placed(n * 10, Long.MAX_VALUE, Long.MAX_VALUE, 1);
        }

        IterationWindows.Summary summary = windows.summary();
        assertEquals(200, summary.windows());
        assertEquals(10 * 200 * 201 / 2, summary.totalNanos());
        assertEquals(1980, summary.p99Nanos()); // rank ceil(0.99 * 200) = 198
        assertEquals(Long.MAX_VALUE, summary.largestBoundNanos(), "one window without a bound: none for all");
    }

    @Test
    void largestBoundAndCoarsestResolutionAreKept() {
        IterationWindows windows = new IterationWindows();
        windows.placed(100, 30, 12, 1);
        windows.placed(100, 70, 9, 1000);
        windows.placed(100, 50, 4, 1);

        assertEquals(70, windows.summary().largestBoundNanos());
        assertEquals(12, windows.summary().largestDurationBoundNanos());
        assertEquals(1000, windows.summary().resolutionNanos());
    }

    @Test
    void pastTheSampleTheCountAndTotalStayExactAndThePercentileIsEstimated() {
        IterationWindows windows = new IterationWindows();
        int count = IterationWindows.SAMPLES * 4;
        long total = 0;
        for (int n = 0; n < count; n++) {
            // Two windows in a hundred are slow: so are about two in a hundred of a uniform sample.
            long length = n % 50 == 49 ? 5_000 : 1_000;
            windows.placed(length, 20, 8, 1);
            total += length;
        }

        IterationWindows.Summary summary = windows.summary();
        assertEquals(count, summary.windows());
        assertEquals(total, summary.totalNanos());
        assertEquals(5_000, summary.p99Nanos());
    }
}
