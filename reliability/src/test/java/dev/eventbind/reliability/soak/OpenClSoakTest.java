package dev.eventbind.reliability.soak;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Queue;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.reliability.support.ObservedApi;
import dev.eventbind.reliability.support.Scale;
import dev.eventbind.reliability.support.Soak;
import dev.eventbind.reliability.support.SoakCycles;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A hundred thousand fence cycles and nested windows on PoCL's OpenCL ({@code -Deventbind.reliability=full}; a
 * tenth in CI). OpenCL keeps no count of live events, so the seam does ({@link ObservedApi}) and the resident
 * set stands for the driver's own memory: a leaked {@code cl_event} per cycle would show there.
 */
class OpenClSoakTest {

    private static final int CYCLES = Scale.current().pick(20_000, 100_000);

    private static OpenClEvents backend;
    private ObservedApi<Event, Queue> api;
    private Queue work;
    private Queue other;

    @BeforeAll
    static void open() throws Exception {
        backend = OpenClEvents.open();
    }

    @AfterAll
    static void close() throws Exception {
        backend.close();
    }

    @BeforeEach
    void queues() throws Exception {
        api = new ObservedApi<>(backend);
        work = api.streamCreateNonBlocking();
        other = api.streamCreateNonBlocking();
    }

    @AfterEach
    void release() throws Exception {
        api.streamDestroy(work);
        api.streamDestroy(other);
    }

    @Test
    void aHundredThousandFencesLeaveNoEventBehindAndTheHeapFlat() throws Exception {
        Soak.Result soak = Soak.run("OpenCL (PoCL) fences (waitSync / waitAsync / close in turn)", CYCLES,
                new SoakCycles<>(api, work, other)::fence);
        api.streamSynchronize(other);
        assertLeftNothing(soak);
    }

    @Test
    void aHundredThousandNestedWindowsLeaveNoEventBehindAndTheHeapFlat() throws Exception {
        try (EventProfiler<Event, Queue> profiler = new EventProfiler<>(api)) {
            SoakCycles<Event, Queue> cycles = new SoakCycles<>(api, work, other);
            Soak.Result soak = Soak.run("OpenCL (PoCL) nested windows (outer + inner, both resolved)", CYCLES / 2,
                    i -> cycles.nestedWindows(profiler));
            profiler.close();
            assertLeftNothing(soak);
        }
    }

    private void assertLeftNothing(Soak.Result soak) {
        assertAll(
                () -> assertEquals(2, api.live(), "live events and queues: only the test's own two queues"),
                () -> assertEquals(0, api.doubleReleases(), "events or queues released twice"),
                soak::assertFlat);
    }
}
