package dev.eventbind.processor.header;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a header and everything it includes declare, as the C compiler of the {@link Target} reads them: plain
 * records, read from the front end's output. Nothing here knows which front end produced it.
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
    private final Map<String, CFunction> functions;
    private final Map<String, CScalar> typedefs;
    private final Map<String, CRecord> records;
    private final List<CEnum> enums;
    private final Map<String, CMacro> macros;

    CHeader(Path header, Target target, String frontEnd, List<Path> files, List<Diagnostic> diagnostics,
            Map<String, CFunction> functions, Map<String, CScalar> typedefs, Map<String, CRecord> records,
            List<CEnum> enums, Map<String, CMacro> macros) {
        this.header = header;
        this.target = target;
        this.frontEnd = frontEnd;
        this.files = List.copyOf(files);
        this.diagnostics = List.copyOf(diagnostics);
        this.functions = Map.copyOf(functions);
        this.typedefs = Map.copyOf(typedefs);
        this.records = Map.copyOf(records);
        this.enums = List.copyOf(enums);
        this.macros = Map.copyOf(macros);
    }

    /** Reads the front end's output lines ({@link FrontEndProtocol}). */
    static CHeader parse(Path header, Target target, List<String> lines) {
        Reader reader = new Reader();
        for (String line : lines) {
            reader.accept(FrontEndProtocol.fields(line));
        }
        reader.finish();
        return new CHeader(header, target, reader.version, reader.files, reader.diagnostics, reader.functions,
                reader.typedefs, reader.records, reader.enums, reader.macros);
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
    public Optional<CFunction> function(String symbol) {
        return Optional.ofNullable(functions.get(symbol));
    }

    /** Every function declared, by name. */
    public Collection<CFunction> functions() {
        return functions.values();
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
    public Optional<CScalar> typedef(String name) {
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
    public Optional<String> nearest(String symbol) {
        return Suggestions.nearest(symbol, functions.keySet());
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
        private List<String> function;
        private CScalar returns;
        private final List<CParameter> parameters = new ArrayList<>();
        private List<String> enumeration;
        private final List<CEnum.Constant> constants = new ArrayList<>();
        private List<String> record;
        private final List<CRecord.Field> fields = new ArrayList<>();

        void accept(List<String> f) {
            switch (f.getFirst()) {
                case "V" -> version = f.get(1);
                case "Z" -> finish();
                case "I" -> files.add(Path.of(f.get(1)));
                case "X" -> diagnostics.add(new Diagnostic(f.get(1).equals("error"), f.get(2)));
                case "F" -> {
                    finish();
                    function = f;
                }
                case "R" -> returns = FrontEndProtocol.type(f.get(1));
                case "P" -> parameters.add(new CParameter(f.get(1), FrontEndProtocol.type(f.get(2))));
                case "Y" -> {
                    finish();
                    typedefs.putIfAbsent(f.get(1), FrontEndProtocol.type(f.get(4)));
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
                case "L" -> fields.add(new CRecord.Field(f.get(1), Long.parseLong(f.get(2)),
                        FrontEndProtocol.type(f.get(3))));
                case "M" -> {
                    finish();
                    List<String> body = f.get(5).isEmpty() ? List.of() : List.of(f.get(5).split(FrontEndProtocol.FIELD));
                    macros.put(f.get(1), new CMacro(f.get(1), f.get(4).equals("1"), body, Path.of(f.get(2)),
                            Integer.parseInt(f.get(3))));
                }
                default -> throw new IllegalArgumentException("the front end wrote an unknown line: " + f);
            }
        }

        void finish() {
            if (function != null) {
                String flags = function.get(4);
                CFunction declared = new CFunction(function.get(1), parameters, returns, flags.contains("v"),
                        flags.contains("d"), flags.contains("s") || flags.contains("i"),
                        Path.of(function.get(2)), Integer.parseInt(function.get(3)));
                // A definition wins over a declaration: it decides whether anything exports the name.
                if (!functions.containsKey(declared.name()) || declared.local()) {
                    functions.put(declared.name(), declared);
                }
                function = null;
                parameters.clear();
            }
            if (enumeration != null) {
                enums.add(new CEnum(enumeration.get(1), FrontEndProtocol.type(enumeration.get(4)), constants,
                        Path.of(enumeration.get(2)), Integer.parseInt(enumeration.get(3))));
                enumeration = null;
                constants.clear();
            }
            if (record != null) {
                records.putIfAbsent(record.get(1), new CRecord(record.get(1), Long.parseLong(record.get(4)),
                        Long.parseLong(record.get(5)), fields, Path.of(record.get(2)),
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
