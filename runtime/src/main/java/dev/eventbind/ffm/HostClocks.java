package dev.eventbind.ffm;

import dev.eventbind.api.PairedClock.HostClock;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.Optional;

/**
 * Maps a host clock a backend's paired read stamps onto {@link System#nanoTime()}'s: libc's
 * {@code clock_gettime} is read through FFM between two {@code System.nanoTime} reads, a few times, and the
 * tightest bracket gives the offset, its half-width the error. The profiler's anchor uses it for a backend's
 * {@link dev.eventbind.api.PairedClock}; not for applications. Clocks drift apart (NTP slews
 * {@code CLOCK_MONOTONIC}, not {@code CLOCK_MONOTONIC_RAW}), so each anchor measures its own offset.
 */
// A restricted call, so in this package (see LinkedLibrary).
@SuppressWarnings("restricted")
public final class HostClocks {

    /** How many brackets one measurement takes. */
    static final int TRIES = 5;

    private static final Optional<MethodHandle> CLOCK_GETTIME = link();

    private HostClocks() {
    }

    /**
     * {@code System.nanoTime()} minus {@code clock} at one moment, and how far that can be from the truth.
     *
     * @param nanos add it to a reading of the clock to place it on {@code System.nanoTime}'s
     * @param errorNanos the half-width of the tightest bracket, at least 1
     */
    public record Offset(long nanos, long errorNanos) {
    }

    /** Whether the clocks can be read here: on Linux, whose clock ids {@link HostClock} names. */
    public static boolean available() {
        return CLOCK_GETTIME.isPresent();
    }

    /**
     * Measures the offset of {@code clock} from {@code System.nanoTime()}.
     *
     * @throws UnsupportedOperationException when {@link #available()} is false
     * @throws IllegalStateException when {@code clock_gettime} fails for the clock
     */
    public static Offset measure(HostClock clock) {
        MethodHandle handle = linked();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment timespec = arena.allocate(16, 8);
            long bestWidth = Long.MAX_VALUE;
            long bestOffset = 0;
            for (int i = 0; i < TRIES; i++) {
                long before = System.nanoTime();
                long read = gettime(handle, clock, timespec);
                long after = System.nanoTime();
                long width = after - before;
                if (width < bestWidth) {
                    bestWidth = width;
                    bestOffset = before + width / 2 - read;
                }
            }
            return new Offset(bestOffset, Math.max(1, (bestWidth + 1) / 2));
        }
    }

    /**
     * One read of {@code clock}, in nanoseconds.
     *
     * @throws UnsupportedOperationException when {@link #available()} is false
     */
    public static long read(HostClock clock) {
        MethodHandle handle = linked();
        try (Arena arena = Arena.ofConfined()) {
            return gettime(handle, clock, arena.allocate(16, 8));
        }
    }

    private static MethodHandle linked() {
        return CLOCK_GETTIME.orElseThrow(() -> new UnsupportedOperationException(
                "clock_gettime is not in this platform's C library"));
    }

    /** One {@code clock_gettime} of {@code clock} into {@code timespec}, in nanoseconds. */
    private static long gettime(MethodHandle handle, HostClock clock, MemorySegment timespec) {
        int status;
        try {
            status = (int) handle.invokeExact(clockId(clock), timespec);
        } catch (RuntimeException | Error unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("clock_gettime threw", impossible);
        }
        if (status != 0) {
            throw new IllegalStateException("clock_gettime(" + clock + ") failed with " + status);
        }
        return timespec.get(ValueLayout.JAVA_LONG, 0) * 1_000_000_000L + timespec.get(ValueLayout.JAVA_LONG, 8);
    }

    /** Linux's clock ids, which {@code <time.h>} defines. */
    static int clockId(HostClock clock) {
        return switch (clock) {
            case CLOCK_MONOTONIC -> 1;
            case CLOCK_MONOTONIC_RAW -> 4;
        };
    }

    private static Optional<MethodHandle> link() {
        if (!System.getProperty("os.name", "").startsWith("Linux")) {
            return Optional.empty();
        }
        Linker linker = Linker.nativeLinker();
        return linker.defaultLookup().find("clock_gettime").map(address -> linker.downcallHandle(address,
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT, ValueLayout.ADDRESS),
                Linker.Option.critical(false)));
    }
}
