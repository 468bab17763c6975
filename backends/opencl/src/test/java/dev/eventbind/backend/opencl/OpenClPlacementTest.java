package dev.eventbind.backend.opencl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.contract.placement.BracketFloor;
import dev.eventbind.contract.placement.Burners;
import dev.eventbind.contract.placement.PlacementReport;
import dev.eventbind.contract.placement.PlacementRun;
import dev.eventbind.api.PairedClock.HostClock;
import dev.eventbind.binding.ReturnedEvent;
import dev.eventbind.ffm.HostClocks;
import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Where the profiler places windows on PoCL, with its own device clock: no two windows of a queue overlap and
 * every nested window lies inside its parent, idle and with every core burning, and each lies within its bound of
 * where PoCL really completed it.
 *
 * <p>The truth: PoCL stamps its profiling times with {@code pocl_gettimemono_ns()}, which on Linux reads
 * {@code CLOCK_MONOTONIC_RAW} ({@code lib/CL/pocl_timing.c}). So an event's {@code CL_PROFILING_COMMAND_END},
 * moved onto {@code CLOCK_MONOTONIC} (the clock of {@link System#nanoTime()}) by an offset measured beside it, is
 * where on the host clock the device reached it. The two clocks drift apart as NTP slews {@code CLOCK_MONOTONIC}:
 * the profiler's drift fit sees that as the device's clock rate. The stamp is read from the event's current
 * native event, which the generated class keeps in a private holder: the test reaches it by reflection.
 *
 * <p>{@code eventbind.placement.windows} sets how many windows; the default keeps a CI run short.
 */
class OpenClPlacementTest {

    private static final long DEFAULT_WINDOWS = 6_000;
    /** Generous for a loaded two-core machine; the figures are printed. */
    private static final long P99_CI_BOUND_NANOS = 200_000;
    /** Small enough that a fill is quick; every fourth iteration fills, so markers also queue behind work. */
    private static final long WORK_BYTES = 256L << 10;

    private static OpenClEvents backend;
    /** Where the work buffer is made: the backend's context. */
    private static Stream home;
    private static OpenClWork work;
    private static MethodHandle profilingInfo;
    private static Field holder;

    @BeforeAll
    static void open() throws DriverException {
        backend = OpenClEvents.open();
        home = backend.streamCreateNonBlocking();
        work = OpenClWork.allocate(home, WORK_BYTES);
    }

    @BeforeAll
    @SuppressWarnings("restricted") // the test reads PoCL's stamps through a raw downcall
    static void linkTruth() throws ReflectiveOperationException {
        SymbolLookup openCl = SymbolLookup.libraryLookup("libOpenCL.so.1", Arena.global());
        profilingInfo = Linker.nativeLinker().downcallHandle(openCl.find("clGetEventProfilingInfo").orElseThrow(),
                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT,
                        ValueLayout.JAVA_LONG, ValueLayout.ADDRESS, ValueLayout.ADDRESS));
        holder = OpenClEvents.Event.class.getDeclaredField("holder");
        holder.setAccessible(true);
    }

    @AfterAll
    static void close() throws DriverException {
        work.close();
        backend.streamDestroy(home);
        backend.close();
    }

    /** PoCL's stamps lie inside the brackets of an idle stream's records; what bounds a bracketed anchor here. */
    @Test
    void anAnchorsBracketHoldsTheStamp() throws Exception {
        BracketFloor floor = BracketFloor.measure(backend, home, OpenClPlacementTest::stampOf, 2_000);
        System.out.println("PoCL, " + floor);
        assertEquals(0, floor.outside(), floor.toString());
    }

    @Test
    void windowsNeverOverlapAndNestedOnesStayInside() throws Exception {
        check(0);
    }

    @Test
    void withEveryCoreBusyWindowsStillNeverOverlapAndStayInside() throws Exception {
        check(Runtime.getRuntime().availableProcessors());
    }

    @SuppressWarnings("try") // the burners are held for their load alone
    private static void check(int burners) throws Exception {
        long windows = Long.getLong("eventbind.placement.windows", DEFAULT_WINDOWS);
        PlacementReport report;
        try (Burners ignored = Burners.start(burners)) {
            report = PlacementRun.run(backend, windows, OpenClPlacementTest::work, OpenClPlacementTest::stampOf);
        }
        System.out.println("PoCL, " + burners + " burning threads: " + report);
        assertEquals(0, report.overlaps(), report.summary());
        assertEquals(0, report.escapes(), report.summary());
        assertEquals(report.points(), report.insideBound(), report.summary());
        assertTrue(report.errorAtNanos(99) < P99_CI_BOUND_NANOS, report.summary());
    }

    /** Where PoCL completed {@code event}'s latest record, on {@link System#nanoTime()}'s clock. */
    private static long stampOf(OpenClEvents.Event event) throws DriverException {
        ReturnedEvent nativeEvent = holderOf(event);
        long held = nativeEvent.acquire();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment end = arena.allocate(ValueLayout.JAVA_LONG);
            int status = (int) profilingInfo.invokeExact(MemorySegment.ofAddress(held), OpenCl.CL_PROFILING_COMMAND_END,
                    8L, end, MemorySegment.NULL);
            assertEquals(0, status, "clGetEventProfilingInfo(CL_PROFILING_COMMAND_END)");
            HostClocks.Offset offset = HostClocks.measure(HostClock.CLOCK_MONOTONIC_RAW);
            return end.get(ValueLayout.JAVA_LONG, 0) + offset.nanos();
        } catch (RuntimeException | Error passed) {
            throw passed;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        } finally {
            nativeEvent.release(held);
        }
    }

    private static ReturnedEvent holderOf(OpenClEvents.Event event) {
        try {
            return (ReturnedEvent) holder.get(event);
        } catch (IllegalAccessException unexpected) {
            throw new AssertionError(unexpected);
        }
    }

    private static void work(Stream queue, int iteration) throws DriverException {
        if (iteration % 4 == 0) {
            work.fill(queue);
        }
    }
}
