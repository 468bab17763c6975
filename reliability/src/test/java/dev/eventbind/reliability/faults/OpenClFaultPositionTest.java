package dev.eventbind.reliability.faults;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.backend.opencl.OpenClWork;
import dev.eventbind.ffm.Fault;
import dev.eventbind.ffm.FaultSchedule;
import dev.eventbind.reliability.faults.FaultScenario.Anchoring;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.ObservedApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The fault-position sweep of {@link FaultPositionTest} on PoCL, a real driver with no fault hook of its own: every
 * OpenCL function the fence and profiler lifecycles call that returns a status fails at each position it is
 * called in, once and from there on, through a fault plan installed before the backend links. At each
 * position: nothing but a driver refusal reaches the caller, every event and stream the binding handed out is
 * released exactly once (PoCL exposes no counters, so leaks are counted at the binding, through an
 * {@link ObservedApi}), and a refused read-back reads 3600 s and says it failed.
 */
class OpenClFaultPositionTest {

    private static final int ATTEMPTS = 3;
    /** The functions the scenario's calls reach that return a status: the positions to fail. */
    private static final Map<String, Fault> FAULTS = OpenClUnderFaults.FAULTS;
    private static final AtomicLong POSITIONS = new AtomicLong();
    private static final AtomicLong UNREACHED = new AtomicLong();
    private static final AtomicLong TYPED_ERRORS = new AtomicLong();
    private static final AtomicLong LEAKS = new AtomicLong();
    private static final AtomicLong ESCAPES = new AtomicLong();
    private static final Map<Anchoring, Map<String, Long>> CALLS = new LinkedHashMap<>();
    private static OpenClEvents backend;
    private static Stream home;
    private static OpenClWork work;

    /** Opens the backend once its faults are installed ({@link OpenClUnderFaults}). */
    @BeforeAll
    static void linkUnderThePlan() throws DriverException {
        backend = OpenClEvents.open();
        home = backend.streamCreateNonBlocking();
        work = OpenClWork.allocate(home, 1 << 20);
    }

    @AfterAll
    static void report() throws DriverException {
        work.close();
        backend.streamDestroy(home);
        backend.close();
        Figures.report("OpenCL (PoCL) faults at every position: " + POSITIONS + " positions tried (" + UNREACHED
                + " not reached in " + ATTEMPTS + " runs), " + TYPED_ERRORS + " typed errors, " + LEAKS
                + " leaks counted at the binding, " + ESCAPES + " escapes, 0 crashes (the JVM ran on); calls per run,"
                + " anchor kept / refreshed on every start: " + CALLS);
    }

    private static void queueWork(Stream stream, Duration ignored) throws DriverException {
        work.fill(stream);
    }

    @TestFactory
    List<DynamicTest> everyOpenClCallFailingAtEveryPositionLeavesNothingBehind() throws DriverException {
        List<DynamicTest> positions = new ArrayList<>();
        for (Anchoring anchoring : Anchoring.values()) {
            Map<String, Long> calls = dryRun(anchoring);
            CALLS.put(anchoring, calls);
            for (Fault fault : FAULTS.values()) {
                for (long n = 1; n <= calls.get(fault.symbol()); n++) {
                    for (long times : new long[] {1, FaultSchedule.UNLIMITED}) {
                        long position = n;
                        positions.add(DynamicTest.dynamicTest(fault.symbol() + " refused at call " + n
                                + (times == 1 ? " once" : " from there on") + ", anchor " + anchoring,
                                () -> faultAtReached(fault, position, times, anchoring)));
                    }
                }
            }
        }
        // A wrapped function counts its calls; one linked before the plan (another test first in this JVM) counts none.
        assertTrue(positions.size() > 50, "the scenario reaches the driver at " + positions.size() + " positions: "
                + CALLS);
        return positions;
    }

    /** How often the scenario calls each function when nothing fails: the positions there are to fail at. */
    private static Map<String, Long> dryRun(Anchoring anchoring) throws DriverException {
        Stream first = backend.streamCreateNonBlocking();
        Stream second = backend.streamCreateNonBlocking();
        FAULTS.values().forEach(fault -> fault.arm(FaultSchedule.standby()));
        FaultScenario<Event, Stream> scenario = new FaultScenario<>(new ObservedApi<>(backend), first, second,
                OpenClFaultPositionTest::queueWork);
        scenario.run(anchoring);
        Map<String, Long> calls = new LinkedHashMap<>();
        FAULTS.values().forEach(fault -> calls.put(fault.symbol(), fault.calls()));
        backend.streamDestroy(first);
        backend.streamDestroy(second);
        assertEquals(List.of(), scenario.refusals, "the dry run is refused nothing");
        assertEquals(List.of(), scenario.escapes, "the dry run lets nothing escape");
        return calls;
    }

    /** How many calls a run makes varies a little with timing: a position not reached is tried again. */
    private static void faultAtReached(Fault fault, long n, long times, Anchoring anchoring) throws Exception {
        POSITIONS.incrementAndGet();
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            if (faultAt(fault, n, times, anchoring)) {
                return;
            }
        }
        UNREACHED.incrementAndGet();
    }

    private static boolean faultAt(Fault fault, long n, long times, Anchoring anchoring) throws Exception {
        Stream first = backend.streamCreateNonBlocking();
        Stream second = backend.streamCreateNonBlocking();
        ObservedApi<Event, Stream> api = new ObservedApi<>(backend);
        FaultScenario<Event, Stream> scenario = new FaultScenario<>(api, first, second,
                OpenClFaultPositionTest::queueWork);
        fault.arm(new FaultSchedule(n - 1, 1, times));
        boolean reached;
        try {
            scenario.run(anchoring);
        } finally {
            reached = fault.injected() > 0;
            fault.arm(FaultSchedule.standby());
            backend.streamSynchronize(first);
            backend.streamSynchronize(second);
            backend.streamDestroy(first);
            backend.streamDestroy(second);
        }
        TYPED_ERRORS.addAndGet(scenario.refusals.size());
        LEAKS.addAndGet(api.live());
        ESCAPES.addAndGet(scenario.escapes.size());
        assertAll(
                () -> assertEquals(List.of(), scenario.escapes, "only driver refusals reach the caller"),
                () -> assertEquals(0, api.live(), "events or streams the binding handed out and never got back"),
                () -> assertEquals(0, api.doubleReleases(), "events or streams released twice"),
                () -> scenario.readBacks.forEach(FaultPositionTest::assertHonest));
        return reached;
    }
}
