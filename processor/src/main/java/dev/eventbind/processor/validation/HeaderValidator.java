package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CHeader;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CMacro;
import dev.eventbind.processor.header.CParameter;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.header.FrontEnd;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.model.CType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Checks each symbol of a spec against the header the spec names, as the C front end read it for the target:
 * declared there under that name, exported (not a static or inline definition), not variadic, and with the same
 * number of parameters, each and the return of the same class and width as the Java method's. A header that is
 * named but cannot be found, parsed or checked is an error, unless the build opts out of header checks.
 */
final class HeaderValidator {

    private final HeaderCache headers;
    private final ValidationReport report;
    /** Methods whose Java types differ from their declaration's: their roles are not checked on top. */
    private final java.util.Set<javax.lang.model.element.ExecutableElement> mismatched = new java.util.HashSet<>();
    private Optional<CHeader> parsedHeader = Optional.empty();

    HeaderValidator(HeaderCache headers, ValidationReport report) {
        this.headers = headers;
        this.report = report;
    }

    /** Checks every linkable method; returns the functions found, by method, for the model and the role checks. */
    Map<ExecutableElement, CFunction> validate(TypeElement spec, AnnotationMirror specAnnotation, String header,
            List<DeclaredMethod> methods) {
        Map<ExecutableElement, CFunction> declarations = new HashMap<>();
        if (header.isBlank()) {
            return declarations;
        }
        if (headers.checksSkipped()) {
            report.report(Rule.HEADER_CHECKS_SKIPPED, "the symbols are not checked against " + header
                    + " (-Aeventbind.headerChecks=skip)", spec, specAnnotation, "header");
            return declarations;
        }
        Optional<CHeader> parsed = parse(spec, specAnnotation, header);
        if (parsed.isEmpty()) {
            return declarations;
        }
        CHeader c = parsed.get();
        parsedHeader = parsed;
        List<DeclaredMethod> linkable = methods.stream().filter(DeclaredMethod::linkable).toList();
        c.readAhead(linkable.stream().map(DeclaredMethod::symbol).toList());
        boolean noneDeclared = linkable.size() >= 2 && linkable.stream().allMatch(method -> c
                .function(method.symbol()).isEmpty() && c.macro(method.symbol()).isEmpty());
        if (noneDeclared) {
            report.report(Rule.NO_SYMBOL_DECLARED, "none of the " + linkable.size() + " symbols ("
                    + String.join(", ", linkable.stream().map(DeclaredMethod::symbol).limit(4).toList())
                    + (linkable.size() > 4 ? ", ..." : "") + ") is declared in " + c.header()
                    + " or the headers it includes", spec, specAnnotation, "header");
            return declarations;
        }
        int checked = 0;
        for (DeclaredMethod method : linkable) {
            Optional<CFunction> function = check(c, method);
            checked += function.isPresent() ? 1 : 0;
            function.ifPresent(f -> declarations.put(method.method(), f));
        }
        report.report(Rule.HEADER_CHECKED, "checked " + checked + (checked == 1 ? " symbol" : " symbols")
                + " against " + c.header() + " for " + c.target().describe() + " (" + c.frontEnd() + ")", spec,
                specAnnotation, "header");
        return declarations;
    }

    /** The header {@link #validate} read, when it could be read and checks were not skipped. */
    Optional<CHeader> header() {
        return parsedHeader;
    }

    private Optional<CHeader> parse(TypeElement spec, AnnotationMirror specAnnotation, String header) {
        Optional<FrontEnd.Result> result = headers.parse(header);
        if (result.isEmpty()) {
            Optional<Path> folder = headers.search().findFolder(header);
            String suggestion = headers.search().nearest(header).map(name -> "; did you mean \"" + name + "\"?")
                    .orElse("");
            report.report(Rule.HEADER_NOT_FOUND, folder.map(path -> header + " is a folder (" + path
                    + "), not a header; name a file in it").orElse(header + " is in none of "
                    + headers.search().describe() + suggestion), spec, specAnnotation, "header");
            return Optional.empty();
        }
        return switch (result.get()) {
            case FrontEnd.Failed failed -> {
                report.report(Rule.HEADER_UNCHECKABLE, header + " cannot be checked: " + failed.reason() + "\n  fix: "
                        + failed.fix(), spec, specAnnotation, "header");
                yield Optional.empty();
            }
            case FrontEnd.Parsed parsed when !parsed.header().errors().isEmpty() -> {
                List<CHeader.Diagnostic> errors = parsed.header().errors();
                report.report(Rule.HEADER_NOT_C, header + " is not valid C for " + parsed.header().target()
                        .describe() + "; " + parsed.header().frontEnd() + " says:\n    " + errors.getFirst().text()
                        + (errors.size() > 1 ? "\n  (and " + (errors.size() - 1) + " more)" : ""), spec,
                        specAnnotation, "header");
                yield Optional.empty();
            }
            case FrontEnd.Parsed parsed -> Optional.of(parsed.header());
        };
    }

    /** Checks one method; returns its function when its symbol was found and compared. */
    private Optional<CFunction> check(CHeader header, DeclaredMethod declared) {
        Optional<CFunction> function = header.function(declared.symbol()).or(() -> renamed(header, declared));
        if (function.isEmpty()) {
            reportMissing(header, declared);
            return Optional.empty();
        }
        CFunction c = function.get();
        if (c.local()) {
            report.report(Rule.LOCAL_FUNCTION, declared.symbol() + " is defined static or inline in "
                    + c.position() + " (" + c.declaration() + "), so no library exports it", declared.method(),
                    declared.annotation(), "symbol");
            return Optional.empty();
        }
        if (c.deprecated()) {
            report.report(Rule.DEPRECATED_SYMBOL, declared.symbol() + " is declared deprecated in " + c.position(),
                    declared.method(), declared.annotation(), "symbol");
        }
        if (c.variadic()) {
            report.report(Rule.VARIADIC, declared.symbol() + " is declared " + c.declaration(), declared.method(),
                    declared.annotation(), "symbol");
            return Optional.of(c);
        }
        compareTypes(header, c, declared);
        return Optional.of(c);
    }

    /**
     * The Java method's parameters and return against the declaration's: their number, their order, and each
     * one's class and width.
     */
    private void compareTypes(CHeader header, CFunction c, DeclaredMethod declared) {
        List<VariableElement> parameters = List.copyOf(declared.method().getParameters());
        List<CType> types = declared.signature().orElseThrow().parameters();
        if (c.parameters().size() != parameters.size()) {
            List<String> actual = types.stream().map(type -> type.kind().name().toLowerCase(Locale.ROOT))
                    .toList();
            report.report(Rule.HEADER_MISMATCH, declared.method().getSimpleName() + " has " + count(actual)
                    + " but " + declared.symbol() + " is declared with "
                    + count(c.parameters().stream().map(CParameter::kind).map(CKind::word).toList()) + ": "
                    + c.declaration(), declared.method());
            return;
        }
        if (swapped(c, declared, parameters, types)) {
            return;
        }
        for (int i = 0; i < parameters.size(); i++) {
            compare(header, c, c.parameters().get(i).type(), types.get(i), parameters.get(i),
                    "parameter " + (i + 1) + " (" + parameters.get(i).getSimpleName() + ") of "
                            + declared.method().getSimpleName(), "declares " + c.parameters().get(i).text());
            if (WidthCheck.compare(c.parameters().get(i).type(), types.get(i))
                    == WidthCheck.Outcome.DIFFERS) {
                mismatched.add(declared.method());
            }
        }
        compare(header, c, c.returns(), declared.signature().orElseThrow().returns(),
                declared.method(), "the return of " + declared.method().getSimpleName(), "returns "
                        + c.returns().spelling());
    }

    /**
     * The function a {@code #define} renames {@code declared}'s symbol to ({@code cuEventElapsedTime} to
     * {@code cuEventElapsedTime_v2}): a C program calling the symbol links the renamed export, so binding the
     * original is said, and checked against the renamed prototype (the vendor keeps both with one prototype).
     */
    private Optional<CFunction> renamed(CHeader header, DeclaredMethod declared) {
        Optional<CMacro> macro = header.macro(declared.symbol());
        Optional<CFunction> renamed = macro.flatMap(CMacro::alias).flatMap(header::function);
        renamed.ifPresent(function -> report.report(Rule.RENAMED_SYMBOL, macro.get().file().getFileName() + ":"
                + macro.get().line() + " has #define " + declared.symbol() + " " + function.name()
                + ", so a C program calling " + declared.symbol() + " links " + function.name() + "; this binds the"
                + " original export " + declared.symbol() + ", checked against " + function.declaration()
                + " (symbol = \"" + function.name() + "\" binds the renamed one)", declared.method(),
                declared.annotation(), "symbol"));
        return renamed;
    }

    /** Two parameters whose types are each the other's declaration: one mistake, said once. */
    private boolean swapped(CFunction c, DeclaredMethod declared, List<VariableElement> parameters,
            List<CType> types) {
        List<Integer> differ = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            if (WidthCheck.compare(c.parameters().get(i).type(), types.get(i))
                    == WidthCheck.Outcome.DIFFERS) {
                differ.add(i);
            }
        }
        if (differ.size() != 2) {
            return false;
        }
        int i = differ.get(0);
        int j = differ.get(1);
        if (WidthCheck.compare(c.parameters().get(i).type(), types.get(j)) != WidthCheck.Outcome.FITS
                || WidthCheck.compare(c.parameters().get(j).type(), types.get(i))
                != WidthCheck.Outcome.FITS) {
            return false;
        }
        mismatched.add(declared.method());
        report.report(Rule.TYPE_MISMATCH, "parameters " + (i + 1) + " (" + parameters.get(i).getSimpleName()
                + ") and " + (j + 1) + " (" + parameters.get(j).getSimpleName() + ") of "
                + declared.method().getSimpleName() + " are the other way round: " + declared.symbol() + " declares "
                + c.parameters().get(i).text() + " first and " + c.parameters().get(j).text() + " after it: "
                + c.declaration(), parameters.get(i));
        return true;
    }

    /** The methods whose Java types differ from their C declaration's. */
    java.util.Set<javax.lang.model.element.ExecutableElement> mismatched() {
        return mismatched;
    }

    private void reportMissing(CHeader header, DeclaredMethod declared) {
        String suggestion = header.nearest(declared.symbol()).map(name -> "; did you mean " + name + "?")
                .orElse("");
        report.report(Rule.UNDECLARED_SYMBOL, declared.symbol() + " is not declared in " + header.header()
                + " or the headers it includes" + suggestion, declared.method(), declared.annotation(), "symbol");
    }

    private void compare(CHeader header, CFunction function, CScalar c, CType java, Element where, String what,
            String declares) {
        switch (WidthCheck.compare(c, java)) {
            case FITS -> {
            }
            case FITS_ON_THIS_TARGET -> report.report(Rule.PLATFORM_LONG, what + " is " + WidthCheck.describe(java)
                    + " and " + function.name() + " " + declares + ", a C long (8 bytes on LP64, 4 on LLP64): this"
                    + " fits " + header.target().dataModel() + " only", where);
            case DIFFERS -> {
                String fix = WidthCheck.javaFor(c);
                report.report(Rule.TYPE_MISMATCH, what + " is " + WidthCheck.describe(java) + " but "
                        + function.name() + " " + declares + ", " + c.describe() + ": " + function.declaration()
                        + (fix.isEmpty() ? "" : "; use " + fix), where);
            }
        }
    }

    private static String count(List<String> kinds) {
        return kinds.size() + (kinds.size() == 1 ? " parameter" : " parameters") + " (" + String.join(", ",
                new ArrayList<>(kinds)) + ")";
    }
}
