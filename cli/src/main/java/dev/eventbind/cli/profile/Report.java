package dev.eventbind.cli.profile;

import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * A profile run's results for programs: JSON (schema {@value #SCHEMA}, described in docs/command.md) or CSV. Every
 * time is in integer nanoseconds.
 *
 * @param version the command's version
 * @param backend the backend profiled
 * @param workload what the work on the streams was
 * @param iterations how many iterations were measured
 * @param warmup how many ran before them and were left out
 * @param pid the process id, which the trace's events carry too
 * @param trace where the trace was written (an absolute path)
 * @param windows one summary per window
 */
public record Report(String version, String backend, String workload, int iterations, int warmup, long pid,
        String trace, List<WindowSummary> windows) {

    /** Names the JSON layout; a change that breaks a reader gets a new number. */
    public static final String SCHEMA = "eventbind-profile/1";

    public Report {
        Objects.requireNonNull(backend, "backend");
        windows = List.copyOf(windows);
    }

    /** The run as one JSON object. */
    public String json() {
        StringJoiner objects = new StringJoiner(",\n    ", "[\n    ", "\n  ]");
        for (WindowSummary window : windows) {
            objects.add("{\"window\": " + Json.string(window.name()) + ", \"stream\": " + Json.string(window.stream())
                    + ", \"depth\": " + window.depth() + ", \"timing\": " + Json.string(window.timing())
                    + ", \"n\": " + window.device().n()
                    + ", \"device\": " + statistics(window.device())
                    + ", \"hostWall\": " + statistics(window.hostWall())
                    + ", \"hostMinusDeviceMedian\": " + window.hostMinusDevice()
                    + ", \"placementBoundNanos\": " + boundJson(window.boundNanos())
                    + ", \"durationBoundNanos\": " + boundJson(window.durationBoundNanos()) + "}");
        }
        StringJoiner streams = new StringJoiner(", ", "[", "]");
        Scenario.STREAMS.forEach(stream -> streams.add(Json.string(stream)));
        return "{\n  \"schema\": " + Json.string(SCHEMA)
                + ",\n  \"eventbind\": " + Json.string(version)
                + ",\n  \"backend\": " + Json.string(backend)
                + ",\n  \"workload\": " + Json.string(workload)
                + ",\n  \"iterations\": " + iterations
                + ",\n  \"warmup\": " + warmup
                + ",\n  \"streams\": " + streams
                + ",\n  \"pid\": " + pid
                + ",\n  \"trace\": " + Json.string(trace)
                + ",\n  \"unit\": \"ns\""
                + ",\n  \"windows\": " + (windows.isEmpty() ? "[]" : objects) + "\n}\n";
    }

    /** A bound as JSON: null when unknown. */
    private static String boundJson(long nanos) {
        return nanos == Long.MAX_VALUE ? "null" : String.valueOf(nanos);
    }

    /** A bound as a CSV field: empty when unknown. */
    private static String csvBound(long nanos) {
        return nanos == Long.MAX_VALUE ? "" : String.valueOf(nanos);
    }

    private static String statistics(Statistics values) {
        return "{\"min\": " + values.min() + ", \"median\": " + values.median() + ", \"p90\": " + values.p90()
                + ", \"max\": " + values.max() + "}";
    }

    /** The windows as CSV: a header line, then one line per window; fields quoted only where they must be. */
    public String csv() {
        StringBuilder text = new StringBuilder("backend,window,stream,depth,timing,n,device_min_ns,device_median_ns,"
                + "device_p90_ns,device_max_ns,host_min_ns,host_median_ns,host_p90_ns,host_max_ns,placement_bound_ns,"
                + "duration_bound_ns\r\n");
        for (WindowSummary window : windows) {
            Statistics device = window.device();
            Statistics host = window.hostWall();
            text.append(String.join(",", field(backend), field(window.name()), field(window.stream()),
                    String.valueOf(window.depth()), field(window.timing()), String.valueOf(device.n()),
                    String.valueOf(device.min()), String.valueOf(device.median()), String.valueOf(device.p90()),
                    String.valueOf(device.max()), String.valueOf(host.min()), String.valueOf(host.median()),
                    String.valueOf(host.p90()), String.valueOf(host.max()),
                    csvBound(window.boundNanos()), csvBound(window.durationBoundNanos()))).append("\r\n");
        }
        return text.toString();
    }

    /** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
    static String field(String text) {
        return text.matches("[^,\"\r\n]*") ? text : '"' + text.replace("\"", "\"\"") + '"';
    }
}
