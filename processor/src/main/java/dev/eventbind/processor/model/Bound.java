package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;

/**
 * What a bound argument of a spec method passes instead of a value of the {@code EventApi} call: the handle another
 * op created, a constant, or a descriptor struct laid out as the header's record. Validation builds these from
 * {@code @From}, {@code @Constant} and {@code @Descriptor}, with the record's layout from the C front end.
 */
public sealed interface Bound {

    /**
     * The handle {@code op} created: the device read when the backend opens, the context made on it, or the pool of
     * the event's slot.
     *
     * @param op {@link Op#DEVICE_GET}, {@link Op#CONTEXT_CREATE} or {@link Op#EVENT_POOL_CREATE}
     */
    record FromOp(Op op) implements Bound {
    }

    /**
     * A constant; {@code NULL} for a pointer.
     *
     * @param value the value
     * @param type the Java type of the parameter
     */
    record ConstantValue(long value, CType type) implements Bound {
    }

    /**
     * A descriptor struct, zeroed and then filled.
     *
     * @param record the record's name as the header spells it ({@code struct ze_event_desc_t})
     * @param bytes its size on the target
     * @param alignment its alignment on the target
     * @param fields the fields written, with their constants
     * @param slot the field the event's index in its pool goes to, when it has one (its value unused)
     * @param capacity the events a pool holds, for the pool's descriptor; 0 otherwise
     * @param elements for an array of records, the field each record takes besides {@code fields}, in order;
     *     empty for one record
     * @param read where the call writes the record, the field read after it as the op's value
     *     ({@code @Descriptor(read = ...)}); such a descriptor stands for the shape's out-integer
     */
    record DescriptorValue(String record, long bytes, long alignment, List<FieldValue> fields,
            Optional<FieldValue> slot, int capacity, List<FieldValue> elements, Optional<FieldRead> read)
            implements Bound {

        public DescriptorValue {
            fields = List.copyOf(fields);
            elements = List.copyOf(elements);
        }

        /** One record. */
        public DescriptorValue(String record, long bytes, long alignment, List<FieldValue> fields,
                Optional<FieldValue> slot, int capacity) {
            this(record, bytes, alignment, fields, slot, capacity, List.of(), Optional.empty());
        }
    }

    /**
     * The integer field of a record the call writes that is an op's value.
     *
     * @param path its path as the spec wrote it, through nested records ({@code global.kernelEnd})
     * @param offset its offset in bytes from the start of the outer record
     * @param bytes its width: 1, 2, 4 or 8
     * @param signed whether its C type is signed; an unsigned one is read without sign extension
     */
    record FieldRead(String path, long offset, int bytes, boolean signed) {
    }

    /**
     * One field of a descriptor.
     *
     * @param name its C name
     * @param offset its offset in bytes, as the front end computed it
     * @param bytes its width: 1, 2, 4 or 8
     * @param value the constant written, where {@code from} is empty
     * @param from the op whose value, read when the backend opened, is written instead ({@link Op#QUEUE_FAMILY})
     */
    record FieldValue(String name, long offset, int bytes, long value, Optional<Op> from) {

        /** A field given a constant. */
        public FieldValue(String name, long offset, int bytes, long value) {
            this(name, offset, bytes, value, Optional.empty());
        }
    }
}
