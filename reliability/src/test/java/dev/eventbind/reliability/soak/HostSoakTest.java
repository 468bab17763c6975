package dev.eventbind.reliability.soak;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.reliability.support.HostCounts;
import dev.eventbind.reliability.support.HostLibrary;
import dev.eventbind.reliability.support.Scale;
import dev.eventbind.reliability.support.Soak;
import dev.eventbind.reliability.support.SoakCycles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A million fence cycles and a million nested windows on the host backend ({@code -Deventbind.reliability=full};
 * a fifth in CI): every event and stream back to the library's baseline, the heap after GC flat.
 */
class HostSoakTest {

    private static final int CYCLES = Scale.current().pick(200_000, 1_000_000);
    private static final HostRuntimeEvents HOST = HostLibrary.events();

    private HostCounts before;
    private Stream work;
    private Stream other;

    @BeforeEach
    void streams() throws Exception {
        before = HostCounts.now();
        work = HOST.streamCreateNonBlocking();
        other = HOST.streamCreateNonBlocking();
    }

    @AfterEach
    void release() throws Exception {
        HOST.streamDestroy(work);
        HOST.streamDestroy(other);
    }

    @Test
    void aMillionFencesLeaveNoEventBehindAndTheHeapFlat() throws Exception {
        Soak.Result soak = Soak.run("host fences (waitSync / waitAsync / close in turn)", CYCLES,
                new SoakCycles<>(HOST, work, other)::fence);
        HOST.streamSynchronize(other);
        assertLeftNothing(soak);
    }

    @Test
    void aMillionNestedWindowsLeaveNoEventBehindAndTheHeapFlat() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(HOST)) {
            SoakCycles<Event, Stream> cycles = new SoakCycles<>(HOST, work, other);
            Soak.Result soak = Soak.run("host nested windows (outer + inner, both resolved)", CYCLES / 2,
                    i -> cycles.nestedWindows(profiler));
            profiler.close();
            assertLeftNothing(soak);
        }
    }

    private void assertLeftNothing(Soak.Result soak) {
        HostCounts after = HostCounts.now();
        HostCounts change = after.since(before);
        assertAll(
                () -> assertEquals(2, change.liveStreams(), "live streams: only the test's own two"),
                () -> assertEquals(0, change.liveEvents(), "live events"),
                () -> assertEquals(change.eventsCreated(), change.eventsDestroyed(), "events destroyed for created"),
                () -> assertEquals(0, change.invalidHandles(), "released handles reaching the library"),
                soak::assertFlat);
    }
}
