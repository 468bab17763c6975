package dev.eventbind.ffm;

import java.lang.foreign.SymbolLookup;

/**
 * Opens one library candidate (a path or a bare name) and says why not when it cannot.
 *
 * <p>On Linux the loader calls libc's {@code dlopen} itself, so a failure carries the loader's own words
 * ({@code dlerror}); elsewhere it uses {@link SymbolLookup#libraryLookup}, whose message is all the JDK gives.
 */
sealed interface NativeLoader permits DlLoader, JdkLoader {

    /** Opens {@code target}: a path when it names a folder, else a name for the system search path. */
    Outcome open(String target);

    /** The loader for this platform; a restricted call, so it may throw when native access is denied. */
    static NativeLoader forThisPlatform() {
        NativeLoader dl = DlLoader.fromLibc();
        return dl != null ? dl : new JdkLoader();
    }

    /** Whether the system loader treats {@code target} as a path rather than a name to search for. */
    static boolean isPath(String target) {
        return target.indexOf('/') >= 0 || target.indexOf('\\') >= 0;
    }

    /** The outcome of one open: the library, or why not. */
    sealed interface Outcome permits Opened, Failed {
    }

    /**
     * The library opened.
     *
     * @param lookup the library's symbols
     * @param file the file the loader really opened, or the target when it cannot say
     */
    record Opened(SymbolLookup lookup, String file) implements Outcome {
    }

    /**
     * The library did not open.
     *
     * @param error the loader's message
     */
    record Failed(String error) implements Outcome {
    }
}
