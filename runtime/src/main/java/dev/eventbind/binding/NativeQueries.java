package dev.eventbind.binding;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;

import dev.eventbind.api.DriverException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.Scratch;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.ToIntFunction;

/**
 * The two-call queries C-family APIs answer lists and strings with: ask how many (or how long), then ask again
 * with room for the answer. OpenCL lists platforms and devices this way ({@code clGetPlatformIDs},
 * {@code clGetDeviceIDs}), Level Zero drivers and devices ({@code zeDriverGet}, {@code zeDeviceGet}), Vulkan
 * physical devices ({@code vkEnumeratePhysicalDevices}); OpenCL's info calls answer strings the same way. A
 * backend's hand-written device choice calls these with a lambda that puts the three values where its C function
 * takes them. A status other than 0, the success of every API served, is the convention's failure.
 */
public final class NativeQueries {

    /** A counted list query: {@code capacity} handles fit in {@code handles}; the call writes the count it has. */
    @FunctionalInterface
    public interface Counted {
        /** Calls the C function; {@code handles} is {@code NULL} and {@code capacity} 0 when only counting. */
        int call(int capacity, MemorySegment handles, MemorySegment count);
    }

    /** A sized value query: {@code size} bytes fit in {@code value}; the call writes the size it needs. */
    @FunctionalInterface
    public interface Sized {
        /** Calls the C function; {@code value} is {@code NULL} and {@code size} 0 when only asking the size. */
        int call(long size, MemorySegment value, MemorySegment sizeReturned);
    }

    private NativeQueries() {
    }

    /**
     * The version an optional query writes as a C {@code int} ({@code cudaRuntimeGetVersion(int *)}): empty when
     * the library lacks the function or the call fails. Needs no device, so a probe reads it before anything opens.
     *
     * @param status the convention whose success the call must return
     * @param library the linked library, asked whether it has {@code function}
     * @param function the C function's name
     * @param query calls it with the segment it writes the version to
     * @return the version, or empty
     */
    public static OptionalInt version(StatusConvention status, LinkedLibrary library, String function,
            ToIntFunction<MemorySegment> query) {
        if (!library.has(function)) {
            return OptionalInt.empty();
        }
        MemorySegment reported = Scratch.get();
        return status.succeeded(query.applyAsInt(reported)) ? OptionalInt.of(reported.get(JAVA_INT, 0))
                : OptionalInt.empty();
    }

    /**
     * Every handle the query lists, in its order; none is an empty list, as is a count answered with one of the
     * {@code none} statuses ({@code CL_DEVICE_NOT_FOUND} for a platform without devices).
     */
    public static List<MemorySegment> handles(StatusConvention status, String function, Counted query,
            int... none) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment count = arena.allocate(JAVA_INT);
            int counted = query.call(0, MemorySegment.NULL, count);
            if (Arrays.stream(none).anyMatch(code -> code == counted)) {
                return List.of();
            }
            status.check(function, counted);
            int n = count.get(JAVA_INT, 0);
            if (n <= 0) {
                return List.of();
            }
            MemorySegment handles = arena.allocate(ADDRESS, n);
            status.check(function, query.call(n, handles, count));
            return handles.elements(ADDRESS).limit(Math.min(n, count.get(JAVA_INT, 0)))
                    .map(handle -> handle.get(ADDRESS, 0)).toList();
        }
    }

    /** The string the query answers, without its terminating zero. */
    public static String text(StatusConvention status, String function, Sized query) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment size = arena.allocate(JAVA_LONG);
            status.check(function, query.call(0, MemorySegment.NULL, size));
            MemorySegment value = arena.allocate(Math.max(1, size.get(JAVA_LONG, 0)));
            status.check(function, query.call(value.byteSize(), value, MemorySegment.NULL));
            return value.getString(0);
        }
    }

    /** A value of at most 8 bytes the query writes (a {@code cl_ulong}, a {@code size_t}), as a {@code long}. */
    public static long number(StatusConvention status, String function, Sized query) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(JAVA_LONG);
            status.check(function, query.call(JAVA_LONG.byteSize(), value, MemorySegment.NULL));
            return value.get(JAVA_LONG, 0);
        }
    }
}
