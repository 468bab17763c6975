package dev.eventbind.cli.userjar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./eventbind} launcher itself, run through a symlink from another folder on the packaged jar (this
 * test runs after the package phase): with a backend jar it has never seen in {@code EVENTBIND_CLASSPATH}, with
 * JVM options, with the JVM's signal-chaining library preloaded, and in a terminal whose width it passes on.
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
    static String launch(Map<String, String> environment, String... args)
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

    @Test
    void jvmOptionsReachTheJvmWhichPreloadsSignalChainingAfterAnyLibraryAlreadyPreloaded() throws Exception {
        Path recording = dir.resolve("profile.jfr");
        String preloaded = System.getProperty("eventbind.test.acmeLibrary");
        launch(Map.of("EVENTBIND_JAVA_OPTIONS", "-XX:StartFlightRecording:filename=" + recording,
                "LD_PRELOAD", preloaded), "profile", "--backend", "host", "--iterations", "1", "--trace",
                dir.resolve("jfr-trace.json").toString());
        List<RecordedEvent> events = RecordingFile.readAllEvents(recording);
        String javaHome = value(events, "jdk.InitialSystemProperty", "java.home");
        assertEquals(preloaded + ":" + javaHome + "/lib/libjsig.so",
                value(events, "jdk.InitialEnvironmentVariable", "LD_PRELOAD"));
        assertEquals("false", value(events, "jdk.InitialSystemProperty", "eventbind.stderr.terminal"),
                "stderr went to a file");
        assertTrue(events.stream().anyMatch(event -> event.getEventType().getName()
                .equals("dev.eventbind.DeviceWindow")), "the profile's windows were recorded");
    }

    private static String value(List<RecordedEvent> events, String type, String key) {
        return events.stream().filter(event -> event.getEventType().getName().equals(type))
                .filter(event -> key.equals(event.getString("key"))).map(event -> event.getString("value"))
                .findFirst().orElseThrow(() -> new AssertionError(type + " " + key + " not recorded"));
    }

    @Test
    void inATerminalWithoutAnExportedColumnsTheTablesFitTheTerminalsWidth() throws Exception {
        Path script = Path.of("/usr/bin/script");
        Assumptions.assumeTrue(Files.isExecutable(script), "util-linux script, which gives the launcher a terminal");
        // script runs the launcher on a new pseudo-terminal, 44 columns wide, with no COLUMNS in its environment.
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "-qec",
                "stty cols 44 rows 30; exec '" + link + "' backends", "/dev/null")
                .directory(dir.toFile()).redirectErrorStream(true);
        builder.environment().remove("COLUMNS");
        builder.environment().remove("EVENTBIND_CLASSPATH");
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(process.waitFor(3, TimeUnit.MINUTES), "the launcher finished");
        assertEquals(0, process.exitValue(), output);
        List<String> lines = output.lines().map(line -> line.replace("\r", "")).toList();
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("host (HOST): ready")), output);
        lines.forEach(line -> assertTrue(line.length() <= 44, "fits the terminal's 44 columns: " + line));
    }
}
