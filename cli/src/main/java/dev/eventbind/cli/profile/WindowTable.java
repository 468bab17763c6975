package dev.eventbind.cli.profile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The profile's summary: one row per window of the workload (all iterations together), with the median device
 * span, the median host wall time, and the difference of those two medians.
 */
public final class WindowTable {

    /** The columns, in order. */
    public static final List<String> HEADERS =
            List.of("window", "stream", "n", "device", "host wall", "host - device");

    private WindowTable() {
    }

    /** The rows, as cells in {@link #HEADERS} order: nested windows are indented under their parent. */
    public static List<List<String>> rows(List<Window> windows) {
        Map<String, List<Window>> byWindow = new LinkedHashMap<>();
        for (Window window : windows) {
            byWindow.computeIfAbsent(window.name() + '\0' + window.stream(), key -> new ArrayList<>()).add(window);
        }
        List<List<String>> rows = new ArrayList<>();
        for (List<Window> same : byWindow.values()) {
            Window first = same.getFirst();
            long device = median(same, Window::deviceNanos);
            long host = median(same, Window::hostWallNanos);
            rows.add(List.of("  ".repeat(first.depth()) + first.name(), first.stream(), String.valueOf(same.size()),
                    millis(device), millis(host), millis(host - device)));
        }
        return rows;
    }

    /** Nanoseconds as milliseconds with microsecond digits ("2.013 ms"). */
    public static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }

    private static long median(List<Window> windows, ToLongFunction<Window> value) {
        long[] sorted = windows.stream().mapToLong(value).sorted().toArray();
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
