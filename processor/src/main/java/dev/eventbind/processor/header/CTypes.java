package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Token-level helpers for C declarations: decorations removed, identifiers recognised, declarations rendered. */
final class CTypes {

    static final Set<String> QUALIFIERS = Set.of("const", "volatile", "restrict", "__restrict",
            "__restrict__", "register", "extern", "static", "inline", "__inline", "__inline__");

    private CTypes() {
    }

    static boolean isIdentifier(String token) {
        return !token.isEmpty() && Character.isJavaIdentifierStart(token.charAt(0)) && token.charAt(0) != '$';
    }

    /** Whether {@code token} is spelled like a macro: no lower-case letter ("CUDARTAPI", "CL_API_ENTRY"). */
    static boolean isMacroName(String token) {
        return isIdentifier(token) && token.equals(token.toUpperCase(Locale.ROOT));
    }

    /**
     * Removes compiler decorations: identifiers starting with two underscores ({@code __host__},
     * {@code __dv(0)}, {@code __attribute__((...))}) with any argument list they take, and C++ default arguments.
     */
    static List<String> withoutAttributes(List<String> tokens) {
        List<String> kept = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            boolean decoration = isIdentifier(token) && token.startsWith("__") && !QUALIFIERS.contains(token)
                    && !token.matches("__int(8|16|32|64)");
            if (token.equals("=")) {
                break;
            } else if (decoration && i + 1 < tokens.size() && tokens.get(i + 1).equals("(")) {
                i = skipGroup(tokens, i + 1);
            } else if (!decoration) {
                kept.add(token);
            }
        }
        return kept;
    }

    /** The index of the parenthesis closing the one at {@code open}; the size when it is never closed. */
    static int skipGroup(List<String> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            depth += tokens.get(i).equals("(") ? 1 : tokens.get(i).equals(")") ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return tokens.size();
    }

    /** The tokens of a declaration joined the way C is usually written ("cudaEvent_t *event"). */
    static String render(List<String> tokens) {
        StringBuilder text = new StringBuilder();
        String previous = "";
        for (String token : tokens) {
            boolean tight = text.isEmpty() || previous.equals("(") || previous.equals("*") || previous.equals("[")
                    || token.equals(",") || token.equals(")") || token.equals("]") || token.equals("[")
                    || (token.equals("(") && isIdentifier(previous));
            text.append(tight ? "" : " ").append(token);
            previous = token;
        }
        return text.toString();
    }
}
