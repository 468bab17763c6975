package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tokens of one C header with comments removed and preprocessor lines set aside: their includes and simple
 * defines are kept, conditionals are not evaluated (every branch is read, the first declaration of a name wins).
 *
 * @param tokens identifiers, numbers, string literals and single punctuation characters, in order
 * @param includes the include directives in order
 * @param defines object-like macros by name, with their replacement tokens
 */
record CTokens(List<String> tokens, List<Include> includes, Map<String, List<String>> defines) {

    /**
     * An include directive.
     *
     * @param name the file named
     * @param quoted whether it was {@code "name"} (searched next to the including file first) or {@code <name>}
     */
    record Include(String name, boolean quoted) {
    }

    /** Splits {@code text} into tokens. */
    static CTokens of(String text) {
        Scanner scanner = new Scanner(text);
        scanner.run();
        return new CTokens(scanner.tokens, scanner.includes, scanner.defines);
    }

    /** The scanning state; a class of its own so each step is a short method. */
    private static final class Scanner {
        private final String text;
        private final List<String> tokens = new ArrayList<>();
        private final List<Include> includes = new ArrayList<>();
        private final Map<String, List<String>> defines = new LinkedHashMap<>();
        private int at;
        private boolean lineStart = true;

        Scanner(String text) {
            this.text = text;
        }

        void run() {
            while (at < text.length()) {
                char c = text.charAt(at);
                if (c == '\n') {
                    lineStart = true;
                    at++;
                } else if (Character.isWhitespace(c)) {
                    at++;
                } else if (startsComment()) {
                    skipComment();
                } else if (c == '#' && lineStart) {
                    directive(logicalLine());
                } else {
                    lineStart = false;
                    tokens.add(token());
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
                at = end < 0 ? text.length() : end + 2;
            }
        }

        /** A preprocessor line with its continuations joined and its comments dropped. */
        private String logicalLine() {
            StringBuilder line = new StringBuilder();
            at++;
            while (at < text.length() && text.charAt(at) != '\n') {
                if (text.startsWith("\\\n", at)) {
                    at += 2;
                } else if (startsComment()) {
                    skipComment();
                    line.append(' ');
                } else {
                    line.append(text.charAt(at++));
                }
            }
            return line.toString().strip();
        }

        private void directive(String line) {
            CTokens inner = CTokens.of(line);
            List<String> words = inner.tokens();
            if (words.size() >= 2 && words.getFirst().equals("include")) {
                include(line.substring(line.indexOf("include") + "include".length()).strip());
            } else if (words.size() >= 3 && words.getFirst().equals("define") && !isFunctionLike(line, words)) {
                defines.putIfAbsent(words.get(1), List.copyOf(words.subList(2, words.size())));
            }
        }

        /** {@code #define F(x) ...}: the parenthesis follows the name with no space. */
        private static boolean isFunctionLike(String line, List<String> words) {
            int name = line.indexOf(words.get(1));
            int after = name + words.get(1).length();
            return after < line.length() && line.charAt(after) == '(';
        }

        private void include(String target) {
            if (target.length() < 2) {
                return;
            }
            char open = target.charAt(0);
            int close = target.indexOf(open == '<' ? '>' : '"', 1);
            if ((open == '"' || open == '<') && close > 1) {
                includes.add(new Include(target.substring(1, close), open == '"'));
            }
        }

        private String token() {
            char c = text.charAt(at);
            int start = at;
            if (Character.isJavaIdentifierStart(c) || Character.isDigit(c)) {
                while (at < text.length() && (Character.isJavaIdentifierPart(text.charAt(at))
                        || text.charAt(at) == '.' && Character.isDigit(c))) {
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
