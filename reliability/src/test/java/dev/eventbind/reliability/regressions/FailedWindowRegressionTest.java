package dev.eventbind.reliability.regressions;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.backend.host.HostCall;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.HostLibrary;
import org.junit.jupiter.api.Test;

/**
 * A window failed by {@code failure()} reports that failure when it is stopped, whatever the driver says about
 * the end event it would have recorded: the stored failure (a launch that failed inside the window, say) is the
 * reason the window has no measurement, and a later refusal must not replace it. Found by the fault matrix at
 * the end-record position of the failed window.
 */
class FailedWindowRegressionTest {

    /** An injected failure that does not poison the device (ebhErrorMemoryAllocation), so later calls reach it. */
    private static final int INJECTED_FAILURE = 2;
    private static final HostRuntimeEvents HOST = HostLibrary.events();

    @Test
    void aFailedWindowReportsItsStoredFailureEvenWhenItsEndRecordIsRefused() throws Exception {
        HostCounts before = HostCounts.now();
        Stream stream = HOST.streamCreateNonBlocking();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(HOST)) {
            long token = profiler.start(stream);
            profiler.failure(new ProfileError.Unknown("a launch inside the window failed"));
            HostLibrary.injectFault(HostCall.EVENT_RECORD, INJECTED_FAILURE, 1);
            ProfileException stopped = assertThrows(ProfileException.class, () -> profiler.stop(stream, token));
            assertInstanceOf(ProfileError.Unknown.class, stopped.error(), () -> "reported " + stopped.error());
        } finally {
            HostLibrary.clearFaults();
            HOST.streamDestroy(stream);
        }
        HostCounts change = HostCounts.now().since(before);
        assertTrue(change.balanced(), () -> "the library's counters moved: " + change);
    }
}
