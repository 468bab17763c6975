package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.discovery.BackendProbe;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The generated probe is ready only when a timed read works end to end, reports any step's refusal in the
 * library's own words (without the "backend unavailable" prefix the command adds), and releases what it made.
 */
class HostProbeTest {

    private static final int LAUNCH_FAILURE = 719;

    private final HostRuntime raw = HostRuntimeFunctions.open();

    @AfterEach
    void clearFaults() {
        raw.ebhClearFaults();
    }

    @Test
    void aWorkingLibraryProbesReadyAndLeavesNothingBehind() {
        HostCounts before = HostCounts.of(raw);

        BackendProbe probe = HostRuntimeEvents.probe();

        assertTrue(probe.ready(), probe::toString);
        HostCounts after = HostCounts.of(raw);
        assertEquals(2, after.eventsCreatedSince(before), "two events timed one span");
        assertEquals(before.liveEvents(), after.liveEvents());
        assertEquals(before.liveStreams(), after.liveStreams());
    }

    @Test
    void everyStepOfTheTimedReadIsCheckedAndReleasedOnFailure() {
        for (HostCall step : List.of(HostCall.STREAM_CREATE, HostCall.EVENT_CREATE, HostCall.EVENT_RECORD,
                HostCall.EVENT_SYNCHRONIZE, HostCall.EVENT_ELAPSED)) {
            HostCounts before = HostCounts.of(raw);
            assertEquals(0, raw.ebhInjectFault(step.code(), LAUNCH_FAILURE, 1));

            BackendProbe probe = HostRuntimeEvents.probe();

            assertFalse(probe.ready(), step + ": " + probe);
            String reason = probe.reason().orElseThrow();
            assertTrue(reason.startsWith("ebhErrorLaunchFailure (719): unspecified launch failure"),
                    step + ": " + reason);
            assertFalse(reason.contains("backend unavailable"), reason);
            assertTrue(probe.version().isPresent(), step + ": the version query needs no device");
            HostCounts after = HostCounts.of(raw);
            assertEquals(before.liveEvents(), after.liveEvents(), step + " leaked an event");
            assertEquals(before.liveStreams(), after.liveStreams(), step + " leaked a stream");
            raw.ebhClearFaults();
        }
    }
}
