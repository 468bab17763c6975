package test;

import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hand-written code over {@code StructBytesStructs}, as a backend's is: each method fills or reads a record with the
 * generated accessors and lets the library read or write it as C does. Compiled beside the spec, so a generated
 * accessor of another name or type fails the compilation.
 */
public final class StructBytesUse {

    private StructBytesUse() {
    }

    /**
     * Fills every field of a {@code db_event_desc_t} but its structure type, which {@code allocate} writes, hands it
     * to the library, and returns what C reads of each field by its member name, then how many bytes are not zero
     * once each of those fields is cleared (padding and pNext must be). Its {@code wait} field's accessor is
     * {@code wait_}, as {@code Object.wait} has the name.
     */
    public static Map<String, Long> eventDescriptor() {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            StructBytesStructs.db_event_desc_t desc = StructBytesStructs.db_event_desc_t.allocate(arena)
                    .signal(0xA1B2C3D4).tag((byte) 0xE5).index((short) 0xF00D).wait_(0x1122334455667788L).last(9);
            return keptAndRead(c, arena, "db_event_desc_t", desc.segment(),
                    List.of("stype", "signal", "tag", "index", "wait", "last"));
        }
    }

    /** {@link #eventDescriptor} for the packed {@code db_queue_desc_t}. */
    public static Map<String, Long> queueDescriptor() {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            StructBytesStructs.db_queue_desc_t desc = StructBytesStructs.db_queue_desc_t.allocate(arena)
                    .tag((byte) 0x7F).stype(0x13).ordinal((short) 3).value(-2L).priority((byte) -5);
            return keptAndRead(c, arena, "db_queue_desc_t", desc.segment(),
                    List.of("tag", "stype", "ordinal", "value", "priority"));
        }
    }

    /**
     * The library's {@code db_queue_desc_t} with each field set by C from {@code values} (the member's low bytes),
     * as the generated getters read it.
     */
    public static Map<String, Long> queueDescriptorFromC(Map<String, Long> values) {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment record = arena.allocateFrom("db_queue_desc_t");
            StructBytesStructs.db_queue_desc_t desc = StructBytesStructs.db_queue_desc_t.allocate(arena);
            check(c.keep(record, desc.segment()), "keep");
            for (Map.Entry<String, Long> value : values.entrySet()) {
                check(c.setField(record, arena.allocateFrom(value.getKey()), value.getValue()), value.getKey());
            }
            check(c.last(record, desc.segment()), "last");
            Map<String, Long> read = new LinkedHashMap<>();
            read.put("tag", (long) desc.tag());
            read.put("stype", (long) desc.stype());
            read.put("ordinal", (long) desc.ordinal());
            read.put("value", desc.value());
            read.put("priority", (long) desc.priority());
            return read;
        }
    }

    /**
     * A {@code db_pool_desc_t} written through the paths of {@code db_settings_t} ({@code pool.stype},
     * {@code pool.count}): the pool record inside it ({@code pool}), handed to the library as one, as C reads it.
     */
    public static Map<String, Long> poolThroughSettings() {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            StructBytesStructs.db_settings_t settings = StructBytesStructs.db_settings_t.allocate(arena)
                    .reserved(-1L).poolStype((short) 0x11).poolCount(42);
            return keptAndRead(c, arena, "db_pool_desc_t", settings.pool(), List.of("stype", "count"));
        }
    }

    /** The {@code db_info_t} C fills, as the getters read it: version, name, period, user, limits, level. */
    public static List<Object> infoFromC() {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            StructBytesStructs.db_info_t info = StructBytesStructs.db_info_t.allocate(arena);
            c.info(info.segment());
            return List.of(info.version(), info.name(), info.period(), info.user().address(),
                    info.limits().byteSize(), info.level());
        }
    }

    /**
     * The {@code db_info_t} C fills, reached through a bare pointer to it (a segment of size zero, as native code
     * hands one over): its version and name.
     */
    public static List<Object> infoThroughPointer() {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            StructBytesStructs.db_info_t info = StructBytesStructs.db_info_t.allocate(arena);
            c.info(info.segment());
            StructBytesStructs.db_info_t seen = StructBytesStructs.db_info_t.ofPointer(
                    MemorySegment.ofAddress(info.segment().address()));
            return List.of(seen.segment().byteSize(), seen.version(), seen.name());
        }
    }

    /** {@code ofPointer} of NULL: refused before anything is read. */
    public static void nullPointer() {
        StructBytesStructs.db_info_t.ofPointer(MemorySegment.NULL);
    }

    /**
     * A {@code db_info_t} the setters fill with C's values, all but the name, which is read only: which fields C
     * finds different (bit 1, the name, alone).
     */
    public static int infoToC() {
        StructBytes c = StructBytesFunctions.open();
        try (Arena arena = Arena.ofConfined()) {
            return c.infoDiffers(StructBytesStructs.db_info_t.allocate(arena).version(7).period(1.5f)
                    .user(MemorySegment.ofAddress(0x1234)).limitsBits((short) 52).limitsScale(0.25)
                    .level((byte) -3).segment());
        }
    }

    private static Map<String, Long> keptAndRead(StructBytes c, Arena arena, String name, MemorySegment value,
            List<String> fields) {
        MemorySegment record = arena.allocateFrom(name);
        check(c.keep(record, value), "keep");
        Map<String, Long> read = new LinkedHashMap<>();
        for (String field : fields) {
            read.put(field, c.field(record, arena.allocateFrom(field)));
        }
        for (String field : fields) {
            check(c.clearField(record, arena.allocateFrom(field)), field);
        }
        read.put("nonZeroBytes", (long) c.nonZeroBytes(record));
        return read;
    }

    private static void check(int result, String what) {
        if (result != 0) {
            throw new IllegalStateException(what + " returned " + result);
        }
    }
}
