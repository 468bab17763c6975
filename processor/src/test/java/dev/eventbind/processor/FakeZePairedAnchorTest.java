package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileTicks;
import java.lang.foreign.MemorySegment;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The profiler's anchor on the Level Zero-shaped backend: placed through its paired clock, windows land between
 * the host's issue and its observation of them; the same backend seen without its paired clock keeps the
 * bracketed anchor.
 */
@EnabledOnOs(OS.LINUX)
class FakeZePairedAnchorTest {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.LEVEL_ZERO;

    /** A device tick (52 ns) and the mapping's error, with room to spare. */
    private static final long READ_SLACK_NANOS = 2_000;

    private static EventApi<Object, Object> api;

    @BeforeAll
    static void open() {
        api = FAKE.open();
    }

    @Test
    void theProfilersAnchorUsesThePairedClockAndPlacesWindowsWhereTheHostSawThem() throws Exception {
        Object stream = api.streamCreateNonBlocking();
        try (EventProfiler<Object, Object> profiler = new EventProfiler<>(api)) {
            assertTrue(profiler.anchoredByPairedClock(), "before the first window: the paired clock first");
            List<long[]> brackets = new ArrayList<>();
            List<ProfileDuration> windows = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                long issued = System.nanoTime();
                long token = profiler.start(stream);
                FAKE.control("appendSleep", FakeLibraryBackend.handle(stream), Duration.ofMillis(1)
                        .toNanos());
                windows.add(profiler.stop(stream, token));
                api.streamSynchronize(stream);
                brackets.add(new long[] {issued, System.nanoTime()});
                assertTrue(profiler.anchoredByPairedClock(), "window " + i + "'s anchor met its bracket");
            }
            for (int i = 0; i < windows.size(); i++) {
                ProfileTicks ticks = windows.get(i).resolve().ticks();
                long[] bracket = brackets.get(i);
                assertTrue(ticks.startNanos() >= bracket[0] - READ_SLACK_NANOS, () -> "starts before issued: "
                        + ticks + " vs " + bracket[0]);
                assertTrue(ticks.endNanos() <= bracket[1] + READ_SLACK_NANOS, () -> "ends after observed: "
                        + ticks + " vs " + bracket[1]);
                assertTrue(ticks.durationNanos() >= Duration.ofMillis(1).toNanos(), ticks::toString);
            }
        }
        api.streamDestroy(stream);
    }

    @Test
    void aBackendWithoutAPairedClockKeepsTheBracketedAnchor() throws Exception {
        @SuppressWarnings("unchecked")
        EventApi<Object, Object> plain = (EventApi<Object, Object>) Proxy.newProxyInstance(
                EventApi.class.getClassLoader(), new Class<?>[] {EventApi.class}, (proxy, method, arguments) -> {
                    try {
                        return method.invoke(api, arguments);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        assertFalse(plain instanceof PairedClock);
        Object stream = plain.streamCreateNonBlocking();
        try (EventProfiler<Object, Object> profiler = new EventProfiler<>(plain)) {
            assertFalse(profiler.anchoredByPairedClock());
            long token = profiler.start(stream);
            ProfileDuration window = profiler.stop(stream, token);
            assertFalse(window.resolve().failed());
            assertFalse(profiler.anchoredByPairedClock());
        }
        plain.streamDestroy(stream);
    }
}
