package dev.eventbind.ffm;

import java.lang.StackWalker.StackFrame;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The native-access boundary of eventbind's own restricted entries: a raw C-shaped downcall class, adopting a
 * foreign handle, linking a symbol, reading a C string. Each carries {@link Restricted} and checks the module of
 * the code that really asked, as the JDK checks the caller of a restricted method: a module granted native access
 * ({@code --enable-native-access}) passes; otherwise, under {@code --illegal-native-access=deny} the call is
 * refused with {@link IllegalCallerException}, and in the default mode it goes ahead after one warning per module
 * on standard error.
 *
 * <p><b>Who asked.</b> The JDK's own restricted methods are caller-sensitive, which the JVM resolves through
 * method handles and reflection; a library's method cannot be. So the caller is found on the stack, hidden frames
 * included, as the first frame past the entry whose class is not the JDK's (a module of the boot layer loaded
 * from the runtime image). Two facts make that the code that asked:
 * <ul>
 *   <li>a lambda or method reference ({@code Optional.map(CStrings::read)}) runs in a hidden class defined in
 *       the module that wrote it, so the proxy's frame, right above the entry, is charged to that module, not to
 *       the {@code java.util.Optional}, executor or {@code CompletableFuture} that ran it;</li>
 *   <li>every other JDK frame is plumbing that never asks on its own behalf: method-handle adapters
 *       ({@code LambdaForm}s are hidden classes of {@code java.base}), core reflection, {@code ServiceLoader},
 *       {@code java.beans} statements. Walking past them reaches the code that set them going. A proxy from
 *       {@code MethodHandleProxies} lives in a dynamic module of its own that has no native access, so a handle
 *       laundered through one is refused under deny, whoever made it.</li>
 * </ul>
 * A stack holding nothing but JDK frames fails closed. (The alternative, each entry taking the caller's
 * full-privilege {@code MethodHandles.Lookup}, proves the caller just as well but makes every user of
 * {@code Stream.adopt} and every generated backend pass one; the walk costs a few microseconds once per
 * acquired capability.)
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
    private static final StackWalker WALKER = StackWalker.getInstance(
            Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_HIDDEN_FRAMES));
    private static final Module SELF = NativeAccess.class.getModule();
    private static final Set<Module> WARNED = ConcurrentHashMap.newKeySet();
    private static final Map<Module, Boolean> JDK = new ConcurrentHashMap<>();
    private static volatile @Nullable Mode mode;

    private NativeAccess() {
    }

    /**
     * Checks the module of the code that asked for the method calling this one (see the class comment); {@code
     * what} names that method for the message ("HostRuntimeFunctions.open"). Every {@link Restricted} entry calls
     * it first thing, itself.
     *
     * @param what the restricted entry, as the message names it
     * @throws IllegalCallerException when that module has no native access and the JVM denies illegal native access
     */
    public static void checkCaller(String what) {
        // Frame 0 is checkCallerPast, frame 1 this method, frame 2 the restricted entry.
        checkCallerPast(what, 3);
    }

    /**
     * {@link #checkCaller(String)} for a restricted entry that checks through {@code helpers} methods of its own
     * (a handle type's {@code adopt} through the runtime's adoption helper): the module checked is that of the code
     * that called the entry, past the entry and its helpers.
     *
     * @param what the restricted entry, as the message names it
     * @param helpers how many methods stand between the entry and this call; 0 is {@link #checkCaller(String)}
     * @throws IllegalCallerException when that module has no native access and the JVM denies illegal native access
     */
    public static void checkCaller(String what, int helpers) {
        if (helpers < 0) {
            throw new IllegalArgumentException("helpers < 0: " + helpers);
        }
        // Frame 0 is checkCallerPast, frame 1 this method, then the helpers, then the restricted entry.
        checkCallerPast(what, 3 + helpers);
    }

    private static void checkCallerPast(String what, int skipped) {
        Class<?> caller = WALKER.walk(frames -> frames.skip(skipped).map(StackFrame::getDeclaringClass)
                .filter(type -> !isJdk(type.getModule())).findFirst()).orElse(null);
        if (caller == null) {
            refuseAnonymous(what);
            return;
        }
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
            case DENY -> throw new IllegalCallerException(what + " is restricted: " + name(caller) + " in "
                    + describe(module) + " has no native access; run java with --enable-native-access="
                    + grant(module));
        }
    }

    // Only JDK code on the stack: no module to charge or to grant, so nothing proves native access.
    private static void refuseAnonymous(String what) {
        if (mode() != Mode.ALLOW) {
            throw new IllegalCallerException(what + " is restricted: it was reached from JDK code alone, with no"
                    + " caller whose module could have been granted native access");
        }
    }

    /** Whether {@code module} is one of the JDK's own: in the boot layer and loaded from the runtime image. */
    static boolean isJdk(Module module) {
        if (!module.isNamed() || module.getLayer() != ModuleLayer.boot()) {
            return false;
        }
        return JDK.computeIfAbsent(module, named -> ModuleLayer.boot().configuration().findModule(named.getName())
                .flatMap(resolved -> resolved.reference().location())
                .map(location -> "jrt".equals(location.getScheme())).orElse(false));
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
                    + "enabled%n", what, name(caller), describe(module), grant(module));
        }
    }

    // A method reference's proxy is a hidden class nested in the class that wrote it: that class is named.
    private static String name(Class<?> caller) {
        return caller.isHidden() ? caller.getNestHost().getName() + " (through a method reference)"
                : caller.getName();
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
