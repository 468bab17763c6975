package test;

import dev.eventbind.ffm.NativeRecords;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.ValueLayout;
import javax.annotation.processing.Generated;

/**
 * The records of {@code descriptor_bytes.h} that {@link StructBytes}'s hand-written code fills and reads, laid out as the header lays them out on x86_64-linux-gnu, gnu17, LP64; generated from {@link StructBytes}.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.StructBytes"
)
final class StructBytesStructs {
    private StructBytesStructs() {
    }

    /**
     * {@code struct db_event_desc_t} (descriptor_bytes.h:27): 56 bytes, aligned to 8.
     */
    static final class db_event_desc_t {
        /**
         * Its size in bytes.
         */
        static final long BYTES = 56L;

        /**
         * Its alignment in bytes.
         */
        static final long ALIGNMENT = 8L;

        private final MemorySegment segment;

        private db_event_desc_t(MemorySegment segment) {
            this.segment = segment;
        }

        /**
         * One from {@code allocator}, zeroed but for its {@code stype}, XX_STRUCTURE_TYPE_EVENT_DESC.
         */
        static db_event_desc_t allocate(SegmentAllocator allocator) {
            return new db_event_desc_t(array(allocator, 1));
        }

        /**
         * {@code count} records one after another from {@code allocator} (see {@link #at}), zeroed but for each one's {@code stype}, XX_STRUCTURE_TYPE_EVENT_DESC.
         */
        static MemorySegment array(SegmentAllocator allocator, long count) {
            MemorySegment array = allocator.allocate(BYTES * count, ALIGNMENT).fill((byte) 0);
            for (long i = 0; i < count; i++) {
                array.set(ValueLayout.JAVA_INT_UNALIGNED, i * BYTES, 18);
            }
            return array;
        }

        /**
         * Record {@code index} of {@code array}, records one after another.
         */
        static db_event_desc_t at(MemorySegment array, long index) {
            return new db_event_desc_t(array.asSlice(index * BYTES, BYTES));
        }

        /**
         * The record at the start of {@code segment}, which holds at least {@link #BYTES}.
         */
        static db_event_desc_t of(MemorySegment segment) {
            return new db_event_desc_t(segment.asSlice(0, BYTES));
        }

        /**
         * The record {@code pointer} points to, as native code hands one over (a segment of size zero): restricted, as widening a pointer is ({@link NativeRecords#at}).
         */
        static db_event_desc_t ofPointer(MemorySegment pointer) {
            return new db_event_desc_t(NativeRecords.at(pointer, BYTES));
        }

        /**
         * {@return its bytes, to pass to C}
         */
        MemorySegment segment() {
            return segment;
        }

        /**
         * {@return {@code xx_structure_type_t stype}, at byte 0}
         */
        int stype() {
            return segment.get(ValueLayout.JAVA_INT_UNALIGNED, 0L);
        }

        /**
         * Sets {@code stype}, returning this record.
         */
        db_event_desc_t stype(int value) {
            segment.set(ValueLayout.JAVA_INT_UNALIGNED, 0L, value);
            return this;
        }

        /**
         * {@return {@code const void * pNext}, at byte 8}
         */
        MemorySegment pNext() {
            return segment.get(ValueLayout.ADDRESS_UNALIGNED, 8L);
        }

        /**
         * Sets {@code pNext}, returning this record.
         */
        db_event_desc_t pNext(MemorySegment value) {
            segment.set(ValueLayout.ADDRESS_UNALIGNED, 8L, value);
            return this;
        }

        /**
         * {@return {@code uint32_t signal}, at byte 16}
         */
        int signal() {
            return segment.get(ValueLayout.JAVA_INT_UNALIGNED, 16L);
        }

        /**
         * Sets {@code signal}, returning this record.
         */
        db_event_desc_t signal(int value) {
            segment.set(ValueLayout.JAVA_INT_UNALIGNED, 16L, value);
            return this;
        }

        /**
         * {@return {@code uint8_t[4] signalBytes}, at byte 16: its 4 bytes}
         */
        MemorySegment signalBytes() {
            return segment.asSlice(16L, 4L);
        }

        /**
         * {@return {@code uint8_t tag}, at byte 24}
         */
        byte tag() {
            return segment.get(ValueLayout.JAVA_BYTE, 24L);
        }

        /**
         * Sets {@code tag}, returning this record.
         */
        db_event_desc_t tag(byte value) {
            segment.set(ValueLayout.JAVA_BYTE, 24L, value);
            return this;
        }

        /**
         * {@return {@code uint16_t index}, at byte 32}
         */
        short index() {
            return segment.get(ValueLayout.JAVA_SHORT_UNALIGNED, 32L);
        }

        /**
         * Sets {@code index}, returning this record.
         */
        db_event_desc_t index(short value) {
            segment.set(ValueLayout.JAVA_SHORT_UNALIGNED, 32L, value);
            return this;
        }

        /**
         * {@return {@code uint64_t wait}, at byte 40}
         */
        long wait_() {
            return segment.get(ValueLayout.JAVA_LONG_UNALIGNED, 40L);
        }

        /**
         * Sets {@code wait}, returning this record.
         */
        db_event_desc_t wait_(long value) {
            segment.set(ValueLayout.JAVA_LONG_UNALIGNED, 40L, value);
            return this;
        }

        /**
         * {@return {@code uint32_t last}, at byte 48}
         */
        int last() {
            return segment.get(ValueLayout.JAVA_INT_UNALIGNED, 48L);
        }

        /**
         * Sets {@code last}, returning this record.
         */
        db_event_desc_t last(int value) {
            segment.set(ValueLayout.JAVA_INT_UNALIGNED, 48L, value);
            return this;
        }
    }

    /**
     * {@code struct db_queue_desc_t} (descriptor_bytes.h:46): 16 bytes, aligned to 1.
     */
    static final class db_queue_desc_t {
        /**
         * Its size in bytes.
         */
        static final long BYTES = 16L;

        /**
         * Its alignment in bytes.
         */
        static final long ALIGNMENT = 1L;

        private final MemorySegment segment;

        private db_queue_desc_t(MemorySegment segment) {
            this.segment = segment;
        }

        /**
         * One from {@code allocator}, zeroed.
         */
        static db_queue_desc_t allocate(SegmentAllocator allocator) {
            return new db_queue_desc_t(array(allocator, 1));
        }

        /**
         * {@code count} zeroed records one after another from {@code allocator} (see {@link #at}).
         */
        static MemorySegment array(SegmentAllocator allocator, long count) {
            return allocator.allocate(BYTES * count, ALIGNMENT).fill((byte) 0);
        }

        /**
         * Record {@code index} of {@code array}, records one after another.
         */
        static db_queue_desc_t at(MemorySegment array, long index) {
            return new db_queue_desc_t(array.asSlice(index * BYTES, BYTES));
        }

        /**
         * The record at the start of {@code segment}, which holds at least {@link #BYTES}.
         */
        static db_queue_desc_t of(MemorySegment segment) {
            return new db_queue_desc_t(segment.asSlice(0, BYTES));
        }

        /**
         * The record {@code pointer} points to, as native code hands one over (a segment of size zero): restricted, as widening a pointer is ({@link NativeRecords#at}).
         */
        static db_queue_desc_t ofPointer(MemorySegment pointer) {
            return new db_queue_desc_t(NativeRecords.at(pointer, BYTES));
        }

        /**
         * {@return its bytes, to pass to C}
         */
        MemorySegment segment() {
            return segment;
        }

        /**
         * {@return {@code uint8_t tag}, at byte 0}
         */
        byte tag() {
            return segment.get(ValueLayout.JAVA_BYTE, 0L);
        }

        /**
         * Sets {@code tag}, returning this record.
         */
        db_queue_desc_t tag(byte value) {
            segment.set(ValueLayout.JAVA_BYTE, 0L, value);
            return this;
        }

        /**
         * {@return {@code uint32_t stype}, at byte 1}
         */
        int stype() {
            return segment.get(ValueLayout.JAVA_INT_UNALIGNED, 1L);
        }

        /**
         * Sets {@code stype}, returning this record.
         */
        db_queue_desc_t stype(int value) {
            segment.set(ValueLayout.JAVA_INT_UNALIGNED, 1L, value);
            return this;
        }

        /**
         * {@return {@code uint16_t ordinal}, at byte 5}
         */
        short ordinal() {
            return segment.get(ValueLayout.JAVA_SHORT_UNALIGNED, 5L);
        }

        /**
         * Sets {@code ordinal}, returning this record.
         */
        db_queue_desc_t ordinal(short value) {
            segment.set(ValueLayout.JAVA_SHORT_UNALIGNED, 5L, value);
            return this;
        }

        /**
         * {@return {@code uint64_t value}, at byte 7}
         */
        long value() {
            return segment.get(ValueLayout.JAVA_LONG_UNALIGNED, 7L);
        }

        /**
         * Sets {@code value}, returning this record.
         */
        db_queue_desc_t value(long value) {
            segment.set(ValueLayout.JAVA_LONG_UNALIGNED, 7L, value);
            return this;
        }

        /**
         * {@return {@code int8_t priority}, at byte 15}
         */
        byte priority() {
            return segment.get(ValueLayout.JAVA_BYTE, 15L);
        }

        /**
         * Sets {@code priority}, returning this record.
         */
        db_queue_desc_t priority(byte value) {
            segment.set(ValueLayout.JAVA_BYTE, 15L, value);
            return this;
        }
    }

    /**
     * {@code struct db_settings_t} (descriptor_bytes.h:16): 24 bytes, aligned to 8.
     */
    static final class db_settings_t {
        /**
         * Its size in bytes.
         */
        static final long BYTES = 24L;

        /**
         * Its alignment in bytes.
         */
        static final long ALIGNMENT = 8L;

        private final MemorySegment segment;

        private db_settings_t(MemorySegment segment) {
            this.segment = segment;
        }

        /**
         * One from {@code allocator}, zeroed.
         */
        static db_settings_t allocate(SegmentAllocator allocator) {
            return new db_settings_t(array(allocator, 1));
        }

        /**
         * {@code count} zeroed records one after another from {@code allocator} (see {@link #at}).
         */
        static MemorySegment array(SegmentAllocator allocator, long count) {
            return allocator.allocate(BYTES * count, ALIGNMENT).fill((byte) 0);
        }

        /**
         * Record {@code index} of {@code array}, records one after another.
         */
        static db_settings_t at(MemorySegment array, long index) {
            return new db_settings_t(array.asSlice(index * BYTES, BYTES));
        }

        /**
         * The record at the start of {@code segment}, which holds at least {@link #BYTES}.
         */
        static db_settings_t of(MemorySegment segment) {
            return new db_settings_t(segment.asSlice(0, BYTES));
        }

        /**
         * The record {@code pointer} points to, as native code hands one over (a segment of size zero): restricted, as widening a pointer is ({@link NativeRecords#at}).
         */
        static db_settings_t ofPointer(MemorySegment pointer) {
            return new db_settings_t(NativeRecords.at(pointer, BYTES));
        }

        /**
         * {@return its bytes, to pass to C}
         */
        MemorySegment segment() {
            return segment;
        }

        /**
         * {@return {@code uint64_t reserved}, at byte 0}
         */
        long reserved() {
            return segment.get(ValueLayout.JAVA_LONG_UNALIGNED, 0L);
        }

        /**
         * Sets {@code reserved}, returning this record.
         */
        db_settings_t reserved(long value) {
            segment.set(ValueLayout.JAVA_LONG_UNALIGNED, 0L, value);
            return this;
        }

        /**
         * {@return {@code struct db_pool_desc_t pool}, at byte 8: its 16 bytes}
         */
        MemorySegment pool() {
            return segment.asSlice(8L, 16L);
        }

        /**
         * {@return {@code uint16_t pool.stype}, at byte 8}
         */
        short poolStype() {
            return segment.get(ValueLayout.JAVA_SHORT_UNALIGNED, 8L);
        }

        /**
         * Sets {@code pool.stype}, returning this record.
         */
        db_settings_t poolStype(short value) {
            segment.set(ValueLayout.JAVA_SHORT_UNALIGNED, 8L, value);
            return this;
        }

        /**
         * {@return {@code uint32_t pool.count}, at byte 12}
         */
        int poolCount() {
            return segment.get(ValueLayout.JAVA_INT_UNALIGNED, 12L);
        }

        /**
         * Sets {@code pool.count}, returning this record.
         */
        db_settings_t poolCount(int value) {
            segment.set(ValueLayout.JAVA_INT_UNALIGNED, 12L, value);
            return this;
        }
    }

    /**
     * {@code struct db_info_t} (descriptor_bytes.h:67): 56 bytes, aligned to 8.
     */
    static final class db_info_t {
        /**
         * Its size in bytes.
         */
        static final long BYTES = 56L;

        /**
         * Its alignment in bytes.
         */
        static final long ALIGNMENT = 8L;

        private final MemorySegment segment;

        private db_info_t(MemorySegment segment) {
            this.segment = segment;
        }

        /**
         * One from {@code allocator}, zeroed.
         */
        static db_info_t allocate(SegmentAllocator allocator) {
            return new db_info_t(array(allocator, 1));
        }

        /**
         * {@code count} zeroed records one after another from {@code allocator} (see {@link #at}).
         */
        static MemorySegment array(SegmentAllocator allocator, long count) {
            return allocator.allocate(BYTES * count, ALIGNMENT).fill((byte) 0);
        }

        /**
         * Record {@code index} of {@code array}, records one after another.
         */
        static db_info_t at(MemorySegment array, long index) {
            return new db_info_t(array.asSlice(index * BYTES, BYTES));
        }

        /**
         * The record at the start of {@code segment}, which holds at least {@link #BYTES}.
         */
        static db_info_t of(MemorySegment segment) {
            return new db_info_t(segment.asSlice(0, BYTES));
        }

        /**
         * The record {@code pointer} points to, as native code hands one over (a segment of size zero): restricted, as widening a pointer is ({@link NativeRecords#at}).
         */
        static db_info_t ofPointer(MemorySegment pointer) {
            return new db_info_t(NativeRecords.at(pointer, BYTES));
        }

        /**
         * {@return its bytes, to pass to C}
         */
        MemorySegment segment() {
            return segment;
        }

        /**
         * {@return {@code uint32_t version}, at byte 0}
         */
        int version() {
            return segment.get(ValueLayout.JAVA_INT_UNALIGNED, 0L);
        }

        /**
         * Sets {@code version}, returning this record.
         */
        db_info_t version(int value) {
            segment.set(ValueLayout.JAVA_INT_UNALIGNED, 0L, value);
            return this;
        }

        /**
         * {@return {@code char[12] name}, at byte 4, up to its first NUL}
         */
        String name() {
            return segment.asSlice(4L, 12L).getString(0);
        }

        /**
         * {@return {@code float period}, at byte 16}
         */
        float period() {
            return segment.get(ValueLayout.JAVA_FLOAT_UNALIGNED, 16L);
        }

        /**
         * Sets {@code period}, returning this record.
         */
        db_info_t period(float value) {
            segment.set(ValueLayout.JAVA_FLOAT_UNALIGNED, 16L, value);
            return this;
        }

        /**
         * {@return {@code const void * user}, at byte 24}
         */
        MemorySegment user() {
            return segment.get(ValueLayout.ADDRESS_UNALIGNED, 24L);
        }

        /**
         * Sets {@code user}, returning this record.
         */
        db_info_t user(MemorySegment value) {
            segment.set(ValueLayout.ADDRESS_UNALIGNED, 24L, value);
            return this;
        }

        /**
         * {@return {@code struct db_limits_t limits}, at byte 32: its 16 bytes}
         */
        MemorySegment limits() {
            return segment.asSlice(32L, 16L);
        }

        /**
         * {@return {@code uint16_t limits.bits}, at byte 32}
         */
        short limitsBits() {
            return segment.get(ValueLayout.JAVA_SHORT_UNALIGNED, 32L);
        }

        /**
         * Sets {@code limits.bits}, returning this record.
         */
        db_info_t limitsBits(short value) {
            segment.set(ValueLayout.JAVA_SHORT_UNALIGNED, 32L, value);
            return this;
        }

        /**
         * {@return {@code double limits.scale}, at byte 40}
         */
        double limitsScale() {
            return segment.get(ValueLayout.JAVA_DOUBLE_UNALIGNED, 40L);
        }

        /**
         * Sets {@code limits.scale}, returning this record.
         */
        db_info_t limitsScale(double value) {
            segment.set(ValueLayout.JAVA_DOUBLE_UNALIGNED, 40L, value);
            return this;
        }

        /**
         * {@return {@code int8_t level}, at byte 48}
         */
        byte level() {
            return segment.get(ValueLayout.JAVA_BYTE, 48L);
        }

        /**
         * Sets {@code level}, returning this record.
         */
        db_info_t level(byte value) {
            segment.set(ValueLayout.JAVA_BYTE, 48L, value);
            return this;
        }
    }
}
