package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The probe of a backend that ranks the device it opened, as a generated backend with Op.DEVICE_RANK passes it. */
class BackendProbesRankTest {

    private static final LinkedLibrary LIBC = NativeLinker.load(new LibraryPlan("libc", "", List.of("libc.so.6"),
            List.of(), List.of(), List.of(), "eventbind.test.libc", "EVENTBIND_TEST_LIBC"), List.of(), List.of());

    @Test
    void aReadyProbeCarriesTheRankOfTheDeviceItOpened() {
        BackendProbe probe = BackendProbes.probe("T", Rank.GPU, LIBC, () -> Optional.empty(), RecordingEventApi::new,
                api -> Rank.PORTABLE);

        assertTrue(probe.ready());
        assertEquals(Rank.PORTABLE, probe.rank());
    }

    @Test
    void aDeviceNeverRanksItsBackendAboveTheDeclaredRank() {
        BackendProbe probe = BackendProbes.probe("T", Rank.PORTABLE, LIBC, () -> Optional.empty(), RecordingEventApi::new,
                api -> Rank.GPU);

        assertEquals(Rank.PORTABLE, probe.rank());
    }

    @Test
    void theRankIsReadAfterTheTimedReadWhileItsEventsAreAliveAndEverythingIsReleasedAfter() {
        RecordingEventApi backend = new RecordingEventApi();
        AtomicInteger liveAtRead = new AtomicInteger(-1);
        BackendProbe probe = BackendProbes.probe("T", Rank.GPU, LIBC, () -> Optional.empty(), () -> backend, api -> {
            liveAtRead.set(api.liveEvents());
            return Rank.HOST;
        });

        assertEquals(Rank.HOST, probe.rank());
        assertEquals(2, liveAtRead.get(), "both events of the timed read still exist when the rank is read");
        assertEquals(0, backend.liveEvents());
        assertEquals(1, backend.log(RecordingEventApi.Call.ELAPSED).size(), "the span was read before the rank");
    }

    @Test
    void aRankReadThatFailsLeavesTheBackendUnavailableInTheDriversWordsAtTheDeclaredRank() {
        RecordingEventApi backend = new RecordingEventApi();
        BackendProbe probe = BackendProbes.probe("T", Rank.GPU, LIBC, () -> Optional.empty(), () -> backend, api -> {
            throw new DriverException("T", "tDeviceGetType", 4, "tErrorDeviceLost", null, true);
        });

        assertFalse(probe.ready());
        assertEquals(Rank.GPU, probe.rank());
        assertTrue(probe.reason().orElseThrow().contains("tErrorDeviceLost"), probe.reason().orElseThrow());
        assertEquals(0, backend.liveEvents());
    }

    @Test
    void cappedAtKeepsTheLaterRank() {
        assertEquals(Rank.PORTABLE, Rank.GPU.cappedAt(Rank.PORTABLE));
        assertEquals(Rank.HOST, Rank.HOST.cappedAt(Rank.GPU));
        assertEquals(Rank.GPU, Rank.GPU.cappedAt(Rank.GPU));
    }
}
