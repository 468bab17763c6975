package dev.eventbind.profile;

import static dev.eventbind.recording.RecordingEventApi.Call.ELAPSED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The primitive read-back of a duration agrees with its result, for measured and failed windows alike. */
class ProfileDurationTest extends ProfilerFixture {

    @Test
    void thePrimitivesOfAWindowAreItsResultsTicks() throws Exception {
        long token = profiler.start(work);
        api.advanceDevice(2_500);
        ProfileDuration duration = profiler.stop(work, token);
        assertFalse(duration.isResolved());

        long nanos = duration.durationNanos();

        assertTrue(duration.isResolved(), "a primitive read resolves the duration");
        ProfileResult result = duration.resolve();
        assertEquals(result.ticks().durationNanos(), nanos);
        assertEquals(result.ticks().startNanos(), duration.startNanos());
        assertEquals(result.ticks().endNanos(), duration.endNanos());
        assertEquals(TimingMethod.DEVICE, result.timingMethod());
        assertFalse(result.failed());
        assertNotSame(result, duration.resolve(), "each resolve builds its result; the values are the same");
        assertEquals(result, duration.resolve());
    }

    @Test
    void aFailedReadBackReadsAsItsPlaceholderAndItsResultSaysWhy() throws Exception {
        ProfileDuration duration = profiler.stop(work, profiler.start(work));
        api.throwOnce(ELAPSED, new IllegalStateException("backend bug"));

        assertEquals(TimeUnit.SECONDS.toNanos(3600), duration.durationNanos());
        assertTrue(duration.resolve().failed());
        assertEquals(duration.startNanos(), duration.resolve().ticks().startNanos());
    }

    @Test
    void knownAndDeferredDurationsReadTheSameWay() {
        ProfileDuration known = ProfileDuration.of(new ProfileTicks(10, 25), TimingMethod.SYSTEM);
        assertTrue(known.isResolved());
        assertEquals(15, known.durationNanos());
        assertEquals(TimingMethod.SYSTEM, known.resolve().timingMethod());

        ProfileDuration deferred = ProfileDuration.deferred(TimingMethod.SYSTEM, () -> new ProfileTicks(40, 30));
        assertEquals(TimingMethod.SYSTEM, deferred.timingMethod(), "known before it is resolved");
        assertEquals(0, deferred.durationNanos(), "an end before the start reads as zero");
        assertEquals(new ProfileTicks(40, 30), deferred.resolve().ticks());
    }

    @Test
    void aWindowTooLongForTheDurationsWordReadsExactlyAllTheSame() {
        long start = 7_000_000_000_000L;
        long[] lengths = {0, (1L << 32) - 1, 1L << 32, TimeUnit.HOURS.toNanos(30)};
        for (long length : lengths) {
            ProfileDuration known = ProfileDuration.of(new ProfileTicks(start, start + length), TimingMethod.DEVICE);
            assertEquals(length, known.durationNanos(), "length " + length);
            assertEquals(start, known.startNanos());
            assertEquals(start + length, known.endNanos());
            assertEquals(Long.MAX_VALUE, known.boundNanos(), "no bound known");
            assertEquals(Long.MAX_VALUE, known.durationBoundNanos());
            assertEquals(new ProfileTicks(start, start + length), known.resolve().ticks());
            assertTrue(known.failure().isEmpty());
        }
        ProfileDuration backwards = ProfileDuration.of(new ProfileTicks(start, start - 5), TimingMethod.SYSTEM);
        assertEquals(0, backwards.durationNanos());
        assertEquals(start - 5, backwards.endNanos(), "an end before the start is kept as it was");
        assertEquals(TimingMethod.SYSTEM, backwards.timingMethod());
    }
}
