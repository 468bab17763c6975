package dev.eventbind.bench.report;

import static dev.eventbind.bench.report.ReportWriter.bytes;
import static dev.eventbind.bench.report.ReportWriter.fmt;
import static dev.eventbind.bench.report.ReportWriter.verdict;
import static dev.eventbind.bench.report.ReportWriter.withError;

import java.util.Optional;

/** The report's fence and profiler table: each composite beside the raw calls it consists of. */
final class CompositeSection {

    /** Error bars wider than this many times a limit leave no verdict on it. */
    static final double NO_VERDICT_SPREAD = 10.0;

    private final Results results;
    private final StringBuilder out;

    CompositeSection(Results results, StringBuilder out) {
        this.results = results;
        this.out = out;
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
        out.append("| ").append(composite.label())
                .append(" | ").append(composite.backend())
                .append(" | ").append(time.map(ReportWriter::withError).orElse("not run"))
                .append(" | ").append(rawTime.map(ReportWriter::withError).orElse("not run"))
                .append(" | ").append(extra(time, rawTime, composite.maxExtraNanos(), false))
                .append(" | ").append(bytes.map(b -> bytes(b.value())).orElse("not run"))
                .append(" | ").append(rawBytes.map(b -> bytes(b.value())).orElse("not run"))
                .append(" | ").append(extra(bytes, rawBytes, composite.maxExtraBytes(), true))
                .append(" |\n");
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
