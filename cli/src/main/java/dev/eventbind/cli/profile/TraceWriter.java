package dev.eventbind.cli.profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.stream.Collectors;

/**
 * Renders profiler windows as Chrome trace-event JSON (the "JSON Object Format" that chrome://tracing,
 * ui.perfetto.dev and other readers open).
 *
 * <ul>
 *   <li>one track per stream (thread id = stream index), one complete ({@code "ph":"X"}) event per device window;
 *   <li>a host track ({@link #HOST_TID}) with an instant event each time the host issued a window's start and
 *       stop, and each time it saw the window's result;
 *   <li>per device-side wait, a flow arrow ({@code "ph":"s"} then {@code "ph":"f"} with one id) from the end of
 *       the window whose stream was waited for to the start of the window the waiting stream ran next (each end
 *       one nanosecond inside its window);
 *   <li>metadata naming the process and every track, category {@code __metadata}.
 * </ul>
 * Every event has a {@code cat} and the run's process id as {@code pid}, so traces of several runs can be
 * merged. Timestamps are microseconds (three decimals: nanoseconds) on the host clock, the device windows placed
 * there by the profiler's anchor, shifted so the earliest instant of the run is zero. Device events are sorted
 * per stream by start, outer before inner at equal starts, which is the order viewers nest them in.
 */
public final class TraceWriter {

    /** The thread id of the host track; the streams take 1, 2, ... */
    public static final int HOST_TID = 100;

    private TraceWriter() {
    }

    /**
     * The trace for one profile run as JSON text.
     *
     * @param backend the backend the windows ran on
     * @param pid the process id every event carries
     * @param streams the streams' display names, in stream-index order (index 1 first)
     * @param waits the device-side waits of each iteration
     * @param windows the resolved windows
     */
    public static String render(String backend, long pid, List<String> streams, List<Scenario.Wait> waits,
            List<Window> windows) {
        long origin = windows.stream().mapToLong(w -> Math.min(w.deviceStart(), w.hostIssued())).min().orElse(0);
        Events events = new Events(pid, origin);
        events.metadata("process_name", 0, "name", Json.string("eventbind profile on " + backend));
        for (int index = 1; index <= streams.size(); index++) {
            events.metadata("thread_name", index, "name", Json.string(streams.get(index - 1)));
            events.metadata("thread_sort_index", index, "sort_index", String.valueOf(index));
        }
        events.metadata("thread_name", HOST_TID, "name", Json.string("host"));
        events.metadata("thread_sort_index", HOST_TID, "sort_index", "0");
        windows.stream()
                .sorted(Comparator.comparingInt(Window::streamIndex)
                        .thenComparingLong(Window::deviceStart)
                        .thenComparing(Comparator.comparingLong(Window::deviceNanos).reversed()))
                .forEach(window -> events.complete(backend, window));
        hostInstants(windows).forEach(instant -> events.instant(instant.name(), instant.at(), instant.window()));
        flows(events, waits, windows);
        return "{\"traceEvents\": " + events.joined() + ",\n"
                + "\"displayTimeUnit\": \"ns\",\n"
                + "\"otherData\": {\"backend\": " + Json.string(backend)
                + ", \"clock\": \"host System.nanoTime, device windows placed by the profiler's anchor\""
                + ", \"originNanos\": " + origin + ", \"pid\": " + pid + "}}\n";
    }

    /** A point on the host track. */
    private record Instant(String name, long at, Window window) {
    }

    private static List<Instant> hostInstants(List<Window> windows) {
        List<Instant> instants = new ArrayList<>();
        for (Window window : windows) {
            instants.add(new Instant("start " + window.name(), window.hostIssued(), window));
            instants.add(new Instant("stop " + window.name(), window.hostStopped(), window));
            instants.add(new Instant("seen " + window.name(), window.hostSeen(), window));
        }
        instants.sort(Comparator.comparingLong(Instant::at));
        return instants;
    }

    private static void flows(Events events, List<Scenario.Wait> waits, List<Window> windows) {
        Map<Integer, List<Window>> byIteration = windows.stream()
                .collect(Collectors.groupingBy(Window::iteration, java.util.TreeMap::new, Collectors.toList()));
        long id = 0;
        for (List<Window> iteration : byIteration.values()) {
            for (Scenario.Wait wait : waits) {
                Optional<Window> after = named(iteration, wait.after());
                Optional<Window> before = named(iteration, wait.before());
                if (after.isPresent() && before.isPresent()) {
                    id++;
                    // One nanosecond inside each window, so each end binds to that slice and not to the one
                    // enclosing it or to a neighbour that touches it.
                    long leaves = Math.max(after.get().deviceStart(), after.get().deviceEnd() - 1);
                    long arrives = Math.min(before.get().deviceEnd(), before.get().deviceStart() + 1);
                    events.flow("s", wait.name(), id, leaves, after.get());
                    events.flow("f", wait.name(), id, arrives, before.get());
                }
            }
        }
    }

    private static Optional<Window> named(List<Window> windows, String name) {
        return windows.stream().filter(window -> window.name().equals(name)).findFirst();
    }

    /** The event list being written, each event with the run's pid and times shifted to the origin. */
    private static final class Events {
        private final StringJoiner joined = new StringJoiner(",\n  ", "[\n  ", "\n]");
        private final long pid;
        private final long origin;

        Events(long pid, long origin) {
            this.pid = pid;
            this.origin = origin;
        }

        String joined() {
            return joined.toString();
        }

        private String where(int tid, long at) {
            return ", \"ts\": " + Json.micros(at - origin) + ", \"pid\": " + pid + ", \"tid\": " + tid;
        }

        void metadata(String kind, int tid, String arg, String value) {
            joined.add("{\"name\": " + Json.string(kind) + ", \"cat\": \"__metadata\", \"ph\": \"M\""
                    + where(tid, origin) + ", \"args\": {" + Json.string(arg) + ": " + value + "}}");
        }

        void complete(String backend, Window window) {
            joined.add("{\"name\": " + Json.string(window.name()) + ", \"cat\": \"device\", \"ph\": \"X\""
                    + where(window.streamIndex(), window.deviceStart())
                    + ", \"dur\": " + Json.micros(window.deviceNanos())
                    + ", \"args\": {\"backend\": " + Json.string(backend)
                    + ", \"iteration\": " + window.iteration()
                    + ", \"deviceNanos\": " + window.deviceNanos()
                    + ", \"hostWallNanos\": " + window.hostWallNanos()
                    + ", \"timing\": " + Json.string(window.timing())
                    + (window.boundNanos() == Long.MAX_VALUE ? "" : ", \"placementBoundNanos\": " + window.boundNanos())
                    + "}}");
        }

        void instant(String name, long at, Window window) {
            joined.add("{\"name\": " + Json.string(name) + ", \"cat\": \"host\", \"ph\": \"i\", \"s\": \"t\""
                    + where(HOST_TID, at) + ", \"args\": {\"window\": " + Json.string(window.name())
                    + ", \"stream\": " + Json.string(window.stream()) + ", \"iteration\": " + window.iteration()
                    + "}}");
        }

        void flow(String phase, String name, long id, long at, Window window) {
            joined.add("{\"name\": " + Json.string(name) + ", \"cat\": \"wait\", \"ph\": " + Json.string(phase)
                    + ", \"id\": " + id + (phase.equals("f") ? ", \"bp\": \"e\"" : "")
                    + where(window.streamIndex(), at) + ", \"args\": {\"window\": " + Json.string(window.name())
                    + ", \"iteration\": " + window.iteration() + "}}");
        }
    }
}
