package dev.eventbind.processor.header;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The platform generated code is checked for: its operating system, which fixes the C data model, and the macros
 * a C compiler for it predefines, which decide the header's {@code #if} branches.
 *
 * @param os the operating system
 * @param defines the predefined macros with their values, then the user's {@code -Aeventbind.define} ones
 */
public record Target(Os os, Map<String, String> defines) {

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
        defines = Map.copyOf(defines);
    }

    /**
     * The target for the processor options: {@code os} ("linux", "windows", "macos"; null for the platform javac
     * runs on) and {@code userDefines} ({@code NAME[=VALUE]} entries separated by commas; may be null).
     *
     * @throws IllegalArgumentException for an operating system it does not know
     */
    public static Target of(String os, String userDefines) {
        Os target = os == null || os.isBlank() ? hostOs() : parse(os);
        Map<String, String> defines = new LinkedHashMap<>(predefined(target));
        if (userDefines != null) {
            for (String entry : userDefines.split(",", -1)) {
                String define = entry.strip();
                if (!define.isEmpty()) {
                    int equals = define.indexOf('=');
                    defines.put(equals < 0 ? define : define.substring(0, equals).strip(),
                            equals < 0 ? "1" : define.substring(equals + 1).strip());
                }
            }
        }
        return new Target(target, defines);
    }

    /** The platform javac runs on. */
    public static Target current() {
        return of(null, null);
    }

    /** Bytes of a C {@code long} on this target. */
    public int longBytes() {
        return os == Os.WINDOWS ? 4 : 8;
    }

    /** Bytes of a C {@code wchar_t} on this target. */
    public int wcharBytes() {
        return os == Os.WINDOWS ? 2 : 4;
    }

    /** "LP64 (Linux)" or "LLP64 (Windows)", for messages. */
    public String dataModel() {
        return (os == Os.WINDOWS ? "LLP64" : "LP64") + " (" + os.display() + ")";
    }

    private static Os hostOs() {
        String name = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        return name.startsWith("windows") ? Os.WINDOWS : name.contains("mac") ? Os.MACOS : Os.LINUX;
    }

    private static Os parse(String os) {
        return switch (os.strip().toLowerCase(Locale.ROOT)) {
            case "linux" -> Os.LINUX;
            case "macos", "mac", "darwin", "osx" -> Os.MACOS;
            case "windows", "win32", "win" -> Os.WINDOWS;
            default -> throw new IllegalArgumentException("unknown target \"" + os + "\" (linux, macos or windows)");
        };
    }

    /** What GCC on Linux, Clang on macOS and MSVC on Windows define before reading a header (64-bit). */
    private static Map<String, String> predefined(Os os) {
        Map<String, String> defines = new LinkedHashMap<>();
        boolean arm = System.getProperty("os.arch", "").contains("aarch64");
        switch (os) {
            case LINUX -> {
                for (String name : new String[] {"__linux__", "__linux", "linux", "__gnu_linux__", "__unix__",
                        "__unix", "unix", "__ELF__", "__LP64__", "_LP64", "__STDC__"}) {
                    defines.put(name, "1");
                }
                defines.put("__GNUC__", "13");
                defines.put(arm ? "__aarch64__" : "__x86_64__", "1");
            }
            case MACOS -> {
                for (String name : new String[] {"__APPLE__", "__MACH__", "__LP64__", "_LP64", "__clang__",
                        "__STDC__"}) {
                    defines.put(name, "1");
                }
                defines.put("__GNUC__", "4");
                defines.put(arm ? "__aarch64__" : "__x86_64__", "1");
            }
            case WINDOWS -> {
                for (String name : new String[] {"_WIN32", "_WIN64", "_M_X64", "_M_AMD64"}) {
                    defines.put(name, "1");
                }
                defines.put("_MSC_VER", "1940");
            }
        }
        return defines;
    }
}
