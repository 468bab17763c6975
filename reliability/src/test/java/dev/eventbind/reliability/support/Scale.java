package dev.eventbind.reliability.support;

import java.util.Locale;

/**
 * How big the reliability runs are: {@code ci} (the default, what {@code ./mvnw verify} runs on a loaded 2-core
 * machine) or {@code full} (the figures in docs/reliability.md), from the system property
 * {@code eventbind.reliability}.
 *
 * <p>Every figure is chosen by the tests here; this only picks which of the two a test uses, so a run says
 * plainly which one it was.
 */
public enum Scale {
    CI,
    FULL;

    /** The system property that selects the scale. */
    public static final String PROPERTY = "eventbind.reliability";

    /** The scale of this run; an unknown value is refused rather than silently read as one of the two. */
    public static Scale current() {
        String value = System.getProperty(PROPERTY, "ci").trim().toLowerCase(Locale.ROOT);
        return switch (value) {
            case "", "ci" -> CI;
            case "full" -> FULL;
            default -> throw new IllegalArgumentException(
                    "-D" + PROPERTY + " must be ci or full, not '" + value + "'");
        };
    }

    /** {@code ci} in a CI run, {@code full} in a full one. */
    public int pick(int ci, int full) {
        return this == FULL ? full : ci;
    }
}
