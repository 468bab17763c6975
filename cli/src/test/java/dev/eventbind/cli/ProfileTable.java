package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The window table as the profile command prints it, read back from its text: the header line, a rule, then
 * one row per window with cells separated by two or more spaces, times in milliseconds.
 *
 * @param rows the rows in printed order
 */
public record ProfileTable(List<Row> rows) {

    /**
     * One parsed row.
     *
     * @param window the window's name (indentation removed)
     * @param depth its indentation in steps of two spaces
     * @param stream the stream's name
     * @param count how many windows the row sums up
     * @param minMillis the shortest device span
     * @param deviceMillis the median device span
     * @param p90Millis the 90th percentile device span
     * @param maxMillis the longest device span
     * @param boundMillis the largest placement bound; null where the table says it is unknown
     * @param hostMillis the median host wall time
     * @param differenceMillis the host median minus the device median
     */
    public record Row(String window, int depth, String stream, int count, BigDecimal minMillis,
            BigDecimal deviceMillis, BigDecimal p90Millis, BigDecimal maxMillis, @Nullable BigDecimal boundMillis,
            BigDecimal hostMillis, BigDecimal differenceMillis) {
    }

    /** Finds the table in {@code out} and parses it; fails the test if the header is not there. */
    public static ProfileTable parse(String out) {
        List<String> lines = out.lines().toList();
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("window ")).findFirst()
                .orElseThrow(() -> new AssertionError("no window table in:\n" + out)));
        assertEquals(
                List.of("window", "stream", "n", "min", "median", "p90", "max", "bound", "host wall", "host - device"),
                List.of(lines.get(header).trim().split(" {2,}")));
        assertTrue(lines.get(header + 1).matches("[- ]+"), "rule under the header");
        List<Row> rows = new ArrayList<>();
        // A row ends the table when it does not have the ten cells (the notes printed under it).
        for (String line : lines.subList(header + 2, lines.size())) {
            String stripped = line.stripLeading();
            String[] cells = stripped.split(" {2,}");
            if (cells.length != 10) {
                break;
            }
            int depth = (line.length() - stripped.length()) / 2;
            rows.add(new Row(cells[0], depth, cells[1], Integer.parseInt(cells[2]),
                    millis(cells[3]), millis(cells[4]), millis(cells[5]), millis(cells[6]),
                    cells[7].equals("-") ? null : millis(cells[7]), millis(cells[8]), millis(cells[9])));
        }
        return new ProfileTable(rows);
    }

    private static BigDecimal millis(String cell) {
        assertTrue(cell.matches("-?\\d+\\.\\d{3}"), cell);
        return new BigDecimal(cell);
    }

    /** The row for {@code window}. */
    public Row row(String window) {
        return rows.stream().filter(r -> r.window().equals(window)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + window + " in " + rows));
    }
}
