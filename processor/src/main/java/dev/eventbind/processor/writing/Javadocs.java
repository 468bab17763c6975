package dev.eventbind.processor.writing;

/**
 * Spec and header text made safe for generated Javadoc: nothing a backend name or a C prototype holds can end
 * the comment ({@code *}{@code /}), start a Unicode escape (a backslash followed by {@code u}, which javac reads
 * before it reads comments), open a tag ({@code @}, braces) or be taken for HTML.
 */
final class Javadocs {

    private Javadocs() {
    }

    /** {@code raw} as running text: HTML-escaped, with every character that could act written as an entity. */
    static String text(String raw) {
        StringBuilder out = new StringBuilder(raw.length() + 16);
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '@' -> out.append("&#64;");
                case '{' -> out.append("&#123;");
                case '}' -> out.append("&#125;");
                case '\\' -> out.append("&#92;");
                case '/' -> out.append(i > 0 && raw.charAt(i - 1) == '*' ? "&#47;" : "/");
                case '\n', '\r' -> out.append(' ');
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * {@code raw} as code: {@code {@code raw}} when nothing in it can act there, else {@code <code>} around the
     * escaped {@link #text}.
     */
    static String code(String raw) {
        boolean plain = !raw.contains("*/") && raw.chars().noneMatch(c -> "\\{}@\n\r".indexOf(c) >= 0);
        return plain ? "{@code " + raw + "}" : "<code>" + text(raw) + "</code>";
    }
}
