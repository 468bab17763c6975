package dev.eventbind.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes BENCHMARKS.md from a JMH CSV result file and the C floor driver's output, and optionally the peer
 * benchmarks' own JMH CSV (the Vulkan rows included) and the C floors' output (they run as a separate JMH run, so
 * either can be redone alone).
 *
 * <p>usage: {@code BenchReport <jmh.csv> <floor.txt> <out.md> <settings> <command> [<peers.csv> <peer-floor.txt>
 * ...]}
 */
public final class BenchReport {

    private BenchReport() {
    }

    /** Entry point of {@code run-benchmarks.sh}'s last step. */
    public static void main(String[] args) throws IOException {
        if (args.length != 5 && args.length < 7) {
            System.err.println("usage: BenchReport <jmh.csv> <floor.txt> <out.md> <settings> <command>"
                    + " [<peers.csv> <peer-floor.txt> ...]");
            System.exit(2);
        }
        List<String> csv = new ArrayList<>(readIfPresent(Path.of(args[0])));
        List<String> floor = new ArrayList<>(readIfPresent(Path.of(args[1])));
        if (args.length >= 7) {
            List<String> peers = readIfPresent(Path.of(args[5]));
            if (csv.isEmpty()) {
                csv.addAll(peers);
            } else if (!peers.isEmpty()) {
                csv.addAll(peers.subList(1, peers.size())); // the header once
            }
            for (int i = 6; i < args.length; i++) {
                floor.addAll(readIfPresent(Path.of(args[i])));
            }
        }
        Results results = Results.parse(csv, floor);
        String report = ReportWriter.render(results, Machine.current(), args[4], args[3]);
        Files.writeString(Path.of(args[2]), report);
    }

    private static List<String> readIfPresent(Path path) throws IOException {
        return Files.isRegularFile(path) ? Files.readAllLines(path) : List.of();
    }
}
