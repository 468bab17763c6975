package dev.eventbind.bench.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The numbers a report is written from: JMH's CSV result file ({@code -rf csv}) and the C floor driver's
 * "{@code <op> <ns> [error]}" lines. Benchmarks are keyed by {@code SimpleClassName.method}.
 */
public final class Results {

    private static final String ALLOCATION = ":gc.alloc.rate.norm";

    private final Map<String, Score> nanos = new HashMap<>();
    private final Map<String, Score> bytes = new HashMap<>();
    private final Map<String, Score> secondary = new HashMap<>();
    private final Map<String, Score> floor = new HashMap<>();

    /** Reads JMH CSV lines (header first) and floor lines; either may be empty. */
    public static Results parse(List<String> jmhCsv, List<String> floorLines) {
        Results results = new Results();
        for (String line : jmhCsv.subList(Math.min(1, jmhCsv.size()), jmhCsv.size())) {
            results.addJmhRow(splitCsv(line));
        }
        for (String line : floorLines) {
            String[] parts = line.trim().split("\\s+", -1);
            // "<op> <ns>", or "<op> <ns> <error>" where the driver gives a spread of its rounds.
            if (parts.length == 2 || parts.length == 3) {
                double error = parts.length == 3 ? Double.parseDouble(parts[2]) : Double.NaN;
                results.floor.put(parts[0], new Score(Double.parseDouble(parts[1]), error));
            }
        }
        return results;
    }

    private void addJmhRow(List<String> cells) {
        if (cells.size() < 7) {
            return;
        }
        String name = cells.get(0);
        Score score = new Score(parseNumber(cells.get(4)), parseNumber(cells.get(5)));
        String unit = cells.get(6);
        if (name.endsWith(ALLOCATION)) {
            bytes.put(key(name.substring(0, name.length() - ALLOCATION.length())), score);
        } else if (!name.contains(":") && unit.equals("ns/op")) {
            nanos.put(key(name), score);
        } else if (name.contains(":")) {
            int colon = name.indexOf(':');
            secondary.put(key(name.substring(0, colon)) + name.substring(colon), score);
        }
    }

    /** {@code dev.eventbind.bench.HandFfmBench.record} to {@code HandFfmBench.record}. */
    private static String key(String fullName) {
        int method = fullName.lastIndexOf('.');
        int type = fullName.lastIndexOf('.', method - 1);
        return fullName.substring(type + 1);
    }

    private static double parseNumber(String cell) {
        return cell.isEmpty() ? Double.NaN : Double.parseDouble(cell);
    }

    /** Splits one CSV line, honouring double quotes. */
    static List<String> splitCsv(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    /** Time per operation of {@code Class.method}, if it ran. */
    public Optional<Score> nanos(String benchmark) {
        return Optional.ofNullable(nanos.get(benchmark));
    }

    /** Bytes allocated per operation of {@code Class.method}, if it ran with {@code -prof gc}. */
    public Optional<Score> bytes(String benchmark) {
        return Optional.ofNullable(bytes.get(benchmark));
    }

    /**
     * A secondary result of {@code Class.method}, as a profiler reported it under {@code label} (the device time
     * profiler's {@code device.time}, say), if it did.
     */
    public Optional<Score> secondary(String benchmark, String label) {
        return Optional.ofNullable(secondary.get(benchmark + ":" + label));
    }

    /** Every benchmark with a time, in name order. */
    public Set<String> benchmarks() {
        return new TreeSet<>(nanos.keySet());
    }

    /** The C floor's ns per call of one operation, if the floor driver ran. */
    public Optional<Score> floor(String operation) {
        return Optional.ofNullable(floor.get(operation));
    }
}
