package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Turns a prototype's tokens into a {@link CFunction}: each parameter and the return resolved to a C type. */
final class CPrototypes {

    private static final Set<String> TYPE_WORDS = Set.of("int", "long", "short", "char", "double", "float",
            "unsigned", "signed", "const", "void");

    private CPrototypes() {
    }

    static CFunction function(CStatements.Prototype prototype, Path file, CConditions.Region region,
            CTypeResolver types) {
        List<CParameter> parameters = new ArrayList<>();
        boolean variadic = false;
        for (List<String> tokens : prototype.parameters()) {
            List<String> clean = CTypes.withoutAttributes(tokens);
            if (clean.equals(List.of(".", ".", "."))) {
                variadic = true;
                continue;
            }
            parameters.add(new CParameter(CTypes.render(clean), types.resolve(typeOf(clean))));
        }
        List<String> prefix = CTypes.withoutAttributes(prototype.prefix()).stream()
                .filter(token -> !token.equals("extern") && !token.equals("static") && !token.equals("inline")
                        && !isExportMacro(token, types)).toList();
        String returns = CTypes.render(prefix);
        List<String> texts = new ArrayList<>(parameters.stream().map(CParameter::text).toList());
        if (variadic) {
            texts.add("...");
        }
        String declaration = returns + (returns.endsWith("*") ? "" : " ") + prototype.name() + "("
                + (texts.isEmpty() ? "void" : String.join(", ", texts)) + ")";
        return new CFunction(prototype.name(), parameters, types.resolve(prefix), variadic, declaration, file,
                region.presence() == Presence.ACTIVE ? "" : region.condition());
    }

    /** An upper-case word that names no type: an export or calling-convention macro ("CUDARTAPI"). */
    private static boolean isExportMacro(String token, CTypeResolver types) {
        return CTypes.isMacroName(token) && !types.typedefs().containsKey(token)
                && !types.uncertainTypedefs().containsKey(token);
    }

    /** A parameter's type: its tokens without the trailing name, when it has one. */
    private static List<String> typeOf(List<String> parameter) {
        long words = parameter.stream().filter(CTypes::isIdentifier).count();
        boolean named = words >= 2 && CTypes.isIdentifier(parameter.getLast())
                && !TYPE_WORDS.contains(parameter.getLast());
        return named ? parameter.subList(0, parameter.size() - 1) : parameter;
    }
}
