package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The backends table as {@code eventbind backends} prints it, read back by the column positions of its header:
 * a line whose first cell is blank continues the row above (every library candidate tried, a wrapped version
 * or state).
 *
 * @param rows the rows in printed order
 */
public record BackendsTable(List<Row> rows) {

    private static final List<String> HEADERS = List.of("backend", "rank", "library", "version", "state");

    /**
     * One backend.
     *
     * @param backend its name
     * @param rank GPU, PORTABLE or HOST
     * @param library the library file loaded, or every candidate tried
     * @param version the version it reported, or "-"
     * @param state "ready" or "unavailable: " and the reason
     */
    public record Row(String backend, String rank, List<String> library, String version, String state) {
    }

    /** Parses the table at the start of {@code out}. */
    public static BackendsTable parse(String out) {
        List<String> lines = out.lines().toList();
        String header = lines.getFirst();
        int[] starts = HEADERS.stream().mapToInt(header::indexOf).toArray();
        assertEquals(HEADERS, List.of(header.trim().split(" {2,}")));
        // Each row as the lines of each of its cells; a line with a blank first cell continues the row above.
        List<List<List<String>>> raw = new ArrayList<>();
        for (String line : lines.subList(2, lines.size())) {
            if (line.isBlank() || line.startsWith("best ready backend") || line.startsWith("no backend is ready")) {
                break;
            }
            String[] cells = cells(line, starts);
            if (!cells[0].isEmpty()) {
                raw.add(Stream.generate(() -> (List<String>) new ArrayList<String>()).limit(starts.length).toList());
            }
            for (int column = 0; column < cells.length; column++) {
                if (!cells[column].isEmpty()) {
                    raw.getLast().get(column).add(cells[column]);
                }
            }
        }
        List<Row> rows = raw.stream().map(cells -> new Row(cells.get(0).getFirst(), cells.get(1).getFirst(),
                List.copyOf(cells.get(2)), String.join(" ", cells.get(3)), String.join(" ", cells.get(4)))).toList();
        return new BackendsTable(rows);
    }

    private static String[] cells(String line, int[] starts) {
        String[] cells = new String[starts.length];
        for (int i = 0; i < starts.length; i++) {
            int from = Math.min(starts[i], line.length());
            int to = i + 1 < starts.length ? Math.min(starts[i + 1], line.length()) : line.length();
            cells[i] = line.substring(from, to).trim();
        }
        return cells;
    }

    /** The row for {@code backend}, if listed. */
    public Optional<Row> row(String backend) {
        return rows.stream().filter(r -> r.backend().equals(backend)).findFirst();
    }
}
