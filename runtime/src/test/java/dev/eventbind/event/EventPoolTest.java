package dev.eventbind.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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
        EventPool.Lease<Event> first = pool.acquire();
        EventPool.Lease<Event> second = pool.acquire();
        first.close();
        second.close();

        assertSame(second.event(), pool.acquire().event());
        assertSame(first.event(), pool.acquire().event());
        assertEquals(2, api.log(Call.CREATE).size());
    }

    @Test
    void pooledEventsAreDestroyedOnlyWhenThePoolCloses() throws Exception {
        EventPool.Lease<Event> lease = pool.acquire();
        pool.release(lease);
        assertEquals(0, api.log(Call.DESTROY).size());

        pool.close();
        assertEquals(1, api.log(Call.DESTROY).size());
        assertTrue(lease.event().isClosed());
    }

    @Test
    void eventReleasedAfterCloseIsDestroyedAtOnce() throws Exception {
        EventPool.Lease<Event> lease = pool.acquire();
        pool.close();
        lease.close();

        assertTrue(lease.event().isClosed());
        assertEquals(0, api.liveEvents());
        assertEquals(0, pool.idleCount());
        assertThrows(IllegalStateException.class, pool::acquire);
    }

    @Test
    void aDoubleReleaseIsRejectedAndNeverHandsOneEventToTwoOwners() throws Exception {
        EventPool.Lease<Event> lease = pool.acquire();
        lease.close();
        IllegalStateException twice = assertThrows(IllegalStateException.class, lease::close);
        assertTrue(twice.getMessage().contains(lease.event().toString()), twice.getMessage());
        assertEquals(1, pool.idleCount());

        EventPool.Lease<Event> first = pool.acquire();
        EventPool.Lease<Event> second = pool.acquire();
        assertSame(lease.event(), first.event());
        assertNotSame(first.event(), second.event());
        first.close();
        second.close();
        pool.close();
    }

    @Test
    void aStaleOwnersReleaseAfterAnotherAcquiredTheEventIsRefusedAndTheEventStaysWithItsOwner() throws Exception {
        EventPool.Lease<Event> stale = pool.acquire();
        stale.close();
        EventPool.Lease<Event> current = pool.acquire();
        assertSame(stale.event(), current.event(), "LIFO hands the same event to the next owner");

        IllegalStateException refused = assertThrows(IllegalStateException.class, stale::close);
        assertTrue(refused.getMessage().contains(current.event().toString()), refused.getMessage());
        assertEquals(0, pool.idleCount(), "the stale release put nothing back");

        EventPool.Lease<Event> third = pool.acquire();
        assertNotSame(current.event(), third.event(), "a third owner never gets the event the second holds");
        current.close();
        third.close();
        pool.close();
        assertEquals(0, api.liveEvents());
    }

    @Test
    void aLeaseOfAnotherPoolIsRefused() throws Exception {
        try (EventPool<Event> other = new EventPool<>(api)) {
            EventPool.Lease<Event> foreign = other.acquire();
            assertThrows(IllegalStateException.class, () -> pool.release(foreign));
            foreign.close();
        }
    }
}
