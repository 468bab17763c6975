package dev.eventbind.reliability.concurrency;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

/**
 * One of the threads sharing a profiler: windows, often nested, stopped in random order or abandoned, their
 * durations resolved at once or a few windows later, and a fence per window used one of three ways. It counts
 * what became of every window it started, so the test can check that each is accounted for exactly once.
 */
final class Worker implements Callable<Worker> {

    /** Longer than any real window here: a read-back that reads this long failed. */
    private static final Duration FAILED = Duration.ofSeconds(3600);
    private static final int RESOLVE_BATCH = 16;

    private final HostRuntimeEvents host;
    private final EventProfiler<Event, Stream> profiler;
    private final Stream stream;
    private final Stream other;
    private final int windows;
    private final SplittableRandom random;
    final Tokens tokens = new Tokens();
    private final List<ProfileDuration> pending = new ArrayList<>();
    long started;
    long refusedStarts;
    long measured;
    long abandoned;
    long failedByFailure;
    long failedByDriver;
    long fences;

    Worker(HostRuntimeEvents host, EventProfiler<Event, Stream> profiler, Stream stream, Stream other,
            int windows, long seed) {
        this.host = host;
        this.profiler = profiler;
        this.stream = stream;
        this.other = other;
        this.windows = windows;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Worker call() throws Exception {
        while (started + refusedStarts < windows) {
            Long outer = start();
            Long inner = outer != null && random.nextInt(3) > 0 ? start() : null;
            fence();
            if (random.nextBoolean()) {
                finish(inner);
                finish(outer);
            } else {
                finish(outer);
                finish(inner);
            }
            if (pending.size() >= RESOLVE_BATCH || random.nextInt(4) == 0) {
                resolvePending();
            }
        }
        resolvePending();
        return this;
    }

    private Long start() {
        try {
            long token = profiler.start(stream);
            tokens.add(token);
            started++;
            return token;
        } catch (DriverException refused) {
            refusedStarts++;
            return null;
        }
    }

    private void finish(Long token) {
        if (token == null) {
            return;
        }
        if (random.nextInt(8) == 0) {
            if (!profiler.abandon(token)) {
                throw new AssertionError("abandon lost window " + token);
            }
            abandoned++;
            return;
        }
        try {
            pending.add(profiler.stop(stream, token));
        } catch (ProfileException failed) {
            switch (failed.error()) {
                case ProfileError.Unknown unknown -> failedByFailure++;
                case ProfileError.DriverFailure driver -> failedByDriver++;
                default -> throw new AssertionError("a stop on the window's own stream reported " + failed.error());
            }
        }
    }

    private void fence() throws DriverException {
        EventFence<Event, Stream> fence = EventFence.mint(host, stream);
        fences++;
        switch (random.nextInt(3)) {
            case 0 -> {
                try {
                    fence.waitSync();
                } catch (DriverException refusedWhenMinted) {
                    if (!fence.refused()) {
                        throw refusedWhenMinted;
                    }
                }
            }
            case 1 -> fence.waitAsync(other);
            default -> fence.close();
        }
    }

    private void resolvePending() {
        for (ProfileDuration duration : pending) {
            Duration read = duration.resolve().duration();
            if (read.compareTo(FAILED) >= 0) {
                throw new AssertionError("a read-back failed though no wait or elapsed call was refused");
            }
            measured++;
        }
        pending.clear();
    }
}
