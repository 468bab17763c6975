package dev.eventbind.cli.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.cli.TraceEvents;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
                BASE + issued + 100, BASE + end + 10_000, "DEVICE");
    }

    private static final long PID = 4242;

    private static String render(String backend, List<Window> windows) {
        return TraceWriter.render(backend, PID, Scenario.STREAMS, Scenario.WAITS, windows);
    }

    @Test
    void windowsBecomeCompleteEventsSortedOuterFirstAndNestedPerStream() {
        TraceEvents trace = TraceEvents.parse(render("host", ITERATION));
        trace.assertOrderedAndNested();
        assertEquals(List.of("iteration", "produce", "consume", "side"),
                trace.complete().stream().map(e -> e.get("name")).toList());
        assertEquals("ns", trace.root().get("displayTimeUnit"));
    }

    @Test
    void timestampsAreMicrosecondsFromTheEarliestInstantOfTheRun() {
        TraceEvents trace = TraceEvents.parse(render("host", ITERATION));
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
        TraceEvents trace = TraceEvents.parse(render("OpenCL", ITERATION));
        assertEquals("stream 1", trace.threadName(1));
        assertEquals("stream 2", trace.threadName(2));
        assertEquals(List.of("eventbind profile on OpenCL"), trace.metadata().stream()
                .filter(m -> "process_name".equals(m.get("name")))
                .map(m -> ((Map<?, ?>) m.get("args")).get("name")).toList());
    }

    @Test
    void overlappingWindowsOnOneStreamFailTheNestingCheck() {
        List<Window> crossing = List.of(window("a", 0, 1, 0, 2_000, 0), window("b", 0, 1, 1_000, 3_000, 0));
        TraceEvents trace = TraceEvents.parse(render("host", crossing));
        assertThrows(AssertionError.class, trace::assertOrderedAndNested);
    }

    @Test
    void everyEventHasACategoryAndTheRunsPid() {
        TraceEvents trace = TraceEvents.parse(render("host", ITERATION));
        assertEquals(4 + 12 + 2 + 7, trace.all().size());
        for (Map<String, Object> event : trace.all()) {
            assertTrue(event.get("cat") instanceof String cat && !cat.isEmpty(), "cat on " + event);
            assertEquals(BigDecimal.valueOf(PID), TraceEvents.number(event, "pid"), event.toString());
        }
    }

    @Test
    void theHostTrackHasWhenEachWindowWasStartedStoppedAndSeenInTimeOrder() {
        TraceEvents trace = TraceEvents.parse(render("host", ITERATION));
        assertEquals("host", trace.threadName(TraceWriter.HOST_TID));
        List<Map<String, Object>> host = trace.instants();
        assertEquals(12, host.size());
        assertTrue(host.stream().allMatch(e -> TraceEvents.number(e, "tid").intValue() == TraceWriter.HOST_TID));
        // consume: issued at +900 ns, stopped 100 ns later, seen 10 us after its device end.
        assertEquals(List.of(new BigDecimal("0.900"), new BigDecimal("1.000"), new BigDecimal("4012.250")),
                host.stream().filter(e -> String.valueOf(e.get("name")).endsWith(" consume"))
                        .map(e -> TraceEvents.number(e, "ts")).toList());
        for (int i = 1; i < host.size(); i++) {
            assertTrue(TraceEvents.number(host.get(i - 1), "ts").compareTo(TraceEvents.number(host.get(i), "ts")) <= 0);
        }
    }

    @Test
    void theFenceIsAFlowFromTheWaitedForStreamToTheStreamThatWaited() {
        TraceEvents trace = TraceEvents.parse(render("host", ITERATION));
        Map<String, Object> begin = trace.flows("s").getFirst();
        Map<String, Object> end = trace.flows("f").getFirst();
        assertEquals(begin.get("id"), end.get("id"));
        assertEquals(BigDecimal.valueOf(2), TraceEvents.number(begin, "tid"));
        assertEquals(BigDecimal.valueOf(1), TraceEvents.number(end, "tid"));
        // Leaves one nanosecond before side ends, arrives one after consume starts: inside the two windows.
        assertEquals(new BigDecimal("3001.499"), TraceEvents.number(begin, "ts"));
        assertEquals(new BigDecimal("3002.001"), TraceEvents.number(end, "ts"));
        assertEquals("e", end.get("bp"));
    }

    @Test
    void aRunWithoutTheWaitedForWindowHasNoDanglingFlow() {
        TraceEvents trace = TraceEvents.parse(render("host", ITERATION.subList(0, 1)));
        assertTrue(trace.flows("s").isEmpty() && trace.flows("f").isEmpty());
    }
}
