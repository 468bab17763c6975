package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Finds a backend's library and checks its symbols, all at once. The only entry to native code in eventbind:
 * every restricted FFM call lives in this package. Linking is itself restricted: the caller's module must have
 * native access ({@link NativeAccess}), so a backend module is granted it as its generated code links.
 */
public final class NativeLinker {

    /** Built on first use, not at class initialisation: a denied restricted call must become a failed link. */
    private static volatile @Nullable NativeLoader loader;

    private NativeLinker() {
    }

    /**
     * The address a downcall linked with a {@code JAVA_LONG} handle parameter takes for {@code handle}: generated
     * functions classes link a parameter that takes a backend's event or stream handle so, and their typed methods,
     * which take segments, pass the segment's address. Refuses what the linker would refuse for an {@code ADDRESS}
     * parameter.
     *
     * @param handle a native segment: the handle
     * @return its address
     * @throws IllegalArgumentException when {@code handle} is a heap segment, which has no native address
     */
    public static long address(MemorySegment handle) {
        if (!handle.isNative()) {
            throw new IllegalArgumentException("Heap segment not allowed: " + handle);
        }
        return handle.address();
    }

    /**
     * Loads the library {@code plan} describes and checks that it exports every required symbol; each symbol is
     * then linked on its own with {@link LinkedLibrary#downcall}, where its descriptor is. Never throws: a
     * missing library or required symbol (all of them named at once), or a caller without native access, becomes
     * a failed {@link LinkedLibrary}.
     *
     * @param plan where to look for the library
     * @param required symbols the library must export
     * @param optional symbols it may lack (calling one then throws a typed unavailable error)
     */
    @Restricted
    public static LinkedLibrary load(LibraryPlan plan, List<String> required, List<String> optional) {
        try {
            NativeAccess.checkCaller("NativeLinker.load");
        } catch (IllegalCallerException e) {
            return refused(plan, e);
        }
        return load(plan, required, optional, System::getenv, OsFamily.current());
    }

    /**
     * {@link #load(LibraryPlan, List, List)} for a spec that also reaches functions through the API's resolver
     * ({@link ProcAddresses}): they are never looked up among the exports, but a {@link FaultPlan} may name them.
     *
     * @param plan where to look for the library
     * @param required symbols the library must export
     * @param optional symbols it may lack
     * @param resolved functions reached through the resolver
     */
    @Restricted
    public static LinkedLibrary load(LibraryPlan plan, List<String> required, List<String> optional,
            List<String> resolved) {
        try {
            NativeAccess.checkCaller("NativeLinker.load");
        } catch (IllegalCallerException e) {
            return refused(plan, e);
        }
        return load(plan, required, optional, resolved, System::getenv, OsFamily.current(), Platform.current());
    }

    /**
     * Loads the library {@code plan} describes and binds every symbol at once. Never throws: a missing library or
     * required symbol becomes a failed {@link LinkedLibrary} whose handles throw that failure when invoked.
     *
     * @param plan where to look for the library
     * @param symbols every symbol the backend may call; the first of two with one name wins
     * @return the linked library, ready or failed with every attempt
     */
    @Restricted
    public static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols) {
        try {
            NativeAccess.checkCaller("NativeLinker.link");
        } catch (IllegalCallerException e) {
            return refused(plan, e);
        }
        return link(plan, symbols, System::getenv);
    }

    /** {@link #link(LibraryPlan, List)} reading environment variables through {@code env}. */
    static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Function<String, @Nullable String> env) {
        return link(plan, symbols, env, OsFamily.current());
    }

    /** {@link #link(LibraryPlan, List)} choosing candidate names as on {@code os}. */
    static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Function<String, @Nullable String> env,
            OsFamily os) {
        return link(plan, symbols, env, os, Platform.current());
    }

    /** {@link #link(LibraryPlan, List)} looking up jar resources as on {@code platform}. */
    static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Function<String, @Nullable String> env,
            OsFamily os, Platform platform) {
        List<String> required = symbols.stream().filter(s -> !s.optional()).map(NativeSymbol::name).toList();
        List<String> optional = symbols.stream().filter(NativeSymbol::optional).map(NativeSymbol::name).toList();
        LinkedLibrary loaded = load(plan, required, optional, env, os, platform);
        List<String> refused = new ArrayList<>();
        List<String> lines = new ArrayList<>(loaded.attempts());
        for (NativeSymbol symbol : symbols) {
            @Nullable String refusal = symbol.optional() || !loaded.ready() ? null
                    : loaded.refusal(symbol.name(), symbol.descriptor());
            if (refusal != null) {
                refused.add(symbol.name());
                lines.add(refusal);
            }
        }
        if (!refused.isEmpty()) {
            loaded = failed(plan, lines, loaded.path(), "missing symbols: " + String.join(", ", refused), null);
        }
        LinkedLibrary linked = loaded;
        Map<String, MethodHandle> handles = new HashMap<>();
        for (NativeSymbol symbol : symbols) {
            handles.computeIfAbsent(symbol.name(),
                    name -> linked.downcallTrusted(name, symbol.descriptor(), symbol.critical()));
        }
        return new LinkedLibrary(plan.backend(), linked.path(), linked.attempts(), linked.failure(), linked.lookup(),
                handles, bound(linked, required, optional), linked.requested());
    }

    private static Set<String> bound(LinkedLibrary loaded, List<String> required, List<String> optional) {
        Set<String> bound = new HashSet<>();
        required.stream().filter(loaded::has).forEach(bound::add);
        optional.stream().filter(loaded::has).forEach(bound::add);
        return bound;
    }

    static LinkedLibrary load(LibraryPlan plan, List<String> required, List<String> optional,
            Function<String, @Nullable String> env, OsFamily os) {
        return load(plan, required, optional, env, os, Platform.current());
    }

    /** {@link #load(LibraryPlan, List, List, Function, OsFamily)} looking up jar resources as on {@code platform}. */
    static LinkedLibrary load(LibraryPlan plan, List<String> required, List<String> optional,
            Function<String, @Nullable String> env, OsFamily os, Platform platform) {
        return load(plan, required, optional, List.of(), env, os, platform);
    }

    private static LinkedLibrary load(LibraryPlan plan, List<String> required, List<String> optional,
            List<String> resolved, Function<String, @Nullable String> env, OsFamily os, Platform platform) {
        List<String> attempts = List.of();
        try {
            LibrarySearch.Result found = new LibrarySearch(plan, env, loader(), os, platform).run();
            attempts = found.attempts();
            return switch (found.outcome()) {
                case NativeLoader.Opened opened -> check(plan, required, optional, resolved, opened, attempts);
                case NativeLoader.Failed(String summary) -> failed(plan, attempts, Optional.empty(), summary, null);
            };
        } catch (IllegalCallerException e) {
            return failed(plan, attempts, Optional.empty(), "native access is not enabled: run java with "
                    + "--enable-native-access=dev.eventbind.runtime (ALL-UNNAMED on the class path)", e);
        } catch (RuntimeException | LinkageError e) {
            return failed(plan, attempts, Optional.empty(), "linking failed: " + e, e);
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

    private static LinkedLibrary check(LibraryPlan plan, List<String> required, List<String> optional,
            List<String> resolved, NativeLoader.Opened opened, List<String> attempts) {
        Set<String> names = new LinkedHashSet<>(required);
        names.addAll(optional);
        Set<String> requiredNames = Set.copyOf(required);
        Set<String> found = new HashSet<>();
        List<String> missing = new ArrayList<>();
        List<String> lines = new ArrayList<>(attempts);
        SymbolLookup lookup = opened.lookup();
        for (String name : names) {
            if (lookup.find(name).isPresent()) {
                found.add(name);
            } else if (requiredNames.contains(name)) {
                missing.add(name);
                lines.add("symbol " + name + ": not exported by " + opened.file());
            }
        }
        if (!missing.isEmpty()) {
            return failed(plan, lines, Optional.of(opened.file()), "missing symbols: " + String.join(", ", missing),
                    null);
        }
        Set<String> requested = new LinkedHashSet<>(names);
        requested.addAll(resolved);
        FaultPlanException refused = FaultPlan.unbound(plan.backend(), requested);
        if (refused != null) {
            BackendUnavailableException failure = FaultPlan.unavailable(plan.backend(), refused);
            return new LinkedLibrary(plan.backend(), Optional.of(opened.file()), attempts, Optional.of(failure),
                    null, Map.of(), Set.of(), requested);
        }
        return new LinkedLibrary(plan.backend(), Optional.of(opened.file()), attempts, Optional.empty(), lookup,
                Map.of(), found, requested);
    }

    private static LinkedLibrary refused(LibraryPlan plan, IllegalCallerException e) {
        return failed(plan, List.of(), Optional.empty(), Objects.requireNonNullElse(e.getMessage(), e.toString()),
                e);
    }

    private static LinkedLibrary failed(LibraryPlan plan, List<String> attempts, Optional<String> path,
            String summary, @Nullable Throwable cause) {
        BackendUnavailableException failure = new BackendUnavailableException(plan.backend(), summary, attempts,
                cause);
        return new LinkedLibrary(plan.backend(), path, attempts, Optional.of(failure), null, Map.of(), Set.of(),
                Set.of());
    }
}
