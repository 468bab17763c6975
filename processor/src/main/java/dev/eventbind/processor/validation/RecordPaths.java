package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CRecord;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.header.Suggestions;
import java.util.List;
import java.util.Optional;

/**
 * A path of member names through a record of the header ({@code "limits.timestampPeriod"}), each name but the last a
 * member of record type: where it ends, or why it does not, in the words every check that takes a path reports
 * ({@code @Descriptor(read)}, {@code @Struct(fields)}) under its own rule.
 */
final class RecordPaths {

    private RecordPaths() {
    }

    /** What a path resolves to. */
    sealed interface Resolved permits Found, Broken {
    }

    /**
     * The field a path ends at.
     *
     * @param field the last member
     * @param offsetBits its offset from the outer record's start, the sum of the members' offsets
     */
    record Found(CRecord.Field field, long offsetBits) implements Resolved {
    }

    /** A path that names a member its record lacks, or goes through a member that is not a record: the particulars. */
    record Broken(String particulars) implements Resolved {
    }

    /** The struct or union {@code name} names in the header: by itself, as a tag ("struct x") or as a typedef. */
    static Optional<CRecord> record(CHeader header, String name) {
        return header.record(name).or(() -> header.record("struct " + name))
                .or(() -> header.typedef(name).flatMap(t -> header.record(t.canonical())));
    }

    /** The field {@code path} names in {@code outer}. */
    static Resolved resolve(CHeader header, CRecord outer, String path) {
        CRecord record = outer;
        long offsetBits = 0;
        List<String> names = List.of(path.split("\\.", -1));
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            Optional<CRecord.Field> found = name.isEmpty() ? Optional.empty()
                    : record.fields().stream().filter(f -> f.name().equals(name)).findFirst();
            if (found.isEmpty()) {
                String suggestion = Suggestions.nearest(name, record.fields().stream().map(CRecord.Field::name)
                        .filter(n -> !n.isEmpty()).toList()).map(near -> "; did you mean " + near + "?").orElse("");
                return new Broken(record.name() + " has no field " + (name.isEmpty() ? "\"\"" : name) + " ("
                        + record.file().getFileName() + ":" + record.line() + ")"
                        + (i == 0 ? "" : ", on the path " + path + " in " + outer.name()) + suggestion);
            }
            offsetBits += found.get().offsetBits();
            if (i == names.size() - 1) {
                return new Found(found.get(), offsetBits);
            }
            CScalar type = found.get().type();
            Optional<CRecord> inner = nested(header, type);
            if (inner.isEmpty()) {
                return new Broken(outer.name() + "." + String.join(".", names.subList(0, i + 1)) + " is "
                        + type.spelling() + " (" + type.describe() + "), not a record with a field "
                        + names.get(i + 1));
            }
            record = inner.get();
        }
        throw new IllegalStateException("a path has at least one name");
    }

    /**
     * The path of the first field of {@code record} that is a C {@code long} (a platform long), looking into its
     * members of record type; empty when it has none. Such a field's width, and every offset after it, differs
     * between LP64 and LLP64, so a layout read from the header is the target's data model's only.
     */
    static Optional<String> platformLong(CHeader header, CRecord record) {
        return platformLong(header, record, "", 0);
    }

    private static Optional<String> platformLong(CHeader header, CRecord record, String prefix, int depth) {
        for (CRecord.Field field : record.fields()) {
            CScalar type = field.type();
            String path = prefix + (field.name().isEmpty() ? "(anonymous)" : field.name());
            if (type.platformLong()) {
                return Optional.of(path);
            }
            if (depth < 8) {
                Optional<String> inner = nested(header, type)
                        .flatMap(member -> platformLong(header, member, path + ".", depth + 1));
                if (inner.isPresent()) {
                    return inner;
                }
            }
        }
        return Optional.empty();
    }

    /** The record a member of {@code type} is, where it is a struct or union the header defines. */
    static Optional<CRecord> nested(CHeader header, CScalar type) {
        if (type.kind() != CKind.AGGREGATE) {
            return Optional.empty();
        }
        String bare = type.canonical().replace("const ", "").replace("volatile ", "").strip();
        return header.record(bare).or(() -> header.record(type.spelling()));
    }
}
