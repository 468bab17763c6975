package dev.eventbind.reliability.faults;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.reliability.faults.FaultScenario.Anchoring;
import dev.eventbind.reliability.faults.FaultScenario.ReadBack;
import dev.eventbind.reliability.support.ApiCall;
import dev.eventbind.reliability.support.Figures;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.HostLibrary;
import dev.eventbind.reliability.support.ObservedApi;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream.Builder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every event API call failing at every position it is made in the fence and profiler lifecycles: at its n-th
 * call only, and from its n-th call on, with the anchor kept and with it refreshed on every start. The fault is
 * the host library's own ({@code ebhInjectFault}), armed just before the n-th call reaches it. At each position:
 * nothing but a driver refusal reaches the caller, closes throw nothing, every event the library created is
 * destroyed exactly once, nothing released reaches the library, a read-back that was refused reads 3600 s and
 * says it failed, and a device-side wait says whether it was enqueued.
 */
class FaultPositionTest {

    /** An injected failure that does not poison the device (ebhErrorMemoryAllocation), so later calls reach it. */
    private static final int INJECTED_FAILURE = 2;
    private static final HostRuntimeEvents HOST = HostLibrary.events();
    private static final HostWork WORK = new HostWork();
    private static final AtomicInteger POSITIONS_RUN = new AtomicInteger();
    private static final Map<Anchoring, Map<ApiCall, Long>> POSITIONS = new EnumMap<>(Anchoring.class);

    /** Whether the fault fires once or stays. */
    enum Persistence {
        ONCE(1),
        STICKY(-1);

        final int times;

        Persistence(int times) {
            this.times = times;
        }
    }

    @TestFactory
    List<DynamicTest> everyCallFailingAtEveryPositionLeavesNothingBehind() {
        List<DynamicTest> positions = new ArrayList<>();
        for (Anchoring anchoring : Anchoring.values()) {
            Map<ApiCall, Long> calls = dryRun(anchoring);
            POSITIONS.put(anchoring, calls);
            for (ApiCall call : ApiCall.values()) {
                for (long n = 1; n <= calls.get(call); n++) {
                    for (Persistence persistence : Persistence.values()) {
                        long position = n;
                        positions.add(DynamicTest.dynamicTest(
                                call + " refused at call " + n + " " + persistence + ", anchor " + anchoring,
                                () -> faultAtReached(call, position, persistence, anchoring)));
                    }
                }
            }
        }
        return positions;
    }

    @AfterAll
    static void report() {
        Figures.report("faults at every position: " + POSITIONS_RUN.get()
                + " positions ran (each call at each of its positions, once and sticky); calls per run, anchor kept"
                + " / refreshed on every start: " + POSITIONS);
    }

    /** How often the scenario makes each call when nothing fails: the positions there are to fail at. */
    private static Map<ApiCall, Long> dryRun(Anchoring anchoring) {
        Map<ApiCall, Long> calls = new EnumMap<>(ApiCall.class);
        try {
            Stream work = HOST.streamCreateNonBlocking();
            Stream other = HOST.streamCreateNonBlocking();
            ObservedApi<Event, Stream> api = new ObservedApi<>(HOST);
            FaultScenario<Event, Stream> scenario = new FaultScenario<>(api, work, other, WORK::sleep);
            scenario.run(anchoring);
            HOST.streamDestroy(work);
            HOST.streamDestroy(other);
            assertEquals(List.of(), scenario.refusals, "the dry run is refused nothing");
            assertEquals(List.of(), scenario.escapes, "the dry run lets nothing escape");
            for (ApiCall call : ApiCall.values()) {
                calls.put(call, api.count(call));
            }
        } catch (Exception e) {
            throw new AssertionError("the dry run failed", e);
        }
        return calls;
    }

    /**
     * The anchor's measurement takes as many samples as it needs for a tight bracket, so how many calls a run
     * makes varies a little with the machine's timing: a position the dry run reached is tried again (each try
     * checked in full) until a run reaches it.
     */
    private static void faultAtReached(ApiCall target, long n, Persistence persistence, Anchoring anchoring)
            throws Exception {
        for (int attempt = 1; attempt < ATTEMPTS; attempt++) {
            if (faultAt(target, n, persistence, anchoring, false)) {
                return;
            }
        }
        faultAt(target, n, persistence, anchoring, true);
    }

    private static final int ATTEMPTS = 5;

    /** One run with the fault at {@code n}; returns whether it was reached, and fails unless it was on the last try. */
    private static boolean faultAt(ApiCall target, long n, Persistence persistence, Anchoring anchoring,
            boolean last) throws Exception {
        HostCounts before = HostCounts.now();
        Stream work = HOST.streamCreateNonBlocking();
        Stream other = HOST.streamCreateNonBlocking();
        ObservedApi<Event, Stream> api = new ObservedApi<>(HOST, (call, position) -> {
            if (call == target && position == n) {
                HostLibrary.injectFault(target.host(), INJECTED_FAILURE, persistence.times);
            }
        });
        FaultScenario<Event, Stream> scenario = new FaultScenario<>(api, work, other, WORK::sleep);
        try {
            scenario.run(anchoring);
        } finally {
            HostLibrary.clearFaults();
            HOST.streamSynchronize(work);
            HOST.streamSynchronize(other);
            HOST.streamDestroy(work);
            HOST.streamDestroy(other);
        }
        POSITIONS_RUN.incrementAndGet();
        HostCounts change = HostCounts.now().since(before);
        boolean reached = api.count(target) >= n;
        assertAll(
                () -> assertTrue(reached || !last, "the position was reached in " + ATTEMPTS + " runs"),
                () -> assertEquals(List.of(), scenario.escapes, "only driver refusals reach the caller"),
                () -> assertEquals(0, change.liveEvents(), "live events"),
                () -> assertEquals(0, change.liveStreams(), "live streams (the anchor stream among them)"),
                () -> assertEquals(change.eventsCreated(), change.eventsDestroyed(), "events destroyed for created"),
                () -> assertEquals(0, change.invalidHandles(), "released handles reaching the library"),
                () -> assertEquals(0, api.doubleReleases(), "events destroyed twice"),
                () -> assertEquals(0, api.live(), "events or streams the seam handed out and never got back"),
                () -> scenario.readBacks.forEach(FaultPositionTest::assertHonest));
        return reached;
    }

    /**
     * A failed read-back reads 3600 s and says it failed, with the driver's refusal as its cause, and some call
     * was refused while the read-backs ran; one that did not fail reads its real, short span. A refusal does not
     * fail every read-back that saw it: one read-back may settle other windows, or release events whose refused
     * release loses nothing, so it is the result that says which window it failed.
     */
    static void assertHonest(ReadBack readBack) {
        ProfileResult result = readBack.result();
        if (result.failed()) {
            assertEquals(FaultScenario.FAILED_READ_BACK, result.duration(), "a failed read-back");
            assertTrue(readBack.refused(), () -> "a read-back failed while nothing was refused: " + result);
            assertInstanceOf(ProfileError.ReadBackFailed.class, result.failure().orElseThrow());
            assertInstanceOf(DriverException.class,
                    ((ProfileError.ReadBackFailed) result.failure().orElseThrow()).cause());
        } else {
            assertFalse(readBack.result().duration().compareTo(FaultScenario.FAILED_READ_BACK) >= 0,
                    () -> "a read-back that did not fail reads " + readBack.result());
        }
    }
}
