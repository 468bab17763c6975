package dev.eventbind.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.eventbind.ffm.Scratch;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.Optional;

/**
 * Writes where an op's out-integer goes and how it is read back: the scratch segment and its first value, or, where
 * the spec reads a field of a record the call writes ({@code @Descriptor(read = ...)}), the record, zeroed and given
 * its fields before the call, and its field read at its offset with its width, an unsigned one without sign
 * extension. A record that fits the scratch segment is laid out there (the timestamp read of every span); a larger
 * one, read once when the backend opens, in a confined arena.
 */
final class RecordReads {

    private RecordReads() {
    }

    /**
     * {@code MemorySegment out = ...}, the record's fields written where the spec reads one; a record in an arena
     * opens a {@code try} block that {@link #close(BoundOp)} closes.
     */
    static CodeBlock open(BoundOp op) {
        Optional<Bound.DescriptorValue> read = op.recordRead();
        if (read.isEmpty()) {
            return CodeBlock.builder().addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT,
                    LinkageWriter.SCRATCH).build();
        }
        Bound.DescriptorValue record = read.get();
        CodeBlock.Builder code = CodeBlock.builder();
        if (inScratch(record)) {
            code.add("// $L, laid out as the header's record: $L bytes, aligned to $L; the call writes it.\n",
                    record.record(), record.bytes(), record.alignment())
                    .addStatement("$T $N = $T.get()", MemorySegment.class, EventApiWriter.OUT, LinkageWriter.SCRATCH)
                    .addStatement("$N.asSlice(0, $LL).fill((byte) 0)", EventApiWriter.OUT, record.bytes());
        } else {
            code.beginControlFlow("try ($T arena = $T.ofConfined())", Arena.class, Arena.class)
                    .add("// $L, laid out as the header's record: $L bytes, aligned to $L; the call writes it.\n",
                            record.record(), record.bytes(), record.alignment())
                    .addStatement("$T $N = arena.allocate($LL, $LL)", MemorySegment.class, EventApiWriter.OUT,
                            record.bytes(), record.alignment());
        }
        for (Bound.FieldValue field : record.fields()) {
            code.addStatement("$N.set($T.$L, $LL, $L)", EventApiWriter.OUT, ValueLayout.class,
                    CallWriter.layout(field.bytes(), field.offset(), record.alignment()), field.offset(),
                    CallWriter.literal(field.bytes(), field.value()));
        }
        return code.build();
    }

    /** The end of the arena's {@code try} block {@link #open(BoundOp)} opened, where it opened one. */
    static CodeBlock close(BoundOp op) {
        return op.recordRead().filter(record -> !inScratch(record))
                .map(record -> CodeBlock.builder().endControlFlow().build()).orElse(CodeBlock.of(""));
    }

    /**
     * The op's value as {@code type} ({@code long} or {@code int}): the scratch segment's first value, or the
     * record's field, widened without sign extension where its C type is unsigned.
     */
    static CodeBlock value(BoundOp op, CType type) {
        Optional<Bound.DescriptorValue> read = op.recordRead();
        if (read.isEmpty()) {
            return CodeBlock.of("$N.get($L, 0)", EventApiWriter.OUT, LinkageWriter.layout(type));
        }
        Bound.FieldRead field = read.get().read().orElseThrow();
        CodeBlock get = CodeBlock.of("$N.get($T.$L, $LL)", EventApiWriter.OUT, ValueLayout.class,
                CallWriter.layout(field.bytes(), field.offset(), read.get().alignment()), field.offset());
        int width = type == CType.LONG ? 8 : 4;
        if (field.signed() || field.bytes() >= width) {
            return get; // a signed field widens with its sign, as C converts it; a same-width one is as it is
        }
        String to = width == 8 ? "Long" : "Int";
        return switch (field.bytes()) {
            case 1 -> CodeBlock.of("$T.toUnsigned$L($L)", Byte.class, to, get);
            case 2 -> CodeBlock.of("$T.toUnsigned$L($L)", Short.class, to, get);
            default -> CodeBlock.of("$T.toUnsignedLong($L)", Integer.class, get);
        };
    }

    /** What a Javadoc says the value is: {@code timerResolution} of {@code ze_device_properties_t}, or nothing. */
    static CodeBlock words(BoundOp op) {
        return op.recordRead().map(record -> CodeBlock.of(", and reads {@code $L} of the {@code $L} it writes",
                record.read().orElseThrow().path(), record.record())).orElse(CodeBlock.of(""));
    }

    /** Whether the record fits the scratch segment: {@value Scratch#SIZE} bytes, 8-byte aligned. */
    private static boolean inScratch(Bound.DescriptorValue record) {
        return record.bytes() <= Scratch.SIZE && record.alignment() <= Long.BYTES;
    }
}
