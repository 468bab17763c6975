package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CEnum;
import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.Suggestions;
import dev.eventbind.processor.model.StatusModel;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.spec.Status;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Reads the statuses a spec's {@code @Status} admits from its header: the constants of the status enum that
 * carry the prefix, or else the prefix's integer {@code #define}s of the admitted sign; then the constants
 * {@code include} names, less those {@code exclude} names. One row per value (the first admitted), as the vendor
 * writes it (hexadecimal kept).
 */
final class HeaderStatuses {

    /** A hexadecimal literal with any integer suffix ({@code 0x70000001}, {@code 0x7FFFFFFFu}). */
    private static final Pattern HEX = Pattern.compile("0[xX][0-9a-fA-F]+[uUlL]*");

    private HeaderStatuses() {
    }

    /**
     * A header constant a table may take.
     *
     * @param constant the constant, with the value C gives it
     * @param enum32 whether it is a constant of an enum of at most 32 bits, whose whole unsigned range a status
     *     of type {@code int} carries
     */
    record Candidate(CEnum.Constant constant, boolean enum32) {

        /** The status with the constant's bits, or empty when it has more than a C {@code int} holds. */
        OptionalInt status() {
            long value = constant.value();
            boolean fits = value >= Integer.MIN_VALUE && value <= (enum32 ? 0xFFFF_FFFFL : Integer.MAX_VALUE);
            return fits ? OptionalInt.of((int) value) : OptionalInt.empty();
        }

        String name() {
            return constant.name();
        }
    }

    /**
     * What a header gives a status table.
     *
     * @param rows the table's rows, in order
     * @param prefixed the constants that start with the prefix (the status enum's where there is one), before the
     *     sign and range are applied
     * @param unknownIncludes the names {@code include} gives that the header declares as no integer constant
     * @param wideIncludes the names {@code include} gives whose values no C {@code int} holds
     * @param unknownExcludes the names {@code exclude} gives that are not among the prefix's admitted rows
     */
    record Selection(List<StatusModel.StatusCode> rows, List<Candidate> prefixed, List<String> unknownIncludes,
            List<String> wideIncludes, List<String> unknownExcludes) {
    }

    /**
     * The rows for the generated status table, or none when the spec takes nothing from its header. A selection
     * without a header to read, or one that names no constant of it, is an error on {@code status}; a header
     * that could not be read was reported where it is named and gives no rows.
     */
    static List<StatusModel.StatusCode> read(TypeElement spec, AnnotationMirror mirror, SpecSource.Backend backend,
            Optional<CHeader> header, ValidationReport report) {
        return read(spec, mirror, backend.status(), backend.statusMirror(), backend.header(), header, report);
    }

    /** The same rows for a {@code @NativeFunctions} spec's {@code @Status}. */
    static List<StatusModel.StatusCode> read(TypeElement spec, AnnotationMirror mirror, SpecSource.Functions functions,
            Optional<CHeader> header, ValidationReport report) {
        return read(spec, mirror, functions.status(), functions.statusMirror(), functions.header(), header, report);
    }

    private static List<StatusModel.StatusCode> read(TypeElement spec, AnnotationMirror mirror, Status status,
            Optional<AnnotationMirror> statusMirror, String headerName, Optional<CHeader> header,
            ValidationReport report) {
        String prefix = status.prefix();
        Anchors where = new Anchors(spec, mirror, statusMirror, report);
        if (prefix.isEmpty()) {
            if (status.sign() != Status.Sign.ANY) {
                where.report(Rule.STATUS_SELECTION, "sign = " + status.sign() + " has no prefix to apply to", "sign");
            }
            if (status.include().length == 0 && status.exclude().length > 0) {
                where.report(Rule.STATUS_SELECTION, "exclude has no prefix whose rows it could leave out", "exclude");
            }
            if (status.include().length == 0) {
                return List.of();
            }
        } else if (prefix.isBlank() || !prefix.strip().equals(prefix)) {
            where.report(Rule.STATUS_NAMES, "the prefix \"" + prefix + "\" has spaces", "prefix");
            return List.of();
        }
        if (headerName.isBlank()) {
            String member = prefix.isEmpty() ? "include" : "prefix";
            where.report(prefix.isEmpty() ? Rule.STATUS_SELECTION : Rule.STATUS_NAMES, member + " \""
                    + (prefix.isEmpty() ? status.include()[0] : prefix) + "\" has no header to read the statuses from",
                    member);
            return List.of();
        }
        if (header.isEmpty()) {
            return List.of();
        }
        Selection selection = select(header.get(), prefix, status.sign(), List.of(status.include()),
                List.of(status.exclude()));
        reportPrefix(header.get(), prefix, status.sign(), selection, where);
        reportNames(header.get(), prefix, selection, where);
        return selection.rows();
    }

    /** The names include and exclude give that the header has not, or not as a status the table can take. */
    private static void reportNames(CHeader header, String prefix, Selection selection, Anchors where) {
        selection.unknownIncludes().forEach(name -> where.reportValue("include", name, "is not an"
                + " enum constant or integer #define of " + header.header() + " or the headers it includes"
                + Suggestions.nearest(name, names(header)).map(near -> "; did you mean \"" + near + "\"?")
                        .orElse("")));
        selection.wideIncludes().forEach(name -> where.reportValue("include", name,
                "has a value outside the range of a C int status"));
        selection.unknownExcludes().forEach(name -> where.reportValue("exclude", name, "is not"
                + " among the statuses " + (prefix.isEmpty() ? "the table takes" : "the prefix \"" + prefix
                        + "\" admits") + ", so there is nothing to leave out"));
    }

    /** The mistakes of the prefix itself: it names nothing, or nothing a status can be. */
    private static void reportPrefix(CHeader header, String prefix, Status.Sign sign, Selection selection,
            Anchors where) {
        if (prefix.isEmpty()) {
            return;
        }
        List<Candidate> prefixed = selection.prefixed();
        List<Candidate> admitted = admitted(prefixed, sign);
        if (prefixed.isEmpty()) {
            where.report(Rule.STATUS_NAMES, "no enum constant or integer #define starts with \"" + prefix
                    + "\" in " + header.header() + " or the headers it includes" + hint(header, prefix), "prefix");
        } else if (admitted.isEmpty() && prefixed.stream().anyMatch(candidate -> candidate.status().isPresent())) {
            where.report(Rule.STATUS_NAMES, "the " + prefixed.size() + " constants starting with \"" + prefix
                    + "\" (" + prefixed.getFirst().name() + ", ...) all have values sign = " + sign
                    + " leaves out", "prefix");
        } else if (admitted.isEmpty()) {
            where.report(Rule.STATUS_NAMES, "the " + prefixed.size() + " constants starting with \"" + prefix
                    + "\" (" + prefixed.getFirst().name() + ", ...) are all outside the range of a C int status",
                    "prefix");
        }
    }

    /**
     * The rows {@code header} gives a table: the prefix's constants of the admitted sign (the status enum's
     * where there is one), then those {@code include} names, less those {@code exclude} names, one per value.
     */
    static Selection select(CHeader header, String prefix, Status.Sign sign, List<String> include,
            List<String> exclude) {
        List<Candidate> prefixed = prefix.isEmpty() ? List.of() : prefixed(header, prefix);
        List<Candidate> admitted = admitted(prefixed, sign);
        Set<String> admittedNames = new HashSet<>();
        admitted.forEach(candidate -> admittedNames.add(candidate.name()));
        List<String> unknownExcludes = exclude.stream().filter(name -> !admittedNames.contains(name)).toList();
        List<Candidate> taken = new ArrayList<>(admitted.stream()
                .filter(candidate -> !exclude.contains(candidate.name())).toList());
        Map<String, Candidate> declared = declared(header);
        List<String> unknownIncludes = new ArrayList<>();
        List<String> wideIncludes = new ArrayList<>();
        for (String name : include) {
            Candidate candidate = declared.get(name);
            if (candidate == null) {
                unknownIncludes.add(name);
            } else if (candidate.status().isEmpty()) {
                wideIncludes.add(name);
            } else {
                taken.add(candidate);
            }
        }
        return new Selection(rows(taken), prefixed, unknownIncludes, wideIncludes, unknownExcludes);
    }

    /**
     * The constants starting with {@code prefix}: the status enum's, where an enum declares any (the one that
     * declares the most), else the integer {@code #define}s.
     */
    private static List<Candidate> prefixed(CHeader header, String prefix) {
        Optional<CEnum> statusEnum = header.enums().stream().filter(declared -> count(declared, prefix) > 0)
                .max(Comparator.comparingLong(declared -> count(declared, prefix)));
        if (statusEnum.isPresent()) {
            boolean enum32 = statusEnum.get().integer().bytes() <= Integer.BYTES;
            return statusEnum.get().constants().stream().filter(constant -> constant.name().startsWith(prefix))
                    .map(constant -> new Candidate(constant, enum32)).toList();
        }
        return header.constants(prefix).stream().map(constant -> new Candidate(constant, false)).toList();
    }

    private static long count(CEnum declared, String prefix) {
        return declared.constants().stream().filter(constant -> constant.name().startsWith(prefix)).count();
    }

    private static List<Candidate> admitted(List<Candidate> prefixed, Status.Sign sign) {
        return prefixed.stream().filter(candidate -> candidate.status().isPresent())
                .filter(candidate -> switch (sign) {
                    case ANY -> true;
                    case NON_POSITIVE -> candidate.constant().value() <= 0;
                }).toList();
    }

    /** Every integer constant the header declares, by name: enum constants first, as C resolves a name. */
    private static Map<String, Candidate> declared(CHeader header) {
        Map<String, Candidate> declared = new LinkedHashMap<>();
        for (CEnum declaredEnum : header.enums()) {
            boolean enum32 = declaredEnum.integer().bytes() <= Integer.BYTES;
            declaredEnum.constants().forEach(constant -> declared.putIfAbsent(constant.name(),
                    new Candidate(constant, enum32)));
        }
        header.constants("").forEach(constant -> declared.putIfAbsent(constant.name(),
                new Candidate(constant, false)));
        return declared;
    }

    private static Set<String> names(CHeader header) {
        return declared(header).keySet();
    }

    /** One row per value, named by the first constant with it. */
    static List<StatusModel.StatusCode> rows(List<Candidate> candidates) {
        List<StatusModel.StatusCode> rows = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        for (Candidate candidate : candidates) {
            OptionalInt status = candidate.status();
            if (status.isEmpty() || !seen.add(status.getAsInt())) {
                continue;
            }
            String written = candidate.constant().written().strip();
            String literal = HEX.matcher(written).matches() ? written.replaceAll("[uUlL]+$", "") : "";
            rows.add(new StatusModel.StatusCode(status.getAsInt(), candidate.name(), "", literal));
        }
        return rows;
    }

    /** "; did you mean "cudaError"?" where the prefix starts constants in another case. */
    private static String hint(CHeader header, String prefix) {
        return header.constants("").stream().map(CEnum.Constant::name)
                .filter(name -> name.regionMatches(true, 0, prefix, 0, prefix.length()))
                .map(name -> "; did you mean \"" + name.substring(0, prefix.length()) + "\"?")
                .findFirst().orElse("");
    }

    /**
     * Where a mistake in {@code @Status} is reported: on the member's value inside it, on one name of an array
     * member, or on the spec's {@code status} where the spec keeps the default.
     */
    private record Anchors(Element spec, AnnotationMirror mirror, Optional<AnnotationMirror> status,
            ValidationReport report) {

        void report(Rule rule, String particulars, String member) {
            if (status.isPresent()) {
                report.report(rule, particulars, spec, status.get(), member);
            } else {
                report.report(rule, particulars, spec, mirror, "status");
            }
        }

        /** "include names "X", which ..." on the string {@code name} of the array member {@code member}. */
        void reportValue(String member, String name, String particulars) {
            AnnotationMirror written = status.orElse(mirror);
            Optional<AnnotationValue> value = SpecSource.written(written, member)
                    .flatMap(array -> array.getValue() instanceof List<?> values
                            ? values.stream().filter(AnnotationValue.class::isInstance)
                                    .map(AnnotationValue.class::cast)
                                    .filter(one -> name.equals(one.getValue())).findFirst()
                            : Optional.of(array));
            report.report(Rule.STATUS_SELECTION, member + " names \"" + name + "\", which " + particulars, spec,
                    written, value);
        }
    }
}
