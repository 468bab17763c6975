package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CParameter;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.header.HeaderIndex;
import dev.eventbind.processor.model.CType;
import java.io.UncheckedIOException;
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
 * Checks each symbol of a spec against the header the spec names, as a compiler for the target reads it:
 * declared there (and not only for another platform), not variadic, and with the same number of parameters, each
 * and the return of the same class and width as the Java method's. A header that cannot be found is a warning;
 * a header that declares none of the spec's symbols is one error; what was checked is a note.
 */
final class HeaderValidator {

    private final HeaderCache headers;
    private final ValidationReport report;

    HeaderValidator(HeaderCache headers, ValidationReport report) {
        this.headers = headers;
        this.report = report;
    }

    /** Checks every linkable method; returns the declarations found, by method, for the model. */
    Map<ExecutableElement, String> validate(TypeElement spec, AnnotationMirror specAnnotation, String header,
            List<DeclaredMethod> methods) {
        Map<ExecutableElement, String> declarations = new HashMap<>();
        if (header.isBlank()) {
            return declarations;
        }
        Optional<HeaderIndex> index = index(spec, specAnnotation, header);
        if (index.isEmpty()) {
            return declarations;
        }
        List<DeclaredMethod> linkable = methods.stream().filter(DeclaredMethod::linkable).toList();
        boolean noneDeclared = linkable.size() >= 2 && linkable.stream().allMatch(method -> index.get()
                .function(method.symbol()).isEmpty() && index.get().inactiveFunction(method.symbol()).isEmpty());
        if (noneDeclared) {
            report.report(Rule.NO_SYMBOL_DECLARED, "none of the " + linkable.size() + " symbols ("
                    + String.join(", ", linkable.stream().map(DeclaredMethod::symbol).limit(4).toList())
                    + (linkable.size() > 4 ? ", ..." : "") + ") is declared in " + index.get().header()
                    + " or the headers it includes", spec, specAnnotation, "header");
            return declarations;
        }
        int checked = 0;
        for (DeclaredMethod method : linkable) {
            checked += check(index.get(), method) ? 1 : 0;
            index.get().function(method.symbol()).ifPresent(f -> declarations.put(method.method(), f.declaration()));
        }
        report.report(Rule.HEADER_CHECKED, "checked " + checked + (checked == 1 ? " symbol" : " symbols")
                + " against " + index.get().header() + " for " + index.get().target().dataModel(), spec,
                specAnnotation, "header");
        return declarations;
    }

    private Optional<HeaderIndex> index(TypeElement spec, AnnotationMirror specAnnotation, String header) {
        try {
            Optional<HeaderIndex> index = headers.index(header);
            if (index.isEmpty()) {
                Optional<Path> folder = headers.search().findFolder(header);
                report.report(Rule.HEADER_NOT_FOUND, folder.map(path -> header + " is a folder (" + path
                        + "), not a header; name a file in it").orElse(header + " is in none of "
                        + headers.search().describe()), spec, specAnnotation, "header");
            }
            return index;
        } catch (UncheckedIOException e) {
            report.report(Rule.HEADER_NOT_FOUND, e.getMessage() + ": " + e.getCause().getMessage(), spec,
                    specAnnotation, "header");
            return Optional.empty();
        }
    }

    /** Checks one method; returns whether its symbol was found and compared. */
    private boolean check(HeaderIndex index, DeclaredMethod declared) {
        Optional<CFunction> function = index.function(declared.symbol());
        if (function.isEmpty()) {
            reportMissing(index, declared);
            return false;
        }
        CFunction c = function.get();
        if (c.variadic()) {
            report.report(Rule.VARIADIC, declared.symbol() + " is declared " + c.declaration(), declared.method(),
                    declared.annotation(), "symbol");
            return true;
        }
        List<VariableElement> parameters = List.copyOf(declared.method().getParameters());
        if (c.parameters().size() != parameters.size()) {
            List<String> actual = parameters.stream().map(p -> java(p).kind().name().toLowerCase(Locale.ROOT))
                    .toList();
            report.report(Rule.HEADER_MISMATCH, declared.method().getSimpleName() + " has " + count(actual)
                    + " but " + declared.symbol() + " is declared with "
                    + count(c.parameters().stream().map(CParameter::kind).map(CKind::word).toList()) + ": "
                    + c.declaration(), declared.method());
            return true;
        }
        for (int i = 0; i < parameters.size(); i++) {
            compare(index, c, c.parameters().get(i).type(), java(parameters.get(i)), parameters.get(i),
                    "parameter " + (i + 1) + " (" + parameters.get(i).getSimpleName() + ") of "
                            + declared.method().getSimpleName(), "declares " + c.parameters().get(i).text());
        }
        compare(index, c, c.returns(), CType.of(declared.method().getReturnType()).orElseThrow(), declared.method(),
                "the return of " + declared.method().getSimpleName(), "returns " + returnText(c));
        return true;
    }

    private void reportMissing(HeaderIndex index, DeclaredMethod declared) {
        Optional<CFunction> inactive = index.inactiveFunction(declared.symbol());
        if (inactive.isPresent()) {
            report.report(Rule.INACTIVE_DECLARATION, declared.symbol() + " is declared only under "
                    + inactive.get().condition() + ", which is false for " + index.target().dataModel(),
                    declared.method(), declared.annotation(), "symbol");
            return;
        }
        String suggestion = index.nearest(declared.symbol()).map(name -> "; did you mean " + name + "?")
                .orElse("");
        report.report(Rule.UNDECLARED_SYMBOL, declared.symbol() + " is not declared in " + index.header()
                + " or the headers it includes" + suggestion, declared.method(), declared.annotation(), "symbol");
    }

    private void compare(HeaderIndex index, CFunction function, CScalar c, CType java, Element where, String what,
            String declares) {
        switch (WidthCheck.compare(c, java)) {
            case FITS -> {
            }
            case FITS_ON_THIS_TARGET -> report.report(Rule.PLATFORM_LONG, what + " is " + WidthCheck.describe(java)
                    + " and " + function.name() + " " + declares + ", a C long (8 bytes on LP64, 4 on LLP64): this"
                    + " fits " + index.target().dataModel() + " only", where);
            case DIFFERS -> {
                String fix = WidthCheck.javaFor(c);
                report.report(Rule.TYPE_MISMATCH, what + " is " + WidthCheck.describe(java) + " but "
                        + function.name() + " " + declares + ", " + c.describe() + ": " + function.declaration()
                        + (fix.isEmpty() ? "" : "; use " + fix), where);
            }
        }
    }

    private static String returnText(CFunction function) {
        String declaration = function.declaration();
        int name = declaration.indexOf(function.name() + "(");
        return name > 0 ? declaration.substring(0, name).strip() : "its value";
    }

    private static CType java(VariableElement parameter) {
        return CType.of(parameter.asType()).orElseThrow();
    }

    private static String count(List<String> kinds) {
        return kinds.size() + (kinds.size() == 1 ? " parameter" : " parameters") + " (" + String.join(", ",
                new ArrayList<>(kinds)) + ")";
    }
}
