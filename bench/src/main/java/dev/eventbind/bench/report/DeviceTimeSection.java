package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportWriter.fmt;
import static dev.eventbind.bench.report.ReportWriter.withError;

import dev.eventbind.jmh.DeviceTimeProfiler;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The report's device time table: known work on the host backend and on PoCL, timed by JMH on the host and by
 * the device time profiler ({@code -prof dev.eventbind.jmh.DeviceTimeProfiler}) on the device, with and without a
 * window, so a reader sees both clocks side by side and what the window costs the caller.
 */
final class DeviceTimeSection {

    /** One piece of work, timed alone and in a window. */
    record Work(String label, String alone, String inWindow) {
    }

    static final List<Work> WORK = List.of(
            new Work("host backend: 100 us sleep on the stream", "DeviceTimeBench.hostSleep",
                    "DeviceTimeBench.hostSleepInWindow"),
            new Work("OpenCL on PoCL: 1 MiB fill", "DeviceTimeBench.openClFill",
                    "DeviceTimeBench.openClFillInWindow"));

    private final Results results;
    private final StringBuilder out;

    DeviceTimeSection(Results results, StringBuilder out) {
        this.results = results;
        this.out = out;
    }

    /** Every benchmark key this section reports, so the report lists none of them twice. */
    static Set<String> benchmarks() {
        return WORK.stream().flatMap(work -> Stream.of(work.alone(), work.inWindow()))
                .collect(Collectors.toSet());
    }

    void render() {
        out.append("## Device time: the JMH profiler on the host backend and PoCL\n\n");
        if (WORK.stream().allMatch(work -> results.nanos(work.inWindow()).isEmpty())) {
            out.append("Not run: `DeviceTimeBench` in the main run measures it.\n\n");
            return;
        }
        out.append("Known work queued and waited for in each call (`bench/src/main/java/dev/eventbind/bench/")
                .append("DeviceTimeBench.java`), timed by JMH on the host and, for the call with a window, on the")
                .append(" device by `-prof dev.eventbind.jmh.DeviceTimeProfiler` (`eventbind-jmh`). The window's")
                .append(" cost to the caller is the host time with the window less the host time without it.")
                .append(" Device p99 and the largest placement bound are per window.\n\n")
                .append("| work | host ns/op, alone | host ns/op, in a window | window's cost, ns | device ns/op")
                .append(" | windows/op | device p99, ns | largest bound, ns | failed |\n")
                .append("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Work work : WORK) {
            Optional<Score> alone = results.nanos(work.alone());
            Optional<Score> inWindow = results.nanos(work.inWindow());
            String cost = alone.isPresent() && inWindow.isPresent()
                    ? fmt(inWindow.get().value() - alone.get().value()) : "not measured";
            out.append("| ").append(work.label())
                    .append(" | ").append(ReportWriter.time(alone))
                    .append(" | ").append(ReportWriter.time(inWindow))
                    .append(" | ").append(cost)
                    .append(" | ").append(device(work, DeviceTimeProfiler.TIME))
                    .append(" | ").append(device(work, DeviceTimeProfiler.WINDOWS))
                    .append(" | ").append(device(work, DeviceTimeProfiler.P99))
                    .append(" | ").append(device(work, DeviceTimeProfiler.BOUND))
                    .append(" | ").append(device(work, DeviceTimeProfiler.FAILED))
                    .append(" |\n");
        }
        out.append('\n');
    }

    /** A profiler figure of the call with a window. */
    private String device(Work work, String label) {
        Optional<Score> score = results.secondary(work.inWindow(), label);
        if (score.isPresent()) {
            return label.equals(DeviceTimeProfiler.TIME) ? withError(score.get()) : fmt(score.get().value());
        }
        if (results.nanos(work.inWindow()).isEmpty()) {
            return "not run";
        }
        if (results.secondary(work.inWindow(), DeviceTimeProfiler.TIME).isEmpty()) {
            return "no profiler";
        }
        // The profiler names failures only when there were some, and a largest bound only when every window had one.
        return label.equals(DeviceTimeProfiler.FAILED) ? "0" : "unbounded";
    }
}
