package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CEnum;
import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.model.StatusModel;
import dev.eventbind.processor.source.SpecSource;
import dev.eventbind.spec.Status;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Reads the statuses a spec's {@code @Status(prefix)} names from its header: each enum constant and integer
 * {@code #define} whose name starts with the prefix, one per value (the first the header declares), as the
 * vendor writes it (hexadecimal kept).
 */
final class HeaderStatuses {

    /** A hexadecimal literal with any integer suffix ({@code 0x70000001}, {@code 0x7FFFFFFFu}). */
    private static final Pattern HEX = Pattern.compile("0[xX][0-9a-fA-F]+[uUlL]*");

    private HeaderStatuses() {
    }

    /**
     * The rows for the generated status table, or none when the spec names no prefix. A prefix without a header
     * to read, or one that names no constant of it, is an error on {@code status}; a header that could not be
     * read was reported where it is named and gives no rows.
     */
    static List<StatusModel.StatusCode> read(TypeElement spec, AnnotationMirror mirror, SpecSource.Backend backend,
            Optional<CHeader> header, ValidationReport report) {
        return read(spec, mirror, backend.status(), backend.statusMirror(), backend.header(), header, report);
    }

    /** The same rows for a {@code @NativeFunctions} spec's {@code @Status(prefix)}. */
    static List<StatusModel.StatusCode> read(TypeElement spec, AnnotationMirror mirror, SpecSource.Functions functions,
            Optional<CHeader> header, ValidationReport report) {
        return read(spec, mirror, functions.status(), functions.statusMirror(), functions.header(), header, report);
    }

    private static List<StatusModel.StatusCode> read(TypeElement spec, AnnotationMirror mirror, Status status,
            Optional<AnnotationMirror> statusMirror, String headerName, Optional<CHeader> header,
            ValidationReport report) {
        String prefix = status.prefix();
        if (prefix.isEmpty()) {
            return List.of();
        }
        Anchor where = statusMirror.map(written -> new Anchor(spec, written, "prefix"))
                .orElse(new Anchor(spec, mirror, "status"));
        if (prefix.isBlank() || !prefix.strip().equals(prefix)) {
            report.report(Rule.STATUS_NAMES, "the prefix \"" + prefix + "\" has spaces", where.element(),
                    where.annotation(), where.member());
            return List.of();
        }
        if (headerName.isBlank()) {
            report.report(Rule.STATUS_NAMES, "prefix \"" + prefix + "\" has no header to read the statuses from",
                    where.element(), where.annotation(), where.member());
            return List.of();
        }
        if (header.isEmpty()) {
            return List.of();
        }
        List<CEnum.Constant> constants = header.get().constants(prefix);
        List<StatusModel.StatusCode> rows = rows(constants);
        if (rows.isEmpty() && !constants.isEmpty()) {
            report.report(Rule.STATUS_NAMES, "the " + constants.size() + " constants starting with \"" + prefix
                    + "\" (" + constants.getFirst().name() + ", ...) are all outside the range of a C int status",
                    where.element(), where.annotation(), where.member());
        } else if (rows.isEmpty()) {
            report.report(Rule.STATUS_NAMES, "no enum constant or integer #define starts with \"" + prefix
                    + "\" in " + header.get().header() + " or the headers it includes" + hint(header.get(), prefix),
                    where.element(), where.annotation(), where.member());
        }
        return rows;
    }

    /** Where a mistake in the prefix is reported: on its value inside {@code @Status}. */
    private record Anchor(Element element, AnnotationMirror annotation, String member) {
    }

    /** One row per value that fits a C {@code int}, named by the first constant with it. */
    static List<StatusModel.StatusCode> rows(List<CEnum.Constant> constants) {
        List<StatusModel.StatusCode> rows = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (CEnum.Constant constant : constants) {
            long value = constant.value();
            if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE || !seen.add(value)) {
                continue;
            }
            String written = constant.written().strip();
            String literal = HEX.matcher(written).matches() ? written.replaceAll("[uUlL]+$", "") : "";
            rows.add(new StatusModel.StatusCode((int) value, constant.name(), "", literal));
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
}
