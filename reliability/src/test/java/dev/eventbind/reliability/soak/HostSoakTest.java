package dev.eventbind.reliability.soak;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.HostLibrary;
import dev.eventbind.reliability.support.Scale;
import dev.eventbind.reliability.support.Soak;
import org.junit.jupiter.api.BeforeEach;

/**
 * A million fence cycles and a million nested windows on the host backend ({@code -Deventbind.reliability=full};
 * a fifth in CI): every event and stream back to the library's own baseline, the heap after GC flat.
 */
class HostSoakTest extends SoakSuite<Event, Stream> {

    private HostCounts before;

    @BeforeEach
    void baseline() {
        before = HostCounts.now(); // JUnit runs this after the suite's streams were created
    }

    @Override
    EventApi<Event, Stream> api() {
        return HostLibrary.events();
    }

    @Override
    String name() {
        return "host";
    }

    @Override
    int cycles() {
        return Scale.current().pick(200_000, 1_000_000);
    }

    @Override
    void assertLeftNothing(Soak.Result soak) {
        HostCounts change = HostCounts.now().since(before);
        assertAll(
                () -> assertEquals(0, change.liveStreams(), "live streams besides the suite's two"),
                () -> assertEquals(0, change.liveEvents(), "live events"),
                () -> assertEquals(change.eventsCreated(), change.eventsDestroyed(), "events destroyed for created"),
                () -> assertEquals(0, change.invalidHandles(), "released handles reaching the library"),
                soak::assertFlat);
    }
}
