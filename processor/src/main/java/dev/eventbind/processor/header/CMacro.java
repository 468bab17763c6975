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
}
