package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One backend library after {@link NativeLinker#load} or {@link NativeLinker#link}: either ready, every required
 * symbol exported, or failed with the reason. Either way each symbol gets a handle of its C shape, so generated
 * {@code static final MethodHandle} fields always initialise; a handle that cannot reach C throws
 * {@link BackendUnavailableException} when invoked.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
public final class LinkedLibrary {

    private static final Linker.Option[] CRITICAL = {Linker.Option.critical(false)};
    private static final Linker.Option[] PLAIN = {};

    private final String backend;
    private final Optional<String> path;
    private final List<String> attempts;
    private final Optional<BackendUnavailableException> failure;
    /** The library's symbols; null exactly when it failed. */
    private final @Nullable SymbolLookup lookup;
    private final Map<String, MethodHandle> handles;
    private final Set<String> bound;
    /** Every symbol the library was asked for, found or not: what a fault plan may name. */
    private final Set<String> requested;

    LinkedLibrary(String backend, Optional<String> path, List<String> attempts,
            Optional<BackendUnavailableException> failure, @Nullable SymbolLookup lookup,
            Map<String, MethodHandle> handles, Set<String> bound, Set<String> requested) {
        this.backend = backend;
        this.path = path;
        this.attempts = List.copyOf(attempts);
        this.failure = failure;
        this.lookup = lookup;
        this.handles = Map.copyOf(handles);
        this.bound = Set.copyOf(bound);
        this.requested = Set.copyOf(requested);
    }

    /** The backend's name, as its spec gives it. */
    String backend() {
        return backend;
    }

    /** Every symbol the library was asked for, required, optional or resolved, found or not. */
    Set<String> requested() {
        return requested;
    }

    /** Whether the library loaded and every required symbol was found. */
    public boolean ready() {
        return failure.isEmpty();
    }

    /** Why the library cannot be used; empty when it is ready. */
    public Optional<BackendUnavailableException> failure() {
        return failure;
    }

    /**
     * Returns quietly when the library is ready.
     *
     * @throws BackendUnavailableException the link failure, listing every attempt and missing symbol
     */
    public void ensureReady() {
        if (failure.isPresent()) {
            throw failure.get();
        }
    }

    /**
     * The file the loader really opened (a bare name resolved through the search path), also when a required
     * symbol was missing from it; empty when no candidate opened.
     */
    public Optional<String> path() {
        return path;
    }

    /** The library's symbols, for linking them one by one later too; null when it failed. */
    @Nullable SymbolLookup lookup() {
        return lookup;
    }

    /** Every library candidate tried, one line each: the candidate, its resolved path and the loader's message. */
    public List<String> attempts() {
        return attempts;
    }

    /** Whether {@code symbol} was found; false for a missing optional symbol or a failed link. */
    public boolean has(String symbol) {
        return failure.isEmpty() && bound.contains(symbol);
    }

    /**
     * Links one symbol of this library as a downcall: the jextract-style holder of each generated function calls
     * this from its own initializer, so the descriptor sits next to its handle. A restricted entry: the caller's
     * module must have native access ({@link NativeAccess}). For a missing symbol or a failed library, a handle of
     * the same type that throws {@link BackendUnavailableException} when invoked. Where the installed
     * {@link FaultPlan} names the symbol, the handle asks its faults first.
     *
     * @param symbol the exported C symbol, one of those named when the library was loaded
     * @param descriptor its C shape
     * @param critical link with {@code Linker.Option.critical(false)}: only for short calls that never block
     */
    @Restricted
    public MethodHandle downcall(String symbol, FunctionDescriptor descriptor, boolean critical) {
        NativeAccess.checkCaller("LinkedLibrary.downcall");
        return downcallTrusted(symbol, descriptor, critical);
    }

    MethodHandle downcallTrusted(String symbol, FunctionDescriptor descriptor, boolean critical) {
        MethodType type = descriptor.toMethodType();
        if (failure.isPresent()) {
            return throwing(type, failure.get());
        }
        SymbolLookup symbols = lookup;
        Optional<MemorySegment> address = symbols != null && bound.contains(symbol) ? symbols.find(symbol)
                : Optional.empty();
        if (address.isEmpty()) {
            return throwing(type, new BackendUnavailableException(backend, "optional symbol " + symbol
                    + " is missing", List.of("symbol " + symbol + ": not exported by " + path.orElse("?")), null));
        }
        try {
            return FaultPlan.wrap(backend, symbol,
                    Linker.nativeLinker().downcallHandle(address.get(), descriptor, critical ? CRITICAL : PLAIN));
        } catch (IllegalArgumentException e) {
            return throwing(type, new BackendUnavailableException(backend, refusal(symbol, descriptor, e), List.of(),
                    e));
        }
    }

    /** Why the linker refuses {@code descriptor} for a found {@code symbol}; null when it does not. */
    @Nullable String refusal(String symbol, FunctionDescriptor descriptor) {
        Optional<MemorySegment> address = lookup == null ? Optional.empty() : lookup.find(symbol);
        if (address.isEmpty()) {
            return null;
        }
        try {
            Linker.nativeLinker().downcallHandle(descriptor);
            return null;
        } catch (IllegalArgumentException e) {
            return refusal(symbol, descriptor, e);
        }
    }

    private static String refusal(String symbol, FunctionDescriptor descriptor, IllegalArgumentException e) {
        return "symbol " + symbol + ": cannot be linked as " + descriptor + ": " + e.getMessage();
    }

    /**
     * The handle for a symbol requested from {@link NativeLinker#link}, typed by its descriptor. For a missing
     * symbol or a failed link, a handle of the same type that throws {@link BackendUnavailableException}.
     *
     * @throws IllegalArgumentException when {@code symbol} was never requested from {@link NativeLinker#link}
     */
    public MethodHandle handle(String symbol) {
        MethodHandle handle = handles.get(symbol);
        if (handle == null) {
            throw new IllegalArgumentException(symbol + " was not requested when linking the " + backend + " library");
        }
        return handle;
    }

    /** A handle of {@code type} that throws {@code failure} whatever its arguments. */
    static MethodHandle throwing(MethodType type, BackendUnavailableException failure) {
        MethodHandle thrower = MethodHandles.throwException(type.returnType(), BackendUnavailableException.class)
                .bindTo(failure);
        return MethodHandles.dropArguments(thrower, 0, type.parameterList());
    }

    @Override
    public String toString() {
        return backend + " library " + (ready() ? "ready at " + path.orElse("?") : "unavailable");
    }
}
