package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportFixture.lineOf;
import static dev.eventbind.bench.report.ReportFixture.render;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PeerSectionTest {

    private static String row(String benchmark, double score, String unit) {
        return ReportFixture.row("peers." + benchmark, score, unit);
    }

    @Test
    void profilingReadsAtMostLwjglsMeetTheTargetAndAreBindingBound() {
        String report = render(List.of("peerElapsed 9.5 0.4"),
                row("PeerEventbindBench.elapsed", 18.0, "ns/op"),
                row("PeerLwjglBench.elapsed", 20.0, "ns/op"),
                row("PeerJoclBench.elapsed", 900.0, "ns/op"));

        String line = lineOf(report, "| two profiling reads of completed events |");
        assertTrue(line.contains("| 9.50 ± 0.40 | 18.00 ± 1.50 | - | 20.00 ± 1.50 | 900 ± 1.50 |"), line);
        assertTrue(line.contains("0.90x met (target <= 1.00) | binding |"), line);
    }

    @Test
    void profilingReadsAboveLwjglsMissTheTarget() {
        String line = lineOf(render(List.of("peerElapsed 9.5"),
                row("PeerEventbindBench.elapsed", 40.0, "ns/op"),
                row("PeerLwjglBench.elapsed", 20.0, "ns/op")), "| two profiling reads of completed events |");

        assertTrue(line.contains("2.00x **missed**"), line);
    }

    @Test
    void aMissWhoseBindingFloorTakesMostOfLwjglsTimeIsAtItsFloor() {
        String line = lineOf(render(List.of("peerElapsed 5.0"),
                row("PeerEventbindBench.elapsed", 24.0, "ns/op"),
                row("PeerFloorBench.elapsed", 19.0, "ns/op"),
                row("PeerLwjglBench.elapsed", 20.0, "ns/op")), "| two profiling reads of completed events |");

        assertTrue(line.contains("1.20x missed, at its floor; the floor alone (bare downcalls, each in a lock"
                + " section): 19.00 ns, 0.95x"), line);
        assertFalse(line.contains("**missed**"), line);
    }

    @Test
    void aMissAboveAFastBindingFloorStaysMissedWithTheFloorBesideIt() {
        String report = render(List.of("peerElapsed 5.0"),
                row("PeerEventbindBench.elapsed", 24.0, "ns/op"),
                row("PeerFloorBench.elapsed", 10.0, "ns/op"),
                row("PeerLwjglBench.elapsed", 20.0, "ns/op"));
        String line = lineOf(report, "| two profiling reads of completed events |");

        assertTrue(line.contains("1.20x **missed**; the floor alone (bare downcalls, each in a lock section): 10.00"
                + " ns, 0.50x"), line);
        assertFalse(report.contains("PeerFloorBench.elapsed |"), "listed again under other benchmarks");
    }

    @Test
    void aRowWhoseCFloorIsSlowIsDriverBoundAndGetsNoVerdict() {
        String report = render(List.of("peerWindow 40000 900"),
                row("PeerEventbindBench.elapsed", 18.0, "ns/op"),
                row("PeerEventbindBench.window", 41000.0, "ns/op"),
                row("PeerEventbindBench.profilerWindow", 42000.0, "ns/op"),
                row("PeerLwjglBench.window", 40500.0, "ns/op"));

        String line = lineOf(report, "| window (marker, marker, wait, two reads) |");
        assertTrue(line.endsWith("| driver |"), line);
        assertTrue(line.contains("(noise)"), line);
        assertTrue(line.contains("| 42000 ± 1.50 |"), line);
        assertFalse(line.contains("met") || line.contains("missed"), line);
    }

    @Test
    void peerAllocationsAreTabledAndNotListedAgainUnderOtherBenchmarks() {
        String report = render(List.of(),
                row("PeerEventbindBench.elapsed", 18.0, "ns/op"),
                row("PeerEventbindBench.eventFence", 30000.0, "ns/op"),
                row("PeerEventbindBench.eventFence:gc.alloc.rate.norm", 160.0, "B/op"),
                row("PeerLwjglBench.fence:gc.alloc.rate.norm", 0.2, "B/op"));

        assertTrue(report.lines().anyMatch("| fence (marker, wait, release) | not run | 160 | 0 | not run |"::equals),
                report);
        assertFalse(report.contains("`PeerEventbindBench.eventFence`"), report);
    }

    @Test
    void withoutPeerResultsTheSectionSaysHowToRunThem() {
        assertTrue(render(List.of()).contains("Not run: `bench/run-benchmarks.sh --peers` measures them."));
    }
}
