package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportWriter.bytes;
import static dev.eventbind.bench.report.ReportWriter.fmt;
import static dev.eventbind.bench.report.ReportWriter.verdict;
import static dev.eventbind.bench.report.ReportWriter.withError;

import java.util.Optional;
import java.util.function.Consumer;

/** The report's fence and profiler table: each composite beside the raw calls it consists of. */
final class CompositeSection {

    /** Error bars wider than this many times a limit leave no verdict on it. */
    static final double NO_VERDICT_SPREAD = 10.0;

    private final Results results;
    private final StringBuilder out;
    private final Consumer<Verdict> verdicts;

    CompositeSection(Results results, StringBuilder out, Consumer<Verdict> verdicts) {
        this.results = results;
        this.out = out;
        this.verdicts = verdicts;
    }

    void render() {
        out.append("## Fence and profiler window against their raw EventApi calls\n\n")
                .append("Targets in steady state, above the raw calls:");
        String separator = " ";
        for (Composite composite : Composite.values()) {
            if (composite.hasTarget()) {
                out.append(separator).append(composite.label()).append(" on the ").append(composite.backend())
                        .append(' ').append(composite.targets());
                separator = "; ";
            }
        }
        out.append(". A batch window's score is per window, beside the same raw calls made for as many windows at "
                + "a time. Rows without a target are for the record.\n\n")
                .append("| composite | backend | ns/op | raw calls ns/op | extra ns | B/op | raw B/op | extra B/op |\n")
                .append("|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (Composite composite : Composite.values()) {
            row(composite);
        }
        out.append('\n');
    }

    private void row(Composite composite) {
        Optional<Score> time = results.nanos(composite.benchmark());
        Optional<Score> rawTime = results.nanos(composite.raw());
        Optional<Score> bytes = results.bytes(composite.benchmark());
        Optional<Score> rawBytes = results.bytes(composite.raw());
        String extraTime = extra(time, rawTime, composite.maxExtraNanos(), false);
        String extraBytes = extra(bytes, rawBytes, composite.maxExtraBytes(), true);
        String target = composite.label() + " on the " + composite.backend() + ", above its raw calls";
        if (!Double.isNaN(composite.maxExtraNanos())) {
            verdicts.accept(new Verdict(target + ": time", "<= " + fmt(composite.maxExtraNanos()) + " ns",
                    withFloor(composite, extraTime, rawTime)));
        }
        if (!Double.isNaN(composite.maxExtraBytes())) {
            verdicts.accept(new Verdict(target + ": allocation", "<= " + fmt(composite.maxExtraBytes()) + " B/op",
                    extraBytes));
        }
        out.append("| ").append(composite.label())
                .append(" | ").append(composite.backend())
                .append(" | ").append(ReportWriter.time(time))
                .append(" | ").append(ReportWriter.time(rawTime))
                .append(" | ").append(extraTime)
                .append(" | ").append(ReportWriter.allocation(bytes))
                .append(" | ").append(ReportWriter.allocation(rawBytes))
                .append(" | ").append(extraBytes)
                .append(" |\n");
    }

    /**
     * A time result with the floor measured beside it, where there is one ({@link Verdict#withFloor}).
     */
    private String withFloor(Composite composite, String result, Optional<Score> rawTime) {
        Optional<Score> floorTime = composite.floor().flatMap(floor -> results.nanos(floor.benchmark()));
        if (floorTime.isEmpty() || rawTime.isEmpty()) {
            return result;
        }
        double floor = floorTime.get().value() - rawTime.get().value();
        return Verdict.withFloor(result, floor, composite.maxExtraNanos(),
                "; the floor alone: " + fmt(floor) + " ns");
    }

    private static String extra(Optional<Score> composite, Optional<Score> raw, double limit, boolean isBytes) {
        if (composite.isEmpty() || raw.isEmpty()) {
            return "not measured";
        }
        double extra = composite.get().value() - raw.get().value();
        String shown = isBytes ? bytes(Math.max(0.0, extra)) : withError(Score.of(extra));
        double optimistic = composite.get().low() - raw.get().high();
        if (Double.isNaN(limit)) {
            return shown;
        }
        if (isBytes) {
            // The allocation profiler reports fractions of a byte for code that allocates nothing.
            return shown + " " + verdict(Math.round(extra) <= limit, Math.round(optimistic) <= limit);
        }
        double spread = composite.get().high() - composite.get().low() + raw.get().high() - raw.get().low();
        if (spread > NO_VERDICT_SPREAD * limit) {
            // Microsecond waits on a busy machine: the difference says nothing about a target of tens of ns.
            return shown + " no verdict (error bars span " + fmt(spread) + ")";
        }
        return shown + " " + verdict(extra <= limit, optimistic <= limit);
    }
}
