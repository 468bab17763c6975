package dev.eventbind.ffm;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;

/**
 * C function pointers that call back into Java: a driver's callback (Vulkan's debug messenger) is an upcall stub.
 * Making one is a restricted call, so it lives here with the others, and its caller is checked as a restricted
 * method's is ({@link NativeAccess}). The target must never throw: an exception escaping an upcall ends the JVM.
 */
// The restricted calls eventbind makes live in this package alone; javac flags any other (lint "restricted").
@SuppressWarnings("restricted")
public final class Upcalls {

    private Upcalls() {
    }

    /**
     * A C function pointer that calls {@code target}. A restricted entry: the caller's module must have native
     * access.
     *
     * @param target the Java method called; it must catch everything itself
     * @param descriptor its C shape
     * @param arena how long the pointer lives
     * @return the function pointer
     */
    @Restricted
    public static MemorySegment stub(MethodHandle target, FunctionDescriptor descriptor, Arena arena) {
        NativeAccess.checkCaller("Upcalls.stub");
        return Linker.nativeLinker().upcallStub(target, descriptor, arena);
    }
}
