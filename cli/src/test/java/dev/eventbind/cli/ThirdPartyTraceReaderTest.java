package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.cli.profile.TraceWriter;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A profile's trace read by a reader this project did not write: {@code @tracerbench/trace-model} from npm, at
 * the version pinned in {@code src/test/node/package-lock.json}, installed by this test into
 * {@code target/trace-reader} with {@code npm ci} (once; later runs reuse it). What it saw must match the
 * project's own reading of the same file.
 */
class ThirdPartyTraceReaderTest {

    private static final int ITERATIONS = 2;

    @TempDir
    static Path dir;
    private static Path trace;

    @BeforeAll
    static void profile() {
        trace = dir.resolve("trace.json");
        CliRun run = CliRun.of("profile", "--backend", "host", "--iterations", String.valueOf(ITERATIONS),
                "--warmup", "0", "--trace", trace.toString());
        assertEquals(ExitCode.OK, run.exit(), run.err());
    }

    @Test
    @SuppressWarnings("unchecked")
    void traceModelSeesOneProcessWithTheStreamAndHostTracksFlowsAndNoEventWithoutACategory() throws Exception {
        Path reader = install();
        String seen = run(reader, List.of("node", reader.resolve("read-trace.js").toString(), trace.toString()));
        Map<String, Object> model = assertInstanceOf(Map.class, MiniJson.parse(seen.strip()));
        TraceEvents ours = TraceEvents.parse(Files.readString(trace));

        assertEquals(BigDecimal.ZERO, model.get("uncategorized"), seen);
        assertEquals(BigDecimal.valueOf(ours.all().size()), model.get("events"), seen);
        List<Object> processes = (List<Object>) model.get("processes");
        assertEquals(1, processes.size(), seen);
        Map<String, Object> process = (Map<String, Object>) processes.getFirst();
        assertEquals(BigDecimal.valueOf(ProcessHandle.current().pid()), process.get("pid"), "a pid per run");
        assertEquals("eventbind profile on host", process.get("name"));
        Map<String, Map<String, Object>> threads = new java.util.TreeMap<>();
        for (Object thread : (List<Object>) process.get("threads")) {
            Map<String, Object> fields = (Map<String, Object>) thread;
            threads.put(String.valueOf(fields.get("name")), fields);
        }
        assertEquals(java.util.Set.of("stream 1", "stream 2", "host"), threads.keySet(), seen);
        ours.byThread().forEach((tid, events) -> assertEquals(BigDecimal.valueOf(events.size()),
                threads.get(ours.threadName(tid)).get("complete"), "complete events on tid " + tid));
        assertEquals(BigDecimal.valueOf(3L * ours.complete().size()), threads.get("host").get("instant"), seen);
        assertEquals(BigDecimal.valueOf(ITERATIONS), threads.get("stream 2").get("flowBegin"), seen);
        assertEquals(BigDecimal.valueOf(ITERATIONS), threads.get("stream 1").get("flowEnd"), seen);
        assertEquals(BigDecimal.valueOf(TraceWriter.HOST_TID),
                threads.get("host").get("tid"), "the host track's thread id");
    }

    /** The reader in target/trace-reader: the script refreshed every run, the package installed once. */
    private static Path install() throws IOException, InterruptedException {
        Path sources = Path.of(System.getProperty("eventbind.test.nodeSources"));
        Path reader = Files.createDirectories(Path.of(System.getProperty("eventbind.test.traceReader")));
        for (String file : List.of("package.json", "package-lock.json", "read-trace.js")) {
            Files.copy(sources.resolve(file), reader.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        if (!Files.isRegularFile(reader.resolve("node_modules/@tracerbench/trace-model/package.json"))) {
            run(reader, List.of("npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"));
        }
        return reader;
    }

    /** Runs {@code command} in {@code folder}; fails with its output unless it exits 0 within five minutes. */
    private static String run(Path folder, List<String> command) throws IOException, InterruptedException {
        Path output = Files.createTempFile(dir, "node-", ".txt");
        Path errors = Files.createTempFile(dir, "node-", ".err");
        Process process;
        try {
            process = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectOutput(output.toFile()).redirectError(errors.toFile()).start();
        } catch (IOException missing) {
            throw new AssertionError("this test needs node (20 or newer) and npm on the PATH, and npm's registry"
                    + " for the first run: " + missing.getMessage(), missing);
        }
        boolean finished = process.waitFor(5, TimeUnit.MINUTES);
        if (!finished) {
            process.destroyForcibly();
        }
        String text = Files.readString(output);
        assertTrue(finished && process.exitValue() == 0,
                String.join(" ", command) + " failed:\n" + text + Files.readString(errors));
        return text;
    }
}
