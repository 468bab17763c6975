package dev.eventbind.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.ProfileTicks;
import dev.eventbind.profile.TimingMethod;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The contract a backend's test extends: every event call ({@link EventCallsContract}), the reuse of native events
 * ({@link EventReuseContract}), plus the fence and the profiler end to end, on the backend's real native library.
 *
 * <pre>{@code
 * class CudaContractTest extends EventApiContract<CudaRuntimeEvents.Event, CudaRuntimeEvents.Stream> {
 *     protected EventApi<...> openApi() { return CudaRuntimeEvents.open(); }
 *     protected void enqueueWork(CudaRuntimeEvents.Stream s, Duration d) { ... a spin kernel ... }
 *     protected Duration timerResolution() { return Duration.ofNanos(500); }
 * }
 * }</pre>
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public abstract class EventApiContract<E, S> extends EventReuseContract<E, S> {

    /** For subclasses: one per backend under test. */
    public EventApiContract() {
    }

    @Test
    void fenceAndProfilerWorkEndToEndWithNestedWindowsOnTwoStreams() throws Exception {
        S first = stream();
        S second = stream();
        Duration work = shortWork();
        ProfileResult outer;
        ProfileResult inner;
        ProfileResult parallel;
        ProfileResult afterFence;
        try (EventProfiler<E, S> profiler = new EventProfiler<>(api())) {
            long outerToken = profiler.start(first);
            enqueueWork(first, work);
            long innerToken = profiler.start(first);
            long parallelToken = profiler.start(second);
            enqueueWork(first, work);
            enqueueWork(second, work);
            ProfileDuration innerDuration = profiler.stop(first, innerToken);
            ProfileDuration parallelDuration = profiler.stop(second, parallelToken);
            ProfileDuration outerDuration = profiler.stop(first, outerToken);

            // The second stream waits on the device for everything the first has queued so far.
            EventFence.mint(api(), first).waitAsync(second);
            long afterToken = profiler.start(second);
            ProfileDuration afterDuration = profiler.stop(second, afterToken);
            EventFence.mint(api(), second).waitSync();

            outer = outerDuration.resolve();
            inner = innerDuration.resolve();
            parallel = parallelDuration.resolve();
            afterFence = afterDuration.resolve();
        }
        assertAtLeast(work.multipliedBy(2), outer.duration(), "outer window");
        assertAtLeast(work, inner.duration(), "inner window");
        assertAtLeast(work, parallel.duration(), "window on the second stream");
        assertContains(outer.ticks(), inner.ticks());
        assertNotBefore(outer.ticks().endNanos(), afterFence.ticks().startNanos(), "a window after the fence");
        for (ProfileResult result : new ProfileResult[] {outer, inner, parallel, afterFence}) {
            assertEquals(TimingMethod.DEVICE, result.timingMethod());
        }
    }

    @Test
    void profilerWindowsInSequenceOnOneStreamReuseTheirEventsAndEachReadsItsOwnWork() throws Exception {
        S stream = stream();
        // Each window's work is longer than the one before, so a window that read its predecessor's events
        // (whose signals were not renewed) reads short.
        Duration[] works = {shortWork().dividedBy(2), shortWork(), shortWork().multipliedBy(2),
            shortWork().multipliedBy(3)};
        try (EventProfiler<E, S> profiler = new EventProfiler<>(api())) {
            long previousEnd = Long.MIN_VALUE;
            for (int i = 0; i < works.length; i++) {
                long token = profiler.start(stream);
                enqueueWork(stream, works[i]);
                ProfileResult result = profiler.stop(stream, token).resolve();
                Duration measured = result.duration();
                String window = "window " + (i + 1) + " of " + works.length + " on one stream";
                assertTrue(result.failure().isEmpty(), () -> window + " failed: " + result.failure());
                if (i > 0) {
                    Duration work = works[i];
                    assertReArmed(measured.compareTo(work.minus(timerResolution())) >= 0, () -> window
                            + ", on events reused from the windows before, measured " + measured + " for " + work
                            + " of work");
                    assertNotBefore(previousEnd, result.ticks().startNanos(),
                            window + "'s start, after the window before it ended,");
                }
                assertAtLeast(works[i], measured, window);
                previousEnd = result.ticks().endNanos();
            }
        }
    }

    /**
     * A window whose start and end enclose several separate pieces of work, each queued only after the host saw
     * the one before it finish: on a backend that submits per record, each piece goes to the device in a
     * submission of its own. The window covers them all, not just the first (a window timing only the first
     * submission reads one piece long).
     */
    @Test
    void aWindowOverSeveralSeparateSubmissionsCoversThemAll() throws Exception {
        S stream = stream();
        Duration piece = shortWork();
        int pieces = 3;
        try (EventProfiler<E, S> profiler = new EventProfiler<>(api())) {
            long token = profiler.start(stream);
            for (int i = 0; i < pieces; i++) {
                enqueueWork(stream, piece);
                try (EventFence<E, S> fence = EventFence.mint(api(), stream)) {
                    fence.waitSync();
                }
            }
            ProfileResult whole = profiler.stop(stream, token).resolve();
            assertTrue(whole.failure().isEmpty(), () -> "the window failed: " + whole.failure());
            assertAtLeast(piece.multipliedBy(pieces), whole.duration(),
                    "a window over " + pieces + " separate submissions");
        }
    }

    private void assertContains(ProfileTicks outer, ProfileTicks inner) {
        assertNotBefore(outer.startNanos(), inner.startNanos(), "the nested window's start");
        assertNotBefore(inner.endNanos(), outer.endNanos(), "the enclosing window's end");
    }

    /** {@code later} is not before {@code earlier}, give or take the timer's resolution. */
    private void assertNotBefore(long earlier, long later, String what) {
        assertTrue(later >= earlier - timerResolution().toNanos(),
                what + " at " + later + " ns comes before " + earlier + " ns");
    }
}
