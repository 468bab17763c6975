package dev.eventbind.backend.opencl;

import java.lang.StackWalker.Option;

/**
 * The check a method that takes raw native addresses makes of its caller, as the JDK's restricted methods do: the
 * calling module must have been granted native access ({@code --enable-native-access}). Without it a module
 * could hand any address to the driver through this one, which holds native access.
 */
final class CallerAccess {

    /** For {@link StackWalker#getCallerClass()} in the public method that takes the address. */
    static final StackWalker WALKER = StackWalker.getInstance(Option.RETAIN_CLASS_REFERENCE);

    private CallerAccess() {
    }

    /**
     * Refuses {@code caller} unless its module has native access.
     *
     * @param caller the class that called {@code method}, from {@code WALKER.getCallerClass()}
     * @param method the method as a reader of the error knows it ("OpenClEvents.adopt")
     * @throws IllegalCallerException when the caller's module has no native access
     */
    static void requireNativeAccess(Class<?> caller, String method) {
        Module module = caller.getModule();
        if (!module.isNativeAccessEnabled()) {
            String name = module.isNamed() ? module.getName() : "ALL-UNNAMED";
            throw new IllegalCallerException(method + " takes a raw native address, so its caller needs native"
                    + " access: " + caller.getName() + " is in " + module + "; run with --enable-native-access="
                    + name);
        }
    }
}
