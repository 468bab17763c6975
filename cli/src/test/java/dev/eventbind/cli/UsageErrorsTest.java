package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class UsageErrorsTest {

    @Test
    void badArgumentsExitWithStatusTwoAndPrintTheProblemThenUsageOnStderr() {
        CliRun run = CliRun.of("profile", "--iterations", "-3");
        assertEquals(ExitCode.USAGE, run.exit());
        assertEquals(2, run.exit().status());
        assertTrue(run.err().startsWith("eventbind: --iterations -3 is out of range (1 to 10000)"), run.err());
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
    void theUsageIsAlignedItsSectionsAtTheMarginAndEveryDescriptionInOneColumn() {
        List<String> lines = CommandLine.USAGE.lines().toList();
        assertTrue(lines.getFirst().startsWith("usage: eventbind"), lines.getFirst());
        for (String section : List.of("commands:", "exit status: 0 done")) {
            assertTrue(lines.stream().anyMatch(line -> line.startsWith(section)), section + " at the margin");
        }
        // Every line of the commands block: its name at 2 or 4 columns and its description, or a continuation
        // of one, starting in one shared column; a name too long for its column stands on a line of its own.
        int from = lines.indexOf("commands:") + 1;
        Pattern entry = Pattern.compile("^( {2}| {4})\\S.*?  +(\\S)");
        Set<Integer> descriptionColumns = new HashSet<>();
        for (String line : lines.subList(from, lines.subList(from, lines.size()).indexOf("") + from)) {
            Matcher matcher = entry.matcher(line);
            int indent = line.length() - line.stripLeading().length();
            if (matcher.find()) {
                descriptionColumns.add(matcher.start(2));
            } else if (indent > 4) {
                descriptionColumns.add(indent);
            }
        }
        assertEquals(1, descriptionColumns.size(), "description columns " + descriptionColumns + " in\n"
                + CommandLine.USAGE);
        lines.forEach(line -> assertTrue(line.length() <= 80, "fits 80 columns: " + line));
    }

    @Test
    void aUsageErrorIsFollowedByTheSameAlignedUsage() {
        CliRun run = CliRun.of("profile", "--bogus");
        assertEquals(ExitCode.USAGE, run.exit());
        assertTrue(run.err().endsWith(CommandLine.USAGE), run.err());
    }

    @Test
    void versionPrintsTheBuildsVersionAndTheJava() {
        CliRun run = CliRun.of("--version");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        String first = run.out().lines().findFirst().orElseThrow();
        assertTrue(first.matches("eventbind \\d+\\.\\d+\\.\\d+.*"), "the filtered version, not a placeholder: " + first);
        assertTrue(run.out().contains("Java " + Runtime.version()), run.out());
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
