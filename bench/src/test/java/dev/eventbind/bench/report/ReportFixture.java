package dev.eventbind.bench.report;

import java.util.ArrayList;
import java.util.List;

/** JMH CSV rows and a report rendered from them, for the section tests. */
final class ReportFixture {

    private static final String HEADER =
            "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\"";
    private static final Machine MACHINE = new Machine(2, "Test CPU", "JDK 25", "Linux");

    private ReportFixture() {
    }

    /** A CSV row of {@code dev.eventbind.bench.<benchmark>}, 5 samples, an error of 1.5. */
    static String row(String benchmark, double score, String unit) {
        return "\"dev.eventbind.bench." + benchmark + "\",\"avgt\",1,5," + score + ",1.5,\"" + unit + "\"";
    }

    /** The report of these rows and C floor lines. */
    static String render(List<String> floor, String... rows) {
        List<String> csv = new ArrayList<>(List.of(HEADER));
        csv.addAll(List.of(rows));
        return ReportWriter.render(Results.parse(csv, floor), MACHINE, "cmd", "test");
    }

    /** The report's first line that starts with {@code start}. */
    static String lineOf(String report, String start) {
        return report.lines().filter(line -> line.startsWith(start)).findFirst().orElseThrow();
    }
}
