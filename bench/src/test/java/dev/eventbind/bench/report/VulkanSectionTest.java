package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportFixture.lineOf;
import static dev.eventbind.bench.report.ReportFixture.render;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class VulkanSectionTest {

    private static String row(String benchmark, double score, String unit) {
        return ReportFixture.row("vulkan." + benchmark, score, unit);
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

        assertEquals("| record, no wait (reset, timestamp, barrier, one submit) | 71406 ± 14970 | 49641 ± 1.50 | - |"
                + " 1401 | driver |", lineOf(report, "| record, no wait"));
        assertEquals("| window (record, record, wait, two reads) | 127513 ± 16995 | 226356 ± 1.50 | 659178 ± 1.50 |"
                + " 4437 / 26611 | driver |", lineOf(report, "| window (record, record, wait, two reads)"));
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
