package dev.eventbind.profile.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.eventbind.api.DriverException;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A lane's windows and events are reused at any number in flight, and what a high-water mark no longer needs is
 * released after a few idle points.
 */
class RecyclerTest {

    private final RecordingEventApi api = new RecordingEventApi();
    private final Recycler<Event> recycler = new Recycler<>();

    @AfterEach
    void stoppingReleasesEverything() {
        recycler.stopKeeping().forEach(event -> event.close());
        assertEquals(0, api.liveEvents());
    }

    @Test
    void aKeptWindowIsTheSpareOfExactlyOneTake() {
        assertNull(recycler.spare());
        Window<Event> readBack = new Window<>(null);
        recycler.keep(readBack);

        assertSame(readBack, recycler.spare());
        assertNull(recycler.spare(), "a spare is handed out once");
    }

    @Test
    void roundsOfTenThousandWindowsReuseEveryWindowAndEvent() throws DriverException {
        round(10_000);
        int created = api.eventsCreated();
        for (int i = 0; i < 3 * Recycler.TRIM_EVERY; i++) {
            round(10_000);
        }
        assertEquals(created, api.eventsCreated(), "no event made after the first round");
        assertEquals(10_000, recycler.spares());
    }

    @Test
    void sparesAndIdleEventsBeyondTheHighWaterMarkAreReleasedAfterAFewIdlePoints() throws DriverException {
        round(1_000);
        assertEquals(1_000, recycler.spares(), "kept until a trim");
        for (int i = 0; i < 2 * Recycler.TRIM_EVERY; i++) {
            round(10);
        }
        assertEquals(10, recycler.spares());
        assertEquals(0, recycler.idleEvents());
        assertEquals(20, api.liveEvents(), "the spares' events, no more");
    }

    @Test
    void idleEventsOfDroppedWindowsAreKeptOnlyForWhatTheMarkNeeds() throws DriverException {
        List<Window<Event>> open = opened(100);
        open.forEach(recycler::release); // dropped unmeasured: their events go idle
        recycler.done(100);
        assertEquals(200, recycler.idleEvents());
        for (int i = 0; i < 2 * Recycler.TRIM_EVERY; i++) {
            round(3);
        }
        assertEquals(3, recycler.spares());
        assertEquals(0, recycler.idleEvents(), "three spares cover a mark of three");
        assertEquals(6, api.liveEvents());
    }

    /** {@code count} windows opened, then all read back, as a batch round does. */
    private void round(int count) throws DriverException {
        List<Window<Event>> open = opened(count);
        open.forEach(recycler::keep);
        recycler.done(count);
    }

    private List<Window<Event>> opened(int count) throws DriverException {
        List<Window<Event>> open = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Window<Event> window = recycler.spare();
            if (window == null) {
                window = new Window<>(null);
                window.ownStart(recycler.event(api));
                window.ownEnd(recycler.event(api));
            }
            recycler.opened();
            open.add(window);
        }
        return open;
    }
}
