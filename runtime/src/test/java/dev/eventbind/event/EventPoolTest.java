package dev.eventbind.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Event;
import org.junit.jupiter.api.Test;

class EventPoolTest {

    private final RecordingEventApi api = new RecordingEventApi();
    private final EventPool<Event> pool = new EventPool<>(api);

    @Test
    void acquireHandsBackTheMostRecentlyReleasedEvent() throws Exception {
        OwnedEvent<Event> first = pool.acquire();
        OwnedEvent<Event> second = pool.acquire();
        pool.release(first);
        pool.release(second);

        assertSame(second, pool.acquire());
        assertSame(first, pool.acquire());
        assertEquals(2, api.log(Call.CREATE).size());
    }

    @Test
    void pooledEventsAreDestroyedOnlyWhenThePoolCloses() throws Exception {
        OwnedEvent<Event> event = pool.acquire();
        pool.release(event);
        assertEquals(0, api.log(Call.DESTROY).size());

        pool.close();
        assertEquals(1, api.log(Call.DESTROY).size());
        assertTrue(event.isClosed());
    }

    @Test
    void eventReleasedAfterCloseIsDestroyedAtOnce() throws Exception {
        OwnedEvent<Event> event = pool.acquire();
        pool.close();
        pool.release(event);

        assertTrue(event.isClosed());
        assertEquals(0, api.liveEvents());
        assertEquals(0, pool.idleCount());
        assertThrows(IllegalStateException.class, pool::acquire);
    }

    @Test
    void aDoubleReleaseIsRejectedAndNeverHandsOneEventToTwoOwners() throws Exception {
        OwnedEvent<Event> event = pool.acquire();
        pool.release(event);
        assertThrows(IllegalStateException.class, () -> pool.release(event));
        assertEquals(1, pool.idleCount());

        OwnedEvent<Event> first = pool.acquire();
        OwnedEvent<Event> second = pool.acquire();
        assertSame(event, first);
        org.junit.jupiter.api.Assertions.assertNotSame(first, second);
        pool.release(first);
        pool.release(second);
        pool.close();
    }
}
