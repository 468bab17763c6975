package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.util.List;

/**
 * Functions a backend reaches through the API's own resolver ({@code vkGetDeviceProcAddr}, {@code cuGetProcAddress})
 * rather than the library's exports: Vulkan's loader exports the core 1.0 functions only, and a 1.2 or extension
 * function is asked for by name, for one device. The generated functions class resolves each of them once, when
 * the backend opens; until then, and where the resolver answers {@code NULL}, the function is a handle that throws
 * {@link BackendUnavailableException} naming what was tried, never a call through a null address.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
public final class ProcAddresses {

    private static final Linker.Option[] CRITICAL = {Linker.Option.critical(false)};
    private static final Linker.Option[] PLAIN = {};

    /** The resolver, as the generated code calls it: the address it answers for a name, {@code NULL} for none. */
    @FunctionalInterface
    public interface Resolver {
        /**
         * The address of the function {@code name} names.
         *
         * @param name the function's name, a NUL-terminated C string
         * @return its address, or {@link MemorySegment#NULL} when the resolver does not know it or fails
         */
        MemorySegment address(MemorySegment name);
    }

    private final String backend;
    private final String resolverCall;
    private final Resolver resolver;

    /**
     * @param backend the backend's name, for messages
     * @param resolverCall how the resolver is called, {@code %s} standing for the name
     *     ({@code vkGetDeviceProcAddr(device, %s)})
     * @param resolver the resolver
     */
    public ProcAddresses(String backend, String resolverCall, Resolver resolver) {
        this.backend = backend;
        this.resolverCall = resolverCall;
        this.resolver = resolver;
    }

    /**
     * Links the function the resolver answers for {@code symbol} as a downcall. A restricted entry: the caller's
     * module must have native access ({@link NativeAccess}). Where the installed {@link FaultPlan} names the
     * function, the handle asks its faults first.
     *
     * @param symbol the function's name
     * @param descriptor its C shape
     * @param critical link with {@code Linker.Option.critical(false)}
     * @return its handle
     * @throws BackendUnavailableException when the resolver answers {@code NULL}, or the linker refuses the shape
     */
    @Restricted
    public MethodHandle downcall(String symbol, FunctionDescriptor descriptor, boolean critical) {
        NativeAccess.checkCaller("ProcAddresses.downcall");
        MemorySegment address;
        try (Arena arena = Arena.ofConfined()) {
            address = resolver.address(arena.allocateFrom(symbol));
        }
        String tried = resolverCall.replace("%s", "\"" + symbol + "\"");
        if (address.equals(MemorySegment.NULL)) {
            throw new BackendUnavailableException(backend, symbol + " is unavailable: " + tried + " answered NULL",
                    List.of(tried + ": NULL (" + symbol + " is reached through the resolver only, never looked up"
                            + " among the library's exports)"), null);
        }
        try {
            return FaultPlan.wrap(backend, symbol,
                    Linker.nativeLinker().downcallHandle(address, descriptor, critical ? CRITICAL : PLAIN));
        } catch (IllegalArgumentException e) {
            throw new BackendUnavailableException(backend, "symbol " + symbol + " from " + tried
                    + ": cannot be linked as " + descriptor + ": " + e.getMessage(), List.of(), e);
        }
    }

    /**
     * The handle a resolved function has before the backend resolved it: it throws
     * {@link BackendUnavailableException} whatever its arguments.
     *
     * @param backend the backend's name
     * @param symbol the function's name
     * @param resolver the resolver's name ({@code vkGetDeviceProcAddr})
     * @param descriptor its C shape, which the handle's type follows
     * @return the throwing handle
     */
    public static MethodHandle unresolved(String backend, String symbol, String resolver,
            FunctionDescriptor descriptor) {
        return LinkedLibrary.throwing(descriptor.toMethodType(), new BackendUnavailableException(backend, symbol
                + " is reached through " + resolver + " and was not resolved: open the backend, which resolves it",
                List.of(), null));
    }
}
