package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Table output fits {@code COLUMNS}, down to {@link Main#MIN_COLUMNS}: the backend list (its blocks, each
 * backend's first line included), the profile's prose, per-window blocks and trace path, and the demo; json and
 * csv are never wrapped.
 */
class TerminalWidthTest {

    @TempDir
    Path dir;

    private static void fits(int columns, CliRun run) {
        assertEquals(ExitCode.OK, run.exit(), run.err());
        run.out().lines().forEach(line -> assertTrue(line.length() <= columns,
                "fits " + columns + " columns (" + line.length() + "): " + line + "\nin\n" + run.out()));
    }

    private CliRun profile(String columns, String... more) {
        // A trace path longer than the terminal is wide, so its line has to be cut too.
        Path trace = dir.resolve("a-folder-with-a-rather-long-name-for-the-trace").resolve("eventbind-trace.json");
        try {
            java.nio.file.Files.createDirectories(trace.getParent());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("profile", "--backend", "host",
                "--iterations", "2", "--trace", trace.toString()), java.util.Arrays.stream(more))
                .toArray(String[]::new);
        return CliRun.of(Map.of("COLUMNS", columns), args);
    }

    @Test
    void atFortyColumnsEveryLineOfTheBackendsAndTheProfileFits() {
        fits(40, CliRun.of(Map.of("COLUMNS", "40"), "backends"));
        CliRun run = profile("40");
        fits(40, run);
        assertTrue(run.out().contains("produce on stream 1, n 2"), run.out());
    }

    @Test
    void aNarrowerColumnsGetsTheFloorOfForty() {
        CliRun backends = CliRun.of(Map.of("COLUMNS", "5"), "backends");
        fits(Main.MIN_COLUMNS, backends);
        assertEquals(CliRun.of(Map.of("COLUMNS", "40"), "backends").out(), backends.out());
        fits(Main.MIN_COLUMNS, profile("5"));
        fits(Main.MIN_COLUMNS, CliRun.of(Map.of("COLUMNS", "5"), "--iterations", "1", "--trace",
                dir.resolve("demo.json").toString()));
    }

    @Test
    void eachBackendsFirstLineIsWrappedUnderItself() {
        CliRun run = CliRun.of(Map.of("COLUMNS", "40"), "backends");
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("CUDA (GPU): unavailable:")), run.out());
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("host (HOST): ready")), run.out());
    }

    @Test
    void unsetOrNotANumberIsEightyColumnsAndANumberBelowTheFloorIsTheFloor() {
        assertEquals(80, Main.columns(Map.of()));
        assertEquals(80, Main.columns(Map.of("COLUMNS", "")));
        assertEquals(80, Main.columns(Map.of("COLUMNS", "wide")));
        assertEquals(80, Main.columns(Map.of("COLUMNS", "-3")));
        assertEquals(40, Main.columns(Map.of("COLUMNS", "0")));
        assertEquals(40, Main.columns(Map.of("COLUMNS", "5")));
        assertEquals(132, Main.columns(Map.of("COLUMNS", " 132 ")));
    }

    @Test
    void jsonAndCsvAreNeverWrapped() {
        CliRun json = profile("40", "--format", "json");
        assertEquals(ExitCode.OK, json.exit(), json.err());
        assertTrue(json.out().lines().anyMatch(line -> line.length() > 40), "a json line longer than COLUMNS");
        CliRun csv = profile("40", "--format", "csv");
        assertTrue(csv.out().lines().allMatch(line -> line.split(",", -1).length == 16), csv.out());
    }
}
