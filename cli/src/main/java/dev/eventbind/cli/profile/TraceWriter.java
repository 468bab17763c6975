package dev.eventbind.cli.profile;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;

/**
 * Writes profiler windows as Chrome trace-event JSON (the "JSON Object Format" that chrome://tracing and
 * ui.perfetto.dev open): one complete ({@code "ph":"X"}) event per window, its thread id the stream, plus
 * metadata events naming the process and each stream.
 *
 * <p>Timestamps are the device windows placed on the host clock by the profiler's anchor, shifted so the
 * earliest instant of the run is zero. Events are sorted per stream by start, outer before inner at equal
 * starts, which is the order viewers nest them in.
 */
public final class TraceWriter {

    /** The process id every event carries: one run is one process in the viewer. */
    static final int PID = 1;

    private TraceWriter() {
    }

    /**
     * Writes the trace for one profile run to {@code file}.
     *
     * @param backend the backend the windows ran on
     * @param streams the streams' display names, in stream-index order (index 1 first)
     * @param windows the resolved windows
     */
    public static void write(Path file, String backend, List<String> streams, List<Window> windows)
            throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write(render(backend, streams, windows));
        }
    }

    /** The trace as JSON text. */
    public static String render(String backend, List<String> streams, List<Window> windows) {
        long origin = windows.stream().mapToLong(w -> Math.min(w.deviceStart(), w.hostIssued())).min().orElse(0);
        StringJoiner events = new StringJoiner(",\n  ", "[\n  ", "\n]");
        events.add(metadata("process_name", 0, "eventbind profile on " + backend));
        for (int index = 1; index <= streams.size(); index++) {
            events.add(metadata("thread_name", index, streams.get(index - 1)));
        }
        windows.stream()
                .sorted(Comparator.comparingInt(Window::streamIndex)
                        .thenComparingLong(Window::deviceStart)
                        .thenComparing(Comparator.comparingLong(Window::deviceNanos).reversed()))
                .forEach(window -> events.add(complete(backend, window, origin)));
        return "{\"traceEvents\": " + events + ",\n"
                + "\"displayTimeUnit\": \"ns\",\n"
                + "\"otherData\": {\"backend\": " + Json.string(backend)
                + ", \"clock\": \"host System.nanoTime, device windows placed by the profiler's anchor\""
                + ", \"originNanos\": " + origin + "}}\n";
    }

    private static String metadata(String kind, int tid, String name) {
        return "{\"name\": " + Json.string(kind) + ", \"ph\": \"M\", \"pid\": " + PID + ", \"tid\": " + tid
                + ", \"args\": {\"name\": " + Json.string(name) + "}}";
    }

    private static String complete(String backend, Window window, long origin) {
        return "{\"name\": " + Json.string(window.name())
                + ", \"cat\": \"device\", \"ph\": \"X\""
                + ", \"ts\": " + Json.micros(window.deviceStart() - origin)
                + ", \"dur\": " + Json.micros(window.deviceNanos())
                + ", \"pid\": " + PID + ", \"tid\": " + window.streamIndex()
                + ", \"args\": {\"backend\": " + Json.string(backend)
                + ", \"iteration\": " + window.iteration()
                + ", \"deviceNanos\": " + window.deviceNanos()
                + ", \"hostWallNanos\": " + window.hostWallNanos()
                + ", \"timing\": " + Json.string(window.timing()) + "}}";
    }
}
