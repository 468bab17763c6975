package dev.eventbind.processor.header;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The function prototypes and typedefs of a header and the headers it includes, as far as they can be found.
 *
 * <p>This is a reader for well-behaved API headers, not a C compiler: conditionals are not evaluated (the first
 * declaration of a name wins), and a type it cannot resolve is {@link CKind#UNKNOWN}, which matches anything.
 * Includes are followed breadth-first up to {@link #MAX_FILES} files.
 */
public final class HeaderIndex {

    /** Enough for the CUDA, HIP and OpenCL header trees, small enough to stay fast when a system tree is huge. */
    static final int MAX_FILES = 96;

    /** Suffixes under which APIs export a renamed variant of a declared function. */
    private static final Pattern VARIANT_SUFFIX = Pattern.compile("_(v\\d+|ptsz|ptds)$");

    private final Path header;
    private final Map<String, CFunction> functions = new LinkedHashMap<>();
    private final Map<String, List<String>> typedefs = new HashMap<>();
    private final Map<String, List<String>> defines = new HashMap<>();

    private HeaderIndex(Path header) {
        this.header = header;
    }

    /**
     * Reads {@code header} and what it includes, resolving includes next to the including file (quoted
     * includes only) and then in {@code includeDirectories}.
     */
    public static HeaderIndex read(Path header, List<Path> includeDirectories) throws IOException {
        HeaderIndex index = new HeaderIndex(header);
        Map<Path, List<CStatements.Prototype>> prototypes = new LinkedHashMap<>();
        Deque<Path> queue = new ArrayDeque<>(List.of(header));
        Set<Path> seen = new HashSet<>(queue);
        while (!queue.isEmpty() && prototypes.size() < MAX_FILES) {
            Path file = queue.removeFirst();
            CTokens tokens = CTokens.of(Files.readString(file, StandardCharsets.ISO_8859_1));
            tokens.defines().forEach(index.defines::putIfAbsent);
            List<CStatements.Prototype> found = new ArrayList<>();
            for (List<String> statement : CStatements.split(tokens.tokens())) {
                CStatements.typedef(statement, index.typedefs);
                Optional.ofNullable(CStatements.prototype(statement)).ifPresent(found::add);
            }
            prototypes.put(file, found);
            for (CTokens.Include include : tokens.includes()) {
                resolve(include, file, includeDirectories).filter(seen::add).ifPresent(queue::addLast);
            }
        }
        // Prototypes are resolved only once every typedef reachable has been read.
        prototypes.forEach((file, list) -> list.forEach(p -> index.functions.putIfAbsent(p.name(),
                index.function(p, file))));
        return index;
    }

    private static Optional<Path> resolve(CTokens.Include include, Path from, List<Path> directories) {
        List<Path> candidates = new ArrayList<>();
        if (include.quoted() && from.getParent() != null) {
            candidates.add(from.getParent());
        }
        candidates.addAll(directories);
        return candidates.stream().map(dir -> dir.resolve(include.name())).filter(Files::isRegularFile)
                .map(Path::normalize).findFirst();
    }

    private CFunction function(CStatements.Prototype prototype, Path file) {
        List<CParameter> parameters = new ArrayList<>();
        for (List<String> tokens : prototype.parameters()) {
            List<String> clean = CTypes.withoutAttributes(tokens);
            parameters.add(new CParameter(CTypes.render(clean), CTypes.classify(typeOf(clean), typedefs)));
        }
        List<String> prefix = CTypes.withoutAttributes(prototype.prefix()).stream()
                .filter(token -> !token.equals("extern") && !CTypes.isMacroName(token)).toList();
        String returns = CTypes.render(prefix);
        String declaration = returns + (returns.endsWith("*") ? "" : " ") + prototype.name() + "("
                + (parameters.isEmpty() ? "void"
                        : String.join(", ", parameters.stream().map(CParameter::text).toList()))
                + ")";
        return new CFunction(prototype.name(), parameters, declaration, file);
    }

    /** A parameter's type: its tokens without the trailing name, when it has one. */
    private static List<String> typeOf(List<String> parameter) {
        long words = parameter.stream().filter(CTypes::isIdentifier).count();
        boolean named = words >= 2 && CTypes.isIdentifier(parameter.getLast())
                && !List.of("int", "long", "short", "char", "double", "float", "unsigned", "signed", "const")
                        .contains(parameter.getLast());
        return named ? parameter.subList(0, parameter.size() - 1) : parameter;
    }

    /** The header that was read first. */
    public Path header() {
        return header;
    }

    /**
     * The declaration of {@code symbol}: its own, or for an exported variant ({@code cuEventDestroy_v2},
     * {@code cudaEventRecord_ptsz}) the declaration of the name a define maps to it or of its base name.
     */
    public Optional<CFunction> function(String symbol) {
        CFunction direct = functions.get(symbol);
        if (direct != null) {
            return Optional.of(direct);
        }
        for (Map.Entry<String, List<String>> define : defines.entrySet()) {
            if (define.getValue().contains(symbol) && functions.containsKey(define.getKey())) {
                return Optional.of(functions.get(define.getKey()));
            }
        }
        String base = VARIANT_SUFFIX.matcher(symbol).replaceFirst("");
        return base.equals(symbol) ? Optional.empty() : Optional.ofNullable(functions.get(base));
    }

    /** The declared function name closest to {@code symbol}, when one is close enough to be a likely typo. */
    public Optional<String> nearest(String symbol) {
        return Suggestions.nearest(symbol, functions.keySet());
    }
}
