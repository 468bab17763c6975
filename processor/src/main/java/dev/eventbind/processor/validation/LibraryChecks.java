package dev.eventbind.processor.validation;

import dev.eventbind.spec.Code;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Status;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** The checks of a spec's {@code @Library} and {@code @Status} values. */
final class LibraryChecks {

    private final TypeElement spec;
    private final AnnotationMirror mirror;
    private final ValidationReport report;

    LibraryChecks(TypeElement spec, AnnotationMirror mirror, ValidationReport report) {
        this.spec = spec;
        this.mirror = mirror;
        this.report = report;
    }

    void library(Library library, CompilationClaims claims) {
        boolean blankName = Arrays.stream(library.names()).anyMatch(String::isBlank);
        if ((library.names().length == 0 && library.resource().isBlank()) || blankName) {
            report.report(Rule.EMPTY_LIBRARY, blankName ? "a candidate name is blank"
                    : "names is empty and no resource is shipped", spec, mirror, "library");
        }
        if (library.overrideProperty().isBlank() || library.overrideEnv().isBlank()) {
            report.report(Rule.BLANK_OVERRIDE, "overrideProperty=\"" + library.overrideProperty()
                    + "\", overrideEnv=\"" + library.overrideEnv() + "\"", spec, mirror, "library");
            return;
        }
        override("system property", library.overrideProperty(), library, claims);
        override("environment variable", library.overrideEnv(), library, claims);
    }

    private void override(String kind, String value, Library library, CompilationClaims claims) {
        if (value.chars().anyMatch(c -> Character.isWhitespace(c) || c == '=')) {
            report.report(Rule.BAD_OVERRIDE, "the " + kind + " \"" + value + "\"", spec, mirror, "library");
            return;
        }
        claims.claimOverride(kind, value, spec.getQualifiedName().toString(), List.of(library.names()))
                .ifPresent(holder -> report.report(Rule.DUPLICATE_OVERRIDE, "the " + kind + " \"" + value
                        + "\" is also the override of " + holder, spec, mirror, "library"));
    }

    void status(Status status) {
        boolean conflict = Arrays.stream(status.notReady()).anyMatch(code -> code == status.success())
                || Arrays.stream(status.poisoned()).anyMatch(code -> code == status.success());
        if (conflict) {
            report.report(Rule.STATUS_CONFLICT, "success is " + status.success(), spec, mirror, "status");
        }
        Set<Integer> repeated = new TreeSet<>(repeats(status.notReady()));
        repeated.addAll(repeats(status.poisoned()));
        for (int code : status.notReady()) {
            if (Arrays.stream(status.poisoned()).anyMatch(poisoned -> poisoned == code)) {
                report.report(Rule.DUPLICATE_STATUS, code + " is both not-ready and poisoned", spec, mirror,
                        "status");
            }
        }
        for (int code : repeated) {
            report.report(Rule.DUPLICATE_STATUS, code + " is listed twice", spec, mirror, "status");
        }
        int[] values = Arrays.stream(status.codes()).mapToInt(Code::value).toArray();
        for (int code : repeats(values)) {
            report.report(Rule.DUPLICATE_CODE, code + " has two @Code entries", spec, mirror, "status");
        }
    }

    private static Set<Integer> repeats(int[] values) {
        Set<Integer> seen = new HashSet<>();
        Set<Integer> repeated = new TreeSet<>();
        for (int value : values) {
            if (!seen.add(value)) {
                repeated.add(value);
            }
        }
        return repeated;
    }
}
