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
 * @param boundsNanos the bound the profiler gave each of those points ({@code ProfileResult.boundNanos()}), index for
 *     index with {@code errorsNanos}
 */
// The arrays are copied in; equals, hashCode and toString read their contents.
@SuppressWarnings("ArrayRecordComponent")
public record PlacementReport(long windows, long overlaps, long escapes, long[] errorsNanos, long[] boundsNanos) {

    /** Copies the arrays, which must be of one length. */
    public PlacementReport {
        if (errorsNanos.length != boundsNanos.length) {
            throw new IllegalArgumentException("one bound per error: " + errorsNanos.length + " errors, "
                    + boundsNanos.length + " bounds");
        }
        errorsNanos = errorsNanos.clone();
        boundsNanos = boundsNanos.clone();
    }

    /** The placement error at {@code percentile} (0 to 100) in nanoseconds; -1 when no truth was known. */
    public long errorAtNanos(double percentile) {
        return percentile(errorsNanos, percentile);
    }

    /** The bound the profiler gave, at {@code percentile} (0 to 100) in nanoseconds; -1 when no truth was known. */
    public long boundAtNanos(double percentile) {
        return percentile(boundsNanos, percentile);
    }

    /** {@return how many placed points lay within their own bound of the truth} */
    public long insideBound() {
        long inside = 0;
        for (int i = 0; i < errorsNanos.length; i++) {
            inside += errorsNanos[i] <= boundsNanos[i] ? 1 : 0;
        }
        return inside;
    }

    /** {@return how many placed points were compared with the truth} */
    public long points() {
        return errorsNanos.length;
    }

    private static long percentile(long[] values, double percentile) {
        if (values.length == 0) {
            return -1;
        }
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.min(sorted.length - 1, Math.ceil(percentile / 100 * sorted.length) - 1);
        return sorted[Math.max(0, index)];
    }

    /** One line for a test's output and the documentation. */
    public String summary() {
        String errors = errorsNanos.length == 0 ? "placement error unknown"
                : String.format("placement error p50 %.1f us, p99 %.1f us, max %.1f us; bound p50 %s, p99 %s;"
                        + " %.2f%% of %d points inside their bound", errorAtNanos(50) / 1e3, errorAtNanos(99) / 1e3,
                        errorAtNanos(100) / 1e3, micros(boundAtNanos(50)), micros(boundAtNanos(99)),
                        100.0 * insideBound() / points(), points());
        return windows + " windows: " + overlaps + " overlapping, " + escapes + " outside their parent; " + errors;
    }

    private static String micros(long nanos) {
        return nanos == Long.MAX_VALUE ? "unknown" : String.format("%.1f us", nanos / 1e3);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PlacementReport that && windows == that.windows && overlaps == that.overlaps
                && escapes == that.escapes && Arrays.equals(errorsNanos, that.errorsNanos)
                && Arrays.equals(boundsNanos, that.boundsNanos);
    }

    @Override
    public int hashCode() {
        return (Long.hashCode(windows) * 31 + Arrays.hashCode(errorsNanos)) * 31 + Arrays.hashCode(boundsNanos);
    }

    @Override
    public String toString() {
        return summary();
    }
}
