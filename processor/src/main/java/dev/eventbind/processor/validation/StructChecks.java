package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CEnum;
import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CRecord;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.header.Suggestions;
import dev.eventbind.processor.model.ModelFactory;
import dev.eventbind.processor.model.StructLayout;
import dev.eventbind.processor.model.StructLayout.Access;
import dev.eventbind.processor.model.StructLayout.StructField;
import dev.eventbind.processor.source.SpecSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;

/**
 * Checks a spec's {@code @Struct}s against its header and lays each record out as the header's target does: the
 * record exists, each field or path names members of it, the structure type is a constant of the header that fits
 * the first field. Every mistake is reported on the {@code @Struct} member that holds it.
 */
final class StructChecks {

    /** The members every generated struct class has, which a field's accessor may not shadow. */
    private static final Set<String> MEMBERS = Set.of("segment", "allocate", "array", "at", "of", "ofPointer", "BYTES",
            "ALIGNMENT", "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone",
            "finalize");

    /** Names a class may not take though they are identifiers (JLS 3.9): a record named so has no class. */
    private static final Set<String> RESTRICTED = Set.of("var", "yield", "record", "sealed", "permits");

    private final TypeElement spec;
    private final ValidationReport report;

    private StructChecks(TypeElement spec, ValidationReport report) {
        this.spec = spec;
        this.report = report;
    }

    /**
     * The layouts of {@code source}'s {@code @Struct}s in {@code header} (empty when it was not read, or the spec
     * names none, {@code headerName} blank); each mistake reported.
     */
    static List<StructLayout> check(SpecSource source, Optional<CHeader> header, String headerName,
            ValidationReport report) {
        StructChecks checks = new StructChecks(source.element(), report);
        List<StructLayout> layouts = new ArrayList<>();
        Set<String> named = new HashSet<>();
        for (SpecSource.StructSource struct : source.structs()) {
            if (!named.add(struct.record())) {
                report.report(Rule.STRUCT, struct.record() + " is named by two @Struct annotations; give one the"
                        + " fields of both", source.element(), struct.mirror(), "value");
                continue;
            }
            if (header.isEmpty()) {
                report.report(Rule.STRUCT, struct.record() + "'s layout comes from the spec's header, and "
                        + (headerName.isBlank() ? "the spec names none (header = ...)" : headerName
                        + " was not read"), source.element(), struct.mirror(), "value");
                continue;
            }
            checks.layout(struct, header.get()).ifPresent(layouts::add);
        }
        return layouts;
    }

    private Optional<StructLayout> layout(SpecSource.StructSource struct, CHeader header) {
        String name = struct.record();
        if (!SourceVersion.isIdentifier(name) || SourceVersion.isKeyword(name) || RESTRICTED.contains(name)) {
            report.report(Rule.STRUCT, "\"" + name + "\" is not a name the generated class can take; name the"
                    + " record by its typedef or its tag alone (\"VkQueueFamilyProperties\")", spec,
                    struct.mirror(), "value");
            return Optional.empty();
        }
        String holder = ModelFactory.structsClass(spec).simpleName();
        if (name.equals(holder)) {
            report.report(Rule.STRUCT, name + " is the name of the class that holds the records' classes, which a"
                    + " class inside it cannot take", spec, struct.mirror(), "value");
            return Optional.empty();
        }
        Optional<CRecord> found = RecordPaths.record(header, name);
        if (found.isEmpty()) {
            report.report(Rule.STRUCT, name + " is not a struct or union of " + header.header().getFileName(), spec,
                    struct.mirror(), "value");
            return Optional.empty();
        }
        CRecord record = found.get();
        RecordPaths.platformLong(header, record).ifPresent(path -> report.report(Rule.PLATFORM_LONG, record.name() + "."
                + path + " is a C long: " + name + "'s layout, and the offsets generated from it, are this target's"
                + " (" + header.target().describe() + ") only", spec, struct.mirror(), "value"));
        List<StructField> fields = new ArrayList<>();
        Set<String> accessors = new HashSet<>();
        boolean valid = true;
        if (struct.fields().isEmpty()) {
            for (CRecord.Field field : record.fields()) {
                access(field.type()).filter(access -> !field.bitField() && field.offsetBits() % 8 == 0
                                && !field.name().isEmpty())
                        .ifPresent(access -> fields.add(field(field.name(), field.offsetBits() / 8, field.type(),
                                access, accessors)));
            }
        } else {
            Set<String> given = new HashSet<>();
            for (String path : struct.fields()) {
                if (!given.add(path)) {
                    report.report(Rule.STRUCT_FIELD, name + "." + path + " is named twice", spec, struct.mirror(),
                            "fields");
                    valid = false;
                    continue;
                }
                Optional<StructField> field = path(header, record, path, struct, accessors);
                valid &= field.isPresent();
                field.ifPresent(fields::add);
            }
        }
        Optional<StructLayout.TypeWord> type = Optional.empty();
        if (!struct.type().isEmpty()) {
            type = typeWord(header, record, struct);
            valid &= type.isPresent();
        }
        return valid ? Optional.of(new StructLayout(name, record.name(), record.bytes(), record.alignment(), type,
                fields, record.file().getFileName() + ":" + record.line(), header.target().describe()))
                : Optional.empty();
    }

    /** The field at {@code path} ({@link RecordPaths}), given accessors; reported where it names none. */
    private Optional<StructField> path(CHeader header, CRecord outer, String path, SpecSource.StructSource struct,
            Set<String> accessors) {
        RecordPaths.Found found;
        switch (RecordPaths.resolve(header, outer, path)) {
            case RecordPaths.Found reached -> found = reached;
            case RecordPaths.Broken broken -> {
                report.report(Rule.STRUCT_FIELD, broken.particulars(), spec, struct.mirror(), "fields");
                return Optional.empty();
            }
        }
        CRecord.Field field = found.field();
        long offsetBits = found.offsetBits();
        CScalar type = field.type();
        Optional<Access> access = access(type);
        if (field.bitField() || offsetBits % 8 != 0 || access.isEmpty()) {
            report.report(Rule.STRUCT_FIELD, outer.name() + "." + path + " is " + type.spelling()
                    + (field.bitField() ? " : " + field.bitWidth() + ", a bit-field, which shares its storage with its"
                    + " neighbours" : " (" + type.describe() + "), which no accessor reads"), spec, struct.mirror(),
                    "fields");
            return Optional.empty();
        }
        return Optional.of(field(path, offsetBits / 8, type, access.get(), accessors));
    }

    /** The structure type: a constant of the header that fits the record's first field, an integer. */
    private Optional<StructLayout.TypeWord> typeWord(CHeader header, CRecord record,
            SpecSource.StructSource struct) {
        String constant = struct.type();
        Optional<CEnum.Constant> value = header.constants(constant).stream()
                .filter(c -> c.name().equals(constant)).findFirst();
        if (value.isEmpty()) {
            List<String> names = header.enums().stream().flatMap(e -> e.constants().stream()).map(CEnum.Constant::name)
                    .toList();
            report.report(Rule.STRUCT_TYPE, constant + " is not a constant of " + header.header().getFileName()
                    + Suggestions.nearest(constant, names).map(near -> "; did you mean " + near + "?").orElse(""),
                    spec, struct.mirror(), "type");
            return Optional.empty();
        }
        Optional<CRecord.Field> first = record.fields().stream().findFirst();
        if (first.isEmpty() || first.get().bitField() || first.get().type().kind() != CKind.INTEGER
                || first.get().offsetBits() != 0) {
            report.report(Rule.STRUCT_TYPE, record.name() + " does not start with an integer field"
                    + first.map(f -> " (" + f.name() + " is " + f.type().spelling() + ")").orElse(" (it has none)")
                    + " for " + constant, spec, struct.mirror(), "type");
            return Optional.empty();
        }
        CRecord.Field field = first.get();
        Optional<String> problem = BindingValidator.fits(value.get().value(), field.type());
        if (problem.isPresent()) {
            report.report(Rule.STRUCT_TYPE, record.name() + "." + field.name() + " is " + problem.get(), spec,
                    struct.mirror(), "type");
            return Optional.empty();
        }
        return Optional.of(new StructLayout.TypeWord(constant, value.get().value(), field(field.name(), 0,
                field.type(), access(field.type()).orElseThrow(), new HashSet<>())));
    }

    /** How a field of {@code type} is reached from Java; empty for a type no accessor reads. */
    private static Optional<Access> access(CScalar type) {
        return switch (type.kind()) {
            case INTEGER -> switch (type.bytes()) {
                case 1 -> Optional.of(Access.BYTE);
                case 2 -> Optional.of(Access.SHORT);
                case 4 -> Optional.of(Access.INT);
                case 8 -> Optional.of(Access.LONG);
                default -> Optional.empty();
            };
            case FLOATING -> type.bytes() == 4 ? Optional.of(Access.FLOAT) : type.bytes() == 8
                    ? Optional.of(Access.DOUBLE) : Optional.empty();
            case POINTER -> !type.canonical().contains("[") ? Optional.of(Access.POINTER)
                    : type.canonical().matches("(const )?char ?\\[\\d+\\]") ? Optional.of(Access.STRING)
                    : Optional.of(Access.BYTES);
            case AGGREGATE -> Optional.of(Access.BYTES);
            default -> Optional.empty();
        };
    }

    /**
     * A field given accessors named after its path: the names joined in camel case, with a trailing underscore where
     * that is a Java keyword, a member every struct class has, or the name of an earlier field's accessor.
     */
    private static StructField field(String path, long offset, CScalar type, Access access, Set<String> accessors) {
        StringBuilder name = new StringBuilder();
        for (String part : path.split("\\.", -1)) {
            name.append(name.isEmpty() ? part : part.substring(0, 1).toUpperCase(Locale.ROOT) + part.substring(1));
        }
        String accessor = name.toString();
        while (SourceVersion.isKeyword(accessor) || MEMBERS.contains(accessor) || !accessors.add(accessor)) {
            accessor = accessor + "_";
        }
        return new StructField(path, accessor, offset, type.bytes(), access, type.spelling());
    }
}
