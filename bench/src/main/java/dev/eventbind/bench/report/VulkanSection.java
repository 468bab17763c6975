package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportWriter.allocation;
import static dev.eventbind.bench.report.ReportWriter.fmt;
import static dev.eventbind.bench.report.ReportWriter.time;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The report's Vulkan table, beside PoCL's peers: the rows the peers have (a record, two timestamp reads, a window)
 * through {@code VulkanEvents} and through the profiler ({@code VulkanBench}), with C making the same Vulkan calls
 * ({@code vulkan_floor}) on the same driver. Each row says whether the driver or the binding is what it measures, by
 * the peers' rule; a driver-bound row gets no verdict.
 */
final class VulkanSection {

    /** The JMH class of the rows. */
    static final String BENCH = "VulkanBench";

    /** A row: its heading, the JMH method through {@code VulkanEvents}, the profiler's method, the C line. */
    private record Row(String label, String method, Optional<String> profiler, String floorLine) {
    }

    private static final List<Row> ROWS = List.of(
            new Row("record, no wait (reset, timestamp, barrier, one submit)", "record", Optional.empty(),
                    "vulkanRecord"),
            new Row("two timestamp reads of reached events", "elapsed", Optional.empty(), "vulkanElapsed"),
            new Row("window (record, record, wait, two reads)", "window", Optional.of("profilerWindow"),
                    "vulkanWindow"));

    private final Results results;
    private final StringBuilder out;

    VulkanSection(Results results, StringBuilder out) {
        this.results = results;
        this.out = out;
    }

    /** Every benchmark key this section reports, so the report lists none of them twice. */
    static Set<String> benchmarks() {
        return ROWS.stream().flatMap(row -> Stream.concat(Stream.of(row.method()), row.profiler().stream()))
                .map(method -> BENCH + "." + method).collect(Collectors.toSet());
    }

    void render() {
        out.append("## Vulkan on the machine's driver: eventbind and C\n\n");
        if (results.nanos(BENCH + ".elapsed").isEmpty()) {
            out.append("Not run: `bench/run-benchmarks.sh --peers` measures them, on the Vulkan driver the loader")
                    .append(" finds (lavapipe here).\n\n");
            return;
        }
        out.append("The peers' rows on Vulkan (`bench/src/main/java/dev/eventbind/bench/vulkan/VulkanBench.java`,")
                .append(" `bench/src/main/c/vulkan_floor.c`, measured with the peers): the same calls from C on the")
                .append(" same device. A row is driver-bound when C itself takes ")
                .append(fmt(PeerSection.DRIVER_BOUND_NANOS)).append(" ns or more, and gets no verdict. ± is JMH's")
                .append(" 99.9% error; for C, half the spread of its rounds.\n\n")
                .append("| operation | C | eventbind `VulkanEvents` | eventbind profiler | B/op (events / profiler) |")
                .append(" bound by |\n|---|---:|---:|---:|---:|---|\n");
        for (Row row : ROWS) {
            Optional<Score> floor = results.floor(row.floorLine());
            String profiler = row.profiler().map(m -> time(results.nanos(BENCH + "." + m))).orElse("-");
            String bytesCell = allocation(results.bytes(BENCH + "." + row.method()))
                    + row.profiler().map(m -> " / " + allocation(results.bytes(BENCH + "." + m))).orElse("");
            out.append("| ").append(row.label())
                    .append(" | ").append(time(floor))
                    .append(" | ").append(time(results.nanos(BENCH + "." + row.method())))
                    .append(" | ").append(profiler)
                    .append(" | ").append(bytesCell)
                    .append(" | ").append(floor.isEmpty() ? "C not run"
                            : floor.get().value() >= PeerSection.DRIVER_BOUND_NANOS ? "driver" : "binding")
                    .append(" |\n");
        }
        out.append('\n');
    }
}
