package test;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import dev.eventbind.spec.Struct;
import dev.eventbind.spec.Structs;
import java.lang.foreign.MemorySegment;

/**
 * The records of descriptor_bytes.h that hand-written code reaches through {@code StructBytesStructs}: one whose
 * fields lie in anonymous members, with its structure type; a packed one; paths into a record defined inside
 * another; and one holding a char array, a float, a pointer and a record. With the library's controls that keep
 * and read them as C does, those of {@link DescriptorBytesControl} among them.
 */
@NativeFunctions(
        name = "StructBytes",
        library = @Library(
                names = {"libdescriptorbytes.so"},
                overrideProperty = "eventbind.descriptorbytes.library",
                overrideEnv = "EVENTBIND_DESCRIPTORBYTES_LIBRARY"),
        header = "descriptor_bytes.h")
@Structs({
    @Struct(value = "db_event_desc_t", type = "XX_STRUCTURE_TYPE_EVENT_DESC"),
    @Struct("db_queue_desc_t"),
    @Struct(value = "db_settings_t", fields = {"reserved", "pool", "pool.stype", "pool.count"}),
    @Struct(value = "db_info_t",
            fields = {"version", "name", "period", "user", "limits", "limits.bits", "limits.scale", "level"})
})
public interface StructBytes extends DescriptorBytesControl {

    @Downcall(symbol = "dbTestKeep")
    int keep(MemorySegment record, MemorySegment value);

    @Downcall(symbol = "dbTestLast")
    int last(MemorySegment record, MemorySegment out);

    @Downcall(symbol = "dbTestSetField")
    int setField(MemorySegment record, MemorySegment field, long value);

    @Downcall(symbol = "dbTestInfo")
    void info(MemorySegment info);

    @Downcall(symbol = "dbTestInfoDiffers")
    int infoDiffers(MemorySegment info);
}
