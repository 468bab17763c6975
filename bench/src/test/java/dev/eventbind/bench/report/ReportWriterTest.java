package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportFixture.lineOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportWriterTest {

    private static final String HEADER =
            "\"Benchmark\",\"Mode\",\"Threads\",\"Samples\",\"Score\",\"Score Error (99.9%)\",\"Unit\"";
    private static final Machine MACHINE = new Machine(2, "Test CPU", "JDK 25", "Linux");

    private static String row(String benchmark, double score, String unit) {
        return row(benchmark, score, 0.5, unit);
    }

    private static String row(String benchmark, double score, double error, String unit) {
        return "\"dev.eventbind.bench." + benchmark + "\",\"avgt\",1,3," + score + "," + error + ",\"" + unit + "\"";
    }

    private static Results results(List<String> floor, String... rows) {
        List<String> csv = new ArrayList<>(List.of(HEADER));
        csv.addAll(List.of(rows));
        return Results.parse(csv, floor);
    }

    @Test
    void jmhCsvGivesTimeAndNormalisedAllocationPerBenchmark() {
        Results results = results(List.of(),
                row("HandFfmBench.record", 3.5, "ns/op"),
                row("HandFfmBench.record:gc.alloc.rate", 12.0, "MB/sec"),
                row("HandFfmBench.record:gc.alloc.rate.norm", 24.0, "B/op"));

        assertEquals(new Score(3.5, 0.5), results.nanos("HandFfmBench.record").orElseThrow());
        assertEquals(24.0, results.bytes("HandFfmBench.record").orElseThrow().value());
        assertTrue(results.nanos("HandFfmBench.record:gc.alloc.rate").isEmpty());
    }

    @Test
    void floorLinesGiveNanosPerCallByOperation() {
        Results results = results(List.of("record 2.100", "createDestroy 2.714", "garbage"));

        assertEquals(2.1, results.floor("record").orElseThrow().value());
        assertEquals(2.714, results.floor("createDestroy").orElseThrow().value());
        assertTrue(results.floor("garbage").isEmpty());
    }

    @Test
    void generatedWithinFivePercentOfHandFfmMeetsTheTargetAndBeyondMissesIt() {
        Results results = results(List.of("record 2.0", "elapsed 2.0"),
                row("GeneratedBench.record", 8.0, "ns/op"),
                row("HandFfmBench.record", 6.0, "ns/op"),
                row("GeneratedBench.elapsed", 3.6, "ns/op"),
                row("HandFfmBench.elapsed", 3.5, "ns/op"));

        String report = ReportWriter.render(results, MACHINE, "cmd", "test");

        assertTrue(lineOf(report, "| event elapsed | 1.03x met |").contains("| 1.60 met |"));
        assertTrue(lineOf(report, "| event record | 1.33x **missed** |").contains("| n/a (enqueues: never critical) |"));
    }

    @Test
    void aBenchmarkThatDidNotRunIsReportedAsNotRunAndItsTargetAsNotMeasured() {
        String report = ReportWriter.render(results(List.of()), MACHINE, "cmd", "test");

        assertTrue(lineOf(report, "| event wait |").contains("not run"));
        assertTrue(lineOf(report, "| event wait | not measured |").contains("n/a (blocking: never critical)"));
    }

    @Test
    void destroyAllocationIsThePairsAllocationLessCreateAlone() {
        Results results = results(List.of(),
                row("GeneratedBench.createDestroy:gc.alloc.rate.norm", 24.0, "B/op"),
                row("GeneratedBench.create:gc.alloc.rate.norm", 24.0, "B/op"));

        String report = ReportWriter.render(results, MACHINE, "cmd", "test");

        assertTrue(report.contains("24; create alone 24, so destroy 0 met"), report);
    }

    @Test
    void aProfilerWindowMoreThan50NanosAnd32BytesAboveItsRawCallsMissesBothTargets() {
        Results results = results(List.of(),
                row("ProfilerBench.noopWindow", 150.0, "ns/op"),
                row("ProfilerBench.noopRaw", 60.0, "ns/op"),
                row("ProfilerBench.noopWindow:gc.alloc.rate.norm", 200.0, "B/op"),
                row("ProfilerBench.noopRaw:gc.alloc.rate.norm", 0.01, "B/op"));

        String line = lineOf(ReportWriter.render(results, MACHINE, "cmd", "test"),
                "| profiler window (start, stop, durationNanos) | no-op library |");

        assertTrue(line.contains("| 90.00 **missed** |"), line);
        assertTrue(line.contains("| 200 **missed** |"), line);
    }

    @Test
    void aBatchWindowIsHeldTo25NanosAndNoBytesAboveItsRawCalls() {
        Results results = results(List.of(),
                row("ProfilerBench.noopBatchWindow", 150.0, "ns/op"),
                row("ProfilerBench.noopRawBatch", 60.0, "ns/op"),
                row("ProfilerBench.noopBatchWindow:gc.alloc.rate.norm", 0.02, "B/op"),
                row("ProfilerBench.noopRawBatch:gc.alloc.rate.norm", 0.01, "B/op"));

        String line = lineOf(ReportWriter.render(results, MACHINE, "cmd", "test"),
                "| profiler window, batch (start, stop into batch, resolve) | no-op library |");

        assertTrue(line.contains("| 90.00 **missed** |"), line);
        assertTrue(line.contains("| 0 met |"), line);
    }

    @Test
    void aBatchWindowIsComparedWithTheSameRawCallsMadeForAsManyWindows() {
        Results results = results(List.of(),
                row("ProfilerBench.noopBatchWindow", 120.0, "ns/op"),
                row("ProfilerBench.noopRaw", 20.0, "ns/op"),
                row("ProfilerBench.noopRawBatch", 100.0, "ns/op"));

        String line = lineOf(ReportWriter.render(results, MACHINE, "cmd", "test"),
                "| profiler window, batch (start, stop into batch, resolve) | no-op library |");

        assertTrue(line.contains("| 20.00 met |"), line);
    }

    @Test
    void aWindowsFloorIsReportedAboveTheSameRawCallsWithoutATarget() {
        Results results = results(List.of(),
                row("ProfilerBench.noopWindowFloor", 80.0, "ns/op"),
                row("ProfilerBench.noopRaw", 35.0, "ns/op"));

        String line = lineOf(ReportWriter.render(results, MACHINE, "cmd", "test"),
                "| floor of a window (lock sections, clock read, 32 B) | no-op library |");

        assertTrue(line.contains("| 45.00 |"), line);
        assertFalse(line.contains("met") || line.contains("missed"), line);
    }

    @Test
    void aWindowReadAsAProfileResultIsReportedWithoutATarget() {
        Results results = results(List.of(),
                row("ProfilerBench.noopWindowResult", 150.0, "ns/op"),
                row("ProfilerBench.noopRaw", 60.0, "ns/op"),
                row("ProfilerBench.noopWindowResult:gc.alloc.rate.norm", 80.0, "B/op"),
                row("ProfilerBench.noopRaw:gc.alloc.rate.norm", 0.01, "B/op"));

        String report = ReportWriter.render(results, MACHINE, "cmd", "test");
        String line = lineOf(report, "| profiler window (start, stop, resolve to a ProfileResult) | no-op library |");

        assertTrue(line.contains("| 80 |"), line);
        assertFalse(line.contains("missed"), line);
        assertFalse(report.contains("ProfileResult) on the no-op library"), "no target is stated for it");
    }

    @Test
    void theReportNamesTheMachineAndTheCommand() {
        String report = ReportWriter.render(results(List.of()), MACHINE, "bench/run-benchmarks.sh --quick", "q");

        assertTrue(report.contains("- CPU: Test CPU, 2 cores (nproc)"));
        assertTrue(report.contains("- JDK: JDK 25"));
        assertTrue(report.contains("- Command: `bench/run-benchmarks.sh --quick`"));
    }

    @Test
    void aBenchmarkOutsideTheTablesIsListedUnderOtherBenchmarks() {
        Results results = results(List.of(),
                row("HandFfmBench.elapsedScratch", 7.25, "ns/op"),
                row("HandFfmBench.elapsedScratch:gc.alloc.rate.norm", 0.01, "B/op"),
                row("HandFfmBench.elapsed", 6.0, "ns/op"));

        String report = ReportWriter.render(results, MACHINE, "cmd", "test");

        assertTrue(report.contains("| `HandFfmBench.elapsedScratch` | 7.25 ± 0.50 | 0 |"), report);
        assertFalse(report.contains("| `HandFfmBench.elapsed` |"), report);
    }

    @Test
    void theFloorAllowanceOfCreateAndDestroyCountsBothCalls() {
        Results results = results(List.of("createDestroy 3.0"),
                row("GeneratedBench.createDestroy", 8.5, "ns/op"));

        String report = ReportWriter.render(results, MACHINE, "cmd", "test");

        assertTrue(lineOf(report, "| event create + destroy | not measured |").contains("| 5.50 for 2 calls met |"), report);
    }

    @Test
    void aMissTheErrorBarsCouldCloseReadsWithinErrorNotMissed() {
        Results results = results(List.of("elapsed 2.0"),
                row("GeneratedBench.elapsed", 3.8, 0.4, "ns/op"),
                row("HandFfmBench.elapsed", 3.4, 0.3, "ns/op"));

        String line = lineOf(ReportWriter.render(results, MACHINE, "cmd", "test"), "| event elapsed | 1.12x");

        assertTrue(line.startsWith("| event elapsed | 1.12x missed (within error) | 1.80 met |"), line);
    }

    @Test
    void aWindowWhoseErrorBarsDwarfTheLimitGetsNoVerdict() {
        Results results = results(List.of(),
                row("ProfilerBench.hostBatchWindow", 18621.0, 2974.0, "ns/op"),
                row("ProfilerBench.hostRawBatch", 54845.0, 258838.0, "ns/op"));

        String line = lineOf(ReportWriter.render(results, MACHINE, "cmd", "test"),
                "| profiler window, batch (start, stop into batch, resolve) | host backend |");

        assertTrue(line.contains("| -36224 no verdict (error bars span 523624) |"), line);
    }

    @Test
    void theReportOpensWithTheVerdictsAndTheMachineBeforeAnyTable() {
        String report = ReportWriter.render(results(List.of()), MACHINE, "cmd", "test");

        int verdicts = report.indexOf("## Verdicts\n");
        int machine = report.indexOf("## Machine\n");
        int firstTable = report.indexOf("## Time per operation");
        assertTrue(verdicts > 0 && verdicts < machine && machine < firstTable, report);
    }

    @Test
    void aWindowMissedWhereItsFloorTakesMostOfTheLimitIsAtItsFloorAndAFarMissIsNot() {
        Results results = results(List.of(),
                row("ProfilerBench.noopWindow", 150.0, "ns/op"),
                row("ProfilerBench.noopWindowFloor", 105.0, "ns/op"),
                row("ProfilerBench.noopRaw", 60.0, "ns/op"),
                row("ProfilerBench.noopBatchWindow", 150.0, "ns/op"),
                row("ProfilerBench.noopBatchWindowFloor", 70.0, "ns/op"),
                row("ProfilerBench.noopRawBatch", 60.0, "ns/op"));
        String report = ReportWriter.render(results, MACHINE, "cmd", "test");

        String window = lineOf(report, "| profiler window (start, stop, durationNanos) on the no-op library, above its"
                + " raw calls: time |");
        String batch = lineOf(report, "| profiler window, batch (start, stop into batch, resolve) on the no-op"
                + " library, above its raw calls: time |");

        assertTrue(window.endsWith("| <= 50.00 ns | 90.00 missed, at its floor; the floor alone: 45.00 ns |"), window);
        assertTrue(batch.endsWith("| <= 25.00 ns | 90.00 **missed**; the floor alone: 10.00 ns |"), batch);
        assertTrue(report.contains(" 1 missed at their floor, "), report);
    }

    @Test
    void theVerdictsCountEveryTargetOfTheTablesOnce() {
        Results results = results(List.of("record 2.0"),
                row("GeneratedBench.record", 3.0, 0.01, "ns/op"),
                row("HandFfmBench.record", 3.0, 0.01, "ns/op"),
                row("JnaInterfaceBench.record", 300.0, 0.01, "ns/op"),
                row("GeneratedBench.record:gc.alloc.rate.norm", 0.01, "B/op"));
        String report = ReportWriter.render(results, MACHINE, "cmd", "test");

        assertTrue(lineOf(report, "| event record: generated / hand FFM |").endsWith("| <= 1.05x | 1.00x met |"));
        assertTrue(lineOf(report, "| event record: JNA interface / generated |").endsWith("| 100.00x met |"));
        assertTrue(lineOf(report, "| event record: generated, allocation |").endsWith("| 0 B/op | 0 met |"));
        assertFalse(report.contains("| event record: generated - C floor |"), "enqueues have no floor target");
        long rows = report.lines().takeWhile(line -> !line.startsWith("## Machine"))
                .filter(line -> line.startsWith("| ") && !line.startsWith("| target ")).count();
        assertTrue(report.contains(rows + " targets: 3 met, 0 missed, "), report);
    }
}
