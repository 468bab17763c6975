package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged command run as an application on the module path, as a user runs it: every eventbind jar a named
 * module, backends found through their {@code provides} clauses, the host library read from inside its module,
 * and native access granted to the runtime and the backend modules alone, with every other module (the command's
 * own) denied it.
 */
class ModulePathTest {

    private static final String RUNTIME_AND_BACKENDS = "--enable-native-access=dev.eventbind.runtime,"
            + "dev.eventbind.backend.host,dev.eventbind.backend.cuda,dev.eventbind.backend.hip,"
            + "dev.eventbind.backend.cuda.driver,dev.eventbind.backend.opencl,dev.eventbind.backend.vulkan";
    private static final String DENY_THE_REST = "--illegal-native-access=deny";

    @Test
    void everyBackendModuleIsDiscoveredAndHostIsReadyFromTheLibraryInItsModule() throws Exception {
        Run run = run(List.of(RUNTIME_AND_BACKENDS, DENY_THE_REST), "backends");
        assertEquals(0, run.exit(), run.output());
        BackendsTable table = BackendsTable.parse(run.out());
        assertEquals(List.of("CUDA", "CUDA driver", "HIP", "OpenCL", "Vulkan", "host"),
                table.rows().stream().map(BackendsTable.Row::backend).sorted().toList(), run.output());
        BackendsTable.Row host = table.row("host").orElseThrow();
        assertEquals("ready", host.state(), host.toString());
        assertTrue(host.library().getFirst().endsWith("libeventbind_host.so"), host.toString());
    }

    @Test
    void aProfileRunsTheHostWorkloadProvidedByTheCommandsModuleAndRecordsItsWindows(@TempDir Path dir)
            throws Exception {
        Path trace = dir.resolve("trace.json");
        Path recording = dir.resolve("profile.jfr");
        Run run = run(List.of(RUNTIME_AND_BACKENDS, DENY_THE_REST, "-XX:StartFlightRecording:filename=" + recording),
                "profile", "--backend", "host", "--iterations", "2", "--trace", trace.toString());
        assertEquals(0, run.exit(), run.output());
        assertTrue(run.output().contains("ebhEnqueueSleep"), "the Workload service was found: " + run.output());
        assertFalse(run.output().contains("event recording only"), run.output());
        assertTrue(Files.size(trace) > 0, "trace written");
        assertFalse(run.output().contains("WARNING"), "no native-access warning: " + run.output());
        long windows = RecordingFile.readAllEvents(recording).stream()
                .filter(event -> event.getEventType().getName().equals("dev.eventbind.DeviceWindow")).count();
        assertTrue(windows > 0, "the runtime module's flight-recorder events were recorded");
    }

    @Test
    void withoutNativeAccessForTheHostModuleHostIsUnavailableAndSaysWhatToGrant() throws Exception {
        Run run = run(List.of("--enable-native-access=dev.eventbind.runtime", DENY_THE_REST), "backends");
        BackendsTable.Row host = BackendsTable.parse(run.out()).row("host").orElseThrow();
        assertTrue(host.state().startsWith("unavailable: "), run.output());
        assertTrue(host.state().contains("--enable-native-access="), run.output());
        assertTrue(host.state().contains("dev.eventbind.backend.host"), run.output());
    }

    /**
     * Runs the command's jar and its {@code lib} folder as modules.
     *
     * @param exit the process's exit status
     * @param out what it printed on stdout
     * @param err what it printed on stderr
     */
    private record Run(int exit, String out, String err) {

        String output() {
            return out + err;
        }
    }

    private static Run run(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        Path err = Files.createTempFile("eventbind-module-path-", ".err");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("--module-path");
        command.add(System.getProperty("eventbind.test.cliJar") + File.pathSeparator
                + System.getProperty("eventbind.test.libDir"));
        command.add("--module");
        command.add("dev.eventbind.cli/dev.eventbind.cli.Main");
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(err.toFile());
        // Read back as the in-process runs read it: a wide table, and no user jars beside the modules.
        builder.environment().put("COLUMNS", CliRun.WIDE);
        builder.environment().remove("EVENTBIND_CLASSPATH");
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        try {
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the command did not finish: " + command);
            }
            return new Run(process.exitValue(), new String(out, StandardCharsets.UTF_8), Files.readString(err));
        } finally {
            Files.delete(err);
        }
    }
}
