package dev.eventbind.bench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VulkanSectionTest {

    private static final String HEADER =
            "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\"";
    private static final Machine MACHINE = new Machine(2, "Test CPU", "JDK 25", "Linux");

    private static String row(String benchmark, double score, String unit) {
        return "\"dev.eventbind.bench.vulkan." + benchmark + "\",\"avgt\",1,5," + score + ",1.5,\"" + unit + "\"";
    }

    private static String render(List<String> floor, String... rows) {
        List<String> csv = new ArrayList<>(List.of(HEADER));
        csv.addAll(List.of(rows));
        return ReportWriter.render(Results.parse(csv, floor), MACHINE, "cmd", "test");
    }

    private static String lineOf(String report, String start) {
        return report.lines().filter(line -> line.startsWith(start)).findFirst().orElseThrow();
    }

    @Test
    void eachRowStandsBesideCsCostAndSaysTheDriverBindsIt() {
        String report = render(List.of("vulkanRecord 71406 14970", "vulkanElapsed 24210 20437",
                        "vulkanWindow 127513 16995"),
                row("VulkanBench.record", 49641.0, "ns/op"),
                row("VulkanBench.record:gc.alloc.rate.norm", 1401.0, "B/op"),
                row("VulkanBench.elapsed", 22754.0, "ns/op"),
                row("VulkanBench.window", 226356.0, "ns/op"),
                row("VulkanBench.window:gc.alloc.rate.norm", 4437.0, "B/op"),
                row("VulkanBench.profilerWindow", 659178.0, "ns/op"),
                row("VulkanBench.profilerWindow:gc.alloc.rate.norm", 26611.0, "B/op"));

        assertTrue(lineOf(report, "| record, no wait").equals("| record, no wait (reset, timestamp, barrier, one submit)"
                + " | 71406 ± 14970 | 49641 ± 1.50 | - | 1401 | driver |"), report);
        assertTrue(lineOf(report, "| window (record, record, wait, two reads)").equals("| window (record, record,"
                + " wait, two reads) | 127513 ± 16995 | 226356 ± 1.50 | 659178 ± 1.50 | 4437 / 26611 | driver |"),
                report);
        assertFalse(report.contains("`VulkanBench."), "listed again under other benchmarks: " + report);
    }

    @Test
    void aFastFloorMakesTheRowBindingBoundAndAMissingOneSaysSo() {
        String report = render(List.of("vulkanElapsed 120.0 3.0"),
                row("VulkanBench.elapsed", 150.0, "ns/op"),
                row("VulkanBench.record", 40000.0, "ns/op"));

        assertTrue(lineOf(report, "| two timestamp reads").endsWith("| binding |"), report);
        assertTrue(lineOf(report, "| record, no wait").endsWith("| C not run |"), report);
    }

    @Test
    void withoutVulkanResultsTheSectionSaysHowToRunThem() {
        assertTrue(render(List.of()).contains("## Vulkan on the machine's driver: eventbind and C\n\nNot run:"
                + " `bench/run-benchmarks.sh --peers` measures them"));
    }
}
