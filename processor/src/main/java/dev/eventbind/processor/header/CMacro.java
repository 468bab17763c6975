package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.List;

/**
 * A {@code #define} as the front end saw it, the last definition of its name in the translation unit.
 *
 * @param name the macro's name
 * @param functionLike whether it takes arguments
 * @param body its replacement tokens as written
 * @param file the header that defines it
 * @param line its line there
 */
public record CMacro(String name, boolean functionLike, List<String> body, Path file, int line) {

    public CMacro {
        body = List.copyOf(body);
    }

    /** The one identifier an object-like macro expands to ({@code cuEventRecord_v2}), for renames. */
    public java.util.Optional<String> alias() {
        return !functionLike && body.size() == 1 && body.getFirst().matches("[A-Za-z_][A-Za-z0-9_]*")
                ? java.util.Optional.of(body.getFirst()) : java.util.Optional.empty();
    }

    /**
     * The value of a body that is one integer literal, perhaps negated and in parentheses ({@code 0x70000001},
     * {@code -5}, {@code (-1004)}, {@code 4U}); empty for anything else.
     */
    static java.util.Optional<Long> integer(List<String> body) {
        List<String> tokens = body;
        while (tokens.size() >= 3 && tokens.getFirst().equals("(") && tokens.getLast().equals(")")) {
            tokens = tokens.subList(1, tokens.size() - 1);
        }
        boolean negative = tokens.size() == 2 && tokens.getFirst().equals("-");
        if (tokens.size() != (negative ? 2 : 1)) {
            return java.util.Optional.empty();
        }
        String literal = tokens.getLast().toLowerCase(java.util.Locale.ROOT).replaceAll("[ul]+$", "");
        try {
            long value = literal.startsWith("0x") ? Long.parseUnsignedLong(literal.substring(2), 16)
                    : literal.length() > 1 && literal.startsWith("0") ? Long.parseUnsignedLong(literal.substring(1), 8)
                    : Long.parseUnsignedLong(literal);
            return java.util.Optional.of(negative ? -value : value);
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }
}
