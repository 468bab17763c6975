package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The front end finds a record's fields as a C compiler finds them, at the bytes a C caller sees: each layout it
 * reports is written as {@code _Static_assert}s on {@code offsetof}, {@code sizeof} and {@code _Alignof}, which gcc
 * must accept.
 */
class RecordLayoutTest {

    private static final Path CONSTRUCTS = Path.of(System.getProperty("eventbind.test.headers",
            "src/test/resources/headers")).resolve("constructs");
    private static final Target LINUX = Target.of("x86_64-linux-gnu", null, null);
    private static final List<String> RECORDS = List.of("struct rec_anonymous_t", "struct rec_inner_t",
            "struct rec_bits_t", "struct rec_packed_t");

    @TempDir
    Path folder;

    private static CHeader records() {
        Path header = CONSTRUCTS.resolve("records.h");
        ConstructCorpusTest.gccAccepts(header, LINUX);
        return WidthsTest.parse(header, LINUX, List.of(CONSTRUCTS));
    }

    private static CRecord record(CHeader header, String name) {
        return header.record(name).orElseThrow(() -> new AssertionError(name + " not read"));
    }

    @Test
    void membersOfAnonymousStructsAndUnionsAreFieldsOfTheRecordThatHoldsThem() {
        List<String> names = record(records(), "struct rec_anonymous_t").fields().stream().map(CRecord.Field::name)
                .toList();

        assertEquals(List.of("stype", "flags", "bytes", "lo", "deep", "deeper", "inner", "last"), names);
    }

    @Test
    void aRecordDefinedInsideAnotherIsARecordOfTheHeader() {
        CRecord inner = record(records(), "struct rec_inner_t");

        assertEquals(List.of("index", "signal"), inner.fields().stream().map(CRecord.Field::name).toList());
    }

    @Test
    void bitFieldsSayTheirWidthAndWholeFieldsSayNone() {
        List<Integer> widths = record(records(), "struct rec_bits_t").fields().stream().map(CRecord.Field::bitWidth)
                .toList();

        assertEquals(List.of(3, 5, -1, -1), widths);
    }

    @Test
    void everyReportedLayoutIsTheOneGccComputes() throws IOException {
        CHeader header = records();
        StringBuilder asserts = new StringBuilder("#include <stddef.h>\n#include \"records.h\"\n");
        for (String name : RECORDS) {
            CRecord record = record(header, name);
            asserts.append("_Static_assert(sizeof(").append(name).append(") == ").append(record.bytes())
                    .append(", \"size of ").append(name).append("\");\n");
            asserts.append("_Static_assert(_Alignof(").append(name).append(") == ").append(record.alignment())
                    .append(", \"alignment of ").append(name).append("\");\n");
            for (CRecord.Field field : record.fields()) {
                if (field.bitField()) {
                    continue; // offsetof refuses a bit-field; the descriptor check refuses them too
                }
                assertEquals(0, field.offsetBits() % 8, name + "." + field.name());
                asserts.append("_Static_assert(offsetof(").append(name).append(", ").append(field.name())
                        .append(") == ").append(field.offsetBits() / 8).append(", \"offset of ").append(name)
                        .append('.').append(field.name()).append("\");\n");
            }
        }
        Path check = folder.resolve("layout.c");
        Files.writeString(check, asserts);

        ConstructCorpusTest.gccAccepts(check, LINUX, CONSTRUCTS);
        assertTrue(asserts.toString().lines().filter(line -> line.startsWith("_Static_assert(offsetof"))
                .collect(Collectors.toList()).size() >= 14, asserts.toString());
    }
}
