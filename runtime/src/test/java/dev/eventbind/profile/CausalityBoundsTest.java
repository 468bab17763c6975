package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The two causality bounds, each against an anchor that is wrong on purpose: a window never ends after the host
 * clock read when it is settled (the host saw it complete by then), and never starts before its anchor was taken
 * (its start was issued after that). The recording device moves 1 us per record.
 */
class CausalityBoundsTest {

    private static final long SECOND = 1_000_000_000L;

    private final RecordingEventApi api = new RecordingEventApi();
    private final Stream work = api.workingStream();

    @Test
    void aWindowTheAnchorPlacesLaterThanTheHostSawItEndsAtTheSettlingClockRead() throws Exception {
        AtomicLong hostClock = new AtomicLong(50 * SECOND);
        try (EventProfiler<Event, Stream> profiler = causal(hostClock::get)) {
            ProfileDuration duration = profiler.stop(work, profiler.start(work)); // device 1..2 us after the anchor
            hostClock.set(50 * SECOND + 1_500); // the host has seen it complete by now
            ProfileResult result = duration.resolve();
            assertEquals(new ProfileTicks(50 * SECOND + 1_000, 50 * SECOND + 1_500), result.ticks());
            // Its end moved 500 ns: the bound that held for the anchor's placement holds for the capped one too.
            assertTrue(result.boundNanos() >= 500, "bound " + result.boundNanos() + " ns after a 500 ns cap");
            assertTrue(result.durationBoundNanos() >= 500, "length bound " + result.durationBoundNanos());
        }
    }

    @Test
    void batchWindowsAreCappedByTheClockReadOfTheirSettling() throws Exception {
        AtomicLong hostClock = new AtomicLong(50 * SECOND);
        try (EventProfiler<Event, Stream> profiler = causal(hostClock::get)) {
            WindowBatch<Event> batch = profiler.newBatch(3);
            for (int i = 0; i < 3; i++) {
                profiler.stop(work, profiler.start(work), batch); // device 1..2, 3..4, 5..6 us
            }
            hostClock.set(50 * SECOND + 3_500);
            batch.resolve();
            assertEquals(50 * SECOND + 2_000, batch.endNanos(0));
            assertEquals(50 * SECOND + 3_500, batch.endNanos(1), "capped");
            assertEquals(50 * SECOND + 3_500, batch.startNanos(2), "capped, still after its predecessor");
            assertEquals(0, batch.durationNanos(2));
        }
    }

    @Test
    void aWindowTheAnchorPlacesBeforeTheAnchorWasTakenStartsWhenItWasTaken() throws Exception {
        // Every clock read moves 100 us on: the anchor's brackets are 100 us wide and never meet, so it rests on
        // the first one's middle, while it was taken at its last read, far later.
        AtomicLong hostClock = new AtomicLong(50 * SECOND);
        AtomicLong placedBound = new AtomicLong(-1);
        WindowListener bounds = new WindowListener() {
            @Override
            public Object started(ProfiledWindow window) {
                return NO_ATTACHMENT;
            }

            @Override
            public void placed(ProfiledWindow window, Object attachment, long startNanos, long endNanos) {
                placedBound.set(window.placementBoundNanos());
            }
        };
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(api, bounds,
                () -> hostClock.addAndGet(100_000), SECOND, true, true)) {
            long token = profiler.start(work);
            long anchorTaken = hostClock.get(); // the last read the start made
            ProfileDuration duration = profiler.stop(work, token);
            long start = duration.startNanos();
            assertTrue(start >= anchorTaken, "placed at " + start + ", before the anchor was taken at " + anchorTaken);
            assertTrue(duration.endNanos() >= start);
            // Moved that far, its bound is wide: the duration's word rounds it up by less than 0.1%, never down.
            ProfileResult result = duration.resolve();
            long exact = placedBound.get();
            assertTrue(exact >= 65_535, "bound " + exact);
            assertTrue(duration.boundNanos() >= exact, duration.boundNanos() + " under " + exact);
            assertTrue(duration.boundNanos() - exact <= exact / 1024, duration.boundNanos() + " for " + exact);
            assertEquals(result.boundNanos(), duration.boundNanos());
            assertEquals(result.durationBoundNanos(), duration.durationBoundNanos());
            assertEquals(result.ticks(), new ProfileTicks(start, duration.endNanos()));
        }
    }

    private EventProfiler<Event, Stream> causal(java.util.function.LongSupplier clock) {
        return new EventProfiler<>(api, WindowListener.NONE, clock, SECOND, true, true);
    }
}
