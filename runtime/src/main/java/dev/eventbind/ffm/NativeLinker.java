package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Finds a backend's library and binds its symbols, all at once. The only entry to native code in eventbind:
 * every restricted FFM call lives in this package, so a user grants native access to one module.
 */
public final class NativeLinker {

    private static final Linker.Option[] CRITICAL = {Linker.Option.critical(false)};
    private static final Linker.Option[] PLAIN = {};

    /** Built on first use, not at class initialisation: a denied restricted call must become a failed link. */
    private static volatile NativeLoader loader;

    private NativeLinker() {
    }

    /**
     * Loads the library {@code plan} describes and binds every symbol. Never throws: a missing library or
     * required symbol becomes a failed {@link LinkedLibrary} whose handles throw that failure when invoked.
     *
     * @param plan where to look for the library
     * @param symbols every symbol the backend may call; the first of two with one name wins
     * @return the linked library, ready or failed with every attempt
     */
    public static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols) {
        return link(plan, symbols, System::getenv);
    }

    /** {@link #link(LibraryPlan, List)} reading environment variables through {@code env}. */
    static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Function<String, String> env) {
        return link(plan, symbols, env, OsFamily.current());
    }

    /** {@link #link(LibraryPlan, List)} choosing candidate names as on {@code os}. */
    static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Function<String, String> env,
            OsFamily os) {
        return link(plan, symbols, env, os, Platform.current());
    }

    /** {@link #link(LibraryPlan, List)} looking up jar resources as on {@code platform}. */
    static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Function<String, String> env,
            OsFamily os, Platform platform) {
        List<String> attempts = List.of();
        try {
            LibrarySearch.Result found = new LibrarySearch(plan, env, loader(), os, platform).run();
            attempts = found.attempts();
            if (found.opened() == null) {
                return failed(plan, symbols, attempts, Optional.empty(), found.summary(), null);
            }
            return bind(plan, symbols, found.opened(), attempts);
        } catch (IllegalCallerException e) {
            return failed(plan, symbols, attempts, Optional.empty(), "native access is not enabled: run java with "
                    + "--enable-native-access=dev.eventbind.runtime (ALL-UNNAMED on the class path)", e);
        } catch (RuntimeException | LinkageError e) {
            return failed(plan, symbols, attempts, Optional.empty(), "linking failed: " + e, e);
        }
    }

    private static NativeLoader loader() {
        NativeLoader current = loader;
        if (current == null) {
            current = NativeLoader.forThisPlatform();
            loader = current;
        }
        return current;
    }

    private static LinkedLibrary bind(LibraryPlan plan, List<NativeSymbol> symbols, NativeLoader.Opened opened,
            List<String> attempts) {
        Linker linker = Linker.nativeLinker();
        Map<String, MethodHandle> handles = new HashMap<>();
        Set<String> bound = new HashSet<>();
        List<String> missing = new ArrayList<>();
        List<String> lines = new ArrayList<>(attempts);
        for (NativeSymbol symbol : symbols) {
            if (handles.containsKey(symbol.name())) {
                continue;
            }
            String problem = bindOne(linker, opened, symbol, handles);
            if (problem == null) {
                bound.add(symbol.name());
                continue;
            }
            if (!symbol.optional()) {
                missing.add(symbol.name());
                lines.add(problem);
                continue;
            }
            handles.put(symbol.name(), LinkedLibrary.throwing(symbol.descriptor().toMethodType(),
                    new BackendUnavailableException(plan.backend(), "optional symbol " + symbol.name()
                            + " is missing", List.of(problem), null)));
        }
        if (!missing.isEmpty()) {
            return failed(plan, symbols, lines, Optional.of(opened.file()),
                    "missing symbols: " + String.join(", ", missing), null);
        }
        return new LinkedLibrary(plan.backend(), Optional.of(opened.file()), attempts, Optional.empty(), handles,
                bound);
    }

    /** Binds one symbol into {@code handles}; null when bound, else the line that says why not. */
    private static String bindOne(Linker linker, NativeLoader.Opened opened, NativeSymbol symbol,
            Map<String, MethodHandle> handles) {
        Optional<MemorySegment> address = opened.lookup().find(symbol.name());
        if (address.isEmpty()) {
            return "symbol " + symbol.name() + ": not exported by " + opened.file();
        }
        try {
            handles.put(symbol.name(), linker.downcallHandle(address.get(), symbol.descriptor(),
                    symbol.critical() ? CRITICAL : PLAIN));
            return null;
        } catch (IllegalArgumentException e) {
            return "symbol " + symbol.name() + ": cannot be linked as " + symbol.descriptor() + ": " + e.getMessage();
        }
    }

    private static LinkedLibrary failed(LibraryPlan plan, List<NativeSymbol> symbols, List<String> attempts,
            Optional<String> path, String summary, Throwable cause) {
        BackendUnavailableException failure = new BackendUnavailableException(plan.backend(), summary, attempts,
                cause);
        Map<String, MethodHandle> handles = new HashMap<>();
        for (NativeSymbol symbol : symbols) {
            handles.putIfAbsent(symbol.name(), LinkedLibrary.throwing(symbol.descriptor().toMethodType(), failure));
        }
        return new LinkedLibrary(plan.backend(), path, attempts, Optional.of(failure), handles, Set.of());
    }
}
