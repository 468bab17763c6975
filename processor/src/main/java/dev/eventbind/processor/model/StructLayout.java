package dev.eventbind.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A record of the header as the spec's hand-written code reaches it ({@code @Struct}): its size, alignment and the
 * fields given accessors, each at its offset on the target the header was read for.
 *
 * @param name the record's name as the spec wrote it, the generated class's name
 * @param cName the record as the header names it ({@code struct VkQueueFamilyProperties})
 * @param bytes its size
 * @param alignment its alignment
 * @param type the constant {@code allocate} writes into the first field, empty for none
 * @param fields the fields given accessors, in the record's order (or the order written)
 * @param where the header file and line that define it, for the generated Javadoc ("vulkan_core.h:3247")
 * @param target the target it is laid out for, in words
 */
public record StructLayout(String name, String cName, long bytes, long alignment, Optional<TypeWord> type,
        List<StructField> fields, String where, String target) {

    public StructLayout {
        fields = List.copyOf(fields);
    }

    /**
     * The structure type {@code allocate} writes.
     *
     * @param constant the header's name of the value ({@code VK_STRUCTURE_TYPE_SUBMIT_INFO_2})
     * @param value its value
     * @param field the first field, which it is written into
     */
    public record TypeWord(String constant, long value, StructField field) {
    }

    /**
     * One field given accessors.
     *
     * @param path its name, or its path through members of record type ({@code limits.timestampPeriod})
     * @param accessor the accessors' name ({@code limitsTimestampPeriod})
     * @param offset its offset in bytes from the record's start
     * @param bytes its size in bytes
     * @param access how it is read and written
     * @param declared its C type as the header spells it ({@code VkQueueFlags}, {@code char[256]})
     */
    public record StructField(String path, String accessor, long offset, long bytes, Access access, String declared) {
    }

    /** How a field is read and written from Java. */
    public enum Access {
        /** An integer of 1 byte, as {@code byte}. */
        BYTE,
        /** An integer of 2 bytes, as {@code short}. */
        SHORT,
        /** An integer of 4 bytes, as {@code int}. */
        INT,
        /** An integer of 8 bytes, as {@code long}. */
        LONG,
        /** {@code float}. */
        FLOAT,
        /** {@code double}. */
        DOUBLE,
        /** A pointer, as a {@code MemorySegment} holding its address. */
        POINTER,
        /** A {@code char} array holding a NUL-terminated string, read as a {@code String}. */
        STRING,
        /** A member of record or array type, as the {@code MemorySegment} of its bytes. */
        BYTES
    }
}
