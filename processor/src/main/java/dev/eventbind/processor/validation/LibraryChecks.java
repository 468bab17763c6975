package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.Argument;
import dev.eventbind.spec.Code;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
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
        places(library);
        if (library.overrideProperty().isBlank() || library.overrideEnv().isBlank()) {
            report.report(Rule.BLANK_OVERRIDE, "overrideProperty=\"" + library.overrideProperty()
                    + "\", overrideEnv=\"" + library.overrideEnv() + "\"", spec, mirror, "library");
            return;
        }
        override("system property", library.overrideProperty(), library, claims);
        override("environment variable", library.overrideEnv(), library, claims);
    }

    /** Each kind of place a library is looked for in is spelt as the loader reads it. */
    private void places(Library library) {
        Set<String> seen = new HashSet<>();
        for (String name : library.names()) {
            if (name.contains("/") || name.contains("\\")) {
                place("the candidate \"" + name + "\" is a path; a candidate is a file name, tried in each home's"
                        + " subfolders and by the system loader (a fixed folder belongs in defaultHomes)");
            } else if (!name.isBlank() && !seen.add(name)) {
                place("the candidate \"" + name + "\" is listed twice");
            }
        }
        for (String home : library.home()) {
            if (home.isBlank() || home.chars().anyMatch(c -> Character.isWhitespace(c) || c == '=' || c == '/')) {
                place("home \"" + home + "\" is not an environment variable's name");
            }
        }
        for (String folder : library.defaultHomes()) {
            if (!absolute(folder)) {
                place("the default home \"" + folder + "\" is relative, so it would be looked for in the working"
                        + " directory; a default home is an absolute folder");
            }
        }
        for (String folder : library.subdirs()) {
            if (absolute(folder) || folder.contains("..")) {
                place("the subfolder \"" + folder + "\" leaves its home; a subfolder is relative to each home");
            }
        }
        if (!library.resource().isBlank() && !library.resource().startsWith("/")) {
            place("the resource \"" + library.resource() + "\" is relative to the generated class's package; a"
                    + " resource is an absolute classpath path (\"/dev/...\")");
        }
        for (String name : library.loadsByName()) {
            if (!name.startsWith("icd:") && !name.equals("vulkan:")
                    && (name.contains("/") || name.contains("\\") || name.isBlank())) {
                place("loadsByName \"" + name + "\" is not a bare library name, an icd: folder or vulkan:");
            }
        }
    }

    private static boolean absolute(String folder) {
        return folder.startsWith("/") || folder.startsWith("\\") || folder.matches("[A-Za-z]:[\\\\/].*");
    }

    private void place(String particulars) {
        report.report(Rule.LIBRARY_PLACES, particulars, spec, mirror, "library");
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

    /**
     * A query or a timed wait that answers "not yet" through its status needs {@code notReady} to tell that
     * answer from a failure; a query that writes an execution status needs none.
     */
    void notReady(Status status, List<DeclaredMethod> methods) {
        if (status.notReady().length > 0) {
            return;
        }
        for (DeclaredMethod method : methods) {
            if (method.shape().isEmpty() || method.op().isEmpty()) {
                continue;
            }
            List<Argument> arguments = method.shape().get().arguments();
            Op op = method.op().get();
            boolean query = op == Op.EVENT_QUERY && !arguments.contains(Argument.EXECUTION);
            if (query || arguments.contains(Argument.TIMEOUT)) {
                report.report(Rule.NOT_READY, method.symbol() + " (Op." + op + ") " + (query ? "says an event is"
                        + " not yet reached" : "says its timeout ran out") + " with a status, and the spec's"
                        + " @Status lists no notReady status, so that answer would read as a failure", spec, mirror,
                        "status");
                return;
            }
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
