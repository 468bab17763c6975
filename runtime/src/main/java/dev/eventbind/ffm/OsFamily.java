package dev.eventbind.ffm;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The operating system family a library file name can belong to, so a search never tries a Windows DLL on
 * Linux or a shared object on Windows: such a candidate can only fail, and its line buries the real attempts.
 */
enum OsFamily {
    WINDOWS("Windows"),
    MACOS("macOS"),
    /** Linux and the other systems whose libraries are ELF shared objects. */
    UNIX("Linux or another Unix");

    /** {@code libcuda.so}, {@code libcuda.so.1}, {@code libfoo.so.1.2.3}. */
    private static final Pattern SHARED_OBJECT = Pattern.compile(".*\\.so(\\.\\d+)*");

    private final String label;

    OsFamily(String label) {
        this.label = label;
    }

    /** The family of the system this JVM runs on. */
    static OsFamily current() {
        return of(System.getProperty("os.name", ""));
    }

    /** The family for a value of the {@code os.name} system property. */
    static OsFamily of(String osName) {
        String name = osName.toLowerCase(Locale.ROOT);
        if (name.startsWith("windows")) {
            return WINDOWS;
        }
        return name.startsWith("mac") || name.startsWith("darwin") ? MACOS : UNIX;
    }

    /**
     * Whether a library of this name can exist on this family: {@code .dll} only on Windows, {@code .dylib} only
     * on macOS, {@code .so} and {@code .so.N} anywhere but Windows; any other name (no suffix, a framework) may.
     */
    boolean fits(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        if (name.endsWith(".dll")) {
            return this == WINDOWS;
        }
        if (name.endsWith(".dylib")) {
            return this == MACOS;
        }
        return this != WINDOWS || !SHARED_OBJECT.matcher(name).matches();
    }

    @Override
    public String toString() {
        return label;
    }
}
