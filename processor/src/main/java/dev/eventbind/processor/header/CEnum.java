package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.List;

/**
 * An enum with its integer type on the target and its constants.
 *
 * @param name its name ({@code enum cudaError}), empty for an anonymous one
 * @param integer the integer type the target gives it (an 8-byte enum where a constant needs it)
 * @param constants its constants in order
 * @param file the header that declares it
 * @param line its line there
 */
public record CEnum(String name, CScalar integer, List<Constant> constants, Path file, int line) {

    public CEnum {
        constants = List.copyOf(constants);
    }

    /**
     * One enum constant.
     *
     * @param name its name
     * @param value its value (read unsigned when the enum's integer type is unsigned)
     * @param written its initializer as the header writes it ({@code 0x70000001}); empty when implicit
     */
    public record Constant(String name, long value, String written) {
    }
}
