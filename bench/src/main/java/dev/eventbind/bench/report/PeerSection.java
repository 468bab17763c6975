package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportWriter.allocation;
import static dev.eventbind.bench.report.ReportWriter.fmt;
import static dev.eventbind.bench.report.ReportWriter.time;

import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The report's peers tables: the OpenCL event operations on PoCL through eventbind, LWJGL, JOCL and C, time with
 * error bars and allocation, each row saying whether the driver or the binding is what it measures.
 */
final class PeerSection {

    /**
     * A row whose C floor takes at least this long is driver-bound: PoCL's own latency swings by more than any
     * binding's overhead (tens of ns) between runs, so the routes cannot be told apart there.
     */
    static final double DRIVER_BOUND_NANOS = 250.0;
    /** eventbind's two profiling reads may cost at most this many times LWJGL's. */
    static final double MAX_EVENTBIND_OVER_LWJGL = 1.0;

    private final Results results;
    private final StringBuilder out;
    private final Consumer<Verdict> verdicts;

    PeerSection(Results results, StringBuilder out, Consumer<Verdict> verdicts) {
        this.results = results;
        this.out = out;
        this.verdicts = verdicts;
    }

    /** Every benchmark key this section reports, so the report lists none of them twice. */
    static Set<String> benchmarks() {
        Set<String> keys = new HashSet<>();
        for (PeerOperation op : PeerOperation.values()) {
            keys.add(op.benchmark(PeerOperation.EVENTBIND));
            keys.add(op.benchmark(PeerOperation.LWJGL));
            keys.add(op.benchmark(PeerOperation.JOCL));
            if (op.composite() != null) {
                keys.add(op.composite());
            }
            if (op.bindingFloor() != null) {
                keys.add(op.bindingFloor());
            }
        }
        return keys;
    }

    void render() {
        out.append("## Peers: OpenCL on PoCL through eventbind, LWJGL, JOCL and C\n\n");
        if (results.nanos(PeerOperation.ELAPSED.benchmark(PeerOperation.EVENTBIND)).isEmpty()) {
            out.append("Not run: `bench/run-benchmarks.sh --peers` measures them.\n\n");
            return;
        }
        out.append("The same calls on one in-order profiling queue per route (`bench/src/main/java/dev/eventbind/")
                .append("bench/peers/`, `bench/src/main/c/peer_floor.c`), each written as a user of that binding")
                .append(" would. A row is driver-bound when C itself takes ").append(fmt(DRIVER_BOUND_NANOS))
                .append(" ns or more: there PoCL's latency, not the binding, is measured, and ratios between")
                .append(" routes are noise. ± is JMH's 99.9% error; for C, half the spread of its rounds.\n\n")
                .append("| operation | C | eventbind EventApi | eventbind fence / profiler | LWJGL | JOCL")
                .append(" | eventbind / LWJGL | bound by |\n|---|---:|---:|---:|---:|---:|---|---|\n");
        for (PeerOperation op : PeerOperation.values()) {
            timeRow(op);
        }
        out.append("\nAllocation (B/op, `-prof gc`):\n\n")
                .append("| operation | eventbind EventApi | eventbind fence / profiler | LWJGL | JOCL |\n")
                .append("|---|---:|---:|---:|---:|\n");
        for (PeerOperation op : PeerOperation.values()) {
            out.append("| ").append(op.label())
                    .append(" | ").append(allocation(results.bytes(op.benchmark(PeerOperation.EVENTBIND))))
                    .append(" | ").append(op.composite() == null ? "-" : allocation(results.bytes(op.composite())))
                    .append(" | ").append(allocation(results.bytes(op.benchmark(PeerOperation.LWJGL))))
                    .append(" | ").append(allocation(results.bytes(op.benchmark(PeerOperation.JOCL))))
                    .append(" |\n");
        }
        out.append('\n');
    }

    private void timeRow(PeerOperation op) {
        Optional<Score> floor = results.floor(op.floorLine());
        Optional<Score> eventbind = results.nanos(op.benchmark(PeerOperation.EVENTBIND));
        Optional<Score> lwjgl = results.nanos(op.benchmark(PeerOperation.LWJGL));
        boolean driverBound = floor.isPresent() && floor.get().value() >= DRIVER_BOUND_NANOS;
        String ratio;
        if (driverBound) {
            ratio = ReportWriter.ratio(eventbind, lwjgl, r -> true).replace(" met", " (noise)");
        } else {
            String result = withFloor(op, ReportWriter.ratio(eventbind, lwjgl, r -> r <= MAX_EVENTBIND_OVER_LWJGL),
                    lwjgl);
            verdicts.accept(new Verdict("peers, " + op.label() + ": eventbind / LWJGL on PoCL",
                    "<= " + fmt(MAX_EVENTBIND_OVER_LWJGL) + "x", result));
            ratio = result + " (target <= " + fmt(MAX_EVENTBIND_OVER_LWJGL) + ")";
        }
        out.append("| ").append(op.label())
                .append(" | ").append(time(floor))
                .append(" | ").append(time(eventbind))
                .append(" | ").append(op.composite() == null ? "-" : time(results.nanos(op.composite())))
                .append(" | ").append(time(lwjgl))
                .append(" | ").append(time(results.nanos(op.benchmark(PeerOperation.JOCL))))
                .append(" | ").append(ratio)
                .append(" | ").append(floor.isEmpty() ? "C not run" : driverBound ? "driver" : "binding")
                .append(" |\n");
    }

    /**
     * The ratio with the floor under eventbind's route beside it, where one was measured ({@link Verdict#withFloor};
     * the limit is LWJGL's time).
     */
    private String withFloor(PeerOperation op, String result, Optional<Score> lwjgl) {
        String key = op.bindingFloor();
        Optional<Score> floor = key == null ? Optional.empty() : results.nanos(key);
        if (floor.isEmpty() || lwjgl.isEmpty()) {
            return result;
        }
        return Verdict.withFloor(result, floor.get().value(), MAX_EVENTBIND_OVER_LWJGL * lwjgl.get().value(),
                "; the floor alone (bare downcalls, each in a lock section): " + fmt(floor.get().value()) + " ns, "
                        + String.format(Locale.ROOT, "%.2fx", floor.get().value() / lwjgl.get().value()));
    }
}
