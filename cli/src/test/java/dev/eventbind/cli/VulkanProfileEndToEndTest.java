package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code eventbind profile --backend vulkan} on the machine's Vulkan driver (lavapipe in CI), run once in-process:
 * the built-in work is compute dispatches sized by the times the workload asks, timed and traced.
 */
class VulkanProfileEndToEndTest {

    /**
     * Enough that a median stands clear of the iterations the machine disturbs: lavapipe computes on the CPU, so a
     * core the JVM's compilers or another process take halves a dispatch's speed while it lasts (one run of three
     * iterations, on a loaded machine, read consume's 150 workgroups slower than produce's 300).
     */
    private static final int ITERATIONS = 9;

    @TempDir
    static Path dir;
    private static CliRun run;
    private static TraceEvents trace;

    @BeforeAll
    static void profileOnVulkan() throws IOException {
        Path file = dir.resolve("trace.json");
        run = CliRun.of("profile", "--backend", "vulkan", "--trace", file.toString(), "--iterations",
                String.valueOf(ITERATIONS));
        assertEquals(ExitCode.OK, run.exit(), run.err());
        trace = TraceEvents.parse(Files.readString(file));
    }

    @Test
    void theOutputNamesTheComputeDispatches() {
        assertTrue(run.out().startsWith("profile on Vulkan: "), run.out());
        assertTrue(run.out().contains("work: a compute dispatch over 4 MiB"), run.out());
    }

    /**
     * produce asks 2 ms, side 3 ms and consume 1 ms: two and three times consume's workgroups. Compared by their
     * shortest runs: lavapipe runs a dispatch on the machine's cores, so a busy machine only adds to a run, and one
     * busy stretch once put produce's median (1.21 ms) under consume's (1.34) while its shortest run stayed above.
     */
    @Test
    void aDispatchAskedLongerRunsLonger() {
        ProfileTable table = ProfileTable.parse(run.out());
        table.rows().forEach(row -> assertEquals(ITERATIONS, row.count(), row.toString()));
        ProfileTable.Row consume = table.row("consume");
        assertTrue(table.row("produce").minMillis().compareTo(consume.minMillis()) > 0, run.out());
        assertTrue(table.row("side").minMillis().compareTo(consume.minMillis()) > 0, run.out());
        assertTrue(consume.minMillis().signum() > 0, run.out());
    }

    @Test
    void theTraceHasEveryWindowOrderedAndNestedPerStream() {
        assertEquals(4 * ITERATIONS, trace.complete().size());
        trace.assertOrderedAndNested();
    }
}
