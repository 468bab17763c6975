package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportFixture.lineOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeviceTimeSectionTest {

    private static final String HEADER =
            "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\"";
    private static final Machine MACHINE = new Machine(2, "Test CPU", "JDK 25", "Linux");

    private static String row(String benchmark, double score, String error, String unit) {
        return "\"dev.eventbind.bench." + benchmark + "\",\"avgt\",1,5," + score + "," + error + ",\"" + unit + "\"";
    }

    private static String render(String... rows) {
        List<String> csv = new ArrayList<>(List.of(HEADER));
        csv.addAll(List.of(rows));
        return ReportWriter.render(Results.parse(csv, List.of()), MACHINE, "cmd", "test");
    }

    @Test
    void theProfilersFiguresStandBesideJmhsHostTimeWithTheWindowsCost() {
        // As JMH 1.37 writes a run with -prof dev.eventbind.jmh.DeviceTimeProfiler: secondary results after ':'.
        String report = render(
                row("DeviceTimeBench.hostSleep", 180000.0, "1000.0", "ns/op"),
                row("DeviceTimeBench.hostSleepInWindow", 180450.5, "1200.0", "ns/op"),
                row("DeviceTimeBench.hostSleepInWindow:device.time", 176000.0, "900.0", "ns/op"),
                row("DeviceTimeBench.hostSleepInWindow:device.windows", 1.0, "0.0", "windows/op"),
                row("DeviceTimeBench.hostSleepInWindow:device.p99", 190000.0, "5000.0", "ns"),
                row("DeviceTimeBench.hostSleepInWindow:device.bound", 2900.0, "NaN", "ns"),
                row("DeviceTimeBench.hostSleepInWindow:gc.alloc.rate.norm", 830.0, "10.0", "B/op"));

        String line = lineOf(report, "| host backend: 100 us sleep on the stream |");
        assertEquals("| host backend: 100 us sleep on the stream | 180000 ± 1000 | 180451 ± 1200 | 451 "
                + "| 176000 ± 900 | 1.00 | 190000 | 2900 | 0 |", line);
        String openCl = lineOf(report, "| OpenCL on PoCL: 1 MiB fill |");
        assertTrue(openCl.endsWith("| not run | not run | not measured | not run | not run | not run | not run "
                + "| not run |"), openCl);
        assertFalse(report.contains("## Other benchmarks"), "the device time rows are listed once:\n" + report);
    }

    @Test
    void aRunWithoutTheProfilerSaysSoRatherThanShowingZeros() {
        String report = render(
                row("DeviceTimeBench.openClFill", 250000.0, "3000.0", "ns/op"),
                row("DeviceTimeBench.openClFillInWindow", 260000.0, "3000.0", "ns/op"));

        String line = lineOf(report, "| OpenCL on PoCL: 1 MiB fill |");
        assertTrue(line.contains("| 10000 | no profiler | no profiler |"), line);
    }

    @Test
    void failedWindowsAreCountedAndAMissingBoundIsShownAsUnbounded() {
        String report = render(
                row("DeviceTimeBench.openClFill", 250000.0, "3000.0", "ns/op"),
                row("DeviceTimeBench.openClFillInWindow", 260000.0, "3000.0", "ns/op"),
                row("DeviceTimeBench.openClFillInWindow:device.time", 90000.0, "100.0", "ns/op"),
                row("DeviceTimeBench.openClFillInWindow:device.failed", 3.0, "NaN", "windows"));

        String line = lineOf(report, "| OpenCL on PoCL: 1 MiB fill |");
        assertTrue(line.endsWith("| unbounded | 3.00 |"), line);
    }

    @Test
    void aRunWithoutTheBenchmarkSaysHowToMeasureIt() {
        String report = render(row("GeneratedBench.record", 10.0, "0.5", "ns/op"));

        assertTrue(report.contains("## Device time: the JMH profiler on the host backend and PoCL\n\nNot run: "),
                report);
    }
}
