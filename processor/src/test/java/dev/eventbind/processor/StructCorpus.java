package dev.eventbind.processor;

import static dev.eventbind.processor.CorpusCase.of;

import dev.eventbind.processor.validation.Rule;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;

/**
 * The error corpus's cases of records laid out from the header: each {@code @Struct} case is
 * {@code specs/test/StructBytes.java} with its first {@code @Struct} replaced, its diagnostic on the {@code @Struct}
 * that holds the mistake; and a {@code @Descriptor} of a record holding a C long.
 */
final class StructCorpus {

    private static final String FIRST =
            "@Struct(value = \"db_event_desc_t\", type = \"XX_STRUCTURE_TYPE_EVENT_DESC\"),";

    private StructCorpus() {
    }

    static List<CorpusCase> cases() {
        return Stream.of(
                of("a record the header lacks", Rule.STRUCT,
                        "db_event_dsc_t is not a struct or union of descriptor_bytes.h",
                        with("@Struct(\"db_event_dsc_t\"),"), "@Struct(\"db_event_dsc_t\")"),
                of("a record named with its keyword", Rule.STRUCT,
                        "\"struct db_pool_desc_t\" is not a name the generated class can take",
                        with("@Struct(\"struct db_pool_desc_t\"),"), "@Struct(\"struct db_pool_desc_t\")"),
                of("a record the class that holds the records is named as", Rule.STRUCT, "StructBytesStructs is the"
                        + " name of the class that holds the records' classes",
                        with("@Struct(\"StructBytesStructs\"),"), "@Struct(\"StructBytesStructs\")"),
                of("a record named as a class may not be", Rule.STRUCT, "\"record\" is not a name the generated"
                        + " class can take", with("@Struct(\"record\"),"), "@Struct(\"record\")"),
                of("a record holding a C long", Rule.PLATFORM_LONG, "struct db_counts_t.count is a C long:"
                        + " db_counts_t's layout, and the offsets generated from it, are this target's",
                        with("@Struct(\"db_counts_t\"),"), "@Struct(\"db_counts_t\")"),
                of("a record named twice", Rule.STRUCT, "db_info_t is named by two @Struct annotations",
                        with("@Struct(\"db_info_t\"),"), "@Struct(value = \"db_info_t\","),
                of("a struct on a spec without a header", Rule.STRUCT, "db_event_desc_t's layout comes from the"
                        + " spec's header, and the spec names none (header = ...)", withoutHeader(), FIRST),
                of("a field the record lacks", Rule.STRUCT_FIELD, "struct db_event_desc_t has no field singal"
                        + " (descriptor_bytes.h:27); did you mean signal?",
                        with("@Struct(value = \"db_event_desc_t\", fields = {\"stype\", \"singal\"}),"),
                        "fields = {\"stype\", \"singal\"}"),
                of("a path through a field that is not a record", Rule.STRUCT_FIELD, "struct db_event_desc_t.tag is"
                        + " uint8_t (an integer of 1 bytes), not a record with a field low",
                        with("@Struct(value = \"db_event_desc_t\", fields = \"tag.low\"),"), "fields = \"tag.low\""),
                of("a bit-field", Rule.STRUCT_FIELD, "struct xx_bits_desc_t.mode is uint32_t : 5, a bit-field",
                        with("@Struct(value = \"xx_bits_desc_t\", fields = \"mode\"),"), "fields = \"mode\""),
                of("a field named twice", Rule.STRUCT_FIELD, "db_event_desc_t.tag is named twice",
                        with("@Struct(value = \"db_event_desc_t\", fields = {\"tag\", \"tag\"}),"),
                        "fields = {\"tag\", \"tag\"}"),
                of("a structure type the header lacks", Rule.STRUCT_TYPE, "XX_STRUCTURE_TYPE_EVENT_DSC is not a"
                        + " constant of descriptor_bytes.h; did you mean XX_STRUCTURE_TYPE_EVENT_DESC?",
                        with("@Struct(value = \"db_event_desc_t\", type = \"XX_STRUCTURE_TYPE_EVENT_DSC\"),"),
                        "type = \"XX_STRUCTURE_TYPE_EVENT_DSC\""),
                of("a structure type that does not fit the first field", Rule.STRUCT_TYPE,
                        "struct db_pool_desc_t.stype is uint16_t",
                        with("@Struct(value = \"db_pool_desc_t\", type = \"XX_RESULT_ERROR_DEVICE_LOST\"),"),
                        "type = \"XX_RESULT_ERROR_DEVICE_LOST\""))
                .map(corpusCase -> corpusCase.alongside(Compilations.DESCRIPTOR_BYTES_CONTROL)).toList();
    }

    /** A descriptor whose record holds a C long: warned as a {@code @Struct} of it is. */
    static List<CorpusCase> descriptorCases() {
        String text = Compilations.text(Compilations.DESCRIPTOR_BYTES);
        String counted = text.replace("symbol = \"dbEventHostSynchronize\")",
                "symbol = \"dbEventHostSynchronizeCounted\")").replaceFirst(
                "(?s)@Descriptor\\(record = \"db_wait_desc_t\".*?\\}\\) MemorySegment desc",
                "@Descriptor(record = \"db_counts_t\", fields = @Field(name = \"first\", value = 1))"
                        + " MemorySegment desc");
        if (!counted.contains("db_counts_t") || !counted.contains("dbEventHostSynchronizeCounted")) {
            throw new IllegalArgumentException("the spec's EVENT_WAIT is not the one this case rewrites");
        }
        return List.of(of("a descriptor whose record holds a C long", Rule.PLATFORM_LONG, "struct db_counts_t.count"
                + " is a C long: db_counts_t's layout, and the offsets the generated code fills it at, are this"
                + " target's", Compilations.source("DescriptorBytes", counted),
                "@Descriptor(record = \"db_counts_t\""));
    }

    private static String text() {
        String text = Compilations.text(Compilations.STRUCT_BYTES);
        if (!text.contains(FIRST)) {
            throw new IllegalArgumentException("the spec has no " + FIRST);
        }
        return text;
    }

    private static JavaFileObject with(String struct) {
        return Compilations.source("StructBytes", text().replace(FIRST, struct));
    }

    private static JavaFileObject withoutHeader() {
        return Compilations.source("StructBytes", text().replace(",\n        header = \"descriptor_bytes.h\")", ")"));
    }
}
