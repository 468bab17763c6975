package dev.eventbind.backend.levelzero;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.levelzero.LevelZeroEvents.Event;
import dev.eventbind.backend.levelzero.LevelZeroEvents.Stream;
import dev.eventbind.contract.placement.PlacementReport;
import dev.eventbind.contract.placement.PlacementRun;
import dev.eventbind.profile.EventProfiler;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Where the profiler places windows through the loader: no two windows of a list overlap and every nested window
 * lies inside its parent, over at least {@value #DEFAULT_WINDOWS} windows and at least one wrap of the device's
 * counter, on any driver. On the project's driver, whose ticks are a known function of {@code CLOCK_MONOTONIC_RAW},
 * each placed start and end is also compared with where the driver really reached its event, and at least
 * {@value #INSIDE_BOUND} of them must lie within the bound the profiler gave them. The anchor is placed through the
 * backend's paired clock ({@code zeDeviceGetGlobalTimestamps}), whose host stamp the project's driver takes on
 * {@code CLOCK_MONOTONIC_RAW}; where another driver's estimate misses the anchor's bracket, the bracket stands alone.
 *
 * <p>{@code eventbind.placement.windows} sets how many windows.
 */
class LevelZeroPlacementTest {

    private static final long DEFAULT_WINDOWS = 100_000;
    private static final long WORK_BYTES = 64L << 10;
    /** Reads of the driver's host clock per truth, the tightest kept. */
    private static final int TRUTH_BRACKETS = 3;
    /** The share of placed points that must lie within the bound the profiler gave them. */
    private static final double INSIDE_BOUND = 0.99;

    private static LevelZeroEvents backend;
    private static Stream home;
    private static LevelZeroWork work;
    private static LevelZero ze;
    private static ZeDevice device;

    @BeforeAll
    static void open() throws DriverException {
        backend = LevelZeroEvents.open();
        home = backend.streamCreateNonBlocking();
        work = LevelZeroWork.allocate(backend, WORK_BYTES);
        ze = LevelZeroFunctions.open();
        device = Devices.opened(backend.device());
    }

    @AfterAll
    static void close() throws DriverException {
        backend.streamSynchronize(home);
        work.close();
        backend.streamDestroy(home);
        backend.close();
    }

    @Test
    void windowsNeverOverlapAndNestedOnesStayInsideAcrossACounterWrap() throws Throwable {
        long windows = Long.getLong("eventbind.placement.windows", DEFAULT_WINDOWS);
        long hazards = TestDriver.get().isPresent() ? TestDriver.get().orElseThrow().signalHazards() : 0;
        long firstTicks = deviceTicks();
        long firstHost = System.nanoTime();
        PlacementRun.Truth<Event> truth = TestDriver.get().isPresent() ? LevelZeroPlacementTest::truth : null;
        PlacementReport report = PlacementRun.run(backend, windows, LevelZeroPlacementTest::work, truth);
        long lastTicks = deviceTicks();
        DeviceTimer timer = DeviceTimer.of(device.device());
        double periodNanos = timer.nanosOf(Math.scalb(1.0, timer.bits()));
        boolean wrapped = Long.compareUnsigned(lastTicks, firstTicks) < 0 || System.nanoTime() - firstHost > periodNanos;
        System.out.println("Level Zero through the loader, " + device + ": " + report + (wrapped ? ", the counter wrapped"
                : ", the counter did not wrap (period " + Math.round(periodNanos / 1e6) + " ms)"));
        assertEquals(0, report.overlaps(), report.summary());
        assertEquals(0, report.escapes(), report.summary());
        assertTrue(report.windows() >= windows, report::summary);
        if (TestDriver.get().isPresent()) {
            assertTrue(wrapped, "the project driver's counter wraps within the run");
            assertTrue(report.insideBound() >= INSIDE_BOUND * report.points(), report::summary);
            assertEquals(hazards, TestDriver.get().orElseThrow().signalHazards(),
                    "events reset, destroyed or signalled again while the barrier signalling them was pending");
        }
    }

    @Test
    void theAnchorIsPlacedThroughThePairedClockOnTheProjectDriver() throws Exception {
        assumeTrue(TestDriver.get().isPresent(), "only the project's driver is known to stamp CLOCK_MONOTONIC_RAW;"
                + " another driver's anchor may rest on its bracket");
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(backend)) {
            assertTrue(profiler.anchoredByPairedClock(), "before the first window: the paired clock first");
            for (int i = 0; i < 16; i++) {
                long token = profiler.start(home);
                work.fill(home);
                profiler.stop(home, token).resolve();
                assertTrue(profiler.anchoredByPairedClock(), "window " + i + "'s anchor met its bracket");
            }
        }
    }

    private static void work(Stream list, int iteration) throws DriverException {
        if (iteration % 4 == 0) {
            work.fill(list);
        }
    }

    /** Where the project driver reached the event: its barrier's global end, mapped back to the host clock. */
    private static long truth(Event event) throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment stamp = arena.allocate(32, 8);
            LevelZeroEvents.statusConvention().check("zeEventQueryKernelTimestamp",
                    ze.kernelTimestamp(event.handle(), stamp));
            // CLOCK_MONOTONIC_RAW onto System.nanoTime: the tightest of a few brackets, so that a thread descheduled
            // inside one read does not move the truth by half its pause.
            long raw = 0;
            long middle = 0;
            long width = Long.MAX_VALUE;
            for (int i = 0; i < TRUTH_BRACKETS; i++) {
                long before = System.nanoTime();
                long read = TestDriver.rawNanos();
                long after = System.nanoTime();
                if (after - before < width) {
                    width = after - before;
                    raw = read;
                    middle = before + width / 2;
                }
            }
            TestDriver.Clock clock = TestDriver.get().orElseThrow().clock();
            double rawStamp = clock.rawNanosOf(stamp.get(ValueLayout.JAVA_LONG, 8), raw);
            return Math.round(rawStamp - raw + middle);
        } catch (DriverException | RuntimeException e) {
            throw e;
        } catch (Throwable impossible) {
            throw new AssertionError("the test driver's hooks failed", impossible);
        }
    }

    private static long deviceTicks() throws DriverException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment stamps = arena.allocate(16, 8);
            LevelZeroEvents.statusConvention().check("zeDeviceGetGlobalTimestamps",
                    ze.globalTimestamps(device.device(), stamps, stamps.asSlice(8)));
            return stamps.get(ValueLayout.JAVA_LONG, 8);
        }
    }
}
