package dev.eventbind.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How a refreshed anchor joins the one before, on a device whose clock is the host's own (so every stamp is the
 * truth) and whose anchor waits return late by a delay the test sets: the first anchor is taken while every wait
 * wakes late (a cold start), so its bracket is wide and its middle far from the truth, and the later anchors'
 * brackets are narrow around it. The mapping carried from the first anchor must come to the truth, a bounded
 * step per refresh, rather than stop at the edge of the narrow brackets, and never step a stream's windows back.
 */
class AnchorJoinTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long STAMP_DELAY = 10_000;
    private static final long COLD_WAKE = 200_000;
    private static final long WARM_WAKE = 10_000;

    @Test
    void aMappingCarriedFromAWideFirstBracketComesToTheMiddleOfTheNarrowOnes() throws Exception {
        LateWakes api = new LateWakes();
        api.wakeDelay = COLD_WAKE;
        List<Long> errors = new ArrayList<>();
        try (EventProfiler<LateWakes.Event, Object> profiler = new EventProfiler<>(api, () -> api.host, SECOND)) {
            long previousEnd = Long.MIN_VALUE;
            for (int window = 0; window < 40; window++) {
                long token = profiler.start(api.stream);
                LateWakes.Event start = api.lastRecorded;
                api.host += 1_000;
                ProfileDuration duration = profiler.stop(api.stream, token);
                ProfileResult result = duration.resolve();
                long error = result.ticks().startNanos() - start.stamp;
                assertTrue(Math.abs(error) <= result.boundNanos(), "window " + window + " placed " + error
                        + " ns from its truth, outside its bound of " + result.boundNanos());
                assertTrue(result.ticks().startNanos() > previousEnd, "window " + window + " stepped back");
                previousEnd = result.ticks().endNanos();
                errors.add(error);
                api.wakeDelay = WARM_WAKE; // only the first anchor wakes late
                api.host += SECOND + 1; // every later window starts under a refreshed anchor
            }
        }
        long first = errors.getFirst();
        assertEquals((STAMP_DELAY + COLD_WAKE) / 2 - STAMP_DELAY, first, "the first anchor sits in its bracket's middle");
        long last = errors.getLast();
        assertTrue(Math.abs(last) <= 1_000, "after 39 refreshes whose brackets reach "
                + WARM_WAKE / 1_000 + " us either side of the truth, windows are still placed " + last
                + " ns from it: " + errors);
        for (int i = 1; i < errors.size(); i++) {
            assertTrue(Math.abs(errors.get(i)) <= Math.abs(errors.get(i - 1)), "the error grew at refresh " + i
                    + ": " + errors);
        }
    }

    /**
     * A device stamping with the host clock {@link #host}: a record is stamped {@value #STAMP_DELAY} ns after the
     * call began, as it returns, and a wait returns {@link #wakeDelay} ns after the stamp.
     */
    private static final class LateWakes implements EventApi<LateWakes.Event, Object> {

        static final class Event {
            long stamp;
        }

        final Object stream = new Object();
        long host = 50 * SECOND;
        long wakeDelay;
        Event lastRecorded;

        @Override
        public String backend() {
            return "LATE";
        }

        @Override
        public Event eventCreate() {
            return new Event();
        }

        @Override
        public void eventDestroy(Event event) {
        }

        @Override
        public void eventRecord(Event event, Object on) {
            host += STAMP_DELAY; // the call returns as the device stamps: no stamp lies ahead of the host clock
            event.stamp = host;
            lastRecorded = event;
        }

        @Override
        public void eventWait(Event event) {
            host = Math.max(host, event.stamp + wakeDelay);
        }

        @Override
        public long eventElapsedNanos(Event start, Event end) {
            return end.stamp - start.stamp;
        }

        @Override
        public void streamWaitEvent(Object on, Event event) {
        }

        @Override
        public void streamSynchronize(Object on) {
        }

        @Override
        public Object streamCreateNonBlocking() {
            return new Object();
        }

        @Override
        public void streamDestroy(Object on) {
        }
    }
}
