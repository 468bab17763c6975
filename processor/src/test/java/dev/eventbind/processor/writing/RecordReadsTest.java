package dev.eventbind.processor.writing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.model.DowncallModel;
import dev.eventbind.processor.model.OpShapes;
import dev.eventbind.processor.model.Parameter;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.PairedHostClock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * How a field of a record the call writes is read back as the op's value, for each width and signedness: an unsigned
 * field narrower than the value widens without sign extension, a signed one with it, a field off its alignment in a
 * packed record is read unaligned. {@code FakeZeRecordReadTest} runs the 4-byte unsigned case on a compiled library.
 */
class RecordReadsTest {

    @Test
    void anUnsignedFieldNarrowerThanTheValueWidensWithoutSignExtension() {
        assertEquals("java.lang.Byte.toUnsignedLong(out.get(java.lang.foreign.ValueLayout.JAVA_BYTE, 24L))",
                value(Op.TIMER_FREQUENCY, 24, 1, false, 8, CType.LONG));
        assertEquals("java.lang.Short.toUnsignedLong(out.get(java.lang.foreign.ValueLayout.JAVA_SHORT, 24L))",
                value(Op.TIMER_FREQUENCY, 24, 2, false, 8, CType.LONG));
        assertEquals("java.lang.Integer.toUnsignedLong(out.get(java.lang.foreign.ValueLayout.JAVA_INT, 24L))",
                value(Op.EVENT_TIMESTAMP, 24, 4, false, 8, CType.LONG));
        assertEquals("java.lang.Short.toUnsignedInt(out.get(java.lang.foreign.ValueLayout.JAVA_SHORT, 24L))",
                value(Op.TIMESTAMP_BITS, 24, 2, false, 8, CType.INT));
    }

    @Test
    void aSignedOrFullWidthFieldIsReadAsItIs() {
        assertEquals("out.get(java.lang.foreign.ValueLayout.JAVA_INT, 24L)",
                value(Op.TIMER_FREQUENCY, 24, 4, true, 8, CType.LONG));
        assertEquals("out.get(java.lang.foreign.ValueLayout.JAVA_LONG, 8L)",
                value(Op.EVENT_TIMESTAMP, 8, 8, false, 8, CType.LONG));
        assertEquals("out.get(java.lang.foreign.ValueLayout.JAVA_INT, 92L)",
                value(Op.TIMESTAMP_BITS, 92, 4, false, 8, CType.INT));
    }

    @Test
    void aFieldOffItsAlignmentInAPackedRecordIsReadUnaligned() {
        assertEquals("java.lang.Integer.toUnsignedLong(out.get(java.lang.foreign.ValueLayout.JAVA_INT_UNALIGNED,"
                + " 1L))", value(Op.TIMER_FREQUENCY, 1, 4, false, 1, CType.LONG));
    }

    @Test
    void aRecordThatFitsTheScratchSegmentIsZeroedThereAndALargerOneTakesAnArena() {
        String small = RecordReads.open(op(Op.EVENT_TIMESTAMP, 8, 8, false, 8, 32)).toString();
        assertTrue(small.contains("Scratch.get()") && small.contains("out.asSlice(0, 32L).fill((byte) 0)"), small);
        assertEquals("", RecordReads.close(op(Op.EVENT_TIMESTAMP, 8, 8, false, 8, 32)).toString());
        String large = RecordReads.open(op(Op.TIMER_FREQUENCY, 80, 8, false, 8, 368)).toString();
        assertTrue(large.contains("try (java.lang.foreign.Arena arena = java.lang.foreign.Arena.ofConfined())")
                && large.contains("arena.allocate(368L, 8L)") && large.contains("out.set("), large);
    }

    private static String value(Op op, long offset, int bytes, boolean signed, long alignment, CType type) {
        return RecordReads.value(op(op, offset, bytes, signed, alignment, 64), type).toString();
    }

    /** The op bound with the device and a record of {@code size} bytes it writes, whose one field is its value. */
    private static BoundOp op(Op op, long offset, int bytes, boolean signed, long alignment, long size) {
        Bound.DescriptorValue record = new Bound.DescriptorValue("struct xx_record_t", size, alignment,
                List.of(new Bound.FieldValue("stype", 0, 4, 0x14)), Optional.empty(), 0, List.of(),
                Optional.of(new Bound.FieldRead("field", offset, bytes, signed)));
        DowncallModel call = new DowncallModel("read", "xxRead", List.of(new Parameter("device", CType.POINTER),
                new Parameter("record", CType.POINTER)), CType.INT, false, false, "xx_result_t xxRead(...)");
        List<Optional<Bound>> bound = op == Op.EVENT_TIMESTAMP ? List.of(Optional.empty(), Optional.of(record))
                : List.of(Optional.of(new Bound.FromOp(Op.DEVICE_GET)), Optional.of(record));
        return new BoundOp(op, OpShapes.of(op).getFirst(), call, 0, Optional.empty(), bound, 64,
                PairedHostClock.CLOCK_MONOTONIC_RAW);
    }
}
