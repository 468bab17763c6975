package dev.eventbind.processor.header;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a header and everything it includes declare, as the C compiler of the {@link Target} reads them: plain
 * records, read from the front end's output. Functions and typedefs come by name first and are read in full the
 * first time one is asked for ({@link #readAhead} asks for many at once); everything else comes in full.
 */
public final class CHeader {

    /**
     * A diagnostic of the front end.
     *
     * @param error whether it is an error (else a warning)
     * @param text the front end's message with its position ({@code api.h:3:9: error: unknown type name 'x'})
     */
    public record Diagnostic(boolean error, String text) {
    }

    private final Path header;
    private final Target target;
    private final String frontEnd;
    private final List<Path> files;
    private final List<Diagnostic> diagnostics;
    // Functions and typedefs read in full so far, and those the front end has named only: read in full, from the
    // front end, the first time they are asked for. All four under this object's lock.
    private final Map<String, CFunction> functions;
    private final Map<String, CScalar> typedefs;
    private final Set<String> namedFunctions;
    private final Set<String> namedTypedefs;
    private final Details details;
    private final Map<String, CRecord> records;
    private final List<CEnum> enums;
    private final Map<String, CMacro> macros;

    /**
     * Reads in full the functions and typedefs a first answer named only: a large API declares tens of
     * thousands, a spec binds a few, and resolving every type of every one was most of the front end's time.
     */
    @FunctionalInterface
    interface Details {
        /**
         * The header as far as it declares {@code names}, functions and typedefs in full.
         *
         * @throws IllegalStateException when the front end cannot answer, with the reason and the fix
         */
        CHeader read(Collection<String> names);
    }

    private CHeader(Path header, Target target, Reader reader, Details details) {
        this.header = header;
        this.target = target;
        this.frontEnd = reader.version;
        this.files = List.copyOf(reader.files);
        this.diagnostics = List.copyOf(reader.diagnostics);
        this.functions = new LinkedHashMap<>(reader.functions);
        this.typedefs = new LinkedHashMap<>(reader.typedefs);
        this.namedFunctions = new LinkedHashSet<>(reader.namedFunctions);
        this.namedTypedefs = new LinkedHashSet<>(reader.namedTypedefs);
        this.details = details;
        this.records = Map.copyOf(reader.records);
        this.enums = List.copyOf(reader.enums);
        this.macros = Map.copyOf(reader.macros);
    }

    /** What one answer of the front end held. */
    sealed interface Answer {
    }

    /** The answer was complete: the header as parsed. */
    record Complete(CHeader header) implements Answer {
    }

    /** The front end refused the header, in its words. */
    record Refused(String message) implements Answer {
    }

    /** The answer stopped before its end; {@code empty} when not a line of it came. */
    record Cut(boolean empty) implements Answer {
    }

    /**
     * Reads one answer of the front end ({@link FrontEndProtocol}) from {@code in}, up to its last line, as the
     * front end writes it: a large header's declarations are read while later ones are still being walked. What
     * it names only is read in full by {@code details} when asked for.
     *
     * @throws IllegalArgumentException for a line that is not the protocol's
     */
    static Answer read(Path header, Target target, BufferedReader in, Details details) throws IOException {
        Reader reader = new Reader();
        boolean empty = true;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            empty = false;
            List<String> fields = FrontEndProtocol.fields(line);
            switch (fields.getFirst()) {
                case "Z" -> {
                    reader.finish();
                    return new Complete(new CHeader(header, target, reader, details));
                }
                case "N" -> {
                    return new Refused(fields.size() > 1 ? fields.get(1) : "the front end refused " + header);
                }
                default -> reader.accept(fields);
            }
        }
        return new Cut(empty);
    }

    /** The header that was parsed. */
    public Path header() {
        return header;
    }

    /** The target it was parsed for. */
    public Target target() {
        return target;
    }

    /** The front end's name and version, for notes. */
    public String frontEnd() {
        return frontEnd;
    }

    /** Every file the front end read: the header and everything it includes. */
    public List<Path> files() {
        return files;
    }

    /** The front end's errors: the header is not valid C for the target when there is one. */
    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::error).toList();
    }

    /** The function declared under {@code symbol}. */
    public synchronized Optional<CFunction> function(String symbol) {
        if (namedFunctions.contains(symbol)) {
            readInFull(List.of(symbol));
        }
        return Optional.ofNullable(functions.get(symbol));
    }

    /** Every function declared, by name (on a large header, reading every one in full takes seconds). */
    public synchronized Collection<CFunction> functions() {
        readInFull(List.copyOf(namedFunctions));
        return List.copyOf(functions.values());
    }

    /**
     * Reads in full, in one request, the functions and typedefs {@code names} and the functions the macros of
     * those names rename ({@code cuEventRecord} to {@code cuEventRecord_v2}): what a spec is about to look up one by
     * one, which would otherwise cost a request each.
     */
    public synchronized void readAhead(Collection<String> names) {
        Set<String> wanted = new LinkedHashSet<>();
        for (String name : names) {
            wanted.add(name);
            Optional.ofNullable(macros.get(name)).flatMap(CMacro::alias).ifPresent(wanted::add);
        }
        wanted.removeIf(name -> !namedFunctions.contains(name) && !namedTypedefs.contains(name));
        readInFull(List.copyOf(wanted));
    }

    /** How many functions are declared, without reading them in full. */
    public synchronized int functionCount() {
        return functions.size() + namedFunctions.size();
    }

    /** Reads {@code names} in full from the front end, once. */
    private void readInFull(List<String> names) {
        if (names.isEmpty()) {
            return;
        }
        CHeader full = details.read(names);
        for (String name : names) {
            full.resolved(name).ifPresent(function -> functions.put(name, function));
            Optional.ofNullable(full.typedefs.get(name)).ifPresent(type -> typedefs.putIfAbsent(name, type));
            namedFunctions.remove(name);
            namedTypedefs.remove(name);
        }
    }

    /** The function {@code name} of an answer of details, which names nothing and needs no lock. */
    private Optional<CFunction> resolved(String name) {
        return Optional.ofNullable(functions.get(name));
    }

    /** The macro defined as {@code name}. */
    public Optional<CMacro> macro(String name) {
        return Optional.ofNullable(macros.get(name));
    }

    /** Every macro defined in a file, by name. */
    public Collection<CMacro> macros() {
        return macros.values();
    }

    /** The typedef {@code name}, resolved. */
    public synchronized Optional<CScalar> typedef(String name) {
        if (namedTypedefs.contains(name)) {
            readInFull(List.of(name));
        }
        return Optional.ofNullable(typedefs.get(name));
    }

    /** The struct or union definition named {@code name} ({@code struct ze_event_desc_t}). */
    public Optional<CRecord> record(String name) {
        return Optional.ofNullable(records.get(name));
    }

    /** Every enum, in the order declared. */
    public List<CEnum> enums() {
        return enums;
    }

    /**
     * The integer constants whose names start with {@code prefix}, in the vendor's words: an enum's constants
     * ({@code ZE_RESULT_ERROR_DEVICE_LOST}) and object-like {@code #define}s of one integer literal
     * ({@code #define CL_OUT_OF_RESOURCES -5}), each with its value and its text as the header writes it (so a
     * hexadecimal status can be shown in hexadecimal). Enum constants come first, in declaration order.
     */
    public List<CEnum.Constant> constants(String prefix) {
        List<CEnum.Constant> found = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (CEnum declared : enums) {
            for (CEnum.Constant constant : declared.constants()) {
                if (constant.name().startsWith(prefix) && seen.add(constant.name())) {
                    found.add(constant);
                }
            }
        }
        macros.values().stream().filter(macro -> macro.name().startsWith(prefix) && !seen.contains(macro.name()))
                .sorted(java.util.Comparator.comparing(CMacro::file).thenComparingInt(CMacro::line))
                .forEach(macro -> CMacro.integer(macro.body()).ifPresent(value -> found.add(
                        new CEnum.Constant(macro.name(), value, String.join("", macro.body())))));
        return found;
    }

    /** The declared function name closest to {@code symbol}, when one is close enough to be a likely typo. */
    public synchronized Optional<String> nearest(String symbol) {
        Set<String> names = new LinkedHashSet<>(functions.keySet());
        names.addAll(namedFunctions);
        return Suggestions.nearest(symbol, names);
    }

    /** Collects the lines of one front-end run. */
    private static final class Reader {
        String version = "";
        final List<Path> files = new ArrayList<>();
        final List<Diagnostic> diagnostics = new ArrayList<>();
        final Map<String, CFunction> functions = new LinkedHashMap<>();
        final Map<String, CScalar> typedefs = new LinkedHashMap<>();
        final Map<String, CRecord> records = new LinkedHashMap<>();
        final List<CEnum> enums = new ArrayList<>();
        final Map<String, CMacro> macros = new LinkedHashMap<>();
        final Set<String> namedFunctions = new LinkedHashSet<>();
        final Set<String> namedTypedefs = new LinkedHashSet<>();
        private @Nullable List<String> function;
        private @Nullable CScalar returns;
        private final List<CParameter> parameters = new ArrayList<>();
        private @Nullable List<String> enumeration;
        private final List<CEnum.Constant> constants = new ArrayList<>();
        private @Nullable List<String> record;
        private final List<CRecord.Field> fields = new ArrayList<>();
        /** The types of the answer, by number. */
        private final List<CScalar> types = new ArrayList<>();
        /** The files declarations are in, by number. */
        private final List<Path> declaredIn = new ArrayList<>();

        private CScalar type(String number) {
            return types.get(Integer.parseInt(number));
        }

        private Path file(String number) {
            return number.isEmpty() ? Path.of("") : declaredIn.get(Integer.parseInt(number));
        }

        void accept(List<String> f) {
            switch (f.getFirst()) {
                case "V" -> version = f.get(1);
                case "T" -> {
                    if (Integer.parseInt(f.get(1)) != types.size()) {
                        throw new IllegalArgumentException("the front end numbered a type out of order: " + f);
                    }
                    types.add(FrontEndProtocol.type(f.get(2)));
                }
                case "W" -> {
                    if (Integer.parseInt(f.get(1)) != declaredIn.size()) {
                        throw new IllegalArgumentException("the front end numbered a file out of order: " + f);
                    }
                    declaredIn.add(Path.of(f.get(2)));
                }
                case "I" -> files.add(Path.of(f.get(1)));
                case "X" -> diagnostics.add(new Diagnostic(f.get(1).equals("error"), f.get(2)));
                case "F" -> {
                    finish();
                    if (f.size() == 2) {
                        namedFunctions.add(f.get(1));
                    } else {
                        function = f;
                    }
                }
                case "R" -> returns = type(f.get(1));
                case "P" -> parameters.add(new CParameter(f.get(1), type(f.get(2))));
                case "Y" -> {
                    finish();
                    if (f.size() == 2) {
                        namedTypedefs.add(f.get(1));
                    } else {
                        typedefs.putIfAbsent(f.get(1), type(f.get(4)));
                    }
                }
                case "E" -> {
                    finish();
                    enumeration = f;
                }
                case "C" -> constants.add(new CEnum.Constant(f.get(1), f.get(2).startsWith("-")
                        ? Long.parseLong(f.get(2)) : Long.parseUnsignedLong(f.get(2)), initializer(f.get(3))));
                case "S" -> {
                    finish();
                    record = f;
                }
                case "L" -> fields.add(new CRecord.Field(f.get(1), Long.parseLong(f.get(2)), type(f.get(3)),
                        f.size() > 4 ? Integer.parseInt(f.get(4)) : -1));
                case "M" -> {
                    finish();
                    List<String> body = f.get(5).isEmpty() ? List.of() : List.of(f.get(5).split(FrontEndProtocol.FIELD));
                    macros.put(f.get(1), new CMacro(f.get(1), f.get(4).equals("1"), body, file(f.get(2)),
                            Integer.parseInt(f.get(3))));
                }
                default -> throw new IllegalArgumentException("the front end wrote an unknown line: " + f);
            }
        }

        void finish() {
            if (function != null) {
                if (returns == null) {
                    throw new IllegalArgumentException("the front end wrote no return type for " + function);
                }
                String flags = function.get(4);
                CFunction declared = new CFunction(function.get(1), parameters, returns, flags.contains("v"),
                        flags.contains("d"), flags.contains("s") || flags.contains("i"),
                        file(function.get(2)), Integer.parseInt(function.get(3)));
                // A definition wins over a declaration: it decides whether anything exports the name.
                if (!functions.containsKey(declared.name()) || declared.local()) {
                    functions.put(declared.name(), declared);
                }
                function = null;
                parameters.clear();
            }
            if (enumeration != null) {
                enums.add(new CEnum(enumeration.get(1), type(enumeration.get(4)), constants,
                        file(enumeration.get(2)), Integer.parseInt(enumeration.get(3))));
                enumeration = null;
                constants.clear();
            }
            if (record != null) {
                records.putIfAbsent(record.get(1), new CRecord(record.get(1), Long.parseLong(record.get(4)),
                        Long.parseLong(record.get(5)), fields, file(record.get(2)),
                        Integer.parseInt(record.get(3))));
                record = null;
                fields.clear();
            }
        }

        /** {@code A = 0x70000001} to {@code 0x70000001}; {@code A} to "". */
        private static String initializer(String tokens) {
            int equals = tokens.indexOf(" = ");
            return equals < 0 ? "" : tokens.substring(equals + 3);
        }
    }
}
