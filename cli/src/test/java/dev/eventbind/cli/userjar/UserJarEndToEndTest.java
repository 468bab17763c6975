package dev.eventbind.cli.userjar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.cli.BackendsTable;
import dev.eventbind.cli.CliRun;
import dev.eventbind.cli.ExitCode;
import dev.eventbind.cli.ProfileTable;
import dev.eventbind.cli.TraceEvents;
import java.io.File;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A backend jar built outside the reactor ({@link AcmeBackendJar}), added with {@code --classpath} or
 * {@code EVENTBIND_CLASSPATH}: listed, ready, and profiled with the workload it brings.
 */
class UserJarEndToEndTest {

    @TempDir
    static Path dir;
    private static Path jar;

    @BeforeAll
    static void buildTheJar() throws IOException {
        jar = AcmeBackendJar.build(dir.resolve("build"));
    }

    @Test
    void withoutTheJarAcmeIsUnknown() {
        CliRun run = CliRun.of("profile", "--backend", "acme", "--trace", dir.resolve("none.json").toString());
        assertEquals(ExitCode.UNKNOWN_BACKEND, run.exit(), run.err());
        assertFalse(BackendsTable.parse(CliRun.of("backends").out()).row(AcmeBackendJar.BACKEND).isPresent());
    }

    @Test
    void theClasspathOptionAddsTheBackendAsAReadyRow() {
        CliRun run = CliRun.of("backends", "--classpath", jar.toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        BackendsTable.Row acme = BackendsTable.parse(run.out()).row(AcmeBackendJar.BACKEND).orElseThrow();
        assertEquals("ready", acme.state(), acme.toString());
        assertEquals("PORTABLE", acme.rank());
        assertTrue(acme.library().getFirst().endsWith("libacme.so"), acme.toString());
        // The built-in backends are still there.
        assertTrue(BackendsTable.parse(run.out()).row("host").isPresent());
    }

    @Test
    void theEnvironmentVariableAddsTheBackendAndItsWorkloadIsUsed() throws IOException {
        Path trace = dir.resolve("acme-trace.json");
        // An empty entry (a leading separator) is skipped, as on a shell's PATH.
        CliRun run = CliRun.of(Map.of("EVENTBIND_CLASSPATH", File.pathSeparator + jar), "profile", "--backend", "ACME", "--iterations", "2", "--warmup", "1", "--trace", trace.toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertTrue(run.out().startsWith("profile on Acme: 2 iterations on two streams"), run.out());
        assertTrue(run.out().contains(AcmeBackendJar.WORKLOAD), run.out());
        ProfileTable table = ProfileTable.parse(run.out());
        // The jar's workload really queued its sleeps: produce covers its 2 ms.
        assertTrue(table.row("produce").deviceMillis().compareTo(new BigDecimal("1.999")) >= 0, run.out());
        TraceEvents events = TraceEvents.parse(Files.readString(trace));
        assertEquals(2 * 4, events.complete().size());
        events.assertOrderedAndNested();
    }

    @Test
    void aClassFolderWorksLikeAJar() {
        CliRun run = CliRun.of("backends", "--classpath", dir.resolve("build/classes").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertEquals("ready", BackendsTable.parse(run.out()).row(AcmeBackendJar.BACKEND).orElseThrow().state());
    }

    @Test
    void aMissingEntryIsAUsageErrorSayingWhy() {
        CliRun run = CliRun.of("backends", "--classpath", dir.resolve("absent.jar").toString());
        assertEquals(ExitCode.USAGE, run.exit());
        assertTrue(run.err().startsWith("eventbind: --classpath entry " + dir.resolve("absent.jar")
                + ": No such file or directory"), run.err());
        CliRun fromEnvironment = CliRun.of(Map.of("EVENTBIND_CLASSPATH", dir.resolve("gone").toString()),
                "backends");
        assertEquals(ExitCode.USAGE, fromEnvironment.exit());
        assertTrue(fromEnvironment.err().contains("EVENTBIND_CLASSPATH entry "), fromEnvironment.err());
    }

    @Test
    void aWorkloadThatCannotBeLoadedIsAUsageErrorNamingItNotAStackTrace() throws IOException {
        Path broken = dir.resolve("broken-workload");
        Path services = Files.createDirectories(broken.resolve("META-INF/services"));
        Files.writeString(services.resolve("dev.eventbind.cli.workload.Workload"), "acme.MissingWorkload\n");
        // Ahead of the Acme jar, whose own workload is found after it: the lookup reaches the broken one first.
        CliRun run = CliRun.of("profile", "--backend", "acme", "--classpath", broken + File.pathSeparator + jar,
                "--iterations", "1", "--warmup", "0", "--trace", dir.resolve("broken.json").toString());
        assertEquals(ExitCode.USAGE, run.exit(), run.err());
        assertTrue(run.err().startsWith("eventbind: a workload on the class path cannot be loaded: "), run.err());
        assertTrue(run.err().contains("acme.MissingWorkload"), run.err());
    }

    @Test
    void aFileThatIsNeitherAZipNorAFolderIsAUsageErrorNamingIt() throws IOException {
        Path text = Files.writeString(dir.resolve("x.jar"), "not a zip\n");
        for (Path entry : new Path[] {text, Path.of("/etc/passwd")}) {
            CliRun run = CliRun.of("profile", "--classpath", entry.toString(), "--trace",
                    dir.resolve("never.json").toString());
            assertEquals(ExitCode.USAGE, run.exit(), run.err());
            assertTrue(run.err().startsWith("eventbind: --classpath entry " + entry + ": not a jar (zip) or a folder"
                    + System.lineSeparator()), run.err());
            assertEquals("", run.out());
        }
        CliRun device = CliRun.of(Map.of("EVENTBIND_CLASSPATH", "/dev/null"), "backends");
        assertEquals(ExitCode.USAGE, device.exit());
        assertTrue(device.err().startsWith("eventbind: EVENTBIND_CLASSPATH entry /dev/null: not a jar or a folder"),
                device.err());
    }
}
