package dev.eventbind.ffm;

import java.lang.StackWalker.StackFrame;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The native-access boundary of eventbind's own restricted entries: a raw C-shaped downcall class, adopting a
 * foreign handle, linking a symbol, reading a C string. Each checks its <em>caller's</em> module as the JDK
 * checks the caller of a restricted method: a module granted native access ({@code --enable-native-access}) passes;
 * otherwise, under {@code --illegal-native-access=deny} the call is refused with {@link IllegalCallerException},
 * and in the default mode it goes ahead after one warning per module on standard error.
 *
 * <p>Checked once where a capability is acquired (a functions object, an adopted handle, a linked library), never
 * per downcall. The JVM's illegal-native-access mode is read once, from the arguments the JVM was started with
 * ({@code RuntimeMXBean.getInputArguments()}: the command line with argument files expanded,
 * {@code JDK_JAVA_OPTIONS} and {@code JAVA_TOOL_OPTIONS}), the last setting winning as it does for the JVM. That
 * read has no side effect; probing the mode with a restricted call from a module without access would make the
 * JDK print its own warning about a module the user never wrote. Where the arguments cannot be read (a runtime
 * image without {@code java.management}) the boundary fails closed: it refuses as under {@code deny}.
 */
public final class NativeAccess {

    /** The JVM's {@code --illegal-native-access} modes. */
    enum Mode {
        ALLOW, WARN, DENY
    }

    private static final String OPTION = "--illegal-native-access";
    private static final String PROPERTY = "-Djdk.module.illegal.native.access=";
    private static final StackWalker WALKER = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    private static final Module SELF = NativeAccess.class.getModule();
    private static final Set<Module> WARNED = ConcurrentHashMap.newKeySet();
    private static volatile Mode mode;

    private NativeAccess() {
    }

    /**
     * Checks the module of the code that called the method calling this one; {@code what} names that method
     * for the message ("HostRuntimeFunctions.open"). Generated code calls it first thing in each restricted entry.
     *
     * @throws IllegalCallerException when that module has no native access and the JVM denies illegal native access
     */
    public static void checkCaller(String what) {
        Class<?> caller = WALKER.walk(frames -> frames.skip(2).findFirst()).map(StackFrame::getDeclaringClass)
                .orElse(NativeAccess.class);
        check(caller, what);
    }

    /** Checks {@code caller}'s module; the runtime's own calls always pass (the JDK checks those). */
    static void check(Class<?> caller, String what) {
        Module module = caller.getModule();
        if (module == SELF || module.isNativeAccessEnabled()) {
            return;
        }
        switch (mode()) {
            case ALLOW -> { }
            case WARN -> warnOnce(module, caller, what);
            case DENY -> throw new IllegalCallerException(what + " is restricted: " + caller.getName() + " in "
                    + describe(module) + " has no native access; run java with --enable-native-access="
                    + grant(module));
        }
    }

    /** Whether {@code caller}'s module may call restricted entries without a warning. */
    static boolean enabled(Class<?> caller) {
        Module module = caller.getModule();
        return module == SELF || module.isNativeAccessEnabled() || mode() == Mode.ALLOW;
    }

    private static void warnOnce(Module module, Class<?> caller, String what) {
        if (WARNED.add(module)) {
            System.err.printf("WARNING: A restricted eventbind method has been called%n"
                    + "WARNING: %s has been called by %s in %s%n"
                    + "WARNING: Use --enable-native-access=%s to avoid a warning for callers in this module%n"
                    + "WARNING: Restricted methods will be blocked in a future release unless native access is "
                    + "enabled%n", what, caller.getName(), describe(module), grant(module));
        }
    }

    private static String describe(Module module) {
        return module.isNamed() ? "module " + module.getName() : "an unnamed module";
    }

    private static String grant(Module module) {
        return module.isNamed() ? module.getName() : "ALL-UNNAMED";
    }

    static Mode mode() {
        Mode current = mode;
        if (current == null) {
            current = readMode();
            mode = current;
        }
        return current;
    }

    private static Mode readMode() {
        try {
            return modeOf(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments());
        } catch (RuntimeException | LinkageError e) {
            return Mode.DENY;
        }
    }

    /** The mode the JVM arguments select; the JDK's default (warn) when none does. */
    static Mode modeOf(List<String> arguments) {
        Mode found = Mode.WARN;
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            String value = null;
            if (argument.startsWith(OPTION + "=")) {
                value = argument.substring(OPTION.length() + 1);
            } else if (argument.equals(OPTION) && i + 1 < arguments.size()) {
                value = arguments.get(++i);
            } else if (argument.startsWith(PROPERTY)) {
                value = argument.substring(PROPERTY.length());
            }
            if (value != null) {
                found = switch (value.strip().toLowerCase(Locale.ROOT)) {
                    case "allow" -> Mode.ALLOW;
                    case "deny" -> Mode.DENY;
                    default -> Mode.WARN;
                };
            }
        }
        return found;
    }
}
