package dev.eventbind.contract.placement;

import java.util.Arrays;

/**
 * What a {@link PlacementRun} found.
 *
 * @param windows how many windows were placed
 * @param overlaps consecutive windows of one stream whose placements overlap
 * @param escapes nested windows placed (partly) outside their parents
 * @param errorsNanos how far each placed start and end lay from where the device really reached it, when the
 *     backend can tell; empty otherwise
 */
// The array is copied in and sorted once; equals, hashCode and toString read its contents.
@SuppressWarnings("ArrayRecordComponent")
public record PlacementReport(long windows, long overlaps, long escapes, long[] errorsNanos) {

    /** Sorts a copy of the errors, so percentiles can be read. */
    public PlacementReport {
        errorsNanos = errorsNanos.clone();
        Arrays.sort(errorsNanos);
    }

    /** The placement error at {@code percentile} (0 to 100) in nanoseconds; -1 when no truth was known. */
    public long errorAtNanos(double percentile) {
        if (errorsNanos.length == 0) {
            return -1;
        }
        int index = (int) Math.min(errorsNanos.length - 1, Math.ceil(percentile / 100 * errorsNanos.length) - 1);
        return errorsNanos[Math.max(0, index)];
    }

    /** One line for a test's output and a README. */
    public String summary() {
        String errors = errorsNanos.length == 0 ? "placement error unknown"
                : String.format("placement error p50 %.1f us, p99 %.1f us, max %.1f us", errorAtNanos(50) / 1e3,
                        errorAtNanos(99) / 1e3, errorAtNanos(100) / 1e3);
        return windows + " windows: " + overlaps + " overlapping, " + escapes + " outside their parent; " + errors;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PlacementReport that && windows == that.windows && overlaps == that.overlaps
                && escapes == that.escapes && Arrays.equals(errorsNanos, that.errorsNanos);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(windows) * 31 + Arrays.hashCode(errorsNanos);
    }

    @Override
    public String toString() {
        return summary();
    }
}
