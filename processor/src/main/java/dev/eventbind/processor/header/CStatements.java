package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Splits a header's tokens into top-level statements and picks out typedefs and function prototypes. Bodies in
 * braces (structs, inline functions) collapse to one {@code {}} token, so nothing inside a function body is ever
 * mistaken for a declaration; {@code extern "C"} and {@code namespace} wrappers are read through.
 */
final class CStatements {

    /**
     * A function prototype as written.
     *
     * @param name the function name
     * @param prefix the tokens before the name (return type and export macros)
     * @param parameters each parameter's tokens
     */
    record Prototype(String name, List<String> prefix, List<List<String>> parameters) {
    }

    private static final Set<String> KEYWORDS = Set.of("if", "while", "for", "switch", "return", "sizeof",
            "typedef", "struct", "union", "enum", "static_assert", "_Static_assert", "defined");

    private CStatements() {
    }

    /**
     * A top-level statement.
     *
     * @param tokens its tokens without the closing semicolon
     * @param region the {@code #if} region of its first token
     */
    record Statement(List<String> tokens, CConditions.Region region) {
    }

    /** Every top-level statement of a scanned header. */
    static List<Statement> split(CTokens scanned) {
        List<String> tokens = scanned.tokens();
        List<Statement> statements = new ArrayList<>();
        List<String> current = new ArrayList<>();
        int first = 0;
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (current.isEmpty()) {
                first = i;
            }
            if (token.equals("{")) {
                if (opensWrapper(current)) {
                    current.clear();
                    continue;
                }
                i = closingBrace(tokens, i);
                boolean definition = !current.isEmpty() && current.getLast().equals(")");
                current.add("{}");
                if (definition) {
                    statements.add(new Statement(current, scanned.regions().get(first)));
                    current = new ArrayList<>();
                }
            } else if (token.equals(";")) {
                statements.add(new Statement(current, scanned.regions().get(first)));
                current = new ArrayList<>();
            } else if (!token.equals("}")) {
                current.add(token);
            }
        }
        return statements;
    }

    private static boolean opensWrapper(List<String> current) {
        return (current.size() == 2 && current.get(0).equals("extern") && current.get(1).startsWith("\""))
                || (!current.isEmpty() && current.getFirst().equals("namespace"));
    }

    private static int closingBrace(List<String> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            depth += tokens.get(i).equals("{") ? 1 : tokens.get(i).equals("}") ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return tokens.size() - 1;
    }

    /** Records {@code statement} as a typedef (name to the tokens of its type) when it is one. */
    static void typedef(List<String> statement, Map<String, List<String>> typedefs) {
        if (statement.isEmpty() || !statement.getFirst().equals("typedef")) {
            return;
        }
        List<String> body = CTypes.withoutAttributes(statement.subList(1, statement.size()));
        int pointerName = body.indexOf("(");
        if (pointerName >= 0 && pointerName + 2 < body.size() && body.get(pointerName + 1).equals("*")) {
            // typedef void (*callback)(void*): a function pointer.
            typedefs.putIfAbsent(body.get(pointerName + 2), List.of("*"));
            return;
        }
        int name = lastIdentifier(body);
        if (name > 0) {
            List<String> type = new ArrayList<>(body.subList(0, name));
            if (name + 1 < body.size() && body.get(name + 1).equals("[")) {
                type.add("*");
            }
            typedefs.putIfAbsent(body.get(name), List.copyOf(type));
        }
    }

    private static int lastIdentifier(List<String> tokens) {
        for (int i = tokens.size() - 1; i >= 0; i--) {
            if (CTypes.isIdentifier(tokens.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The prototype {@code statement} declares, when it declares a function. */
    static Prototype prototype(List<String> statement) {
        if (statement.isEmpty() || statement.getFirst().equals("typedef")) {
            return null;
        }
        for (int i = 1; i + 1 < statement.size(); i++) {
            String token = statement.get(i);
            if (statement.get(i + 1).equals("(") && isFunctionName(token, statement.get(i - 1))) {
                int close = closingParenthesis(statement, i + 1);
                return new Prototype(token, List.copyOf(statement.subList(0, i)),
                        parameters(statement.subList(i + 2, close)));
            }
        }
        return null;
    }

    private static boolean isFunctionName(String token, String before) {
        return CTypes.isIdentifier(token) && !token.startsWith("__") && !KEYWORDS.contains(token)
                && !token.equals(token.toUpperCase(java.util.Locale.ROOT))
                && (CTypes.isIdentifier(before) || before.equals("*") || before.equals("&") || before.equals(")"));
    }

    private static int closingParenthesis(List<String> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            depth += tokens.get(i).equals("(") ? 1 : tokens.get(i).equals(")") ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return tokens.size();
    }

    private static List<List<String>> parameters(List<String> inside) {
        List<List<String>> parameters = new ArrayList<>();
        List<String> current = new ArrayList<>();
        int depth = 0;
        for (String token : inside) {
            depth += token.equals("(") || token.equals("[") ? 1 : token.equals(")") || token.equals("]") ? -1 : 0;
            if (token.equals(",") && depth == 0) {
                parameters.add(current);
                current = new ArrayList<>();
            } else {
                current.add(token);
            }
        }
        if (!current.isEmpty()) {
            parameters.add(current);
        }
        boolean voidList = parameters.size() == 1 && parameters.getFirst().equals(List.of("void"));
        return voidList ? List.of() : parameters;
    }
}
