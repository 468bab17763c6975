package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UsageErrorsTest {

    @Test
    void badArgumentsExitWithStatusTwoAndPrintTheProblemThenUsageOnStderr() {
        CliRun run = CliRun.of("profile", "--iterations", "-3");
        assertEquals(ExitCode.USAGE, run.exit());
        assertEquals(2, run.exit().status());
        assertTrue(run.err().startsWith("eventbind: --iterations must be between 1 and 10000, got -3"), run.err());
        assertTrue(run.err().contains(CommandLine.USAGE), run.err());
        assertEquals("", run.out());
    }

    @Test
    void anUnknownCommandExitsWithStatusTwo() {
        CliRun run = CliRun.of("profiles");
        assertEquals(ExitCode.USAGE, run.exit());
        assertTrue(run.err().contains("unknown command 'profiles'"), run.err());
    }

    @Test
    void helpPrintsUsageToStdoutAndSucceeds() {
        CliRun run = CliRun.of("help");
        assertEquals(ExitCode.OK, run.exit());
        assertEquals(CommandLine.USAGE, run.out());
        assertEquals("", run.err());
    }

    @Test
    void exitStatusesAreDistinctAndDocumentedInTheUsage() {
        for (ExitCode code : ExitCode.values()) {
            assertTrue(CommandLine.USAGE.contains(code.status() + " "), code + " missing from usage");
        }
        assertEquals(ExitCode.values().length,
                java.util.Arrays.stream(ExitCode.values()).mapToInt(ExitCode::status).distinct().count());
    }
}
