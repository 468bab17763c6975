package dev.eventbind.cli.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The profile's summary for a terminal, in milliseconds: one row per window with its device span's n, min,
 * median, p90 and max, then the median host wall time and the difference of the two medians. Where that does
 * not fit, {@link #narrow} gives each window a block of short lines instead.
 */
public final class WindowTable {

    /** The columns of the wide layout, in order. */
    public static final List<String> HEADERS =
            List.of("window", "stream", "n", "min", "median", "p90", "max", "bound", "host wall", "host - device");
    /** Says what the numbers are, printed above the wide layout. */
    public static final String UNITS = "device time in ms over the n measured iterations; bound: the largest"
            + " distance a placed start or end can be from the truth ('-' unknown); host wall (from issuing the"
            + " window to seeing it end) and host - device are medians, in ms";

    private WindowTable() {
    }

    /** The rows, as cells in {@link #HEADERS} order: nested windows are indented under their parent. */
    public static List<List<String>> rows(List<WindowSummary> summaries) {
        List<List<String>> rows = new ArrayList<>();
        for (WindowSummary window : summaries) {
            Statistics device = window.device();
            rows.add(List.of("  ".repeat(window.depth()) + window.name(), window.stream(),
                    String.valueOf(device.n()), millis(device.min()), millis(device.median()), millis(device.p90()),
                    millis(device.max()), bound(window.boundNanos()), millis(window.hostWall().median()),
                    millis(window.hostMinusDevice())));
        }
        return rows;
    }

    /**
     * The narrow layout: per window a title line and, under it, the device and host figures (in ms) as labelled
     * pairs, as many to a line as fit in {@code columns}, a line continued under the first pair.
     */
    public static List<String> narrow(List<WindowSummary> summaries, int columns) {
        List<String> lines = new ArrayList<>();
        for (WindowSummary window : summaries) {
            lines.add(window.name() + " on " + window.stream() + ", n " + window.device().n());
            lines.addAll(labelled("device", window.device(), columns));
            lines.addAll(labelled("host", window.hostWall(), columns));
            lines.add("  bound   " + bound(window.boundNanos()));
        }
        return lines;
    }

    private static List<String> labelled(String label, Statistics values, int columns) {
        String indent = "  " + " ".repeat(8);
        List<String> pairs = List.of("min " + millis(values.min()), "median " + millis(values.median()),
                "p90 " + millis(values.p90()), "max " + millis(values.max()));
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder("  ").append(String.format(Locale.ROOT, "%-8s", label));
        boolean empty = true;
        for (String pair : pairs) {
            if (!empty && line.length() + 2 + pair.length() > columns) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
                empty = true;
            }
            line.append(empty ? "" : "  ").append(pair);
            empty = false;
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * A placement bound in milliseconds with microsecond digits, rounded up to the next microsecond, as a bound is:
     * 0.4 us reads "0.001", never "0.000", which would say the placement is exact; "-" when unknown.
     */
    static String bound(long nanos) {
        return nanos == Long.MAX_VALUE ? "-" : millis(Math.ceilDiv(nanos, 1_000L) * 1_000L);
    }

    /** Nanoseconds as milliseconds with microsecond digits ("2.013"). */
    public static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e6);
    }
}
