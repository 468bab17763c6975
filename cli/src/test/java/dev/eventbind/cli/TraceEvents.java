package dev.eventbind.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A parsed trace-event JSON file (every event, and the complete and metadata ones apart) and the checks a viewer
 * relies on: complete events in ascending start order
 * per thread, and events on one thread either disjoint or one inside the other (otherwise viewers cannot stack
 * them).
 */
public record TraceEvents(Map<String, Object> root, List<Map<String, Object>> all, List<Map<String, Object>> complete,
        List<Map<String, Object>> metadata) {

    /** Parses {@code json} as the trace-event JSON Object Format and splits its events by phase. */
    @SuppressWarnings("unchecked")
    public static TraceEvents parse(String json) {
        Map<String, Object> root = assertInstanceOf(Map.class, MiniJson.parse(json));
        List<Object> events = assertInstanceOf(List.class, root.get("traceEvents"), "traceEvents array");
        List<Map<String, Object>> all = new ArrayList<>();
        List<Map<String, Object>> complete = new ArrayList<>();
        List<Map<String, Object>> metadata = new ArrayList<>();
        for (Object event : events) {
            Map<String, Object> fields = assertInstanceOf(Map.class, event);
            all.add(fields);
            switch (String.valueOf(fields.get("ph"))) {
                case "X" -> complete.add(fields);
                case "M" -> metadata.add(fields);
                case "i", "s", "f" -> {
                    // Host instants and flow arrows: see instants() and flows().
                }
                default -> throw new AssertionError("unexpected phase in " + fields);
            }
        }
        return new TraceEvents(root, List.copyOf(all), complete, metadata);
    }

    /** The instant events (the host track), in file order. */
    public List<Map<String, Object>> instants() {
        return all.stream().filter(e -> "i".equals(e.get("ph"))).toList();
    }

    /** The flow events of {@code phase} ("s" where an arrow leaves, "f" where it arrives), in file order. */
    public List<Map<String, Object>> flows(String phase) {
        return all.stream().filter(e -> phase.equals(e.get("ph"))).toList();
    }

    /** A numeric field of an event. */
    public static BigDecimal number(Map<String, Object> event, String field) {
        return assertInstanceOf(BigDecimal.class, event.get(field), field + " of " + event);
    }

    /** The {@code otherData} object of the trace. */
    @SuppressWarnings("unchecked")
    public Map<String, Object> otherData() {
        return assertInstanceOf(Map.class, root.get("otherData"), "otherData");
    }

    /** The {@code args} object of an event. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> args(Map<String, Object> event) {
        return assertInstanceOf(Map.class, event.get("args"), "args of " + event);
    }

    /** The end of a complete event, in microseconds. */
    public static BigDecimal end(Map<String, Object> event) {
        return number(event, "ts").add(number(event, "dur"));
    }

    /** The complete events grouped by thread id, each group in file order. */
    public Map<Integer, List<Map<String, Object>>> byThread() {
        Map<Integer, List<Map<String, Object>>> threads = new TreeMap<>();
        for (Map<String, Object> event : complete) {
            threads.computeIfAbsent(number(event, "tid").intValueExact(), tid -> new ArrayList<>()).add(event);
        }
        return threads;
    }

    /** Asserts ascending starts per thread and proper nesting of every pair on one thread. */
    public void assertOrderedAndNested() {
        for (List<Map<String, Object>> thread : byThread().values()) {
            for (int i = 1; i < thread.size(); i++) {
                assertTrue(number(thread.get(i - 1), "ts").compareTo(number(thread.get(i), "ts")) <= 0,
                        "ts ascending: " + thread.get(i - 1) + " then " + thread.get(i));
            }
            for (int i = 0; i < thread.size(); i++) {
                for (int j = i + 1; j < thread.size(); j++) {
                    assertNestedOrDisjoint(thread.get(i), thread.get(j));
                }
            }
        }
    }

    private static void assertNestedOrDisjoint(Map<String, Object> earlier, Map<String, Object> later) {
        boolean disjoint = number(later, "ts").compareTo(end(earlier)) >= 0;
        boolean inside = end(later).compareTo(end(earlier)) <= 0;
        assertTrue(disjoint || inside, later + " overlaps " + earlier + " without being inside it");
    }

    /** The name metadata event for thread {@code tid}. */
    public String threadName(int tid) {
        List<String> names = metadata.stream()
                .filter(m -> "thread_name".equals(m.get("name")) && number(m, "tid").intValueExact() == tid)
                .map(m -> String.valueOf(((Map<?, ?>) m.get("args")).get("name")))
                .toList();
        assertEquals(1, names.size(), "one thread_name for tid " + tid);
        return names.getFirst();
    }
}
