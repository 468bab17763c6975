package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.source.MethodSource;
import dev.eventbind.processor.source.ParameterSource;
import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.VariableElement;

/**
 * The parameters of a spec method that are bound ({@code @From}, {@code @Constant}, {@code @Descriptor}) rather
 * than filled from the op's shape, and the checks of those annotations that need no header. An op's shape is
 * matched against the other parameters, in order.
 */
final class BoundArguments {

    /** Ops called before the context exists, or after it is destroyed, which cannot take it. */
    private static final java.util.Set<Op> BEFORE_CONTEXT = java.util.EnumSet.of(Op.INIT, Op.DEVICE_GET,
            Op.CONTEXT_CREATE, Op.PROC_ADDRESS, Op.DEVICE_RELEASE, Op.VERSION, Op.ERROR_NAME, Op.ERROR_MESSAGE);

    /**
     * The ops the backend calls while it opens, before it reads {@link Op#QUEUE_FAMILY} (those before the context,
     * then the reads after it), or to give back what an open that failed made; a descriptor of theirs takes no value
     * read at open.
     */
    static final java.util.Set<Op> OPENING = opening();

    /** The ops whose value is an integer the call writes, which a record's field can be. */
    static final java.util.Set<Op> READ_OPS = java.util.EnumSet.of(Op.TIMER_FREQUENCY, Op.TIMESTAMP_BITS,
            Op.EVENT_TIMESTAMP);

    private BoundArguments() {
    }

    private static java.util.Set<Op> opening() {
        java.util.Set<Op> opening = java.util.EnumSet.copyOf(BEFORE_CONTEXT);
        opening.addAll(java.util.EnumSet.of(Op.TIMER_FREQUENCY, Op.TIMESTAMP_BITS, Op.PAIRED_CLOCK,
                Op.CONTEXT_RELEASE));
        return java.util.Collections.unmodifiableSet(opening);
    }

    /** Checks each bound parameter's annotations on their own; false when one is wrong. */
    static boolean check(MethodSource method, CSignature types, Optional<Op> op, ValidationReport report) {
        boolean valid = true;
        for (int i = 0; i < method.parameters().size(); i++) {
            ParameterSource source = method.parameters().get(i);
            VariableElement parameter = source.element();
            List<AnnotationMirror> found = source.bindings();
            if (found.isEmpty()) {
                continue;
            }
            String name = parameter.getSimpleName().toString();
            if (op.isEmpty()) {
                report.report(Rule.BOUND_ARGUMENT, name + " is bound, but only a @Bind method's arguments are"
                        + " generated; a @Downcall passes what its caller gives", parameter, found.getFirst(), "value");
                valid = false;
                continue;
            }
            if (found.size() > 1) {
                report.report(Rule.BOUND_ARGUMENT, name + " carries " + found.size() + " of them; keep one",
                        parameter, found.get(1), "value");
                valid = false;
                continue;
            }
            valid &= checkOne(source, name, types.parameters().get(i), op.get(), report);
        }
        return valid;
    }

    private static boolean checkOne(ParameterSource source, String name, CType type, Op op,
            ValidationReport report) {
        if (source.from().isPresent()) {
            return checkFrom(source.element(), source.from().get(), name, type, op, report);
        }
        if (source.descriptor().isPresent()) {
            return checkDescriptor(source.element(), source.descriptor().get(), name, type, op, report);
        }
        return checkConstant(source.element(), source.constant().orElseThrow(), name, type, report);
    }

    /** A {@code @From} names an op that creates a handle, one {@code op} may take. */
    private static boolean checkFrom(VariableElement parameter, ParameterSource.FromSource from, String name,
            CType type, Op op, ValidationReport report) {
        AnnotationMirror mirror = from.mirror();
        if (from.op() != Op.DEVICE_GET && from.op() != Op.CONTEXT_CREATE && from.op() != Op.EVENT_POOL_CREATE) {
            report.report(Rule.BOUND_ARGUMENT, name + " is @From(Op." + from.op() + "), but only"
                    + " Op.DEVICE_GET, Op.CONTEXT_CREATE and Op.EVENT_POOL_CREATE create a handle other ops take",
                    parameter, mirror, "value");
            return false;
        }
        if (from.op() == Op.CONTEXT_CREATE && BEFORE_CONTEXT.contains(op)) {
            report.report(Rule.BOUND_ARGUMENT, name + " is @From(Op.CONTEXT_CREATE), but Op." + op + " is called"
                    + (op == Op.CONTEXT_CREATE ? " to make the context" : op == Op.DEVICE_RELEASE
                    ? " after the context is destroyed" : " before the context is made"), parameter, mirror, "value");
            return false;
        }
        if (from.op() == Op.EVENT_POOL_CREATE && op != Op.EVENT_CREATE) {
            report.report(Rule.BOUND_ARGUMENT, name + " is @From(Op.EVENT_POOL_CREATE), the pool of a new"
                    + " event's slot, which only Op.EVENT_CREATE takes, not Op." + op, parameter, mirror, "value");
            return false;
        }
        return pointer(parameter, name, type, mirror, report);
    }

    /** A {@code @Descriptor} is a pointer whose slot and capacity fields belong to the ops that have them. */
    private static boolean checkDescriptor(VariableElement parameter, ParameterSource.DescriptorSource descriptor,
            String name, CType type, Op op, ValidationReport report) {
        AnnotationMirror mirror = descriptor.mirror();
        boolean valid = pointer(parameter, name, type, mirror, report);
        if (op == Op.PROC_ADDRESS) {
            // The runtime's resolver asks for each function by name alone, before any descriptor is made.
            report.report(Rule.BOUND_ARGUMENT, name + " is a @Descriptor, but Op.PROC_ADDRESS is asked for each"
                    + " function with its name, the device and constants only", parameter, mirror, "record");
            return false;
        }
        if (!descriptor.slot().isEmpty() && op != Op.EVENT_CREATE) {
            report.report(Rule.DESCRIPTOR, "slot names the field of a new event's index in its pool, which"
                    + " only Op.EVENT_CREATE has, not Op." + op, parameter, mirror, "slot");
            valid = false;
        }
        if (!descriptor.capacity().isEmpty() && op != Op.EVENT_POOL_CREATE) {
            report.report(Rule.DESCRIPTOR, "capacity names the field of a pool's size, which only"
                    + " Op.EVENT_POOL_CREATE has, not Op." + op, parameter, mirror, "capacity");
            valid = false;
        }
        valid &= checkRead(parameter, descriptor, op, report);
        if (!descriptor.capacity().isEmpty() && descriptor.fields().stream()
                .noneMatch(field -> field.name().equals(descriptor.capacity()))) {
            report.report(Rule.DESCRIPTOR, "capacity is \"" + descriptor.capacity() + "\", which is not one"
                    + " of the fields given a constant", parameter, mirror, "capacity");
            valid = false;
        }
        return valid;
    }

    /**
     * A descriptor the call writes stands for the out-integer of an op that has one, and is nothing else: not a
     * slot, a capacity or an array of records.
     */
    private static boolean checkRead(VariableElement parameter, ParameterSource.DescriptorSource descriptor, Op op,
            ValidationReport report) {
        if (descriptor.read().isEmpty()) {
            return true;
        }
        AnnotationMirror mirror = descriptor.mirror();
        if (!READ_OPS.contains(op)) {
            report.report(Rule.DESCRIPTOR_READ, "read names the field that is the op's value, but Op." + op
                    + " writes no integer; only Op.TIMER_FREQUENCY, Op.TIMESTAMP_BITS and Op.EVENT_TIMESTAMP do",
                    parameter, mirror, "read");
            return false;
        }
        String other = !descriptor.slot().isEmpty() ? "slot" : !descriptor.capacity().isEmpty() ? "capacity"
                : !descriptor.elements().isEmpty() ? "elements" : "";
        if (!other.isEmpty()) {
            report.report(Rule.DESCRIPTOR_READ, "read makes the record what the call writes, which has no "
                    + other + " (a record the call reads)", parameter, mirror, other);
            return false;
        }
        return true;
    }

    /** A {@code @Constant} is an integer, or NULL for a pointer. */
    private static boolean checkConstant(VariableElement parameter, ParameterSource.ConstantSource constant,
            String name, CType type, ValidationReport report) {
        AnnotationMirror mirror = constant.mirror();
        if (type == CType.POINTER && constant.value() != 0) {
            report.report(Rule.BOUND_CONSTANT, name + " is a pointer, so its only constant is 0 (NULL), not "
                    + constant.value(), parameter, mirror, "value");
            return false;
        }
        if (type != CType.POINTER && type.kind() != CType.Kind.INTEGER) {
            report.report(Rule.BOUND_CONSTANT, name + " is " + type.javaName() + "; a constant is an integer or"
                    + " NULL", parameter, mirror, "value");
            return false;
        }
        int bits = switch (type) {
            case BYTE -> Byte.SIZE;
            case SHORT -> Short.SIZE;
            case INT -> Integer.SIZE;
            default -> Long.SIZE;
        };
        // Without a header this is the only check: the Java parameter's width, read as signed or as unsigned.
        if (bits < Long.SIZE && (constant.value() < -(1L << (bits - 1)) || constant.value() > (1L << bits) - 1)) {
            report.report(Rule.BOUND_CONSTANT, name + " is a Java " + type.javaName() + " (" + bits + " bits, "
                    + -(1L << (bits - 1)) + " to " + ((1L << bits) - 1) + " read as signed or unsigned), which"
                    + " cannot hold " + constant.value(), parameter, mirror, "value");
            return false;
        }
        return true;
    }

    private static boolean pointer(VariableElement parameter, String name, CType type, AnnotationMirror mirror,
            ValidationReport report) {
        if (type != CType.POINTER) {
            report.report(Rule.BOUND_ARGUMENT, name + " is " + type.javaName() + ", but a handle or a descriptor"
                    + " is passed as a MemorySegment", parameter, mirror, "value");
            return false;
        }
        return true;
    }
}
