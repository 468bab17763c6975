package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.List;

/**
 * A struct or union definition with the layout the target gives it, as the front end computed it.
 *
 * @param name its name ({@code struct ze_event_desc_t})
 * @param bytes its size
 * @param alignment its alignment
 * @param fields its fields in order
 * @param file the header that defines it
 * @param line its line there
 */
public record CRecord(String name, long bytes, long alignment, List<Field> fields, Path file, int line) {

    public CRecord {
        fields = List.copyOf(fields);
    }

    /**
     * One field.
     *
     * @param name its name
     * @param offsetBits its offset in bits (a bit-field need not start on a byte)
     * @param type its type
     * @param bitWidth its width in bits where it is a bit-field ({@code uint32_t flags : 3}), else -1
     */
    public record Field(String name, long offsetBits, CScalar type, int bitWidth) {

        /** Whether it is a bit-field, which shares its storage unit with its neighbours. */
        public boolean bitField() {
            return bitWidth >= 0;
        }
    }
}
