package dev.eventbind.processor.header;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The function prototypes and typedefs of a header and the headers it includes, as a compiler for the
 * {@link Target} sees them.
 *
 * <p>This is a reader for well-behaved API headers, not a C compiler. Includes and {@code #if} groups are
 * followed in order, as a preprocessor does; a declaration under a false condition never stands for the target
 * (it is kept only to say so), one under a condition it cannot evaluate counts after those known to be
 * compiled. A type it cannot resolve is {@link CKind#UNKNOWN}, which matches anything. At most {@link #MAX_FILES}
 * files are read.
 */
public final class HeaderIndex {

    /** Enough for the CUDA, HIP and OpenCL header trees, small enough to stay fast when a system tree is huge. */
    static final int MAX_FILES = 96;

    /** Suffixes under which APIs export a renamed variant of a declared function. */
    private static final Pattern VARIANT_SUFFIX = Pattern.compile("_(v\\d+|ptsz|ptds)$");

    private record Found(CStatements.Prototype prototype, Path file, CConditions.Region region) {
    }

    private final Path header;
    private final Target target;
    private final Map<Presence, Map<String, CFunction>> functions = new EnumMap<>(Presence.class);
    private final Map<Presence, Map<String, List<String>>> typedefs = new EnumMap<>(Presence.class);
    private final Macros macros;
    private Map<String, List<String>> defines = Map.of();
    private final List<Found> found = new ArrayList<>();
    private final Set<Path> read = new HashSet<>();
    private final List<Path> includeDirectories;

    private HeaderIndex(Path header, Target target, List<Path> includeDirectories) {
        this.header = header;
        this.target = target;
        this.macros = Macros.of(target);
        this.includeDirectories = includeDirectories;
        for (Presence presence : Presence.values()) {
            functions.put(presence, new LinkedHashMap<>());
            typedefs.put(presence, new HashMap<>());
        }
    }

    /**
     * Reads {@code header} and what it includes for {@code target}, resolving includes next to the including
     * file (quoted includes only) and then in {@code includeDirectories}.
     */
    public static HeaderIndex read(Path header, List<Path> includeDirectories, Target target) throws IOException {
        HeaderIndex index = new HeaderIndex(header, target, List.copyOf(includeDirectories));
        index.read.add(header.normalize());
        index.readFile(header);
        // Prototypes are resolved only once every typedef reachable has been read.
        index.defines = index.macros.defined();
        CTypeResolver types = new CTypeResolver(index.typedefs.get(Presence.ACTIVE),
                index.typedefs.get(Presence.UNCERTAIN), index.defines, target);
        for (Found declaration : index.found) {
            index.functions.get(declaration.region().presence()).putIfAbsent(declaration.prototype().name(),
                    CPrototypes.function(declaration.prototype(), declaration.file(), declaration.region(), types));
        }
        return index;
    }

    /** Reads the same header for the platform javac runs on. */
    public static HeaderIndex read(Path header, List<Path> includeDirectories) throws IOException {
        return read(header, includeDirectories, Target.current());
    }

    private void readFile(Path file) throws IOException {
        CTokens tokens = CTokens.scan(Files.readString(file, StandardCharsets.ISO_8859_1),
                file.getFileName().toString(), macros, include -> {
                    Optional<Path> path = resolve(include, file).filter(read::add);
                    if (path.isPresent() && read.size() <= MAX_FILES) {
                        try {
                            readFile(path.get());
                        } catch (IOException e) {
                            // An included file that cannot be read leaves its names unresolved, not the header.
                            return;
                        }
                    }
                });
        for (CStatements.Statement statement : CStatements.split(tokens)) {
            CConditions.Region region = statement.region();
            CStatements.typedef(statement.tokens(), typedefs.get(region.presence()));
            CStatements.Prototype prototype = CStatements.prototype(statement.tokens());
            if (prototype != null) {
                found.add(new Found(prototype, file, region));
            }
        }
    }

    private Optional<Path> resolve(CTokens.Include include, Path from) {
        List<Path> candidates = new ArrayList<>();
        if (include.quoted() && from.getParent() != null) {
            candidates.add(from.getParent());
        }
        candidates.addAll(includeDirectories);
        return candidates.stream().map(dir -> dir.resolve(include.name())).filter(Files::isRegularFile)
                .map(Path::normalize).findFirst();
    }

    /** The header that was read first. */
    public Path header() {
        return header;
    }

    /** The platform the header was read for. */
    public Target target() {
        return target;
    }

    /**
     * The declaration of {@code symbol} compiled for the target: its own, or for an exported variant
     * ({@code cuEventDestroy_v2}, {@code cudaEventRecord_ptsz}) the declaration of the name a define maps to it
     * or of its base name. Declarations known to be compiled win over those under undecided conditions.
     */
    public Optional<CFunction> function(String symbol) {
        return lookup(symbol, functions.get(Presence.ACTIVE))
                .or(() -> lookup(symbol, functions.get(Presence.UNCERTAIN)));
    }

    /** A declaration of {@code symbol} that only a false {@code #if} branch holds, for saying so. */
    public Optional<CFunction> inactiveFunction(String symbol) {
        return lookup(symbol, functions.get(Presence.INACTIVE));
    }

    private Optional<CFunction> lookup(String symbol, Map<String, CFunction> declared) {
        CFunction direct = declared.get(symbol);
        if (direct != null) {
            return Optional.of(direct);
        }
        for (Map.Entry<String, List<String>> define : defines.entrySet()) {
            if (define.getValue().contains(symbol) && declared.containsKey(define.getKey())) {
                return Optional.of(declared.get(define.getKey()));
            }
        }
        String base = VARIANT_SUFFIX.matcher(symbol).replaceFirst("");
        return base.equals(symbol) ? Optional.empty() : Optional.ofNullable(declared.get(base));
    }

    /** The declared function name closest to {@code symbol}, when one is close enough to be a likely typo. */
    public Optional<String> nearest(String symbol) {
        Set<String> names = new HashSet<>(functions.get(Presence.ACTIVE).keySet());
        names.addAll(functions.get(Presence.UNCERTAIN).keySet());
        return Suggestions.nearest(symbol, names);
    }
}
