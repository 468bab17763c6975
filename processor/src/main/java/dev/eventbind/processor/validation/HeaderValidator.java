package dev.eventbind.processor.validation;

import dev.eventbind.processor.header.CFunction;
import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CParameter;
import dev.eventbind.processor.header.HeaderCache;
import dev.eventbind.processor.header.HeaderIndex;
import dev.eventbind.processor.model.CType;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Checks each symbol of a spec against the header the spec names: declared there, with as many parameters of
 * the same kinds (pointer, integer, floating) as the Java method. A header that cannot be found is a warning.
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
        Optional<HeaderIndex> index;
        try {
            index = headers.index(header);
        } catch (UncheckedIOException e) {
            report.warning(Messages.of(Messages.HEADER_NOT_FOUND, e.getMessage()), spec, specAnnotation, "header");
            return declarations;
        }
        if (index.isEmpty()) {
            report.warning(Messages.of(Messages.HEADER_NOT_FOUND, header + " is in none of "
                    + headers.search().describe() + " (add folders with -Aeventbind.includePath)"), spec,
                    specAnnotation, "header");
            return declarations;
        }
        for (DeclaredMethod method : methods) {
            if (method.linkable()) {
                check(index.get(), method);
            }
            index.get().function(method.symbol()).ifPresent(f -> declarations.put(method.method(), f.declaration()));
        }
        return declarations;
    }

    private void check(HeaderIndex index, DeclaredMethod declared) {
        Optional<CFunction> function = index.function(declared.symbol());
        if (function.isEmpty()) {
            String suggestion = index.nearest(declared.symbol()).map(name -> "; did you mean " + name + "?")
                    .orElse("");
            report.error(Messages.of(Messages.UNDECLARED_SYMBOL, declared.symbol() + " is not declared in "
                    + index.header() + " or the headers it includes" + suggestion), declared.method(),
                    declared.annotation(), "symbol");
            return;
        }
        List<CKind> expected = function.get().parameters().stream().map(CParameter::kind).toList();
        List<VariableElement> parameters = List.copyOf(declared.method().getParameters());
        boolean fits = expected.size() == parameters.size();
        for (int i = 0; fits && i < expected.size(); i++) {
            fits = matches(expected.get(i), CType.of(parameters.get(i).asType()).orElseThrow());
        }
        if (!fits) {
            List<String> actual = parameters.stream()
                    .map(p -> CType.of(p.asType()).orElseThrow().kind().name().toLowerCase(Locale.ROOT)).toList();
            report.error(Messages.of(Messages.HEADER_MISMATCH, declared.method().getSimpleName() + " has "
                    + count(actual) + " but " + declared.symbol() + " is declared with "
                    + count(expected.stream().map(CKind::word).toList()) + ": " + function.get().declaration()),
                    declared.method());
        }
    }

    /** UNKNOWN matches anything: a type the reader could not resolve never causes a false error. */
    private static boolean matches(CKind declared, CType java) {
        return switch (declared) {
            case UNKNOWN -> true;
            case AGGREGATE -> false;
            case POINTER -> java.kind() == CType.Kind.POINTER;
            case INTEGER -> java.kind() == CType.Kind.INTEGER;
            case FLOATING -> java.kind() == CType.Kind.FLOATING;
        };
    }

    private static String count(List<String> kinds) {
        return kinds.size() + (kinds.size() == 1 ? " parameter" : " parameters") + " (" + String.join(", ", kinds)
                + ")";
    }
}
