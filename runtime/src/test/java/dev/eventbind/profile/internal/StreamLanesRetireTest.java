package dev.eventbind.profile.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.profile.WindowListener;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import org.junit.jupiter.api.Test;

/** The lane table itself: idle lanes retire, a reachable stream's name outlives its lane, pruning is paid for. */
class StreamLanesRetireTest {

    private final RecordingEventApi api = new RecordingEventApi();
    private final Stream work = api.workingStream();

    private StreamLanes<Event> lanes() {
        return new StreamLanes<>(new LaneContext<>(RecordingEventApi.BACKEND, new DeviceSpan<>(api),
                new WindowEvents(WindowListener.NONE), System::nanoTime, false));
    }

    @Test
    void aReachableNamedStreamKeepsItsNameWhenItsLaneRetiresAndComesBack() throws Exception {
        StreamLanes<Event> lanes = lanes();
        lanes.name(work, "queue 7");
        Lane<Event> first = lanes.of(work);
        for (int i = 0; i < 4 * StreamLanes.PRUNE_AT; i++) {
            lanes.of(api.workingStream());
        }
        Lane<Event> again = lanes.of(work);
        assertTrue(again != first, "the idle named lane was retired");
        assertEquals("queue 7", again.label());
        lanes.close();
    }

    @Test
    void pruningIsPaidForByTheStreamsAddedSince() {
        StreamLanes<Event> lanes = lanes();
        for (int i = 0; i < 100 * StreamLanes.PRUNE_AT; i++) {
            lanes.of(api.workingStream());
            assertTrue(lanes.all().length <= 2 * StreamLanes.PRUNE_AT, lanes.all().length + " lanes listed");
        }
        lanes.close();
    }
}
