package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.stream.Stream.Builder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every event API call of the host library failing in turn, once or always, while fences and a profiler run:
 * nothing escapes a close, every event the library created is destroyed exactly once, and each failure reaches
 * a caller or the log under the vendor's name for its status.
 */
class HostFaultTest {

    /**
     * A status that does not poison the device, so the calls after the injected ones reach the library (a poisoning
     * one makes them fail fast instead: HostRuntimeTest and the contract's rows check that).
     */
    private static final int INJECTED_FAILURE = 2;
    private static final String INJECTED_FAILURE_NAME = "ebhErrorMemoryAllocation";
    private static final long SLEEP_MICROS = 2_000;

    /** The calls behind the nine event API operations. */
    private static final List<HostCall> EVENT_API_CALLS = List.of(HostCall.EVENT_CREATE, HostCall.EVENT_DESTROY,
            HostCall.EVENT_RECORD, HostCall.EVENT_SYNCHRONIZE, HostCall.EVENT_ELAPSED, HostCall.STREAM_WAIT_EVENT,
            HostCall.STREAM_SYNCHRONIZE, HostCall.STREAM_CREATE, HostCall.STREAM_DESTROY);

    private static HostRuntimeEvents host;

    /** How often the injected fault fires. */
    enum Times {
        ONCE(1),
        ALWAYS(-1);

        final int count;

        Times(int count) {
            this.count = count;
        }
    }

    @BeforeAll
    static void open() {
        host = HostRuntimeEvents.open();
    }

    @AfterEach
    void clearFaults() {
        HostRuntimeFunctions.open().ebhClearFaults();
    }

    static java.util.stream.Stream<Arguments> faults() {
        Builder<Arguments> all = java.util.stream.Stream.builder();
        for (HostCall call : EVENT_API_CALLS) {
            for (Times times : Times.values()) {
                all.add(Arguments.of(call, times));
            }
        }
        return all.build();
    }

    @ParameterizedTest(name = "{0} failing {1}")
    @MethodSource("faults")
    void aFailingCallLeavesNoEventBehindAndIsReportedByItsVendorName(HostCall call, Times times) throws Exception {
        HostCounts before = HostCounts.of(HostRuntimeFunctions.open());
        Scenario scenario = new Scenario();
        List<String> warnings;
        List<String> errors;
        try (LogCapture log = LogCapture.start()) {
            Stream work = host.streamCreateNonBlocking();
            Stream other = host.streamCreateNonBlocking();
            assertEquals(0, HostRuntimeFunctions.open().ebhInjectFault(call.code(), INJECTED_FAILURE, times.count));
            scenario.fences(work, other);
            scenario.profile(work);
            HostRuntimeFunctions.open().ebhClearFaults();
            host.streamDestroy(work);
            host.streamDestroy(other);
            warnings = log.messages(Level.WARNING);
            errors = log.messages(Level.SEVERE);
        }
        HostCounts after = HostCounts.of(HostRuntimeFunctions.open());
        assertAll(
                () -> assertEquals(0, after.liveEvents(), "live events"),
                () -> assertEquals(0, after.liveStreams(), "live streams"),
                () -> assertEquals(after.eventsCreatedSince(before), after.eventsDestroyedSince(before),
                        "events destroyed for events created"),
                () -> assertEquals(0, after.invalidHandlesSince(before), "handles used after release"),
                () -> assertTrue(scenario.thrown.stream().allMatch(HostFaultTest::namesTheFault),
                        () -> "thrown: " + scenario.thrown),
                () -> assertTrue(scenario.absorbed || reported(scenario.thrown, warnings, errors),
                        () -> "no report names the fault: " + scenario.thrown + warnings + errors),
                () -> assertLoggedWhereItCannotBeThrown(call, times, scenario, warnings, errors));
    }

    private static boolean namesTheFault(Exception thrown) {
        return thrown.getMessage().contains(INJECTED_FAILURE_NAME)
                && (!(thrown instanceof DriverException driver) || !driver.poisoned());
    }

    private static boolean reported(List<Exception> thrown, List<String> warnings, List<String> errors) {
        return !thrown.isEmpty() || mentionsFault(warnings) || mentionsFault(errors);
    }

    private static boolean mentionsFault(List<String> messages) {
        return messages.stream().anyMatch(message -> message.contains(INJECTED_FAILURE_NAME));
    }

    /**
     * Releases and device-side waits can only log; a failed read-back logs and reports an hour. An elapsed read
     * that fails while the profiler measures its anchor is logged there and only costs the anchor precision, so
     * a single fault spent on it leaves the window measured.
     */
    private static void assertLoggedWhereItCannotBeThrown(HostCall call, Times times, Scenario scenario,
            List<String> warnings, List<String> errors) {
        switch (call) {
            case EVENT_DESTROY, STREAM_DESTROY -> assertTrue(mentionsFault(warnings), () -> "warnings: " + warnings);
            case STREAM_WAIT_EVENT -> assertTrue(mentionsFault(warnings), () -> "warnings: " + warnings);
            case EVENT_ELAPSED -> {
                assertTrue(mentionsFault(errors), () -> "errors: " + errors);
                boolean spentOnAnchor = errors.stream().anyMatch(message -> message.startsWith("Placing a "));
                if (times == Times.ALWAYS || !spentOnAnchor) {
                    assertEquals(Optional.of(Duration.ofHours(1)), scenario.measured);
                }
            }
            // One refused create or record is absorbed, as in cubecl: the fence synchronizes its stream instead.
            case EVENT_CREATE, EVENT_RECORD -> assertTrue(times == Times.ONCE ? scenario.absorbed
                    : !scenario.thrown.isEmpty(), () -> call + " " + times + ": absorbed " + scenario.absorbed
                    + ", thrown " + scenario.thrown);
            default -> assertTrue(!scenario.thrown.isEmpty(), call + " failed without reaching a caller");
        }
    }

    /** The calls a backend's users make, each failure collected instead of thrown. */
    private static final class Scenario {

        final List<Exception> thrown = new ArrayList<>();
        Optional<Duration> measured = Optional.empty();
        /** Whether the first fence's refused event was absorbed by synchronizing its stream instead. */
        boolean absorbed;

        void fences(Stream work, Stream other) {
            EventFence<HostRuntimeEvents.Event, Stream> waited = EventFence.mint(host, work);
            EventFence<HostRuntimeEvents.Event, Stream> crossed = EventFence.mint(host, work);
            EventFence<HostRuntimeEvents.Event, Stream> dropped = EventFence.mint(host, work);
            absorbed = waited.synchronizedAtMint();
            try {
                waited.waitSync();
            } catch (DriverException failed) {
                thrown.add(failed);
            }
            crossed.waitAsync(other);
            assertDoesNotThrow(dropped::close);
            try {
                host.streamSynchronize(other);
            } catch (DriverException failed) {
                thrown.add(failed);
            }
        }

        void profile(Stream work) {
            EventProfiler<HostRuntimeEvents.Event, Stream> profiler = new EventProfiler<>(host);
            try {
                long token = profiler.start(work);
                assertEquals(0, HostRuntimeFunctions.open().ebhEnqueueSleep(work.handle(), SLEEP_MICROS));
                ProfileDuration duration = profiler.stop(work, token);
                profiler.start(work); // left open: the close abandons it
                ProfileResult result = duration.resolve();
                measured = Optional.of(result.duration());
            } catch (DriverException | ProfileException failed) {
                thrown.add(failed);
            } finally {
                assertDoesNotThrow(profiler::close);
            }
        }
    }
}
