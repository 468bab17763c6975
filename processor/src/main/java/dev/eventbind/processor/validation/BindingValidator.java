package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CRecord;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.header.Suggestions;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.CType;
import dev.eventbind.processor.source.ParameterSource;
import dev.eventbind.spec.Op;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;

/**
 * Builds what each bound argument passes and checks it against the header: a constant fits its C parameter, a
 * descriptor names a record of the header whose named fields are integers that hold their constants, and its
 * parameter points to that record. The record's layout (size, alignment, each field's offset and width) is the
 * front end's, so no offset is ever written by hand.
 */
final class BindingValidator {

    private final ValidationReport report;

    BindingValidator(ValidationReport report) {
        this.report = report;
    }

    /** For each method with a bound argument, what each parameter is bound to. */
    Map<ExecutableElement, List<Optional<Bound>>> validate(List<DeclaredMethod> methods,
            Map<ExecutableElement, CFunction> functions, Optional<CHeader> header, String headerName) {
        Map<ExecutableElement, List<Optional<Bound>>> result = new HashMap<>();
        for (DeclaredMethod method : methods) {
            if (!method.linkable() || method.op().isEmpty()) {
                continue;
            }
            Optional<CFunction> function = Optional.ofNullable(functions.get(method.method()))
                    .filter(f -> f.parameters().size() == method.method().getParameters().size());
            List<Optional<Bound>> bound = new ArrayList<>();
            for (int i = 0; i < method.method().getParameters().size(); i++) {
                ParameterSource parameter = method.source().parameters().get(i);
                int at = i;
                Optional<CScalar> c = function.map(f -> f.parameters().get(at).type());
                bound.add(bind(parameter, method.signature().orElseThrow().parameters().get(i), c, header,
                        headerName, method.op().get()));
            }
            result.put(method.method(), bound);
            oneDescriptor(method);
        }
        slotFitsPool(methods, result);
        return result;
    }

    /** The generated call fills one descriptor buffer per call; a second would share it. */
    private void oneDescriptor(DeclaredMethod method) {
        List<ParameterSource> descriptors = method.source().parameters().stream()
                .filter(p -> p.descriptor().isPresent()).toList();
        if (descriptors.size() > 1) {
            ParameterSource second = descriptors.get(1);
            report.report(Rule.DESCRIPTOR, method.method().getSimpleName() + " takes " + descriptors.size()
                    + " descriptors; a call is given one", second.element(), second.descriptor().get().mirror(),
                    "record");
        }
    }

    /** A new event's slot field holds every index of its pool, 0 to capacity - 1. */
    private void slotFitsPool(List<DeclaredMethod> methods, Map<ExecutableElement, List<Optional<Bound>>> bound) {
        int capacity = 0;
        for (List<Optional<Bound>> arguments : bound.values()) {
            for (Optional<Bound> argument : arguments) {
                if (argument.orElse(null) instanceof Bound.DescriptorValue d && d.capacity() > 0) {
                    capacity = d.capacity();
                }
            }
        }
        for (DeclaredMethod method : methods) {
            List<Optional<Bound>> arguments = bound.getOrDefault(method.method(), List.of());
            for (int i = 0; i < arguments.size(); i++) {
                if (arguments.get(i).orElse(null) instanceof Bound.DescriptorValue d && d.slot().isPresent()
                        && d.slot().get().bytes() < 4 && capacity - 1 >= 1L << (8 * d.slot().get().bytes())) {
                    ParameterSource parameter = method.source().parameters().get(i);
                    report.report(Rule.DESCRIPTOR, d.record() + "." + d.slot().get().name() + " is "
                            + d.slot().get().bytes() + (d.slot().get().bytes() == 1 ? " byte" : " bytes") + ", too"
                            + " narrow for the index of an event in a pool of " + capacity + " (up to " + (capacity - 1)
                            + "): two live events would share a slot", parameter.element(),
                            parameter.descriptor().get().mirror(), "slot");
                }
            }
        }
    }

    private Optional<Bound> bind(ParameterSource source, CType type, Optional<CScalar> c, Optional<CHeader> header,
            String headerName, Op op) {
        VariableElement parameter = source.element();
        if (source.from().isPresent()) {
            return Optional.of(new Bound.FromOp(source.from().get().op()));
        }
        if (source.constant().isPresent()) {
            ParameterSource.ConstantSource constant = source.constant().get();
            c.filter(declared -> declared.kind() == CKind.INTEGER).ifPresent(declared -> fits(constant.value(),
                    declared).ifPresent(problem -> report.report(Rule.BOUND_CONSTANT, parameter.getSimpleName()
                            + " is " + problem, parameter, constant.mirror(), "value")));
            return Optional.of(new Bound.ConstantValue(constant.value(), type));
        }
        if (source.descriptor().isEmpty()) {
            return Optional.empty();
        }
        ParameterSource.DescriptorSource descriptor = source.descriptor().get();
        AnnotationMirror mirror = descriptor.mirror();
        if (header.isEmpty()) {
            report.report(Rule.DESCRIPTOR, descriptor.record() + "'s layout comes from the spec's header, and "
                    + (headerName.isBlank() ? "the spec names none (@EventBackend(header = ...))"
                    : headerName + " was not read"), parameter, mirror, "record");
            return Optional.empty();
        }
        return descriptor(parameter, mirror, descriptor, c, header.get(), op);
    }

    private Optional<Bound> descriptor(VariableElement parameter, AnnotationMirror mirror,
            ParameterSource.DescriptorSource descriptor,
            Optional<CScalar> c, CHeader header, Op op) {
        Optional<CRecord> record = RecordPaths.record(header, descriptor.record());
        if (record.isEmpty()) {
            report.report(Rule.DESCRIPTOR, descriptor.record() + " is not a struct of " + header.header(),
                    parameter, mirror, "record");
            return Optional.empty();
        }
        CRecord r = record.get();
        RecordPaths.platformLong(header, r).ifPresent(path -> report.report(Rule.PLATFORM_LONG, r.name() + "." + path
                + " is a C long: " + descriptor.record() + "'s layout, and the offsets the generated code fills it"
                + " at, are this target's (" + header.target().describe() + ") only", parameter, mirror, "record"));
        boolean valid = true;
        Optional<CScalar> pointee = c.flatMap(CScalar::pointee);
        if (c.isPresent() && (pointee.isEmpty() || !bare(pointee.get().canonical()).equals(r.name()))) {
            report.report(Rule.DESCRIPTOR, parameter.getSimpleName() + " is declared " + c.get().spelling()
                    + ", not a pointer to " + r.name(), parameter, mirror, "record");
            valid = false;
        }
        List<Bound.FieldValue> fields = new ArrayList<>();
        List<ParameterSource.FieldSource> declared = descriptor.fields();
        valid &= givenOnce(parameter, r, descriptor);
        int capacity = 0;
        for (int i = 0; i < declared.size(); i++) {
            AnnotationMirror fieldMirror = declared.get(i).mirror();
            Optional<CRecord.Field> field = field(parameter, fieldMirror, r, declared.get(i).name(), "name");
            if (field.isEmpty()) {
                valid = false;
                continue;
            }
            if (unvalued(parameter, r, declared.get(i))) {
                valid = false;
                continue;
            }
            if (!declared.get(i).from().isEmpty()) {
                Optional<Bound.FieldValue> taken = taken(parameter, r, declared.get(i), field.get(), op,
                        descriptor.capacity());
                taken.ifPresent(fields::add);
                valid &= taken.isPresent();
                continue;
            }
            Optional<String> problem = fits(declared.get(i).value(), field.get().type());
            if (problem.isPresent()) {
                report.report(Rule.DESCRIPTOR_CONSTANT, r.name() + "." + declared.get(i).name() + " is "
                        + problem.get(),
                        parameter, fieldMirror, "value");
                valid = false;
                continue;
            }
            fields.add(new Bound.FieldValue(declared.get(i).name(), field.get().offsetBits() / 8,
                    field.get().type().bytes(), declared.get(i).value()));
            if (declared.get(i).name().equals(descriptor.capacity())) {
                if (declared.get(i).value() < 1 || declared.get(i).value() > Integer.MAX_VALUE) {
                    report.report(Rule.DESCRIPTOR_CONSTANT, "the capacity " + r.name() + "." + declared.get(i).name()
                            + " is " + declared.get(i).value() + "; a pool holds 1 to " + Integer.MAX_VALUE + " events",
                            parameter, fieldMirror, "value");
                    valid = false;
                }
                capacity = (int) Math.max(0, Math.min(Integer.MAX_VALUE, declared.get(i).value()));
            }
        }
        List<Bound.FieldValue> elements = new ArrayList<>();
        List<ParameterSource.FieldSource> perRecord = descriptor.elements();
        for (int i = 0; i < perRecord.size(); i++) {
            AnnotationMirror fieldMirror = perRecord.get(i).mirror();
            if (!perRecord.get(i).from().isEmpty()) {
                report.report(Rule.DESCRIPTOR_FROM, r.name() + "." + perRecord.get(i).name() + " is given from per"
                        + " element; a field per element takes a constant", parameter, fieldMirror, "from");
                valid = false;
                continue;
            }
            if (unvalued(parameter, r, perRecord.get(i))) {
                valid = false;
                continue;
            }
            Optional<CRecord.Field> field = field(parameter, fieldMirror, r, perRecord.get(i).name(), "name");
            long value = perRecord.get(i).value();
            Optional<String> problem = field.flatMap(f -> fits(value, f.type()));
            if (problem.isPresent()) {
                report.report(Rule.DESCRIPTOR_CONSTANT, r.name() + "." + perRecord.get(i).name() + " is "
                        + problem.get(), parameter, fieldMirror, "value");
            }
            if (field.isEmpty() || problem.isPresent()) {
                valid = false;
                continue;
            }
            elements.add(new Bound.FieldValue(perRecord.get(i).name(), field.get().offsetBits() / 8,
                    field.get().type().bytes(), perRecord.get(i).value()));
        }
        Optional<Bound.FieldValue> slot = Optional.empty();
        if (!descriptor.slot().isEmpty()) {
            Optional<CRecord.Field> field = field(parameter, mirror, r, descriptor.slot(), "slot");
            valid &= field.isPresent();
            slot = field.map(f -> new Bound.FieldValue(f.name(), f.offsetBits() / 8, f.type().bytes(), 0));
        }
        Optional<Bound.FieldRead> read = Optional.empty();
        if (!descriptor.read().isEmpty() && BoundArguments.READ_OPS.contains(op)) {
            read = read(parameter, mirror, r, descriptor.read(), op, header);
            valid &= read.isPresent();
        }
        return valid ? Optional.of(new Bound.DescriptorValue(r.name(), r.bytes(), r.alignment(), fields, slot,
                capacity, elements, read)) : Optional.empty();
    }

    /**
     * Whether a field is given neither a constant nor {@code from}: {@code value} defaults to 0 only so that a field
     * may name one or the other, and a field left at it is a value forgotten. Reported on the field.
     */
    private boolean unvalued(VariableElement parameter, CRecord record, ParameterSource.FieldSource given) {
        if (given.valueWritten() || !given.from().isEmpty()) {
            return false;
        }
        report.report(Rule.DESCRIPTOR, record.name() + "." + given.name() + " is given no value; write value = ...,"
                + " or from = Op.QUEUE_FAMILY", parameter, given.mirror(), "name");
        return true;
    }

    /**
     * A field given {@code from} instead of a constant: one op, {@link Op#QUEUE_FAMILY}, on a descriptor filled after
     * the backend opened, into an integer field of 4 or 8 bytes; reported on {@code from} when it is not.
     */
    private Optional<Bound.FieldValue> taken(VariableElement parameter, CRecord record,
            ParameterSource.FieldSource given, CRecord.Field field, Op op, String capacity) {
        String named = record.name() + "." + given.name();
        List<Op> from = given.from();
        CScalar type = field.type();
        String problem = given.valueWritten() ? named + " is given a value and from; a field takes one of them"
                : from.size() > 1 ? named + " is given from " + from.size() + " ops; a field takes one op's value"
                : from.getFirst() != Op.QUEUE_FAMILY ? "Op." + from.getFirst() + " gives a descriptor field no value;"
                        + " from takes Op.QUEUE_FAMILY, read once when the backend opens"
                : BoundArguments.OPENING.contains(op) ? "Op." + op + " is called while the backend opens (or gives back what a"
                        + " failed open made), before Op.QUEUE_FAMILY is read, so its descriptor cannot take it"
                : given.name().equals(capacity) ? "the capacity " + named + " is given from; a pool holds as many"
                        + " events as a constant says"
                : !wholeInteger(field, field.offsetBits()) || type.bytes() < 4 ? named + " is " + spelled(field)
                        + "; Op.QUEUE_FAMILY's value, an int, goes into an integer field of 4 or 8 bytes"
                : "";
        if (!problem.isEmpty()) {
            report.report(Rule.DESCRIPTOR_FROM, problem, parameter, given.mirror(), "from");
            return Optional.empty();
        }
        return Optional.of(new Bound.FieldValue(given.name(), field.offsetBits() / 8, type.bytes(), 0,
                Optional.of(Op.QUEUE_FAMILY)));
    }

    /**
     * The integer field at {@code path} in {@code outer} ({@link RecordPaths}). Reported on {@code read} when a
     * name is missing, a member on the way is not a record, or the field is not a whole integer that fits the op's
     * value.
     */
    private Optional<Bound.FieldRead> read(VariableElement parameter, AnnotationMirror mirror, CRecord outer,
            String path, Op op, CHeader header) {
        return switch (RecordPaths.resolve(header, outer, path)) {
            case RecordPaths.Found found -> readable(parameter, mirror, outer, path, found.field(), found.offsetBits(),
                    op);
            case RecordPaths.Broken broken -> {
                report.report(Rule.DESCRIPTOR_READ, broken.particulars(), parameter, mirror, "read");
                yield Optional.empty();
            }
        };
    }

    /** The field as the op's value: a whole integer no wider than the value; reported when it is not. */
    private Optional<Bound.FieldRead> readable(VariableElement parameter, AnnotationMirror mirror, CRecord outer,
            String path, CRecord.Field field, long offsetBits, Op op) {
        CScalar type = field.type();
        String named = outer.name() + "." + path;
        if (!wholeInteger(field, offsetBits)) {
            report.report(Rule.DESCRIPTOR_READ, named + " is " + spelled(field) + "; the op's value is a whole"
                    + " integer field", parameter, mirror, "read");
            return Optional.empty();
        }
        int width = op == Op.TIMESTAMP_BITS ? 4 : 8;
        if (type.bytes() > width) {
            report.report(Rule.DESCRIPTOR_READ, named + " is " + type.spelling() + " (" + type.describe() + "), wider"
                    + " than Op." + op + "'s value, " + (width == 4 ? "an int (4 bytes)" : "a long (8 bytes)"),
                    parameter, mirror, "read");
            return Optional.empty();
        }
        return Optional.of(new Bound.FieldRead(path, offsetBits / 8, type.bytes(), type.signed()));
    }

    /**
     * Whether {@code field}, at {@code offsetBits} in its outer record, is a whole integer the generated code can read
     * or write with one access: no bit-field, on a byte, 1, 2, 4 or 8 bytes wide.
     */
    private static boolean wholeInteger(CRecord.Field field, long offsetBits) {
        CScalar type = field.type();
        return !field.bitField() && type.kind() == CKind.INTEGER && offsetBits % 8 == 0
                && List.of(1, 2, 4, 8).contains(type.bytes());
    }

    /** {@code field}'s type as a message spells it: {@code uint32_t : 3 (a bit-field)}, {@code char[20] (...)}. */
    private static String spelled(CRecord.Field field) {
        CScalar type = field.type();
        return type.spelling() + (field.bitField() ? " : " + field.bitWidth() + " (a bit-field)"
                : " (" + type.describe() + ")");
    }

    /** Each field takes one value: in fields, per element (where one field varies) or as the slot. */
    private boolean givenOnce(VariableElement parameter, CRecord record,
            ParameterSource.DescriptorSource descriptor) {
        java.util.Set<String> given = new java.util.HashSet<>();
        java.util.Set<String> perElement = new java.util.HashSet<>();
        descriptor.elements().forEach(element -> perElement.add(element.name()));
        boolean once = true;
        for (ParameterSource.FieldSource field : descriptor.fields()) {
            String where = !given.add(field.name()) ? "twice in fields" : perElement.contains(field.name())
                    ? "in fields and per element" : field.name().equals(descriptor.slot()) ? "in fields and as the"
                    + " slot" : "";
            if (!where.isEmpty()) {
                report.report(Rule.DESCRIPTOR, record.name() + "." + field.name() + " is given " + where + "; a field"
                        + " takes one value", parameter, field.mirror(), "name");
                once = false;
            }
        }
        if (perElement.contains(descriptor.slot())) {
            report.report(Rule.DESCRIPTOR, record.name() + "." + descriptor.slot() + " is given per element and as"
                    + " the slot; a field takes one value", parameter, descriptor.mirror(), "elements");
            once = false;
        }
        return once;
    }

    /** The integer field {@code name} of {@code record}; reported on {@code member} when there is none. */
    private Optional<CRecord.Field> field(VariableElement parameter, AnnotationMirror mirror, CRecord record,
            String name, String member) {
        Optional<CRecord.Field> field = record.fields().stream().filter(f -> f.name().equals(name)).findFirst();
        if (field.isEmpty()) {
            String suggestion = Suggestions.nearest(name, record.fields().stream().map(CRecord.Field::name).toList())
                    .map(near -> "; did you mean " + near + "?").orElse("");
            report.report(Rule.DESCRIPTOR, record.name() + " has no field " + name + " (" + record.file()
                    .getFileName() + ":" + record.line() + ")" + suggestion, parameter, mirror, member);
            return Optional.empty();
        }
        CScalar type = field.get().type();
        if (field.get().bitField()) {
            // A whole-unit store would overwrite the bit-fields that share the unit.
            report.report(Rule.DESCRIPTOR, record.name() + "." + name + " is a bit-field (" + type.spelling() + " "
                    + name + " : " + field.get().bitWidth() + "), which shares its storage with its neighbours;"
                    + " only whole integer fields take a constant", parameter, mirror, member);
            return Optional.empty();
        }
        if (type.kind() != CKind.INTEGER || field.get().offsetBits() % 8 != 0 || !List.of(1, 2, 4, 8)
                .contains(type.bytes())) {
            report.report(Rule.DESCRIPTOR, record.name() + "." + name + " is " + type.spelling() + " ("
                    + type.describe() + "); only whole integer fields take a constant", parameter, mirror, member);
            return Optional.empty();
        }
        return field;
    }

    /** Why {@code value} does not fit the C integer {@code type}; empty when it does. */
    static Optional<String> fits(long value, CScalar type) {
        if (type.canonical().equals("_Bool") || type.canonical().equals("bool")) {
            return value == 0 || value == 1 ? Optional.empty() : Optional.of(type.spelling() + " (a C bool),"
                    + " which holds 0 or 1, not " + value);
        }
        int bits = type.bytes() * 8;
        BigInteger v = BigInteger.valueOf(value);
        BigInteger min;
        BigInteger max;
        if (type.signed()) {
            min = BigInteger.ONE.shiftLeft(bits - 1).negate();
            max = BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE);
        } else if (bits == 64) {
            // A Java long holds a uint64_t's bits: -1L is UINT64_MAX.
            return Optional.empty();
        } else {
            min = BigInteger.ZERO;
            max = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        }
        if (v.compareTo(min) >= 0 && v.compareTo(max) <= 0) {
            return Optional.empty();
        }
        return Optional.of(type.spelling() + " (" + type.describe() + (type.signed() ? ", signed" : ", unsigned")
                + ", " + min + " to " + max + "), which cannot hold " + value);
    }

    private static String bare(String canonical) {
        return canonical.replace("const ", "").replace("volatile ", "").strip();
    }
}
