package dev.eventbind.backend.levelzero;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The hooks of the project's CPU test driver ({@code src/test/native/ze_eventbind_test.c}), present only when
 * {@code ZE_ENABLE_ALT_DRIVERS} names that driver: its live-object counters, the reuse hazards it saw, the pools and
 * lists it orphaned, its clock's parameters and its faults. Another driver has none of them, and the rows that need
 * them skip.
 */
@SuppressWarnings("restricted") // the test links the driver it loaded on purpose
final class TestDriver {

    /** Object kinds the driver counts. */
    static final int CONTEXTS = 3;
    static final int LISTS = 4;
    static final int POOLS = 5;
    static final int EVENTS = 6;
    /** The device is lost when the next command starts to run. */
    static final int LOSE_AT_NEXT_COMMAND = 2;

    private static final Linker LINKER = Linker.nativeLinker();
    private static final int CLOCK_MONOTONIC_RAW = 4;
    private static final Optional<TestDriver> LOADED = load();

    private final MethodHandle live;
    private final MethodHandle hazards;
    private final MethodHandle signalHazards;
    private final MethodHandle orphans;
    private final MethodHandle clock;
    private final MethodHandle fault;
    private final MethodHandle limitPools;

    private TestDriver(SymbolLookup driver) {
        live = handle(driver, "eventbind_ze_live", FunctionDescriptor.of(JAVA_LONG, JAVA_INT));
        hazards = handle(driver, "eventbind_ze_hazards", FunctionDescriptor.of(JAVA_LONG));
        signalHazards = handle(driver, "eventbind_ze_signal_hazards", FunctionDescriptor.of(JAVA_LONG));
        orphans = handle(driver, "eventbind_ze_orphans", FunctionDescriptor.of(JAVA_LONG));
        clock = handle(driver, "eventbind_ze_clock", FunctionDescriptor.ofVoid(ADDRESS, ADDRESS, ADDRESS, ADDRESS));
        fault = handle(driver, "eventbind_ze_fault", FunctionDescriptor.ofVoid(JAVA_INT));
        limitPools = handle(driver, "eventbind_ze_limit_pools", FunctionDescriptor.ofVoid(JAVA_LONG));
    }

    /** The project's driver, when it is the one the loader was told to load. */
    static Optional<TestDriver> get() {
        return LOADED;
    }

    /** Why a row that needs the project driver's hooks skips. */
    static String skipReason() {
        return "needs the project's test driver's hooks; ZE_ENABLE_ALT_DRIVERS=" + System.getenv("ZE_ENABLE_ALT_DRIVERS");
    }

    long live(int kind) throws Throwable {
        return (long) live.invokeExact(kind);
    }

    /** Events reset, destroyed or signalled again while a command naming them was pending. */
    long hazards() throws Throwable {
        return (long) hazards.invokeExact();
    }

    /** The hazards where the pending command was to signal the event (a barrier), not to wait on it. */
    long signalHazards() throws Throwable {
        return (long) signalHazards.invokeExact();
    }

    /** Pools and lists whose context was destroyed while they lived, which the driver allows as Intel's does. */
    long orphans() throws Throwable {
        return (long) orphans.invokeExact();
    }

    /** At most {@code limit} live event pools from now on; -1 for no limit. */
    void limitPools(long limit) throws Throwable {
        limitPools.invokeExact(limit);
    }

    void fault(int kind) throws Throwable {
        fault.invokeExact(kind);
    }

    /** The driver's clock: ticks = (offset + (CLOCK_MONOTONIC_RAW ns - t0) * hz / 1e9) mod 2^bits. */
    Clock clock() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment values = arena.allocate(JAVA_LONG, 4);
            clock.invokeExact(values, values.asSlice(8), values.asSlice(16), values.asSlice(24));
            return new Clock(values.getAtIndex(JAVA_LONG, 0), values.getAtIndex(JAVA_LONG, 1),
                    values.getAtIndex(JAVA_LONG, 2), values.get(JAVA_INT, 24));
        }
    }

    /** The host's {@code CLOCK_MONOTONIC_RAW} in nanoseconds, the driver's time base. */
    static long rawNanos() throws Throwable {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment time = arena.allocate(JAVA_LONG, 2);
            int status = (int) CLOCK_GETTIME.invokeExact(CLOCK_MONOTONIC_RAW, time);
            if (status != 0) {
                throw new IllegalStateException("clock_gettime failed");
            }
            return time.getAtIndex(JAVA_LONG, 0) * 1_000_000_000L + time.getAtIndex(JAVA_LONG, 1);
        }
    }

    /**
     * The driver's clock parameters.
     *
     * @param t0 the {@code CLOCK_MONOTONIC_RAW} nanoseconds at its start
     * @param offset its ticks at {@code t0}
     * @param hz its ticks per second
     * @param bits its valid bits
     */
    record Clock(long t0, long offset, long hz, int bits) {

        /** The period after which the counter wraps, in nanoseconds. */
        double periodNanos() {
            return Math.scalb(1.0, bits) * 1e9 / hz;
        }

        /** The {@code CLOCK_MONOTONIC_RAW} time of {@code ticks}: the latest such time not after {@code rawNow}. */
        double rawNanosOf(long ticks, long rawNow) {
            double sinceStart = ((ticks - offset) & mask()) * 1e9 / hz;
            double period = periodNanos();
            double base = t0 + sinceStart;
            return base + Math.floor((rawNow - base) / period) * period;
        }

        private long mask() {
            return bits >= 64 ? -1L : (1L << bits) - 1;
        }
    }

    private static final MethodHandle CLOCK_GETTIME = LINKER.downcallHandle(
            LINKER.defaultLookup().find("clock_gettime").orElseThrow(),
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, ADDRESS));

    private static Optional<TestDriver> load() {
        String path = System.getProperty("eventbind.levelzero.testDriver", "");
        String loaded = Optional.ofNullable(System.getenv("ZE_ENABLE_ALT_DRIVERS")).orElse("");
        if (path.isEmpty() || !Path.of(path).toAbsolutePath().normalize().toString().equals(loaded.strip())) {
            return Optional.empty();
        }
        // The same path as the loader's dlopen: the same library, already loaded, is returned.
        return Optional.of(new TestDriver(SymbolLookup.libraryLookup(Path.of(path), Arena.global())));
    }

    private static MethodHandle handle(SymbolLookup driver, String name, FunctionDescriptor descriptor) {
        return LINKER.downcallHandle(driver.find(name).orElseThrow(), descriptor);
    }
}
