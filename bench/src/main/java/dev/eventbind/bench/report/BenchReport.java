package dev.eventbind.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes BENCHMARKS.md from a JMH CSV result file and the C floor driver's output.
 *
 * <p>usage: {@code BenchReport <jmh.csv> <floor.txt> <out.md> <settings> <command>}
 */
public final class BenchReport {

    private BenchReport() {
    }

    /** Entry point of {@code run-benchmarks.sh}'s last step. */
    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            System.err.println("usage: BenchReport <jmh.csv> <floor.txt> <out.md> <settings> <command>");
            System.exit(2);
        }
        Results results = Results.parse(readIfPresent(Path.of(args[0])), readIfPresent(Path.of(args[1])));
        String report = ReportWriter.render(results, Machine.current(), args[4], args[3]);
        Files.writeString(Path.of(args[2]), report);
    }

    private static List<String> readIfPresent(Path path) throws IOException {
        return Files.isRegularFile(path) ? Files.readAllLines(path) : List.of();
    }
}
