package dev.eventbind.reliability.properties;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.fence.EventFence;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.reliability.properties.Op.Interrupt;
import dev.eventbind.reliability.properties.Op.TokenKind;
import dev.eventbind.reliability.support.HostCounts;
import java.time.Duration;
import java.util.concurrent.TimeoutException;

/**
 * Runs one {@link Op} against a {@link World} and records what it broke: an exception of a kind a caller cannot
 * be expected to handle, a handle the library refused as released, an interrupt status that was lost, or a
 * token that reached a window it does not name.
 */
final class Steps {

    private static final HostWork WORK = new HostWork();
    /** A made-up token far from any a profiler issues in a short sequence. */
    private static final long MADE_UP = 0x7EAD_BEEF_0000_0000L;

    /** A call that may throw anything; what it throws is judged. */
    @FunctionalInterface
    interface Call {
        void run() throws Exception;
    }

    private Steps() {
    }

    static void run(World world, Op op) {
        long invalidBefore = HostCounts.now().invalidHandles();
        boolean interrupt = interrupted(op) == Interrupt.YES;
        if (interrupt) {
            Thread.currentThread().interrupt();
        }
        try {
            dispatch(world, op);
        } catch (DriverException | ProfileException | TimeoutException | WaitInterruptedException
                | IllegalStateException | IllegalArgumentException typed) {
            // typed refusals are a caller's to handle
        } catch (NullPointerException npe) {
            if (!passesNull(world, op)) {
                world.violation(op + " threw " + npe + " without a null argument");
            }
        } catch (Throwable untyped) {
            world.violation(op + " threw " + untyped);
        } finally {
            boolean kept = Thread.interrupted();
            if (interrupt && !kept) {
                world.violation(op + " cleared the thread's interrupt status");
            }
        }
        long invalid = HostCounts.now().invalidHandles() - invalidBefore;
        if (invalid != 0) {
            world.violation(op + " passed " + invalid + " released handle(s) to the library");
        }
    }

    private static Interrupt interrupted(Op op) {
        return switch (op) {
            case Op.WaitSync w -> w.interrupt();
            case Op.Resolve r -> r.interrupt();
            case Op.RawWait w -> w.interrupt();
            default -> Interrupt.NO;
        };
    }

    private static boolean passesNull(World world, Op op) {
        return switch (op) {
            case Op.DestroyStream(int s) -> world.stream(s) == null;
            case Op.Mint(int s) -> world.stream(s) == null;
            case Op.WaitAsync(int f, int s) -> world.stream(s) == null || World.pick(world.fences, f) == null;
            case Op.Start(int p, int s) -> world.stream(s) == null;
            case Op.Stop(int p, TokenKind k, int t, int s) -> world.stream(s) == null;
            case Op.RawRecord(int e, int s) -> world.stream(s) == null || World.pick(world.raw, e) == null;
            case Op.WaitSync w -> World.pick(world.fences, w.fence()) == null;
            case Op.WaitSyncWithin w -> World.pick(world.fences, w.fence()) == null;
            case Op.ResolveWithin r -> World.pick(world.durations, r.duration()) == null;
            case Op.Sleep(int st, int m) -> world.stream(st) == null;
            case Op.CloseFence c -> World.pick(world.fences, c.fence()) == null;
            case Op.Resolve r -> World.pick(world.durations, r.duration()) == null;
            case Op.RawDestroy d -> World.pick(world.raw, d.event()) == null;
            case Op.RawWait w -> World.pick(world.raw, w.event()) == null;
            case Op.RawElapsed x -> World.pick(world.raw, x.start()) == null;
            default -> false;
        };
    }

    private static void dispatch(World world, Op op) throws Exception {
        switch (op) {
            case Op.NewStream n -> world.streams.add(world.api.streamCreateNonBlocking());
            case Op.DestroyStream(int s) -> world.api.streamDestroy(world.stream(s));
            case Op.Mint(int s) -> mint(world, op, world.stream(s));
            case Op.WaitSync(int f, Interrupt i) -> World.pick(world.fences, f).waitSync();
            case Op.WaitAsync(int f, int s) -> waitAsync(world, op, World.pick(world.fences, f), world.stream(s));
            case Op.WaitSyncWithin(int f, int m) -> World.pick(world.fences, f).waitSync(Duration.ofNanos(m * 1_000L));
            case Op.ResolveWithin(int d, int m) -> World.pick(world.durations, d).resolve(Duration.ofNanos(m * 1_000L));
            case Op.Sleep(int s, int m) -> WORK.sleep(world.stream(s), Duration.ofNanos(m * 1_000L));
            case Op.CloseFence(int f) -> World.pick(world.fences, f).close();
            case Op.Start(int p, int s) -> start(world, p, world.stream(s));
            case Op.Stop(int p, TokenKind kind, int t, int s) -> stop(world, p, token(world, p, kind, t),
                    world.stream(s));
            case Op.Abandon(int p, TokenKind kind, int t) -> abandon(world, p, token(world, p, kind, t));
            case Op.Fail(int p) -> {
                world.profilers.get(p).failure(new ProfileError.Unknown("failed by the sequence"));
                world.windows.get(p).failAll();
            }
            case Op.Resolve(int d, Interrupt i) -> World.pick(world.durations, d).resolve();
            case Op.CloseProfiler(int p) -> {
                world.profilers.get(p).close();
                world.windows.get(p).close();
            }
            case Op.RawCreate r -> world.raw.add(world.api.eventCreate());
            case Op.RawDestroy(int e) -> world.api.eventDestroy(World.pick(world.raw, e));
            case Op.RawRecord(int e, int s) -> world.api.eventRecord(World.pick(world.raw, e), world.stream(s));
            case Op.RawWait(int e, Interrupt i) -> world.api.eventWait(World.pick(world.raw, e));
            case Op.RawElapsed(int a, int b) -> world.api.eventElapsedNanos(World.pick(world.raw, a),
                    World.pick(world.raw, b));
        }
    }

    /** A device-side wait never throws, but for a null stream: its outcome says what happened. */
    private static void waitAsync(World world, Op op, EventFence<Event, Stream> fence, Stream stream) {
        if (fence == null || stream == null) {
            fence.waitAsync(stream); // a null argument: the NullPointerException is the caller's to see
            return;
        }
        try {
            fence.waitAsync(stream);
        } catch (RuntimeException thrown) {
            world.violation(op + ": waitAsync threw " + thrown + " (it promises never to, but for a null argument)");
        }
    }

    /** A fence is minted whatever the stream; only a null one may be refused, and at once. */
    private static void mint(World world, Op op, Stream stream) {
        try {
            world.fences.add(EventFence.mint(world.api, stream));
        } catch (NullPointerException refused) {
            if (stream != null) {
                throw refused;
            }
        } catch (RuntimeException thrown) {
            world.violation(op + ": mint threw " + thrown + " (it promises never to, but for a null argument)");
        }
    }

    private static void start(World world, int p, Stream stream) throws DriverException {
        EventProfiler<Event, Stream> profiler = world.profilers.get(p);
        Windows windows = world.windows.get(p);
        long token = profiler.start(stream);
        if (token == 0) {
            world.violation("profiler " + p + " issued token 0, what a caller's variable holds after a failed start");
        }
        if (windows.issued.contains(token)) {
            world.violation("profiler " + p + " issued token " + token + " twice");
        }
        if (world.windows.get(1 - p).issued.contains(token)) {
            world.violation("token " + token + " was issued by both profilers: either would take it for its own");
        }
        windows.opened(token, stream);
    }

    private static long token(World world, int p, TokenKind kind, int index) {
        return switch (kind) {
            case OWN -> world.windows.get(p).issued.isEmpty() ? MADE_UP + index
                    : World.pick(world.windows.get(p).issued, index);
            case FOREIGN -> world.windows.get(1 - p).issued.isEmpty() ? MADE_UP + index
                    : World.pick(world.windows.get(1 - p).issued, index);
            case MADE_UP -> MADE_UP + index;
        };
    }

    private static void stop(World world, int p, long token, Stream stream) throws ProfileException {
        EventProfiler<Event, Stream> profiler = world.profilers.get(p);
        Windows windows = world.windows.get(p);
        boolean absent = windows.certainlyNot(token);
        Object failedOn = windows.failed.get(token);
        Object startedOn = windows.open.get(token);
        boolean ownStream = startedOn != null && stream != null && !stream.destroyed() && stream == startedOn;
        int openBefore = profiler.openWindows();
        try {
            world.durations.add(profiler.stop(stream, token));
            if (absent) {
                world.violation("stop of token " + token + " measured a window profiler " + p + " does not have");
            } else if (failedOn != null) {
                world.violation("stop of window " + token + ", failed by failure(), measured it");
            } else if (startedOn != null && !ownStream) {
                world.violation("stop of window " + token + " measured it on a stream it did not start on");
            }
            windows.gone(token);
        } catch (ProfileException refused) {
            ProfileError error = refused.error();
            if (absent && !(error instanceof ProfileError.NotRegistered)) {
                world.violation("stop of absent token " + token + " reported " + error);
            }
            if (absent && profiler.openWindows() != openBefore) {
                world.violation("stop of absent token " + token + " changed profiler " + p + "'s open windows");
            }
            if (failedOn != null && !(error instanceof ProfileError.Unknown
                    || error instanceof ProfileError.WrongStream && stream != failedOn)) {
                world.violation("stop of a failed window reported " + error);
            }
            if (ownStream) {
                world.violation("stop of window " + token + " on its own stream reported " + error);
            } else if (startedOn != null && stream != null && !stream.destroyed()
                    && !(error instanceof ProfileError.WrongStream)) {
                world.violation("stop of window " + token + " on another stream reported " + error);
            }
            if (startedOn == null) {
                settle(windows, token, error);
            }
            throw refused;
        } catch (RuntimeException unchecked) {
            if (ownStream) {
                world.violation("stop of window " + token + " on its own stream threw " + unchecked);
            }
            if (startedOn == null) {
                windows.uncertain(token);
            }
            throw unchecked; // a window refused for its stream stays open
        }
    }

    /** What a refused stop of a window that was not open (failed, or unknown) leaves. */
    private static void settle(Windows windows, long token, ProfileError error) {
        if (error instanceof ProfileError.NotRegistered || error instanceof ProfileError.Unknown) {
            windows.gone(token);
        } else if (!(error instanceof ProfileError.WrongStream)) { // refused for its stream, a window stays filed
            windows.uncertain(token);
        }
    }

    private static void abandon(World world, int p, long token) {
        EventProfiler<Event, Stream> profiler = world.profilers.get(p);
        Windows windows = world.windows.get(p);
        boolean absent = windows.certainlyNot(token);
        boolean present = windows.open.containsKey(token) || windows.failed.containsKey(token);
        boolean dropped = profiler.abandon(token);
        if (absent && dropped) {
            world.violation("abandon of token " + token + " dropped a window profiler " + p + " does not have");
        }
        if (present && !dropped) {
            world.violation("abandon of open token " + token + " found no window");
        }
        windows.gone(token);
    }
}
