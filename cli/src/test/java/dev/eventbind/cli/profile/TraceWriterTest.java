package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.eventbind.cli.TraceEvents;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceWriterTest {

    private static final long BASE = 5_000_000_000L;

    /** One iteration as the scenario hands it over: inner windows first, the outer one last. */
    private static final List<Window> ITERATION = List.of(
            window("produce", 1, 1, 1_000, 2_001_000, 0),
            window("side", 0, 2, 1_500, 3_001_500, 500),
            window("consume", 1, 1, 3_002_000, 4_002_250, 900),
            window("iteration", 0, 1, 1_000, 4_003_000, 0));

    private static Window window(String name, int depth, int stream, long start, long end, long issued) {
        return new Window(name, depth, "stream " + stream, stream, 1, BASE + start, BASE + end, BASE + issued,
                BASE + end + 10_000, "DEVICE");
    }

    @Test
    void windowsBecomeCompleteEventsSortedOuterFirstAndNestedPerStream() {
        TraceEvents trace = TraceEvents.parse(TraceWriter.render("host", Scenario.STREAMS, ITERATION));
        trace.assertOrderedAndNested();
        assertEquals(List.of("iteration", "produce", "consume", "side"),
                trace.complete().stream().map(e -> e.get("name")).toList());
        assertEquals("ns", trace.root().get("displayTimeUnit"));
    }

    @Test
    void timestampsAreMicrosecondsFromTheEarliestInstantOfTheRun() {
        TraceEvents trace = TraceEvents.parse(TraceWriter.render("host", Scenario.STREAMS, ITERATION));
        Map<String, Object> consume = trace.complete().get(2);
        // The earliest instant is the host issuing "produce" at BASE + 0; consume starts 3,002,000 ns later.
        assertEquals(new BigDecimal("3002.000"), TraceEvents.number(consume, "ts"));
        assertEquals(new BigDecimal("1000.250"), TraceEvents.number(consume, "dur"));
        assertEquals(BigDecimal.valueOf(1), TraceEvents.number(consume, "tid"));
        Map<?, ?> args = (Map<?, ?>) consume.get("args");
        assertEquals(BigDecimal.valueOf(1_000_250), args.get("deviceNanos"));
        // Host wall: issued at +900 ns, seen 10 µs after the device end.
        assertEquals(BigDecimal.valueOf(4_002_250 + 10_000 - 900), args.get("hostWallNanos"));
        assertEquals("host", args.get("backend"));
    }

    @Test
    void everyStreamAndTheProcessAreNamedForTheViewer() {
        TraceEvents trace = TraceEvents.parse(TraceWriter.render("OpenCL", Scenario.STREAMS, ITERATION));
        assertEquals("stream 1", trace.threadName(1));
        assertEquals("stream 2", trace.threadName(2));
        assertEquals(List.of("eventbind profile on OpenCL"), trace.metadata().stream()
                .filter(m -> "process_name".equals(m.get("name")))
                .map(m -> ((Map<?, ?>) m.get("args")).get("name")).toList());
    }

    @Test
    void overlappingWindowsOnOneStreamFailTheNestingCheck() {
        List<Window> crossing = List.of(window("a", 0, 1, 0, 2_000, 0), window("b", 0, 1, 1_000, 3_000, 0));
        TraceEvents trace = TraceEvents.parse(TraceWriter.render("host", Scenario.STREAMS, crossing));
        assertThrows(AssertionError.class, trace::assertOrderedAndNested);
    }

    @Test
    void writeCreatesMissingFoldersAndWritesTheRenderedText(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("nested/folder/trace.json");
        TraceWriter.write(file, "host", Scenario.STREAMS, ITERATION);
        assertEquals(TraceWriter.render("host", Scenario.STREAMS, ITERATION), Files.readString(file));
    }
}
