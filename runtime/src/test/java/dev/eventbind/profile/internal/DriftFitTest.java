package dev.eventbind.profile.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The drift fit on brackets drawn around a known device clock: the true rate always lies within the fitted rate's
 * uncertainty, the uncertainty narrows as anchors accumulate, and a clock that jumps or goes back falls back to the
 * prior instead of a wrong rate.
 */
class DriftFitTest {

    private static final long SECOND = 1_000_000_000L;

    /** Brackets of up to {@code widthNanos} around where a clock {@code ppm} fast puts each anchor, one a second. */
    private static DriftFit fitted(double ppm, int anchors, long widthNanos, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        DriftFit fit = new DriftFit();
        long host = 5 * SECOND;
        for (int i = 0; i < anchors; i++) {
            long device = Math.round(i * SECOND * (1 + ppm * 1e-6)); // device nanoseconds since the first anchor
            long truth = host + i * SECOND;
            long before = truth - random.nextLong(widthNanos);
            long after = truth + random.nextLong(widthNanos);
            fit.add(device, before, after, 1);
        }
        return fit;
    }

    @Test
    void theTrueRateLiesWithinTheFittedUncertainty() {
        for (double ppm : new double[] {-100, -20, 0, 35, 100}) {
            for (long seed = 0; seed < 50; seed++) {
                DriftFit fit = fitted(ppm, DriftFit.HISTORY, 8_000, seed);
                double trueRate = 1 / (1 + ppm * 1e-6) - 1; // host nanoseconds per device nanosecond, less one
                assertTrue(Math.abs(fit.rate() - trueRate) <= fit.uncertainty(),
                        ppm + " ppm: fitted " + fit.rate() + " +- " + fit.uncertainty() + ", true " + trueRate);
                assertTrue(fit.uncertainty() < 2e-6, "16 anchors 8 us wide pin the rate within 2 ppm: "
                        + fit.uncertainty());
            }
        }
    }

    @Test
    void theUncertaintyNarrowsAsAnchorsAccumulate() {
        double two = fitted(100, 2, 8_000, 7).uncertainty();
        double eight = fitted(100, 8, 8_000, 7).uncertainty();
        assertTrue(two < DriftFit.PRIOR, "two anchors a second apart know more than the prior: " + two);
        assertTrue(eight < two, "eight anchors know more than two: " + eight + " vs " + two);
    }

    @Test
    void oneAnchorKnowsNothingOfTheRate() {
        DriftFit fit = fitted(100, 1, 8_000, 1);
        assertEquals(0, fit.rate());
        assertEquals(DriftFit.PRIOR, fit.uncertainty());
    }

    @Test
    void aStretchedBracketLoosensTheFitButNeverMovesItOffTheTruth() {
        DriftFit fit = new DriftFit();
        double trueRate = 1 / (1 + 50e-6) - 1;
        for (int i = 0; i < 10; i++) {
            long device = Math.round(i * SECOND * (1 + 50e-6));
            long truth = i * SECOND;
            long late = i == 5 ? 3_000_000 : 2_000; // the thread that waited was preempted for 3 ms
            fit.add(device, truth - 1_000, truth + late, 1);
        }
        assertTrue(Math.abs(fit.rate() - trueRate) <= fit.uncertainty(), fit.rate() + " +- " + fit.uncertainty());
    }

    @Test
    void aClockThatJumpsFallsBackToThePrior() {
        DriftFit fit = fitted(0, 6, 2_000, 3);
        assertTrue(fit.uncertainty() < 1e-6);
        // The device clock jumps 1 ms ahead (a reset it did not declare): no line passes every bracket any more.
        fit.add(6 * SECOND + 1_000_000, 5 * SECOND + 6 * SECOND - 1_000, 5 * SECOND + 6 * SECOND + 1_000, 1);
        assertEquals(1, fit.anchors(), "the anchors before the jump are let go");
        assertEquals(DriftFit.PRIOR, fit.uncertainty(), "a jump is never read as a rate");
    }

    @Test
    void aClockThatGoesBackStartsAfresh() {
        DriftFit fit = fitted(0, 6, 2_000, 3);
        fit.add(SECOND, 20 * SECOND, 20 * SECOND + 1_000, 1); // before the last anchor on the device clock
        assertEquals(1, fit.anchors());
        assertEquals(DriftFit.PRIOR, fit.uncertainty());
    }

    /** Older brackets carried forward narrow the newest one, and never past the truth. */
    @Test
    void olderBracketsNarrowTheNewestWithoutLosingTheTruth() {
        long narrowedWidth = 0;
        long ownWidth = 0;
        for (long seed = 0; seed < 50; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            DriftFit fit = new DriftFit();
            long[] bounds = new long[2];
            long truth = 0;
            for (int i = 0; i < DriftFit.HISTORY; i++) {
                long device = Math.round(i * SECOND * (1 + 40e-6));
                truth = 7 * SECOND + i * SECOND;
                // What a bracket looks like: the stamp soon after the record, the wait's wake-up late and varied.
                bounds[0] = truth - 200 - random.nextLong(300);
                bounds[1] = truth + 1_000 + random.nextLong(9_000);
                fit.add(device, bounds[0], bounds[1], 1);
            }
            ownWidth += bounds[1] - bounds[0];
            fit.narrow(bounds);
            assertTrue(bounds[0] <= truth && truth <= bounds[1], "seed " + seed + ": " + bounds[0] + ".." + bounds[1]
                    + " lost the truth " + truth);
            narrowedWidth += bounds[1] - bounds[0];
        }
        assertTrue(narrowedWidth < ownWidth * 7 / 10, "narrowed " + narrowedWidth + " of " + ownWidth);
    }

    /**
     * An older anchor placed within its error (here 300 ns, far tighter than any bracket) narrows the newest anchor's
     * bracket once carried forward along the slopes the fit allows, and never loses the truth; a point the fit no
     * longer spans, or a fit of one anchor, narrows nothing.
     */
    @Test
    void anOlderAnchorsEstimateNarrowsTheNewestWithoutLosingTheTruth() {
        long narrowedWidth = 0;
        long ownWidth = 0;
        for (long seed = 0; seed < 50; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            DriftFit fit = new DriftFit();
            long[] bounds = new long[2];
            long truth = 0;
            long previousDevice = 0;
            long previousTruth = 0;
            for (int i = 0; i < DriftFit.HISTORY; i++) {
                previousDevice = Math.round((i - 1) * SECOND * (1 - 60e-6));
                previousTruth = truth;
                long device = Math.round(i * SECOND * (1 - 60e-6));
                truth = 3 * SECOND + i * SECOND;
                bounds[0] = truth - 500 - random.nextLong(4_000);
                bounds[1] = truth + 500 + random.nextLong(4_000);
                fit.add(device, bounds[0], bounds[1], 1);
            }
            ownWidth += bounds[1] - bounds[0];
            long estimate = previousTruth - 300 + random.nextLong(601);
            fit.narrow(bounds, previousDevice, estimate - 300, estimate + 300);
            assertTrue(bounds[0] <= truth && truth <= bounds[1], "seed " + seed + ": " + bounds[0] + ".." + bounds[1]
                    + " lost the truth " + truth);
            narrowedWidth += bounds[1] - bounds[0];
        }
        assertTrue(narrowedWidth < ownWidth / 2, "narrowed " + narrowedWidth + " of " + ownWidth);

        DriftFit fit = fitted(0, 3, 8_000, 3);
        long[] bounds = {7 * SECOND - 4_000, 7 * SECOND + 4_000};
        long[] before = bounds.clone();
        fit.narrow(bounds, -SECOND, 6 * SECOND, 6 * SECOND); // before the first anchor the fit spans
        assertEquals(before[0], bounds[0]);
        assertEquals(before[1], bounds[1]);
        DriftFit one = fitted(0, 1, 8_000, 3);
        one.narrow(bounds, 0, 5 * SECOND, 5 * SECOND);
        assertEquals(before[0], bounds[0]);
        assertEquals(before[1], bounds[1]);
    }

    @Test
    void theHistoryIsBounded() {
        DriftFit fit = fitted(10, 3 * DriftFit.HISTORY, 4_000, 9);
        assertEquals(DriftFit.HISTORY, fit.anchors());
    }

    @Test
    void anElapsedReadsErrorIsTheCeilingOfItsLengthTimesTheReadPrecision() {
        SplittableRandom random = new SplittableRandom(42);
        long[] edges = {0, 1, (1L << 23) - 1, 1L << 23, (1L << 23) + 1, 3600 * SECOND, 1L << 52};
        for (long length : edges) {
            assertEquals((long) Math.ceil(length * DriftFit.READ_PRECISION), DriftFit.readError(length), "" + length);
        }
        for (int i = 0; i < 100_000; i++) {
            long length = random.nextLong(1L << 50);
            assertEquals((long) Math.ceil(length * DriftFit.READ_PRECISION), DriftFit.readError(length), "" + length);
        }
    }
}
