package dev.eventbind.cli;

import static dev.eventbind.cli.TraceEvents.end;
import static dev.eventbind.cli.TraceEvents.number;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code eventbind profile} on the host backend, run once in-process; its table and trace read back. */
class ProfileEndToEndTest {

    private static final int ITERATIONS = 3;
    private static final List<String> WINDOWS = List.of("iteration", "produce", "side", "consume");

    @TempDir
    static Path dir;
    private static CliRun run;
    private static TraceEvents trace;

    @BeforeAll
    static void profileOnHost() throws IOException {
        Path file = dir.resolve("trace.json");
        run = CliRun.of("profile", "--backend", "host", "--trace", file.toString(), "--iterations",
                String.valueOf(ITERATIONS));
        assertEquals(ExitCode.OK, run.exit(), run.err());
        trace = TraceEvents.parse(Files.readString(file));
    }

    @Test
    void theTableHasOneRowPerWindowWithNestedOnesIndented() {
        ProfileTable table = ProfileTable.parse(run.out());
        assertEquals(WINDOWS, table.rows().stream().map(ProfileTable.Row::window).toList());
        assertEquals(List.of(0, 1, 0, 1), table.rows().stream().map(ProfileTable.Row::depth).toList());
        assertEquals(List.of("stream 1", "stream 1", "stream 2", "stream 1"),
                table.rows().stream().map(ProfileTable.Row::stream).toList());
        table.rows().forEach(row -> assertEquals(ITERATIONS, row.count(), row.toString()));
    }

    @Test
    void deviceSpansCoverTheWorkQueuedInThem() {
        ProfileTable table = ProfileTable.parse(run.out());
        // A sleep never ends early; the float-millisecond elapsed reading may round a few ns down.
        assertTrue(table.row("produce").deviceMillis().compareTo(new BigDecimal("1.999")) >= 0);
        assertTrue(table.row("side").deviceMillis().compareTo(new BigDecimal("2.999")) >= 0);
        assertTrue(table.row("consume").deviceMillis().compareTo(new BigDecimal("0.999")) >= 0);
        // The outer window holds produce (2 ms) and consume (1 ms), one after the other on its stream.
        assertTrue(table.row("iteration").deviceMillis().compareTo(new BigDecimal("2.998")) >= 0);
    }

    /** Every host window is placed with a known bound, well under its own length here. */
    @Test
    void everyRowShowsItsPlacementBound() {
        for (ProfileTable.Row row : ProfileTable.parse(run.out()).rows()) {
            BigDecimal bound = row.boundMillis();
            assertTrue(bound != null && bound.compareTo(new BigDecimal("1.000")) < 0, row.toString());
        }
    }

    @Test
    void theTraceHasEveryWindowAsACompleteEventOrderedAndNestedPerStream() {
        assertEquals(ITERATIONS * WINDOWS.size(), trace.complete().size());
        trace.assertOrderedAndNested();
        assertEquals("stream 1", trace.threadName(1));
        assertEquals("stream 2", trace.threadName(2));
        Map<Integer, List<Object>> names = trace.byThread().entrySet().stream().collect(Collectors.toMap(
                Map.Entry::getKey, e -> e.getValue().stream().map(event -> event.get("name")).distinct().toList()));
        assertEquals(Map.of(1, List.of("iteration", "produce", "consume"), 2, List.of("side")), names);
    }

    @Test
    void everyInnerWindowLiesInsideItsIterationAndConsumeStartsAfterSide() {
        for (int iteration = 1; iteration <= ITERATIONS; iteration++) {
            Map<Object, Map<String, Object>> events = iteration(iteration);
            Map<String, Object> outer = events.get("iteration");
            for (String inner : List.of("produce", "consume")) {
                assertTrue(number(events.get(inner), "ts").compareTo(number(outer, "ts")) >= 0, inner);
                assertTrue(end(events.get(inner)).compareTo(end(outer)) <= 0, inner);
            }
            assertTrue(number(events.get("consume"), "ts").compareTo(end(events.get("produce"))) >= 0);
            // The cross-stream wait is a real device dependency; allow the anchor's nanosecond rounding.
            assertTrue(number(events.get("consume"), "ts").add(new BigDecimal("0.002"))
                    .compareTo(end(events.get("side"))) >= 0, events.toString());
        }
    }

    @Test
    void eachFenceIsAnArrowFromStreamTwoToStreamOneThatNeverGoesBackInTime() {
        List<Map<String, Object>> begins = trace.flows("s");
        List<Map<String, Object>> ends = trace.flows("f");
        assertEquals(ITERATIONS, begins.size());
        assertEquals(ITERATIONS, ends.size());
        for (int i = 0; i < ITERATIONS; i++) {
            Map<String, Object> begin = begins.get(i);
            Map<String, Object> end = ends.stream().filter(e -> e.get("id").equals(begin.get("id"))).findFirst()
                    .orElseThrow();
            assertEquals(BigDecimal.valueOf(2), number(begin, "tid"));
            assertEquals(BigDecimal.valueOf(1), number(end, "tid"));
            // The waiting stream starts consume only after side is done (allowing the anchor's rounding).
            assertTrue(number(end, "ts").add(new BigDecimal("0.002")).compareTo(number(begin, "ts")) >= 0,
                    begin + " -> " + end);
        }
    }

    @Test
    void theHostTrackHasEachWindowStartedThenStoppedThenSeenAndEveryEventThisRunsPid() {
        assertEquals(3 * trace.complete().size(), trace.instants().size());
        for (int iteration = 1; iteration <= ITERATIONS; iteration++) {
            for (String window : WINDOWS) {
                int run = iteration;
                List<BigDecimal> times = List.of("start ", "stop ", "seen ").stream()
                        .map(step -> trace.instants().stream()
                                .filter(e -> e.get("name").equals(step + window)
                                        && number(TraceEvents.args(e), "iteration").intValue() == run)
                                .map(e -> number(e, "ts")).findFirst().orElseThrow())
                        .toList();
                assertEquals(times.stream().sorted().toList(), times, window + " in iteration " + iteration);
            }
        }
        BigDecimal pid = BigDecimal.valueOf(ProcessHandle.current().pid());
        trace.all().forEach(event -> assertEquals(pid, number(event, "pid"), event.toString()));
    }

    private static Map<Object, Map<String, Object>> iteration(int iteration) {
        return trace.complete().stream()
                .filter(e -> number(TraceEvents.args(e), "iteration").intValue() == iteration)
                .collect(Collectors.toMap(e -> e.get("name"), e -> e));
    }

    @Test
    void theOutputNamesTheBackendWorkloadAndTraceFile() {
        assertTrue(run.out().startsWith("profile on host: " + ITERATIONS + " iterations on two streams"),
                run.out());
        assertTrue(run.out().contains("trace: " + dir.resolve("trace.json").toAbsolutePath()), run.out());
    }
}
