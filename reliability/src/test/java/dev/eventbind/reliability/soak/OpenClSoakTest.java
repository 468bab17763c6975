package dev.eventbind.reliability.soak;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.opencl.OpenClEvents;
import dev.eventbind.backend.opencl.OpenClEvents.Event;
import dev.eventbind.backend.opencl.OpenClEvents.Stream;
import dev.eventbind.reliability.support.ObservedApi;
import dev.eventbind.reliability.support.Scale;
import dev.eventbind.reliability.support.Soak;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A hundred thousand fence cycles and nested windows on PoCL's OpenCL ({@code -Deventbind.reliability=full}; a
 * fifth in CI). OpenCL keeps no count of live events, so the seam does ({@link ObservedApi}) and the resident
 * set stands for the driver's own memory: a leaked {@code cl_event} per cycle would show there.
 */
class OpenClSoakTest extends SoakSuite<Event, Stream> {

    private static OpenClEvents backend;
    private final ObservedApi<Event, Stream> api = new ObservedApi<>(backend);

    @BeforeAll
    static void open() throws Exception {
        backend = OpenClEvents.open();
    }

    @AfterAll
    static void close() throws Exception {
        backend.close();
    }

    @Override
    EventApi<Event, Stream> api() {
        return api;
    }

    @Override
    String name() {
        return "OpenCL (PoCL)";
    }

    @Override
    int cycles() {
        return Scale.current().pick(20_000, 100_000);
    }

    @Override
    void assertLeftNothing(Soak.Result soak) {
        assertAll(
                () -> assertEquals(2, api.live(), "live events and queues: only the suite's own two queues"),
                () -> assertEquals(0, api.doubleReleases(), "events or queues released twice"),
                soak::assertFlat);
    }
}
