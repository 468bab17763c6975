package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The accessors {@code @Struct} generates reach each field where the C compiler puts it: hand-written code
 * ({@code specs/test/StructBytesUse.java}, compiled against the generated {@code StructBytesStructs}) fills the
 * records of {@code descriptor_bytes.h} and a compiled C library reads them by member name, and reads what that
 * library wrote. The records: fields in anonymous members and a union, a packed record, paths into a record defined
 * inside another, a char array, a float, a double, a pointer and a signed byte.
 */
class StructsTest {

    private static ClassLoader loader;

    @BeforeAll
    static void compile() throws IOException {
        Path library = Path.of(System.getProperty("eventbind.test.native", "target/native"), "libdescriptorbytes.so");
        assertTrue(Files.isRegularFile(library), library + " is built by the processor module's build");
        System.setProperty("eventbind.descriptorbytes.library", library.toString());
        Compilation compilation = Compilations.compile(Compilations.DESCRIPTOR_BYTES_CONTROL,
                Compilations.STRUCT_BYTES, JavaFileObjects.forResource("specs/test/StructBytesUse.java"));
        assertThat(compilation).succeededWithoutWarnings();
        loader = GeneratedClasses.load(compilation, Files.createTempDirectory("structbytes-classes"));
    }

    @SuppressWarnings("unchecked")
    private static <T> T use(String method, Object... arguments) throws ReflectiveOperationException {
        return (T) FakeLibraryBackend.invoke(loader.loadClass("test.StructBytesUse"), null, method, arguments);
    }

    @Test
    void fieldsInAnonymousMembersAreWrittenWhereCReadsThemAndAllocateWritesTheStructureType()
            throws ReflectiveOperationException {
        Map<String, Long> read = use("eventDescriptor");

        assertEquals(Map.of("stype", 0x12L, "signal", 0xA1B2C3D4L, "tag", 0xE5L, "index", 0xF00DL,
                "wait", 0x1122334455667788L, "last", 9L, "nonZeroBytes", 0L), read);
    }

    @Test
    void aPackedRecordsFieldsAreWrittenOffTheirAlignment() throws ReflectiveOperationException {
        Map<String, Long> read = use("queueDescriptor");

        assertEquals(Map.of("tag", 0x7FL, "stype", 0x13L, "ordinal", 3L, "value", -2L, "priority", -5L,
                "nonZeroBytes", 0L), read);
    }

    @Test
    void aPackedRecordWrittenByCReadsBackThroughTheGetters() throws ReflectiveOperationException {
        Map<String, Long> written = new LinkedHashMap<>();
        written.put("tag", 0x81L);
        written.put("stype", 0xDEADBEEFL);
        written.put("ordinal", 0xFFFEL);
        written.put("value", 0x0102030405060708L);
        written.put("priority", 0x80L);

        Map<String, Long> read = use("queueDescriptorFromC", written);

        // The getters answer Java's signed integers with the bits C stored.
        assertEquals(Map.of("tag", (long) (byte) 0x81, "stype", (long) (int) 0xDEADBEEFL, "ordinal",
                (long) (short) 0xFFFE, "value", 0x0102030405060708L, "priority", (long) (byte) 0x80), read);
    }

    @Test
    void pathsReachARecordDefinedInsideAnother() throws ReflectiveOperationException {
        Map<String, Long> read = use("poolThroughSettings");

        assertEquals(Map.of("stype", 0x11L, "count", 42L, "nonZeroBytes", 0L), read);
    }

    @Test
    void aCharArrayAFloatAPointerAndANestedRecordReadAsCWroteThem() throws ReflectiveOperationException {
        List<Object> read = use("infoFromC");

        assertEquals(List.of(7, "lavapipe", 1.5f, 0x1234L, 16L, (byte) -3), read);
    }

    @Test
    void aBarePointerNativeCodeHandsOverIsReadAsTheRecordItPointsTo() throws ReflectiveOperationException {
        List<Object> read = use("infoThroughPointer");

        assertEquals(List.of(56L, 7, "lavapipe"), read, "the record's size, its version and name");
    }

    @Test
    void aNullPointerIsRefusedBeforeAnythingIsRead() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> use("nullPointer"));

        assertEquals("a NULL pointer where a record of 56 bytes was expected", refused.getMessage());
    }

    @Test
    void theSettersWriteWhatCReadsAndTheNameHasNoSetter() throws ReflectiveOperationException {
        int differs = use("infoToC");

        assertEquals(0b10, differs, "only the name, which the accessors read and never write, differs");
    }
}
