package test;

import dev.eventbind.spec.Downcall;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.NativeFunctions;
import java.lang.foreign.MemorySegment;

/** What the descriptor library kept of each descriptor it was given, read as C reads it (descriptor_bytes.h). */
@NativeFunctions(
        name = "DescriptorBytes control",
        library = @Library(
                names = {"libdescriptorbytes.so"},
                overrideProperty = "eventbind.descriptorbytes.library",
                overrideEnv = "EVENTBIND_DESCRIPTORBYTES_LIBRARY"),
        header = "descriptor_bytes.h")
public interface DescriptorBytesControl {

    @Downcall(symbol = "dbTestCalls")
    int calls(MemorySegment record);

    @Downcall(symbol = "dbTestField")
    long field(MemorySegment record, MemorySegment field);

    @Downcall(symbol = "dbTestClearField")
    int clearField(MemorySegment record, MemorySegment field);

    @Downcall(symbol = "dbTestNonZeroBytes")
    int nonZeroBytes(MemorySegment record);

    @Downcall(symbol = "xxTestLivePools")
    int livePools();
}
