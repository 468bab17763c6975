package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code eventbind backends} and backend choice, with every backend jar of the build on the classpath. */
class BackendsEndToEndTest {

    @Test
    void everyBackendJarIsARowAndHostIsReadyFromTheLibraryInItsJar() {
        CliRun run = CliRun.of("backends");
        assertEquals(ExitCode.OK, run.exit(), run.err());
        BackendsTable table = BackendsTable.parse(run.out());
        assertTrue(table.rows().stream().map(BackendsTable.Row::backend).toList()
                .containsAll(List.of("CUDA", "CUDA driver", "HIP", "Level Zero", "OpenCL", "Vulkan", "host")), table.toString());
        BackendsTable.Row host = table.row("host").orElseThrow();
        assertEquals("ready", host.state());
        assertEquals("HOST", host.rank());
        assertTrue(host.library().getFirst().endsWith("libeventbind_host.so"), host.toString());
        assertTrue(run.out().contains("best ready backend: "), run.out());
    }

    @Test
    void everyRowIsReadyOrUnavailableWithAReason() {
        for (BackendsTable.Row row : BackendsTable.parse(CliRun.of("backends").out()).rows()) {
            assertTrue(row.state().equals("ready") || row.state().matches("unavailable: \\S.*"), row.toString());
            assertTrue(row.state().equals("ready") || !row.state().contains(row.backend() + " backend unavailable"),
                    "the reason does not repeat the backend: " + row);
            assertTrue(!row.library().getFirst().isEmpty(), "a library or the candidates tried: " + row);
            if (row.library().getFirst().equals("none loaded; tried")) {
                assertTrue(row.library().size() > 1, "the candidates follow: " + row);
            }
        }
    }

    @Test
    void cudaWithoutADriverIsUnavailableWithTheRuntimesOwnErrorName() {
        BackendsTable.Row cuda = BackendsTable.parse(CliRun.of("backends").out()).row("CUDA").orElseThrow();
        // Without libcudart (no toolkit) the row lists the candidates tried instead; with a GPU it is ready.
        if (cuda.library().getFirst().contains("libcudart.so") && !cuda.state().equals("ready")) {
            assertTrue(cuda.state().contains("cudaErrorInsufficientDriver")
                    || cuda.state().contains("cudaErrorNoDevice"), cuda.toString());
        }
        assertEquals("GPU", cuda.rank());
    }

    @Test
    void vulkanOnACpuDeviceIsListedPortableAndTheRowsFollowTheProbedRanks() {
        BackendsTable table = BackendsTable.parse(CliRun.of("backends").out());
        BackendsTable.Row vulkan = table.row("Vulkan").orElseThrow();
        // lavapipe here: a CPU device, so the backend declared GPU (its best) is listed with the portable ones.
        Assumptions.assumeTrue(vulkan.state().equals("ready") && vulkan.version().contains("CPU"), vulkan.toString());
        assertEquals("PORTABLE", vulkan.rank());
        List<String> ranks = table.rows().stream().map(BackendsTable.Row::rank).toList();
        assertEquals(ranks.stream().sorted(java.util.Comparator.comparing(dev.eventbind.spec.Rank::valueOf)).toList(),
                ranks, "rows in the order of the ranks the probes found");
    }

    @Test
    void openClOnPoclsCpuDeviceIsListedPortable() {
        BackendsTable.Row openCl = BackendsTable.parse(CliRun.of("backends").out()).row("OpenCL").orElseThrow();
        // PoCL here: its one device a CPU, so the backend declared GPU (its best) is listed portable, as before.
        Assumptions.assumeTrue(openCl.state().equals("ready") && openCl.version().contains("PoCL"), openCl.toString());
        assertEquals("PORTABLE", openCl.rank());
    }

    @Test
    void anUnknownBackendExitsWithStatusThreeListingTheKnownOnes() {
        CliRun run = CliRun.of("profile", "--backend", "quantum");
        assertEquals(ExitCode.UNKNOWN_BACKEND, run.exit());
        assertEquals(3, run.exit().status());
        assertTrue(run.err().contains("no backend named 'quantum'"), run.err());
        for (String known : List.of("CUDA", "CUDA driver", "HIP", "Level Zero", "OpenCL", "Vulkan", "host")) {
            assertTrue(run.err().contains(known), known + " in " + run.err());
        }
    }

    @Test
    void aNamedBackendThatIsNotReadyExitsWithStatusFourAndSaysWhy() {
        BackendsTable.Row cuda = BackendsTable.parse(CliRun.of("backends").out()).row("CUDA").orElseThrow();
        Assumptions.assumeFalse(cuda.state().equals("ready"), "CUDA is ready on this machine");
        CliRun run = CliRun.of("profile", "--backend", "cuda");
        assertEquals(ExitCode.NO_READY_BACKEND, run.exit());
        assertTrue(run.err().contains("CUDA backend unavailable: "
                + cuda.state().substring("unavailable: ".length())), run.err());
    }

    @Test
    void everyUnavailableBackendNamedTheArtifactsWaySaysItsPrefixOnce(@TempDir Path dir) {
        for (BackendsTable.Row row : BackendsTable.parse(CliRun.of("backends").out()).rows()) {
            if (row.state().equals("ready")) {
                continue;
            }
            String artifact = row.backend().toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
            CliRun run = CliRun.of("profile", "--backend", artifact, "--trace", dir.resolve("t.json").toString());
            assertEquals(ExitCode.NO_READY_BACKEND, run.exit(), artifact + ": " + run.err());
            String first = run.err().lines().findFirst().orElseThrow();
            assertTrue(first.startsWith("eventbind: " + row.backend() + " backend unavailable: "), first);
            assertEquals(1, first.split(" backend unavailable: ", -1).length - 1, "said once: " + first);
        }
    }

    /** Each backend's artifact id, as its jar is named ({@code eventbind-backend-levelzero}), finds the backend. */
    @Test
    void everyBackendIsFoundByItsArtifactsName(@TempDir Path dir) {
        for (String artifact : List.of("cuda", "cuda-driver", "hip", "levelzero", "opencl", "vulkan", "host")) {
            CliRun run = CliRun.of("profile", "--backend", artifact, "--iterations", "1", "--warmup", "0",
                    "--trace", dir.resolve(artifact + ".json").toString());
            assertTrue(run.exit() == ExitCode.OK || run.exit() == ExitCode.NO_READY_BACKEND,
                    artifact + ": " + run.exit() + " " + run.err());
        }
    }

    @Test
    void backendNamesMatchIgnoringCase(@TempDir Path dir) {
        CliRun run = CliRun.of("profile", "--backend", "HOST", "--iterations", "1", "--trace",
                dir.resolve("trace.json").toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
        assertTrue(run.out().startsWith("profile on host:"), run.out());
    }
}
