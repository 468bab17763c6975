package dev.eventbind.bench.report;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One target of the report and what the run made of it, as its table cell reads: the verdicts that open the
 * report are these, gathered while the tables are written, so the summary and the tables never disagree.
 *
 * @param target what is measured, against what
 * @param limit the target's limit as the report states it
 * @param result the measured figure with its verdict, as in the table
 */
record Verdict(String target, String limit, String result) {

    /** The words a result at its floor carries. */
    static final String AT_ITS_FLOOR = "at its floor";

    /**
     * A time target is at its floor when the floor measured beside it (what every window keeping the profiler's
     * guarantees must do, and nothing else) alone takes at least this share of the limit.
     */
    static final double AT_FLOOR_SHARE = 0.8;

    /**
     * {@code result} with the floor measured beside it noted after it: a miss reads as at its floor when the floor
     * alone takes {@link #AT_FLOOR_SHARE} of the limit or more, where the table's emphasis and "within error" go.
     *
     * @param result the measured figure with its verdict, as in the table
     * @param floor the floor, in the limit's unit
     * @param limit the target's limit
     * @param note how the floor reads after the result ("; the floor alone: 20.42 ns")
     */
    static String withFloor(String result, double floor, double limit, String note) {
        if (result.contains("missed") && floor >= AT_FLOOR_SHARE * limit) {
            return result.replace("**missed**", "missed").replace("missed (within error)", "missed") + ", "
                    + AT_ITS_FLOOR + note;
        }
        return result + note;
    }

    /** How a result reads at a glance. */
    enum Outcome {
        /** The target is met. */
        MET,
        /** Missed, by more than the error bars could close. */
        MISSED,
        /** Missed, but within the error bars of one quick run. */
        MISSED_WITHIN_ERROR,
        /** Missed where the floor measured beside it alone takes most of the limit. */
        AT_FLOOR,
        /** Not measured, or error bars too wide for a verdict. */
        NONE
    }

    /** The outcome the result's words give. */
    Outcome outcome() {
        if (result.contains(AT_ITS_FLOOR)) {
            return Outcome.AT_FLOOR;
        }
        if (result.contains("missed (within error)")) {
            return Outcome.MISSED_WITHIN_ERROR;
        }
        if (result.contains("missed")) {
            return Outcome.MISSED;
        }
        return result.endsWith(" met") || result.contains(" met;") ? Outcome.MET : Outcome.NONE;
    }

    /** The section that opens the report: a count of each outcome, then every target. */
    static void render(List<Verdict> verdicts, StringBuilder out) {
        out.append("## Verdicts\n\n").append(summary(verdicts)).append("\n\n")
                .append("A target is ").append(AT_ITS_FLOOR).append(" when the floor measured beside it (the raw calls")
                .append(" plus what every window keeping the profiler's guarantees must add: its lock sections, the")
                .append(" causality clock read, its 32 B) alone takes at least ")
                .append(String.format(Locale.ROOT, "%.0f%%", AT_FLOOR_SHARE * 100))
                .append(" of the limit; the floor is given with it. \"Within error\" is a miss the error bars of this")
                .append(" run could close. The tables below hold every figure.\n\n")
                .append("| target | limit | result |\n|---|---|---|\n");
        for (Verdict verdict : verdicts) {
            out.append("| ").append(verdict.target()).append(" | ").append(verdict.limit()).append(" | ")
                    .append(verdict.result()).append(" |\n");
        }
        out.append('\n');
    }

    private static String summary(List<Verdict> verdicts) {
        Map<Outcome, Long> counts = verdicts.stream()
                .collect(Collectors.groupingBy(Verdict::outcome, () -> new EnumMap<>(Outcome.class),
                        Collectors.counting()));
        return verdicts.size() + " targets: " + counts.getOrDefault(Outcome.MET, 0L) + " met, "
                + counts.getOrDefault(Outcome.MISSED, 0L) + " missed, "
                + counts.getOrDefault(Outcome.MISSED_WITHIN_ERROR, 0L) + " missed within error, "
                + counts.getOrDefault(Outcome.AT_FLOOR, 0L) + " missed at their floor, "
                + counts.getOrDefault(Outcome.NONE, 0L) + " not measured or without a verdict.";
    }
}
