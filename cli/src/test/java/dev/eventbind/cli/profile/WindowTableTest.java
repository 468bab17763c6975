package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WindowTableTest {

    private static Window window(String name, int depth, int iteration, long deviceNanos, long hostNanos) {
        return new Window(name, depth, "stream 1", 1, iteration, 100, 100 + deviceNanos, 50, 60, 50 + hostNanos,
                "DEVICE", 1_000L * iteration, 200L * iteration);
    }

    @Test
    void statisticsAreMinMedianNearestRankP90AndMax() {
        assertEquals(new Statistics(1, 7, 7, 7, 7), Statistics.of(new long[] {7}));
        assertEquals(new Statistics(4, 1, 2, 9, 9), Statistics.of(new long[] {9, 1, 3, 2}));
        long[] tens = new long[20];
        for (int i = 0; i < tens.length; i++) {
            tens[i] = (i + 1) * 10L;
        }
        // 90% of 20 values is the 18th smallest.
        assertEquals(new Statistics(20, 10, 105, 180, 200), Statistics.of(tens));
    }

    @Test
    void oneRowPerWindowWithTheDeviceSpreadAndNestedNamesIndented() {
        List<Window> windows = List.of(
                window("iteration", 0, 1, 4_000_000, 4_100_000),
                window("produce", 1, 1, 2_000_000, 2_050_000),
                window("iteration", 0, 2, 5_000_000, 5_300_000),
                window("produce", 1, 2, 2_200_000, 2_210_000),
                window("iteration", 0, 3, 4_500_000, 4_600_000),
                window("produce", 1, 3, 1_000_000, 1_900_000));
        assertEquals(List.of(
                List.of("iteration", "stream 1", "3", "4.000", "4.500", "5.000", "5.000", "0.003", "4.600", "0.100"),
                List.of("  produce", "stream 1", "3", "1.000", "2.000", "2.200", "2.200", "0.003", "2.050", "0.050")),
                WindowTable.rows(WindowSummary.of(windows)));
    }

    @Test
    void aWindowWhoseBoundIsUnknownMakesItsRowsBoundUnknown() {
        Window unknown = new Window("w", 0, "stream 1", 1, 2, 100, 200, 50, 60, 250, "SYSTEM");
        List<List<String>> rows = WindowTable.rows(WindowSummary.of(List.of(window("w", 0, 1, 100, 200), unknown)));
        assertEquals("-", rows.getFirst().get(WindowTable.HEADERS.indexOf("bound")));
    }

    @Test
    void theNarrowLayoutKeepsEveryFigureInShortLines() {
        List<WindowSummary> summaries = WindowSummary.of(List.of(window("consume", 1, 1, 1_000_000, 2_000_000),
                window("consume", 1, 2, 3_000_000, 3_500_000)));
        List<String> lines = WindowTable.narrow(summaries, 60);
        assertEquals(List.of("consume on stream 1, n 2",
                "  device  min 1.000  median 2.000  p90 3.000  max 3.000",
                "  host    min 2.000  median 2.750  p90 3.500  max 3.500",
                "  bound   0.002"), lines);
    }

    @Test
    void atFortyColumnsTheFiguresContinueUnderTheFirstOne() {
        List<WindowSummary> summaries = WindowSummary.of(List.of(window("consume", 1, 1, 1_000_000, 2_000_000),
                window("consume", 1, 2, 3_000_000, 3_500_000)));
        List<String> lines = WindowTable.narrow(summaries, 40);
        assertEquals(List.of("consume on stream 1, n 2",
                "  device  min 1.000  median 2.000",
                "          p90 3.000  max 3.000",
                "  host    min 2.000  median 2.750",
                "          p90 3.500  max 3.500",
                "  bound   0.002"), lines);
        assertTrue(lines.stream().allMatch(line -> line.length() <= 40));
    }
}
