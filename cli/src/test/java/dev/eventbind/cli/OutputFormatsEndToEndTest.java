package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code profile --format json|csv}, the warm-up, the narrow table and the trace path checked up front. */
class OutputFormatsEndToEndTest {

    @TempDir
    Path dir;

    @Test
    @SuppressWarnings("unchecked")
    void jsonIsOneDocumentWithTheRunAndEveryWindowsStatistics() {
        Path trace = dir.resolve("t.json");
        CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", "3", "--warmup", "1", "--format",
                "json", "--trace", trace.toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        Map<String, Object> json = assertInstanceOf(Map.class, MiniJson.parse(run.out()), run.out());
        assertEquals("eventbind-profile/1", json.get("schema"));
        assertEquals("host", json.get("backend"));
        assertEquals(BigDecimal.valueOf(3), json.get("iterations"));
        assertEquals(BigDecimal.valueOf(1), json.get("warmup"));
        assertEquals(BigDecimal.valueOf(ProcessHandle.current().pid()), json.get("pid"));
        assertEquals(trace.toAbsolutePath().toString(), json.get("trace"));
        assertEquals("ns", json.get("unit"));
        List<Object> windows = (List<Object>) json.get("windows");
        assertEquals(List.of("iteration", "produce", "side", "consume"),
                windows.stream().map(w -> ((Map<String, Object>) w).get("window")).toList());
        for (Object window : windows) {
            Map<String, Object> fields = (Map<String, Object>) window;
            assertEquals(BigDecimal.valueOf(3), fields.get("n"), fields.toString());
            // The host backend knows both bounds: where its placed ends lie, and how long the window is.
            BigDecimal placement = (BigDecimal) fields.get("placementBoundNanos");
            BigDecimal length = (BigDecimal) fields.get("durationBoundNanos");
            assertTrue(placement != null && length != null && length.signum() > 0, fields.toString());
            for (String spread : List.of("device", "hostWall")) {
                Map<String, Object> values = (Map<String, Object>) fields.get(spread);
                List<BigDecimal> ordered = List.of("min", "median", "p90", "max").stream()
                        .map(key -> (BigDecimal) values.get(key)).toList();
                assertEquals(ordered.stream().sorted().toList(), ordered, spread + " " + fields);
            }
        }
        // The warm-up run is in no result: the trace has the three measured iterations only.
        TraceEvents events = TraceEvents.parse(readString(trace));
        assertEquals(3 * 4, events.complete().size());
    }

    @Test
    void csvHasAHeaderAndOneLinePerWindow() {
        CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", "1", "--format", "csv", "--trace",
                dir.resolve("t.json").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(5, lines.size(), run.out());
        assertTrue(lines.getFirst().startsWith("backend,window,stream,depth,timing,n,device_min_ns,"), lines.getFirst());
        assertTrue(lines.getFirst().endsWith(",placement_bound_ns,duration_bound_ns"), lines.getFirst());
        int columns = lines.getFirst().split(",").length;
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            assertEquals(columns, cells.length, line);
            assertEquals("host", cells[0]);
            assertEquals("1", cells[5]);
        }
    }

    @Test
    void theTableSaysHowManyIterationsWereMeasuredAndLeftOut() {
        CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", "1", "--warmup", "2", "--trace",
                dir.resolve("t.json").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertTrue(run.out().startsWith("profile on host: 1 iteration on two streams, after 2 warm-up iterations"
                + " left out"), run.out());
        assertTrue(run.out().contains("trace: "), run.out());
        assertFalse(run.out().contains("1 iterations"), run.out());
    }

    @Test
    void aNarrowTerminalGetsShortLinesWithEveryFigure() {
        CliRun run = CliRun.of(Map.of("COLUMNS", "60"), "profile", "--backend", "host", "--iterations", "2",
                "--trace", dir.resolve("t.json").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        run.out().lines().forEach(line -> assertTrue(line.length() <= 60, "fits 60 columns: " + line));
        assertTrue(run.out().contains("produce on stream 1, n 2"), run.out());
        assertTrue(run.out().lines().anyMatch(line -> line.matches("  device  min \\d+\\.\\d{3}  median .*")),
                run.out());
        CliRun backends = CliRun.of(Map.of("COLUMNS", "60"), "backends");
        assertTrue(backends.out().lines().anyMatch(line -> line.startsWith("host (HOST): ready")), backends.out());
    }

    @Test
    void anUnwritableTraceFailsBeforeTheRunWithTheSystemsReason() {
        CliRun run = CliRun.of("profile", "--backend", "host", "--trace", "/proc/eventbind-x.json");
        assertEquals(ExitCode.DRIVER_FAILURE, run.exit());
        assertEquals("", run.out(), "nothing was profiled");
        assertTrue(run.err().startsWith("eventbind: cannot write the trace /proc/eventbind-x.json: "), run.err());
        String reason = run.err().strip().substring(run.err().lastIndexOf(": ") + 2);
        assertTrue(List.of("No such file or directory", "Permission denied").contains(reason), run.err());
    }

    @Test
    void aTraceInAMissingFolderFailsBeforeTheRunNamingTheFolderAndCreatesNothing() {
        Path missing = dir.resolve("nonexistent/dir");
        CliRun run = CliRun.of("profile", "--backend", "host", "--trace", missing.resolve("x.json").toString());
        assertEquals(ExitCode.DRIVER_FAILURE, run.exit(), run.err());
        assertEquals(1, run.exit().status());
        assertEquals("", run.out(), "nothing was profiled");
        assertEquals("eventbind: cannot write the trace " + missing.resolve("x.json") + ": folder " + missing
                + " does not exist" + System.lineSeparator(), run.err());
        assertTrue(Files.notExists(dir.resolve("nonexistent")), "no folder was created");
    }

    @Test
    void aFailedRunLeavesNoEmptyTraceBehind() {
        Path trace = dir.resolve("never.json");
        CliRun run = CliRun.of("profile", "--backend", "quantum", "--trace", trace.toString());
        assertEquals(ExitCode.UNKNOWN_BACKEND, run.exit());
        assertTrue(Files.notExists(trace), "the trace opened for the check is removed again");
    }

    private static String readString(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
