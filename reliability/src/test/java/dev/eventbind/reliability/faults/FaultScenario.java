package dev.eventbind.reliability.faults;

import dev.eventbind.api.DriverException;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import dev.eventbind.profile.TestProfilers;
import dev.eventbind.reliability.support.ApiCall;
import dev.eventbind.reliability.support.ObservedApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The fence and profiler lifecycles as a user runs them, once, through an {@link ObservedApi}: every fence use
 * (wait, device-side wait, drop), and windows nested, abandoned, failed, left open at close, and read back. Each
 * step that may be refused is run on its own; a refusal is kept and the scenario goes on, so a fault at one
 * position still runs everything after it. Anything else that escapes a step is kept as an escape.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
final class FaultScenario<E, S> {

    /** What a read-back reports when it failed: long enough never to win an autotune. */
    static final Duration FAILED_READ_BACK = Duration.ofSeconds(3600);

    /** How the profiler's anchor is refreshed. */
    enum Anchoring {
        /** Once a second, as the public constructor does: one anchor for the whole scenario. */
        DEFAULT,
        /** On every start: the anchor's create, record, wait and release around every window. */
        EVERY_START
    }

    /**
     * A read-back the scenario checked.
     *
     * @param result what it read
     * @param refused whether a driver call was refused while this read-back or the ones before it ran: reading
     *        one window back may settle others on its stream, so a refusal is known to the phase, not to one window
     */
    record ReadBack(ProfileResult result, boolean refused) {
    }

    /** Work the backend queues on a stream; no fault is ever injected into it. */
    @FunctionalInterface
    interface Work<S> {
        void queue(S stream, Duration duration) throws DriverException;
    }

    private final ObservedApi<E, S> api;
    private final S work;
    private final S other;
    private final Work<S> queue;
    final List<Exception> refusals = new ArrayList<>();
    final List<Throwable> escapes = new ArrayList<>();
    final List<ReadBack> readBacks = new ArrayList<>();

    /** Runs on {@code work} and {@code other}, two streams the test created outside {@code api}. */
    FaultScenario(ObservedApi<E, S> api, S work, S other, Work<S> queue) {
        this.api = api;
        this.work = work;
        this.other = other;
        this.queue = queue;
    }

    /** Runs every step, the closes last. */
    void run(Anchoring anchoring) {
        fences();
        EventProfiler<E, S> profiler = anchoring == Anchoring.EVERY_START
                ? TestProfilers.refreshingOnEveryStart(api) : new EventProfiler<>(api);
        profile(profiler);
        step(profiler::close);
        step(profiler::close);
    }

    private void fences() {
        EventFence<E, S> waited = EventFence.mint(api, work);
        EventFence<E, S> crossed = EventFence.mint(api, work);
        EventFence<E, S> dropped = EventFence.mint(api, work);
        step(waited::waitSync);
        step(() -> crossedHonestly(crossed));
        step(dropped::close);
        step(waited::close);
        step(() -> api.streamSynchronize(other));
    }

    /** The outcome of a device-side wait is enqueued exactly when the fence holds an event and nothing refused it. */
    private void crossedHonestly(EventFence<E, S> fence) {
        long refusedBefore = api.refusals(ApiCall.STREAM_WAIT_EVENT);
        boolean enqueued = fence.waitAsync(other).enqueued();
        boolean refusedNow = api.refusals(ApiCall.STREAM_WAIT_EVENT) > refusedBefore;
        if (enqueued != (!fence.refused() && !refusedNow)) {
            escapes.add(new AssertionError("waitAsync said enqueued=" + enqueued + " for a fence "
                    + (fence.refused() ? "refused at mint" : "minted") + (refusedNow ? ", its wait refused" : "")));
        }
    }

    private void profile(EventProfiler<E, S> profiler) {
        Long outer = started(profiler);
        step(() -> sleep(Duration.ofMillis(1)));
        Long inner = started(profiler);
        ProfileDuration innerDuration = stopped(profiler, inner);
        Long abandoned = started(profiler);
        if (abandoned != null) {
            step(() -> profiler.abandon(abandoned));
        }
        ProfileDuration outerDuration = stopped(profiler, outer);
        long refusedBefore = api.refusals();
        readBack(innerDuration, refusedBefore);
        readBack(outerDuration, refusedBefore);
        Long failed = started(profiler);
        step(() -> profiler.failure(new ProfileError.Unknown("injected by the test")));
        if (failed != null) {
            step(() -> expectFailed(profiler, failed));
        }
        started(profiler); // left open: close abandons it
    }

    private void expectFailed(EventProfiler<E, S> profiler, long token) {
        try {
            profiler.stop(work, token);
            escapes.add(new AssertionError("a window failed by failure() was measured"));
        } catch (ProfileException expected) {
            if (!(expected.error() instanceof ProfileError.Unknown)) {
                escapes.add(new AssertionError("a failed window reported " + expected.error()));
            }
        }
    }

    /** Work inside the outer window; no fault is ever injected into it, so a failure is an escape. */
    private void sleep(Duration duration) {
        try {
            queue.queue(work, duration);
        } catch (DriverException refused) {
            throw new IllegalStateException("the library refused the work", refused);
        }
    }

    private Long started(EventProfiler<E, S> profiler) {
        try {
            return profiler.start(work);
        } catch (DriverException refused) {
            refusals.add(refused);
        } catch (RuntimeException | Error escaped) {
            escapes.add(escaped);
        }
        return null;
    }

    private ProfileDuration stopped(EventProfiler<E, S> profiler, Long token) {
        if (token == null) {
            return null;
        }
        try {
            return profiler.stop(work, token);
        } catch (ProfileException refused) {
            refusals.add(refused);
        } catch (RuntimeException | Error escaped) {
            escapes.add(escaped);
        }
        return null;
    }

    private void readBack(ProfileDuration duration, long refusedBefore) {
        if (duration == null) {
            return;
        }
        try {
            ProfileResult result = duration.resolve();
            readBacks.add(new ReadBack(result, api.refusals() > refusedBefore));
        } catch (RuntimeException | Error escaped) {
            escapes.add(escaped);
        }
    }

    /** One step that may be refused by the driver. */
    @FunctionalInterface
    private interface Step {
        void run() throws Exception;
    }

    private void step(Step step) {
        try {
            step.run();
        } catch (DriverException | ProfileException refused) {
            refusals.add(refused);
        } catch (Exception | Error escaped) {
            escapes.add(escaped);
        }
    }
}
