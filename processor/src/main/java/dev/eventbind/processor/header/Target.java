package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What headers are read for: a target triple, which fixes the C data model and the macros the compiler
 * predefines, the C dialect, and the user's macros.
 *
 * @param triple the target triple the front end and the tests' compiler are given ({@code x86_64-linux-gnu})
 * @param os the operating system, which fixes the data model
 * @param std the C dialect ({@code gnu17})
 * @param defines the user's {@code -Aeventbind.define} macros, {@code NAME} or {@code NAME=VALUE}
 */
public record Target(String triple, Os os, String std, List<String> defines) {

    /** The dialect when none is given: what gcc and clang compile C as by default, so headers read as a plain build reads them. */
    public static final String DEFAULT_STD = "gnu17";

    /** The triples checked, by the short names also accepted. */
    private static final List<List<String>> TRIPLES = List.of(
            List.of("x86_64-linux-gnu", "linux", "linux-x86_64", "x86_64-unknown-linux-gnu", "x86_64-pc-linux-gnu"),
            List.of("aarch64-linux-gnu", "linux-aarch64", "aarch64-unknown-linux-gnu"),
            List.of("x86_64-pc-windows-msvc", "windows", "windows-x86_64", "x86_64-windows-msvc"),
            List.of("arm64-apple-macos", "macos", "macos-aarch64", "aarch64-apple-darwin", "arm64-apple-darwin"));

    /** The dialects a spec may be read in. */
    private static final List<String> STDS = List.of("c89", "c90", "c99", "c11", "c17", "c18", "c2x", "c23",
            "gnu89", "gnu99", "gnu11", "gnu17", "gnu18", "gnu2x", "gnu23");

    /** The operating systems with a data model of their own. */
    public enum Os {
        /** LP64. */
        LINUX("Linux"),
        /** LP64. */
        MACOS("macOS"),
        /** LLP64: {@code long} is 4 bytes. */
        WINDOWS("Windows");

        private final String display;

        Os(String display) {
            this.display = display;
        }

        /** The name a user knows ("Windows"). */
        public String display() {
            return display;
        }
    }

    public Target {
        defines = List.copyOf(defines);
    }

    /**
     * The target for the processor options: {@code triple} (one of the four checked targets, or its short name;
     * null for the platform javac runs on), {@code std} (null for {@value #DEFAULT_STD}) and {@code userDefines}
     * ({@code NAME[=VALUE]} entries separated by commas; may be null).
     *
     * @throws IllegalArgumentException for a triple or dialect it does not know
     */
    public static Target of(@Nullable String triple, @Nullable String std, @Nullable String userDefines) {
        String chosen = triple == null || triple.isBlank() ? host() : canonical(triple);
        String dialect = std == null || std.isBlank() ? DEFAULT_STD : std.strip().toLowerCase(Locale.ROOT);
        if (!STDS.contains(dialect)) {
            throw new IllegalArgumentException("unknown C dialect \"" + std + "\" (one of " + String.join(", ", STDS)
                    + ")");
        }
        List<String> defines = new ArrayList<>();
        if (userDefines != null) {
            for (String entry : userDefines.split(",", -1)) {
                if (!entry.isBlank()) {
                    defines.add(entry.strip());
                }
            }
        }
        Os os = chosen.contains("windows") ? Os.WINDOWS : chosen.contains("apple") ? Os.MACOS : Os.LINUX;
        return new Target(chosen, os, dialect, defines);
    }

    /** The platform javac runs on, in the default dialect. */
    public static Target current() {
        return of(null, null, null);
    }

    /**
     * The compiler arguments that select this target, shared by the front end and the tests' compiler. For a
     * target other than the machine's, the machine's C library headers are left out ({@code -nostdlibinc}): the
     * compiler's own headers ({@code stdint.h}, {@code stddef.h}) serve, and an SDK's folders come from the
     * include path.
     */
    public List<String> compilerArguments() {
        List<String> arguments = new ArrayList<>(List.of("-x", "c", "-std=" + std, "--target=" + triple));
        if (!triple.equals(host())) {
            arguments.add("-nostdlibinc");
        }
        defines.forEach(define -> arguments.add("-D" + define));
        return arguments;
    }

    /** "LP64 (Linux)" or "LLP64 (Windows)", for messages. */
    public String dataModel() {
        return (os == Os.WINDOWS ? "LLP64" : "LP64") + " (" + os.display() + ")";
    }

    /** The triple, dialect and data model, for notes ("x86_64-linux-gnu, gnu17, LP64"). */
    public String describe() {
        return triple + ", " + std + ", " + (os == Os.WINDOWS ? "LLP64" : "LP64");
    }

    private static String host() {
        String name = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        boolean arm = System.getProperty("os.arch", "").contains("aarch64");
        if (name.startsWith("windows")) {
            return "x86_64-pc-windows-msvc";
        }
        if (name.contains("mac")) {
            return "arm64-apple-macos";
        }
        return arm ? "aarch64-linux-gnu" : "x86_64-linux-gnu";
    }

    private static String canonical(String triple) {
        String wanted = triple.strip().toLowerCase(Locale.ROOT);
        for (List<String> names : TRIPLES) {
            if (names.contains(wanted)) {
                return names.getFirst();
            }
        }
        throw new IllegalArgumentException("unknown target \"" + triple + "\" (one of "
                + String.join(", ", TRIPLES.stream().map(List::getFirst).toList()) + ")");
    }
}
