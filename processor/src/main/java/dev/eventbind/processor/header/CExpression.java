package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Evaluates the condition of an {@code #if} or {@code #elif} the way a C preprocessor does: {@code defined},
 * macros expanded, an unknown identifier is 0, then integer arithmetic, comparisons and logic. What it cannot
 * decide (a function-like macro, {@code __has_include}, a character literal) makes the result unknown, and an
 * unknown operand stays unknown unless {@code &&} or {@code ||} settle the result without it.
 */
final class CExpression {

    private static final int MAX_EXPANSION = 32;
    /** Tokens a condition may expand to; a hostile header's doubling macros stay undecided, not slow. */
    private static final int MAX_TOKENS = 4096;
    /** Stands for an operand that cannot be evaluated; no C token is spelled like this. */
    private static final String UNDECIDED = "?undecided";
    private static final Set<String> OPERATORS = Set.of("&&", "||", "==", "!=", "<=", ">=", "<<", ">>");

    private final List<String> tokens;
    private int at;

    private CExpression(List<String> tokens) {
        this.tokens = tokens;
    }

    /** The value of {@code condition}, or null when it cannot be decided. */
    static Long evaluate(String condition, Macros macros) {
        List<String> expanded = expand(lex(condition), macros, 0);
        if (expanded == null || expanded.isEmpty()) {
            return null;
        }
        CExpression expression = new CExpression(expanded);
        try {
            Long value = expression.ternary();
            return expression.at == expanded.size() ? value : null;
        } catch (IndexOutOfBoundsException | NumberFormatException | ArithmeticException e) {
            // A condition this reader does not understand: undecided, never a false answer.
            return null;
        }
    }

    private static List<String> expand(List<String> input, Macros macros, int depth) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < input.size(); i++) {
            String token = input.get(i);
            if (token.equals("defined")) {
                boolean open = i + 1 < input.size() && input.get(i + 1).equals("(");
                int name = open ? i + 2 : i + 1;
                if (name >= input.size()) {
                    return null;
                }
                out.add(macros.isDefined(input.get(name)) ? "1" : "0");
                i = open ? name + 1 : name;
            } else if (!CTypes.isIdentifier(token)) {
                out.add(token);
            } else if (macros.isFunctionLike(token) || (i + 1 < input.size() && input.get(i + 1).equals("("))) {
                // An invocation this reader cannot expand: an undecided operand, its arguments skipped.
                out.add(UNDECIDED);
                i = i + 1 < input.size() && input.get(i + 1).equals("(") ? CTypes.skipGroup(input, i + 1) : i;
            } else if (macros.object(token) != null) {
                if (depth >= MAX_EXPANSION) {
                    return null;
                }
                List<String> replaced = expand(lex(macros.object(token).text()), macros, depth + 1);
                if (replaced == null || out.size() + replaced.size() > MAX_TOKENS) {
                    return null;
                }
                out.addAll(replaced);
            } else {
                out.add("0");
            }
        }
        return out;
    }

    /** Splits a condition into identifiers, numbers, two-character operators and single characters. */
    static List<String> lex(String text) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            int start = i;
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            if (Character.isJavaIdentifierPart(c) && c != '$') {
                while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
                    i++;
                }
            } else if (i + 1 < text.length() && OPERATORS.contains(text.substring(i, i + 2))) {
                i += 2;
            } else {
                i++;
            }
            tokens.add(text.substring(start, i));
        }
        return tokens;
    }

    private Long ternary() {
        Long condition = binary(0);
        if (at < tokens.size() && tokens.get(at).equals("?")) {
            at++;
            Long yes = ternary();
            expect(":");
            Long no = ternary();
            return condition == null ? null : condition != 0 ? yes : no;
        }
        return condition;
    }

    private static final List<Set<String>> LEVELS = List.of(Set.of("||"), Set.of("&&"), Set.of("|"), Set.of("^"),
            Set.of("&"), Set.of("==", "!="), Set.of("<", ">", "<=", ">="), Set.of("<<", ">>"), Set.of("+", "-"),
            Set.of("*", "/", "%"));

    private Long binary(int level) {
        if (level == LEVELS.size()) {
            return unary();
        }
        Long left = binary(level + 1);
        while (at < tokens.size() && LEVELS.get(level).contains(tokens.get(at))) {
            String operator = tokens.get(at++);
            Long right = binary(level + 1);
            left = apply(operator, left, right);
        }
        return left;
    }

    private static Long apply(String operator, Long left, Long right) {
        if (operator.equals("&&") && (isZero(left) || isZero(right))) {
            return 0L;
        }
        if (operator.equals("||") && (isNonZero(left) || isNonZero(right))) {
            return 1L;
        }
        if (left == null || right == null) {
            return null;
        }
        long a = left;
        long b = right;
        return switch (operator) {
            // Both known: && found no zero, || found no non-zero.
            case "&&" -> 1L;
            case "||" -> 0L;
            case "|" -> a | b;
            case "^" -> a ^ b;
            case "&" -> a & b;
            case "==" -> a == b ? 1L : 0L;
            case "!=" -> a != b ? 1L : 0L;
            case "<" -> a < b ? 1L : 0L;
            case ">" -> a > b ? 1L : 0L;
            case "<=" -> a <= b ? 1L : 0L;
            case ">=" -> a >= b ? 1L : 0L;
            case "<<" -> a << b;
            case ">>" -> a >> b;
            case "+" -> a + b;
            case "-" -> a - b;
            case "*" -> a * b;
            case "/" -> a / b;
            default -> a % b;
        };
    }

    private static boolean isZero(Long value) {
        return value != null && value == 0;
    }

    private static boolean isNonZero(Long value) {
        return value != null && value != 0;
    }

    private Long unary() {
        String token = tokens.get(at++);
        return switch (token) {
            case "!" -> not(unary());
            case "-" -> negate(unary());
            case "+" -> unary();
            case "~" -> complement(unary());
            case "(" -> {
                Long inner = ternary();
                expect(")");
                yield inner;
            }
            case UNDECIDED -> null;
            default -> number(token);
        };
    }

    private static Long not(Long value) {
        return value == null ? null : value == 0 ? 1L : 0L;
    }

    private static Long negate(Long value) {
        return value == null ? null : -value;
    }

    private static Long complement(Long value) {
        return value == null ? null : ~value;
    }

    private void expect(String token) {
        if (!tokens.get(at++).equals(token)) {
            throw new NumberFormatException("expected " + token);
        }
    }

    /** An integer literal with any suffix; anything else (a character literal, a float) is undecided. */
    private static Long number(String token) {
        String digits = token.replaceFirst("[uUlL]+$", "");
        if (digits.matches("0[xX][0-9a-fA-F]+")) {
            return Long.parseUnsignedLong(digits.substring(2), 16);
        }
        if (digits.matches("0[0-7]*")) {
            return digits.length() == 1 ? 0L : Long.parseLong(digits.substring(1), 8);
        }
        return digits.matches("[1-9][0-9]*") ? Long.parseLong(digits) : null;
    }
}
