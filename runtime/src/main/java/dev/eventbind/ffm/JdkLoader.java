package dev.eventbind.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.SymbolLookup;
import java.nio.file.Path;
import java.util.Objects;

/**
 * The portable loader: {@link SymbolLookup#libraryLookup}. Used where libc's {@code dlopen} is not reachable
 * (Windows, macOS without it in the default lookup); its failure message is only the JDK's.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
final class JdkLoader implements NativeLoader {

    @Override
    public Outcome open(String target) {
        try {
            // Libraries stay loaded for the life of the process: the generated handles are static.
            SymbolLookup lookup = NativeLoader.isPath(target)
                    ? SymbolLookup.libraryLookup(Path.of(target), Arena.global())
                    : SymbolLookup.libraryLookup(target, Arena.global());
            return new Opened(lookup, target);
        } catch (IllegalArgumentException e) {
            return new Failed(Objects.requireNonNullElse(e.getMessage(), e.toString()));
        }
    }
}
