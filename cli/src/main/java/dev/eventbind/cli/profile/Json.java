package dev.eventbind.cli.profile;

import java.util.Locale;

/** The two JSON spellings the trace writer needs: a quoted string and nanoseconds as decimal microseconds. */
final class Json {

    private Json() {
    }

    /** {@code text} as a JSON string literal, quotes included. */
    static String string(String text) {
        StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }

    /**
     * Nanoseconds as microseconds with three decimals ("1234.567"): trace-event timestamps are microseconds,
     * and the decimals keep the device's nanosecond resolution without the rounding of a double.
     */
    static String micros(long nanos) {
        String sign = nanos < 0 ? "-" : "";
        long magnitude = Math.abs(nanos);
        return String.format(Locale.ROOT, "%s%d.%03d", sign, magnitude / 1000, magnitude % 1000);
    }
}
