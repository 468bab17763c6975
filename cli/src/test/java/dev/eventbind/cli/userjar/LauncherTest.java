package dev.eventbind.cli.userjar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./eventbind} launcher itself, run through a symlink from another folder on the packaged jar (this
 * test runs after the package phase), with a backend jar it has never seen in {@code EVENTBIND_CLASSPATH}.
 */
class LauncherTest {

    @TempDir
    static Path dir;
    private static Path link;
    private static Path jar;

    @BeforeAll
    static void linkTheLauncher() throws IOException {
        Path launcher = Path.of(System.getProperty("eventbind.test.launcher")).toAbsolutePath().normalize();
        link = Files.createSymbolicLink(Files.createDirectories(dir.resolve("bin")).resolve("eventbind"), launcher);
        jar = AcmeBackendJar.build(dir.resolve("build"));
    }

    @AfterAll
    static void unlink() throws IOException {
        // Removed here, so the temporary folder's cleanup never meets a link leading out of it.
        Files.deleteIfExists(link);
    }

    /** The launcher's output, after asserting it exited 0. */
    private static String launch(Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(link.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().remove("EVENTBIND_CLASSPATH");
        builder.environment().putAll(environment);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(process.waitFor(3, TimeUnit.MINUTES), "the launcher finished");
        String output = Files.readString(out);
        assertEquals(0, process.exitValue(), output + Files.readString(err));
        return output;
    }

    @Test
    void throughASymlinkTheLauncherFindsItsCheckoutAndPrintsTheVersion() throws Exception {
        assertTrue(launch(Map.of(), "--version").startsWith("eventbind "));
    }

    @Test
    void aBackendJarInTheEnvironmentIsListedReadyAndProfiled() throws Exception {
        String listed = launch(Map.of("EVENTBIND_CLASSPATH", jar.toString(), "COLUMNS", "60"), "backends");
        assertTrue(listed.lines().anyMatch(line -> line.startsWith("Acme (PORTABLE): ready")), listed);
        String json = launch(Map.of("EVENTBIND_CLASSPATH", jar.toString()), "profile", "--backend", "acme",
                "--format", "json", "--iterations", "2", "--trace", dir.resolve("t.json").toString());
        assertTrue(json.contains("\"backend\": \"Acme\""), json);
        assertTrue(json.contains(AcmeBackendJar.WORKLOAD), json);
    }
}
