package dev.eventbind.ffm;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.IntPredicate;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Faults a test asks of the bindings: named C functions that return a given status on chosen calls instead of
 * reaching the driver, so a backend's status handling, poisoning and release paths run on its real library.
 *
 * <p>The plan is read when a binding links, and only there: each function a {@link Fault} of the installed plan
 * names is linked as a handle that consults the fault before calling the driver; every other function is linked
 * exactly as without a plan, so a binding under no plan pays nothing. A function linked before the plan naming it
 * was installed stays unwrapped ({@link Fault#linked()} tells). The plan comes from the system property
 * {@value #PROPERTY}, or from {@link #install} before the backend's first call:
 *
 * <pre>{@code
 * -Deventbind.faults=CUDA:cudaEventRecord=719,after=3;OpenCL:clFinish=-5,every=10
 *
 * Fault poison = Fault.standby("CUDA", "cudaEventRecord", 719);
 * FaultPlan.install(FaultPlan.installed().and(poison));
 * CudaRuntimeEvents cuda = CudaRuntimeEvents.open();
 * poison.arm(FaultSchedule.next());   // cuda.eventRecord(...) now throws a poisoning DriverException
 * }</pre>
 *
 * <p>A plan naming a function the spec does not bind, one that returns no {@code int} status, or a status the
 * spec's convention does not know makes the backend unavailable when it links or opens, with a
 * {@link FaultPlanException} as the cause; a malformed property does so for every backend.
 */
public final class FaultPlan {

    /** The system property a plan is read from, in {@link #parse}'s form. */
    public static final String PROPERTY = "eventbind.faults";

    private static final FaultPlan NONE = new FaultPlan(List.of());
    private static final Pattern KEY_VALUE = Pattern.compile("(after|every|times)=(\\d+|unlimited)");
    /** What the dispatcher answers for a call no fault fails: outside the range of {@code int} statuses. */
    private static final long PASS = Long.MIN_VALUE;

    private static final MethodHandle DECIDE;
    private static final MethodHandle PASSES;
    /** {@code (int) decision}: a status is an int, carried in a long so that {@link #PASS} is none of them. */
    private static final MethodHandle AS_STATUS = MethodHandles.explicitCastArguments(
            MethodHandles.identity(long.class), MethodType.methodType(int.class, long.class));

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            DECIDE = lookup.findVirtual(LongSupplier.class, "getAsLong", MethodType.methodType(long.class));
            PASSES = lookup.findVirtual(LongPredicate.class, "test", MethodType.methodType(boolean.class, long.class))
                    .bindTo((LongPredicate) decision -> decision == PASS);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The installed plan, or the malformed property's error; read from the property on first use. */
    private static volatile @Nullable Object installed;

    private final List<Fault> faults;

    private FaultPlan(List<Fault> faults) {
        this.faults = List.copyOf(faults);
    }

    /**
     * A plan of these faults, in order: where several name one function, the first due fails a call.
     *
     * @param faults the faults
     * @return the plan
     */
    public static FaultPlan of(Fault... faults) {
        return new FaultPlan(Arrays.asList(faults));
    }

    /** {@return the plan of no fault} */
    public static FaultPlan none() {
        return NONE;
    }

    /**
     * Reads a plan: faults separated by {@code ;}, each {@code backend:symbol=status}, followed by any of
     * {@code ,after=N}, {@code ,every=N} and {@code ,times=N|unlimited} ({@link FaultSchedule}'s counts). Without
     * them the first call fails; with {@code every} alone, every N-th call without limit.
     *
     * @param text the plan, blank for none
     * @return the plan
     * @throws FaultPlanException when a fault is malformed, naming it
     */
    public static FaultPlan parse(String text) {
        List<Fault> faults = new ArrayList<>();
        for (String entry : text.split(";", -1)) {
            if (!entry.isBlank()) {
                faults.add(parseFault(entry.strip()));
            }
        }
        return new FaultPlan(faults);
    }

    private static Fault parseFault(String entry) {
        int equals = entry.indexOf('=');
        int colon = equals < 0 ? -1 : entry.lastIndexOf(':', equals);
        if (colon <= 0 || equals == colon + 1) {
            throw new FaultPlanException("fault \"" + entry + "\": expected backend:symbol=status[,after=N]"
                    + "[,every=N][,times=N]");
        }
        String[] parts = entry.substring(equals + 1).split(",", -1);
        int status;
        try {
            status = Integer.decode(parts[0].strip());
        } catch (NumberFormatException e) {
            throw new FaultPlanException("fault \"" + entry + "\": the status " + parts[0] + " is not an int");
        }
        long after = 0;
        long every = 1;
        @Nullable Long times = null;
        for (int i = 1; i < parts.length; i++) {
            var matcher = KEY_VALUE.matcher(parts[i].strip());
            if (!matcher.matches()) {
                throw new FaultPlanException("fault \"" + entry + "\": \"" + parts[i] + "\" is not after=N, every=N"
                        + " or times=N");
            }
            long value = matcher.group(2).equals("unlimited") ? FaultSchedule.UNLIMITED
                    : Long.parseLong(matcher.group(2));
            switch (matcher.group(1)) {
                case "after" -> after = value;
                case "every" -> every = value;
                default -> times = value;
            }
        }
        long limit = times != null ? times : every > 1 ? FaultSchedule.UNLIMITED : 1;
        // every=N alone fails calls N, 2N, ...: the first N - 1 pass.
        long skipped = every > 1 && after == 0 ? every - 1 : after;
        return new Fault(entry.substring(0, colon).strip(), entry.substring(colon + 1, equals).strip(), status,
                new FaultSchedule(skipped, every, limit));
    }

    /** {@return its faults, in order} */
    public List<Fault> faults() {
        return faults;
    }

    /**
     * This plan with {@code more} after its own faults.
     *
     * @param more the faults to add
     * @return the longer plan
     */
    public FaultPlan and(Fault... more) {
        List<Fault> all = new ArrayList<>(faults);
        all.addAll(Arrays.asList(more));
        return new FaultPlan(all);
    }

    /**
     * Makes {@code plan} the one bindings read when they link from now on, replacing the installed one (at first
     * the property's). Functions already linked keep the handle they have.
     *
     * @param plan the plan
     * @return the plan it replaced ({@link #none()} when the property's was malformed)
     */
    public static synchronized FaultPlan install(FaultPlan plan) {
        Object previous = current();
        installed = Objects.requireNonNull(plan, "plan");
        return previous instanceof FaultPlan replaced ? replaced : NONE;
    }

    /**
     * The plan bindings read when they link.
     *
     * @return the installed plan
     * @throws FaultPlanException when none was installed and the property is malformed
     */
    public static FaultPlan installed() {
        return switch (current()) {
            case FaultPlan plan -> plan;
            case FaultPlanException malformed -> throw malformed;
            default -> throw new AssertionError("should not reach here");
        };
    }

    private static Object current() {
        Object current = installed;
        if (current == null) {
            synchronized (FaultPlan.class) {
                current = installed;
                if (current == null) {
                    current = fromProperty();
                    installed = current;
                }
            }
        }
        return current;
    }

    private static Object fromProperty() {
        try {
            return parse(System.getProperty(PROPERTY, ""));
        } catch (FaultPlanException e) {
            return new FaultPlanException("-D" + PROPERTY + ": " + e.getMessage());
        }
    }

    /**
     * What keeps the installed plan from binding {@code backend}, whose library was asked for {@code symbols}: a
     * malformed property, or faults naming functions it does not bind. Null when nothing does.
     */
    static @Nullable FaultPlanException unbound(String backend, Collection<String> symbols) {
        return problems(backend, symbols, status -> true);
    }

    private static @Nullable FaultPlanException problems(String backend, Collection<String> symbols,
            IntPredicate knows) {
        FaultPlan plan;
        try {
            plan = installed();
        } catch (FaultPlanException malformed) {
            return malformed;
        }
        List<String> problems = new ArrayList<>();
        for (Fault fault : plan.faults) {
            if (!fault.backend().equals(backend)) {
                continue;
            }
            if (!symbols.contains(fault.symbol())) {
                problems.add("fault " + fault + ": the " + backend + " spec binds no function " + fault.symbol());
            } else if (fault.status() == 0 || !knows.test(fault.status())) {
                problems.add("fault " + fault + ": " + fault.status() + " is not a failure the " + backend
                        + " status convention knows");
            }
        }
        return problems.isEmpty() ? null : new FaultPlanException(String.join("; ", problems));
    }

    /**
     * Checks the installed plan against a backend as it opens: every fault naming its backend names a function its
     * spec binds and a failure status its convention knows. The generated backend calls it with its status
     * convention; a plan that passes binds nothing here (functions are wrapped as they link).
     *
     * @param library the backend's linked library
     * @param knows whether the spec's convention knows a status
     * @throws BackendUnavailableException when the plan cannot be honoured, caused by a {@link FaultPlanException}
     */
    public static void check(LinkedLibrary library, IntPredicate knows) {
        FaultPlanException refused = problems(library.backend(), library.requested(), knows);
        if (refused != null) {
            throw unavailable(library.backend(), refused);
        }
    }

    /** The failure of a backend that cannot honour the plan: unavailable, caused by {@code refused}. */
    static BackendUnavailableException unavailable(String backend, FaultPlanException refused) {
        return new BackendUnavailableException(backend, "fault plan: " + refused.getMessage(),
                List.of("fault plan: " + refused.getMessage()), refused);
    }

    /**
     * {@code handle}, the downcall of {@code symbol}, as the installed plan wants it linked: unchanged unless a
     * fault names it; then a handle that asks those faults first and returns the status of the one due instead of
     * calling C. A fault on a function that returns no {@code int} status makes a handle that throws
     * {@link FaultPlanException}.
     */
    static MethodHandle wrap(String backend, String symbol, MethodHandle handle) {
        List<Fault> named;
        try {
            named = installed().faults.stream()
                    .filter(fault -> fault.backend().equals(backend) && fault.symbol().equals(symbol)).toList();
        } catch (FaultPlanException malformed) {
            return throwing(handle.type(), malformed);
        }
        if (named.isEmpty()) {
            return handle;
        }
        MethodType type = handle.type();
        if (type.returnType() != int.class) {
            return throwing(type, new FaultPlanException("fault " + named.getFirst() + ": " + symbol + " returns "
                    + type.returnType() + ", not an int status"));
        }
        named.forEach(Fault::attach);
        List<Class<?>> parameters = type.parameterList();
        MethodHandle decided = MethodHandles.guardWithTest(
                MethodHandles.dropArguments(PASSES, 1, parameters),
                MethodHandles.dropArguments(handle, 0, long.class),
                MethodHandles.dropArguments(AS_STATUS, 1, parameters));
        FaultPlan faults = new FaultPlan(named);
        return MethodHandles.foldArguments(decided, DECIDE.bindTo((LongSupplier) faults::decide));
    }

    /** The status of the first fault due on this call, or {@link #PASS}: every fault counts every call. */
    private long decide() {
        long status = PASS;
        for (Fault fault : faults) {
            if (fault.fails(status != PASS)) {
                status = fault.status();
            }
        }
        return status;
    }

    private static MethodHandle throwing(MethodType type, FaultPlanException failure) {
        MethodHandle thrower = MethodHandles.throwException(type.returnType(), FaultPlanException.class)
                .bindTo(failure);
        return MethodHandles.dropArguments(thrower, 0, type.parameterList());
    }

    @Override
    public String toString() {
        return faults.isEmpty() ? "no faults" : faults.toString();
    }
}
