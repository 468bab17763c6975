package dev.eventbind.processor.docs;

import java.util.List;

/**
 * Whether a code block is an excerpt of a source file: its lines, stripped of indentation and with blank lines
 * left out, are lines of the source in the same order and next to each other, except where a line
 * {@code // ...} marks that the excerpt leaves something out.
 */
final class ExampleExcerpt {

    private static final String ELISION = "// ...";

    private ExampleExcerpt() {
    }

    /** {@return null when {@code excerpt} is an excerpt of {@code source}, else the first line that is not} */
    static String mismatch(List<String> excerpt, List<String> source) {
        List<String> wanted = excerpt.stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
        List<String> lines = source.stream().map(String::strip).filter(line -> !line.isEmpty()).toList();
        if (wanted.isEmpty()) {
            return null;
        }
        int[] furthest = {0};
        for (int start = 0; start < lines.size(); start++) {
            if (matches(wanted, 0, lines, start, furthest)) {
                return null;
            }
        }
        String line = wanted.get(furthest[0]);
        return lines.contains(line)
                ? "\"" + line + "\" does not come next in the source (a line " + ELISION + " marks a gap)"
                : "no line of the source is \"" + line + "\"";
    }

    /**
     * Whether {@code wanted} from {@code at} matches {@code lines} from {@code from}; {@code furthest} keeps the
     * furthest excerpt line any attempt reached, for the message.
     */
    private static boolean matches(List<String> wanted, int at, List<String> lines, int from, int[] furthest) {
        if (at == wanted.size()) {
            return true;
        }
        if (wanted.get(at).startsWith(ELISION)) {
            furthest[0] = Math.max(furthest[0], at + 1);
            for (int next = from; next <= lines.size(); next++) {
                if (matches(wanted, at + 1, lines, next, furthest)) {
                    return true;
                }
            }
            return false;
        }
        if (from >= lines.size() || !lines.get(from).equals(wanted.get(at))) {
            return false;
        }
        furthest[0] = Math.max(furthest[0], at + 1);
        return matches(wanted, at + 1, lines, from + 1, furthest);
    }
}
