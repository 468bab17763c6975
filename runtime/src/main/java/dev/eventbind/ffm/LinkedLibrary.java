package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One backend library after {@link NativeLinker#link}: either ready, with a bound handle per symbol, or failed
 * with the reason. Either way every requested symbol has a handle of its C shape, so generated
 * {@code static final MethodHandle} fields always initialise; a handle that cannot reach C throws
 * {@link BackendUnavailableException} when invoked.
 */
public final class LinkedLibrary {

    private final String backend;
    private final Optional<String> path;
    private final List<String> attempts;
    private final Optional<BackendUnavailableException> failure;
    private final Map<String, MethodHandle> handles;
    private final Set<String> bound;

    LinkedLibrary(String backend, Optional<String> path, List<String> attempts,
            Optional<BackendUnavailableException> failure, Map<String, MethodHandle> handles, Set<String> bound) {
        this.backend = backend;
        this.path = path;
        this.attempts = List.copyOf(attempts);
        this.failure = failure;
        this.handles = Map.copyOf(handles);
        this.bound = Set.copyOf(bound);
    }

    /** {@return whether the library loaded and every required symbol was bound} */
    public boolean ready() {
        return failure.isEmpty();
    }

    /** {@return why the library cannot be used; empty when it is ready} */
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
     *
     * @return the opened library file, when one opened
     */
    public Optional<String> path() {
        return path;
    }

    /**
     * Every library candidate tried, one line each: the candidate, its resolved path and the loader's message.
     *
     * @return the attempts, in the order tried
     */
    public List<String> attempts() {
        return attempts;
    }

    /**
     * Whether {@code symbol} was found and bound; false for a missing optional symbol or a failed link.
     *
     * @param symbol the C symbol name
     * @return whether it is bound
     */
    public boolean has(String symbol) {
        return bound.contains(symbol);
    }

    /**
     * The handle for a requested symbol, typed by its descriptor. For a missing symbol or a failed link, a handle
     * of the same type that throws {@link BackendUnavailableException} when invoked.
     *
     * @param symbol the C symbol name
     * @return the handle to invoke
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
