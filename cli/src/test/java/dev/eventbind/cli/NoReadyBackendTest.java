package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command in a JVM of its own whose every backend library is pointed at a file that does not exist (each
 * backend's override never falls back), so no backend is ready: the process exit status is checked too.
 */
class NoReadyBackendTest {

    /** The override property of every backend on the test classpath. */
    private static final List<String> OVERRIDES = List.of("eventbind.host.library", "eventbind.cuda.library",
            "eventbind.hip.library", "eventbind.opencl.library", "eventbind.cuda-driver.library",
            "eventbind.vulkan.library");

    @Test
    void withNoBackendReadyTheDemoExitsWithStatusFourSayingWhyEachIsUnavailable(@TempDir Path dir)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path")));
        for (String override : OVERRIDES) {
            command.add("-D" + override + "=" + dir.resolve("missing-" + override + ".so"));
        }
        command.add(Main.class.getName());
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "the command finished");
        String errors = Files.readString(err);
        assertEquals(ExitCode.NO_READY_BACKEND.status(), process.exitValue(), errors);
        assertTrue(errors.contains("no backend is ready"), errors);
        for (String backend : List.of("host", "CUDA", "CUDA driver", "HIP", "OpenCL", "Vulkan")) {
            assertTrue(errors.contains("  - " + backend + ": "), backend + " with its reason in " + errors);
        }
        assertTrue(Files.readString(out).contains("no backend is ready on this machine"));
        assertTrue(Files.notExists(dir.resolve("eventbind-trace.json")), "no trace without a profile");
    }
}
