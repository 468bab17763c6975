package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The tokens of one C header with comments removed and preprocessor lines acted on as a C preprocessor would:
 * {@code #if} groups are evaluated against the live {@link Macros}, {@code #define}/{@code #undef} change them and
 * {@code #include} hands the named file over at once (so its macros count for what follows), all only outside
 * false branches. Tokens are not macro-expanded; each carries the region it was read in.
 *
 * @param tokens identifiers, numbers, string literals and single punctuation characters, in order
 * @param regions the region of each token, in step with {@code tokens}
 */
record CTokens(List<String> tokens, List<CConditions.Region> regions) {

    /**
     * An include directive.
     *
     * @param name the file named
     * @param quoted whether it was {@code "name"} (searched next to the including file first) or {@code <name>}
     */
    record Include(String name, boolean quoted) {
    }

    /** Splits {@code text} into tokens without acting on any directive (for a directive's own line). */
    static CTokens of(String text) {
        return scan(text, "", new Macros(), include -> { });
    }

    /** Scans the header {@code file} (named in messages) with the preprocessor state {@code macros}. */
    static CTokens scan(String text, String file, Macros macros, Consumer<Include> includes) {
        Scanner scanner = new Scanner(text, file, macros, includes);
        scanner.run();
        return new CTokens(scanner.tokens, scanner.regions);
    }

    /** The scanning state; a class of its own so each step is a short method. */
    private static final class Scanner {
        private final String text;
        private final String file;
        private final Macros macros;
        private final Consumer<Include> includes;
        private final CConditions conditions = new CConditions();
        private final List<String> tokens = new ArrayList<>();
        private final List<CConditions.Region> regions = new ArrayList<>();
        private int at;
        private int line = 1;
        private boolean lineStart = true;

        Scanner(String text, String file, Macros macros, Consumer<Include> includes) {
            this.text = text;
            this.file = file;
            this.macros = macros;
            this.includes = includes;
        }

        void run() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '\n') {
                    lineStart = true;
                    line++;
                    at++;
                } else if (Character.isWhitespace(c)) {
                    at++;
                } else if (startsComment()) {
                    skipComment();
                } else if (c == '#' && lineStart) {
                    int directiveLine = line;
                    directive(logicalLine(), directiveLine);
                } else {
                    lineStart = false;
                    tokens.add(token());
                    regions.add(conditions.current());
                }
            }
        }

        private boolean startsComment() {
            return text.startsWith("/*", at) || text.startsWith("//", at);
        }

        private void skipComment() {
            if (text.startsWith("//", at)) {
                int end = text.indexOf('\n', at);
                at = end < 0 ? text.length() : end;
            } else {
                int end = text.indexOf("*/", at + 2);
                int stop = end < 0 ? text.length() : end + 2;
                line += (int) text.substring(at, stop).chars().filter(ch -> ch == '\n').count();
                at = stop;
            }
        }

        /** A preprocessor line with its continuations joined and its comments dropped. */
        private String logicalLine() {
            StringBuilder joined = new StringBuilder();
            at++;
            while (at < text.length() && text.charAt(at) != '\n') {
                if (text.startsWith("\\\n", at)) {
                    at += 2;
                    line++;
                } else if (startsComment()) {
                    skipComment();
                    joined.append(' ');
                } else {
                    joined.append(text.charAt(at++));
                }
            }
            return joined.toString().strip();
        }

        private void directive(String directive, int directiveLine) {
            String name = directive.split("[\\s(<\"]", 2)[0];
            String rest = directive.substring(name.length()).strip();
            String where = "#" + name + (rest.isEmpty() ? "" : " " + rest) + " (" + file + ":" + directiveLine + ")";
            switch (name) {
                case "if" -> conditions.open(value(rest), where);
                case "ifdef" -> conditions.open(defined(rest, true), where);
                case "ifndef" -> conditions.open(defined(rest, false), where);
                case "elif" -> conditions.elif(value(rest), where);
                case "elifdef" -> conditions.elif(defined(rest, true), where);
                case "elifndef" -> conditions.elif(defined(rest, false), where);
                case "else" -> conditions.otherwise();
                case "endif" -> conditions.close();
                default -> {
                    if (!conditions.skipping()) {
                        act(name, rest);
                    }
                }
            }
        }

        private Long value(String condition) {
            if (!conditions.evaluates()) {
                return 0L;
            }
            return CExpression.evaluate(condition, macros);
        }

        private Long defined(String rest, boolean expected) {
            String macro = rest.split("\\s", 2)[0];
            return macros.isDefined(macro) == expected ? 1L : 0L;
        }

        private void act(String name, String rest) {
            switch (name) {
                case "include", "include_next" -> include(rest);
                case "define" -> define(rest);
                case "undef" -> macros.undefine(rest.split("\\s", 2)[0]);
                default -> {
                    // #pragma, #error, #line: nothing a declaration depends on.
                }
            }
        }

        private void define(String rest) {
            int end = 0;
            while (end < rest.length() && Character.isJavaIdentifierPart(rest.charAt(end))) {
                end++;
            }
            if (end == 0) {
                return;
            }
            String macro = rest.substring(0, end);
            // #define F(x) ...: the parenthesis follows the name with no space.
            if (end < rest.length() && rest.charAt(end) == '(') {
                macros.defineFunction(macro);
                return;
            }
            String replacement = rest.substring(end).strip();
            macros.define(macro, replacement, CTokens.of(replacement).tokens());
        }

        private void include(String target) {
            if (target.length() < 2) {
                return;
            }
            char open = target.charAt(0);
            int close = target.indexOf(open == '<' ? '>' : '"', 1);
            if ((open == '"' || open == '<') && close > 1) {
                includes.accept(new Include(target.substring(1, close), open == '"'));
            }
        }

        private String token() {
            char c = text.charAt(at);
            int start = at;
            if (Character.isJavaIdentifierStart(c) || Character.isDigit(c)) {
                while (at < text.length() && (Character.isJavaIdentifierPart(text.charAt(at))
                        || (text.charAt(at) == '.' && Character.isDigit(c)))) {
                    at++;
                }
            } else if (c == '"' || c == '\'') {
                at = endOfLiteral(c);
            } else {
                at++;
            }
            return text.substring(start, at);
        }

        private int endOfLiteral(char quote) {
            int i = at + 1;
            while (i < text.length() && text.charAt(i) != quote && text.charAt(i) != '\n') {
                i += text.charAt(i) == '\\' ? 2 : 1;
            }
            return Math.min(i + 1, text.length());
        }
    }
}
