package dev.eventbind.gpu;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileTicks;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What only a real device can show: eventbind's timing agrees with the vendor's own events measured by a C
 * program, a fence holds across threads and streams, and profiler windows land where the host clock says.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class DeviceChecks<E, S> {

    /** Window shape shared with the reference program: 8 memsets of 1 GiB, 20 windows after 3 warm-ups. */
    private static final int MEMSETS_PER_WINDOW = 8;
    private static final int WINDOWS = 20;
    private static final int WARM_UP_WINDOWS = 3;
    private static final double AGREEMENT = 0.01;
    private static final Duration WORK = Duration.ofMillis(50);
    /** How far the profiler may place a window outside the host readings around it: the anchor's wake-up. */
    private static final Duration PLACEMENT_TOLERANCE = Duration.ofNanos(250_000);

    private GpuTarget<E, S> target;
    private EventApi<E, S> api;
    private MemsetWork<E, S> work;

    /** Opens the backend and its memory glue. */
    protected abstract GpuTarget<E, S> openTarget() throws Exception;

    @BeforeAll
    final void open() throws Exception {
        target = openTarget();
        api = target.api();
        work = MemsetWork.on(target);
    }

    @AfterAll
    final void release() throws Exception {
        work.close();
    }

    @Test
    void windowAroundALargeMemsetAgreesWithTheVendorsOwnEventsWithinOnePercent() throws Exception {
        double eventbindMillis = medianWindowMillis();
        ReferenceProgram reference = ReferenceProgram.build(target.vendor());
        ReferenceProgram.Outcome outcome = reference.run(MemsetWork.BUFFER_BYTES, MEMSETS_PER_WINDOW, WINDOWS);

        ReferenceProgram.Measured measured = assertInstanceOf(ReferenceProgram.Measured.class, outcome,
                () -> "the reference program did not measure: " + outcome);
        double difference = (eventbindMillis - measured.medianMillis()) / measured.medianMillis();
        GpuReport.figure(String.format(Locale.ROOT,
                "%s: %d x %d MiB memset window, median of %d: eventbind %.4f ms, C reference (%s, %s events) %.4f ms"
                        + " [min %.4f, max %.4f]: %+.2f%%",
                api.backend(), MEMSETS_PER_WINDOW, MemsetWork.BUFFER_BYTES >> 20, WINDOWS, eventbindMillis,
                reference.compiler(), target.vendor(), measured.medianMillis(), measured.minMillis(),
                measured.maxMillis(), difference * 100));
        assertTrue(Math.abs(difference) <= AGREEMENT, () -> String.format(Locale.ROOT,
                "eventbind %.4f ms vs reference %.4f ms: %+.2f%% is over 1%%", eventbindMillis,
                measured.medianMillis(), difference * 100));
    }

    /** The same windows as the reference, timed by the profiler on a stream of the backend's own. */
    private double medianWindowMillis() throws Exception {
        S stream = api.streamCreateNonBlocking();
        double[] millis = new double[WINDOWS];
        try (EventProfiler<E, S> profiler = new EventProfiler<>(api)) {
            for (int i = -WARM_UP_WINDOWS; i < WINDOWS; i++) {
                long token = profiler.start(stream);
                work.memsets(stream, MEMSETS_PER_WINDOW);
                long nanos = profiler.stop(stream, token).resolve().ticks().durationNanos();
                if (i >= 0) {
                    millis[i] = nanos / 1e6;
                }
            }
        } finally {
            api.streamSynchronize(stream);
            api.streamDestroy(stream);
        }
        Arrays.sort(millis);
        return (millis[WINDOWS / 2 - 1] + millis[WINDOWS / 2]) / 2;
    }

    @Test
    void fenceMintedOnOneThreadIsWaitedOnAnotherThatNeverCalledTheDriver() throws Exception {
        S stream = api.streamCreateNonBlocking();
        E start = api.eventCreate();
        E end = api.eventCreate();
        try {
            api.eventRecord(start, stream);
            work.enqueue(stream, WORK);
            api.eventRecord(end, stream);
            EventFence<E, S> fence = EventFence.mint(api, stream);

            FutureTask<Void> waiter = new FutureTask<>(() -> {
                fence.waitSync();
                return null;
            });
            new Thread(waiter, "fence waiter").start();
            waiter.get();

            // Reached means readable: no not-ready status, and the whole of the work lies between the two.
            Duration span = Duration.ofNanos(api.eventElapsedNanos(start, end));
            assertTrue(span.compareTo(WORK) >= 0, "work before the fence took " + span);
        } finally {
            api.eventDestroy(end);
            api.eventDestroy(start);
            api.streamDestroy(stream);
        }
    }

    @Test
    void fenceWaitedOnAnotherStreamHoldsThatStreamBackUntilTheWorkIsDone() throws Exception {
        S busy = api.streamCreateNonBlocking();
        S waiting = api.streamCreateNonBlocking();
        E start = api.eventCreate();
        E after = api.eventCreate();
        try {
            api.eventRecord(start, busy);
            work.enqueue(busy, WORK);
            EventFence.mint(api, busy).waitAsync(waiting);
            api.eventRecord(after, waiting);
            api.eventWait(after);

            // Without the device-side wait the second stream would stamp `after` at once, near `start`.
            Duration held = Duration.ofNanos(api.eventElapsedNanos(start, after));
            assertTrue(held.compareTo(WORK) >= 0, "the waiting stream went on after " + held);
        } finally {
            api.streamSynchronize(busy);
            api.eventDestroy(after);
            api.eventDestroy(start);
            api.streamDestroy(waiting);
            api.streamDestroy(busy);
        }
    }

    @Test
    void profilerPlacesAWindowBetweenTheHostReadingsTakenAroundIt() throws Exception {
        S stream = api.streamCreateNonBlocking();
        try (EventProfiler<E, S> profiler = new EventProfiler<>(api)) {
            profiler.abandon(profiler.start(stream)); // the first window sets the anchor up; keep it out of the reading
            api.streamSynchronize(stream);

            long before = System.nanoTime();
            long token = profiler.start(stream);
            work.enqueue(stream, WORK);
            var duration = profiler.stop(stream, token);
            api.streamSynchronize(stream);
            long after = System.nanoTime();
            ProfileTicks ticks = duration.resolve().ticks();

            GpuReport.figure(String.format(Locale.ROOT,
                    "%s: profiler window placed %.1f us after the host reading before it and %.1f us before the"
                            + " one after it; device length %.3f ms, host span %.3f ms",
                    api.backend(), (ticks.startNanos() - before) / 1e3, (after - ticks.endNanos()) / 1e3,
                    ticks.durationNanos() / 1e6, (after - before) / 1e6));
            long tolerance = PLACEMENT_TOLERANCE.toNanos();
            assertTrue(ticks.startNanos() >= before - tolerance, "window starts before the host reading before it");
            assertTrue(ticks.endNanos() <= after + tolerance, "window ends after the host reading after it");
            assertTrue(ticks.duration().compareTo(WORK) >= 0, "window of " + ticks.duration() + " around the work");
        } finally {
            api.streamDestroy(stream);
        }
    }
}
