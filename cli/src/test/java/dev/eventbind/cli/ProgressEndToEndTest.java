package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Progress goes to stderr only where stderr is a terminal, or with {@code --progress}: a run longer than the
 * quiet first second, with stderr captured (not a terminal), prints none unless asked.
 */
class ProgressEndToEndTest {

    /** Each host iteration takes at least 5 ms of queued sleeps, so this many last well over a second. */
    private static final String LONG_RUN = "300";

    @TempDir
    Path dir;

    @Test
    void withStderrNotATerminalALongRunPrintsNoProgress() {
        assertFalse(Main.stderrIsTerminal(), "the test's stderr is not a terminal");
        CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", LONG_RUN, "--warmup", "0",
                "--trace", dir.resolve("t.json").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertEquals("", run.err());
    }

    @Test
    void theProgressOptionPrintsPlainLinesEndingWithTheLastIteration() {
        CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", LONG_RUN, "--warmup", "0",
                "--progress", "--trace", dir.resolve("t.json").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertFalse(run.err().contains("\r"), "plain lines, not a redrawn one: " + run.err());
        assertTrue(run.err().lines().allMatch(line -> line.matches("profiling: \\d+/300 iterations \\(\\d+ s\\)")),
                run.err());
        assertTrue(run.err().lines().reduce((first, last) -> last).orElseThrow().startsWith("profiling: 300/300 "),
                run.err());
    }
}
