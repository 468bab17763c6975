package dev.eventbind.profile;

import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventWait;
import dev.eventbind.profile.internal.BoundCode;
import dev.eventbind.profile.internal.DeferredReadBack;
import dev.eventbind.profile.internal.DeviceSpan;
import dev.eventbind.profile.internal.ReadBack;
import dev.eventbind.profile.internal.ReadClaim;
import dev.eventbind.profile.internal.Settled;
import dev.eventbind.profile.internal.Timing;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The length of a profiling window, handed out at once and read back when the caller asks.
 *
 * <p>Reading a device-timed window back means waiting for the device to reach the window's end, so it is
 * deferred: {@link #resolve()} blocks, {@link #resolve(Duration)} blocks at most so long,
 * {@link #resolveAsync(Executor)} waits on an executor the caller chooses. The wait honours interrupts
 * ({@link WaitInterruptedException}, the interrupt status kept) and, where the backend can query an event
 * without blocking, releases a virtual thread's carrier while it waits. An interrupted or timed-out resolve
 * leaves the duration unresolved, to be resolved again. The read-back itself runs once; later calls, from any
 * thread, return the same result.
 *
 * <p>{@link #startNanos()}, {@link #endNanos()}, {@link #durationNanos()} and {@link #failure()} read the result
 * and allocate nothing for a measured window, nor do {@link #boundNanos()} and {@link #durationBoundNanos()};
 * {@link #resolve()} builds a {@link ProfileResult} on each call. A duration is the only object a profiling window
 * allocates: 32 bytes with compressed pointers, its state, the start on the host clock, and one word holding the
 * length (under 4.29 s) and both bounds. A longer window keeps its {@link ProfileResult} instead, allocated once
 * when it is read back: its times read exactly either way. A bound of 2,048 ns or more is rounded up to eleven
 * significant bits (by less than 0.1%: still a bound), and one of 73 minutes or more reads as unknown. One thread reads the window back, having claimed it with one compare-and-set (no monitor, no
 * lock object); another resolving it meanwhile waits for that result, within its own interrupt/deadline.
 */
public final class ProfileDuration {

    private static final VarHandle STATE = ReadClaim.stateOf(MethodHandles.lookup());

    /**
     * A {@link ReadBack} while unresolved, a {@link ReadClaim} while a thread reads it back, then the shared
     * {@link Timing} of a measured window whose length and bounds fit {@link #packed}, or the {@link ProfileResult}
     * of any other (a failed read-back, a long window, a wide bound). Read with acquire, written with release after
     * the two words (through {@link #STATE}; on x86 neither costs a fence).
     */
    @SuppressWarnings("UnusedVariable") // read and written through STATE
    private Object state;
    /** Host-clock nanoseconds at the start; meaningful while {@link #state} is a {@link Timing}. */
    private long startNanos;
    /**
     * The length and both bounds, while {@link #state} is a {@link Timing}: the length in the low 32 bits
     * (nanoseconds, unsigned), the placement bound in the next 16 and the length's bound in the top 16, each a
     * small float ({@link BoundCode}).
     */
    private long packed;

    private static final int LENGTH_BITS = 32;
    private static final long LENGTH_MASK = (1L << LENGTH_BITS) - 1;
    /** What {@link #packing} answers for a window that does not fit one word. */
    private static final long DOES_NOT_FIT = -1L;

    private ProfileDuration(Object state) {
        this.state = state; // published with the duration itself
    }

    /**
     * A duration read back on first use.
     *
     * @param timingMethod how the ticks will have been measured
     * @param readBack blocks until the ticks are known; runs at most once. Whatever it throws, an {@link Error}
     *     included, makes the result a failed read-back ({@link ProfileError.ReadBackFailed} with that cause,
     *     3600 s long) rather than an exception from {@code resolve}
     * @return the duration
     */
    public static ProfileDuration deferred(TimingMethod timingMethod, Supplier<ProfileTicks> readBack) {
        Objects.requireNonNull(timingMethod, "timingMethod");
        Objects.requireNonNull(readBack, "readBack");
        return new ProfileDuration(new DeferredReadBack(timingMethod, readBack));
    }

    /** A duration read back by a profiler's window. */
    static ProfileDuration readBy(ReadBack readBack) {
        return new ProfileDuration(readBack);
    }

    /**
     * A duration whose ticks are already known.
     *
     * @param ticks where the window lies on the host clock
     * @param timingMethod how the ticks were measured
     * @return the duration
     */
    public static ProfileDuration of(ProfileTicks ticks, TimingMethod timingMethod) {
        Objects.requireNonNull(ticks, "ticks");
        Objects.requireNonNull(timingMethod, "timingMethod");
        long packing = packing(ticks.startNanos(), ticks.endNanos(), Long.MAX_VALUE, Long.MAX_VALUE);
        if (packing == DOES_NOT_FIT) {
            return new ProfileDuration(new ProfileResult(ticks, timingMethod, Optional.empty()));
        }
        ProfileDuration known = new ProfileDuration(Timing.of(timingMethod, 1));
        known.startNanos = ticks.startNanos();
        known.packed = packing;
        return known;
    }

    /** {@return how the window is timed; known before it is resolved} */
    public TimingMethod timingMethod() {
        Object known = known();
        return switch (known) {
            case Timing measured -> measured.timingMethod();
            case ProfileResult result -> result.timingMethod();
            case ReadClaim claimed -> claimed.timingMethod();
            case ReadBack pending -> pending.timingMethod();
            default -> throw new IllegalStateException("unknown state " + known);
        };
    }

    /** {@return whether the read-back has already run} */
    public boolean isResolved() {
        Object known = known();
        return resolved(known) || (known instanceof ReadBack pending && pending.isRead());
    }

    private Object known() {
        return STATE.getAcquire(this);
    }

    /** Whether {@code known} is a result: a measured window's timing or a whole result. */
    private static boolean resolved(Object known) {
        return known instanceof Timing || known instanceof ProfileResult;
    }

    /**
     * Blocks until the window has been read back and returns where it lies on the host clock. A failed read-back
     * is a result too: {@link ProfileResult#failure()} says why. Each call builds the result anew; the primitive
     * accessors ({@link #durationNanos()}) allocate nothing.
     *
     * @return the window's ticks and timing method, or why it has none
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public ProfileResult resolve() {
        Object known = known();
        if (!resolved(known)) {
            readBack(false, 0);
            known = known();
        }
        return result(known);
    }

    /**
     * {@link #resolve()} waiting at most {@code timeout} for the device.
     *
     * @param timeout the longest wait for the device
     * @return the window's ticks and timing method, or why it has none
     * @throws TimeoutException when the device has not reached the window's end in time; the duration stays
     *     unresolved
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public ProfileResult resolve(Duration timeout) throws TimeoutException {
        Objects.requireNonNull(timeout, "timeout");
        Object known = known();
        if (!resolved(known)) {
            long nanos = EventWait.timeoutNanos(timeout);
            if (!readBack(nanos != EventWait.NO_DEADLINE, nanos)) {
                throw new TimeoutException("The profiling window was not reached within " + timeout);
            }
            known = known();
        }
        return result(known);
    }

    /**
     * Blocks until the window has been read back, as {@link #resolve()} does, and returns its length in
     * nanoseconds without allocating. A failed read-back reads as its placeholder, 3600 s.
     *
     * @return the window's length; never negative
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public long durationNanos() {
        return resolved() instanceof ProfileResult result ? result.ticks().durationNanos() : packed & LENGTH_MASK;
    }

    /**
     * {@link #durationNanos()} for the placement's bound ({@link ProfileResult#boundNanos()}): how far the start and
     * end can each be from the truth, allocation free.
     *
     * @return nanoseconds, rounded up (by less than 0.1%) from 2,048 ns on; {@link Long#MAX_VALUE} when unknown
     *     (a failed read-back, a host-timed window) or 73 minutes and over
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public long boundNanos() {
        return resolved() instanceof ProfileResult result ? result.boundNanos()
                : BoundCode.decode(packed >>> LENGTH_BITS);
    }

    /**
     * {@link #durationNanos()} for the length's bound ({@link ProfileResult#durationBoundNanos()}).
     *
     * @return nanoseconds, rounded as {@link #boundNanos()} is; {@link Long#MAX_VALUE} when unknown
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public long durationBoundNanos() {
        return resolved() instanceof ProfileResult result ? result.durationBoundNanos()
                : BoundCode.decode(packed >>> (LENGTH_BITS + 16));
    }


    /**
     * The word of a window from {@code start} to {@code end} with these bounds, or {@link #DOES_NOT_FIT}: an end
     * before the start, a length of {@code 2^32} ns (4.29 s) or more.
     */
    private static long packing(long start, long end, long bound, long durationBound) {
        long length = end - start;
        if (length < 0 || length > LENGTH_MASK) {
            return DOES_NOT_FIT;
        }
        return length | BoundCode.encode(bound) << LENGTH_BITS
                | BoundCode.encode(durationBound) << (LENGTH_BITS + 16);
    }

    /**
     * {@link #durationNanos()} for the window's start.
     *
     * @return host-clock nanoseconds ({@link System#nanoTime()}) at which the window started
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public long startNanos() {
        return resolved() instanceof ProfileResult result ? result.ticks().startNanos() : startNanos;
    }

    /**
     * {@link #durationNanos()} for the window's end.
     *
     * @return host-clock nanoseconds at which the window ended
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public long endNanos() {
        return resolved() instanceof ProfileResult result ? result.ticks().endNanos()
                : startNanos + (packed & LENGTH_MASK);
    }

    /**
     * Blocks until the window has been read back, as {@link #resolve()} does, and says why it has no measurement,
     * without allocating: empty for a measured window. With {@link #startNanos()}, {@link #endNanos()} and
     * {@link #timingMethod()} it tells everything {@link #resolve()} does.
     *
     * @return why the read-back failed; empty when the window was measured
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public Optional<ProfileError> failure() {
        return resolved() instanceof ProfileResult result ? result.failure() : Optional.empty();
    }

    /** Reads the window back if it is not yet, and returns the resolved state: a {@link Timing} or a result. */
    private Object resolved() {
        Object known = known();
        if (!resolved(known)) {
            readBack(false, 0);
            known = known();
        }
        return known;
    }

    private ProfileResult result(Object known) {
        if (known instanceof ProfileResult result) {
            return result;
        }
        Timing timing = (Timing) known;
        return new ProfileResult(new ProfileTicks(startNanos, startNanos + (packed & LENGTH_MASK)),
                timing.timingMethod(), Optional.empty(), BoundCode.decode(packed >>> LENGTH_BITS),
                BoundCode.decode(packed >>> (LENGTH_BITS + 16)), timing.resolutionNanos());
    }

    /**
     * Reads the window back once, or waits for the thread that does; false when a timed wait ran out (the
     * duration then stays unresolved).
     */
    private boolean readBack(boolean timed, long timeoutNanos) {
        for (Object known = known(); !resolved(known); known = known()) {
            if (known instanceof ReadBack pending) {
                if (pending.claimsItself() && !pending.isRead()) {
                    // A profiler's window: its own compare-and-set claims it, so the duration takes no claim.
                    int outcome = pending.claimAndAwait(timed, timeoutNanos, this::answered);
                    if (outcome == ReadBack.CLAIMED) {
                        settleClaimed(pending);
                        return true;
                    }
                    if (outcome == ReadBack.OUT_OF_TIME) {
                        return false;
                    }
                    continue; // answered: by another thread resolving this duration, or held by the lane
                }
                if (claimed(pending)) {
                    return readClaimed(pending, timed, timeoutNanos);
                }
            }
            if (known instanceof ReadClaim
                    && !ReadClaim.awaitResult(() -> known() instanceof ReadClaim, timed, timeoutNanos)) {
                return false;
            }
        }
        return true;
    }

    /** Whether another thread resolving this duration has stored its result. */
    private boolean answered() {
        return resolved(known());
    }

    /** Takes the read-back for this thread; false when another thread took it first. */
    private boolean claimed(ReadBack pending) {
        return STATE.compareAndSet(this, pending, ReadClaim.of(pending.timingMethod()));
    }

    /**
     * Runs the claimed read-back: waits, then settles the window and stores where it lies; false when a timed
     * wait ran out. An interrupted or timed-out wait gives the read-back up again. Whatever the settling throws (a
     * read-back that is not the profiler's) is the window's failure: it reads as the penalty, never as 0 ns, and
     * the read-back is never run twice.
     */
    private boolean readClaimed(ReadBack pending, boolean timed, long timeoutNanos) {
        try {
            if (!pending.await(timed, timeoutNanos)) {
                STATE.setRelease(this, pending); // out of time: to be resolved again
                return false;
            }
        } catch (Throwable interrupted) {
            STATE.setRelease(this, pending); // to be resolved again
            throw interrupted;
        }
        settleClaimed(pending);
        return true;
    }

    /**
     * Settles a read-back this thread claimed and whose wait is over, and stores where the window lies; the window
     * is given back only after the result is stored, so it is never reused while this duration is unanswered.
     */
    private void settleClaimed(ReadBack pending) {
        Settled settled;
        try {
            settled = pending.settle();
        } catch (Throwable thrown) {
            long now = System.nanoTime();
            STATE.setRelease(this, failed(now, now + DeviceSpan.FAILED_READ_BACK_NANOS, pending.timingMethod(),
                    thrown));
            return;
        }
        long start = settled.startNanos();
        long end = settled.endNanos();
        long bound = settled.boundNanos();
        long durationBound = settled.durationBoundNanos();
        Timing timing = settled.timing();
        Throwable failure = settled.measured() ? null : settled.cause();
        store(start, end, bound, durationBound, timing, failure);
        settled.collected(); // the window may be reused from here on: everything needed is copied and stored
    }

    /**
     * Stores the result: the start and the packed word, then the timing that publishes them; or, for a failed
     * read-back or a window that does not fit the word, the whole result.
     */
    private void store(long start, long end, long bound, long durationBound, Timing timing,
            @Nullable Throwable failure) {
        if (failure != null) {
            STATE.setRelease(this, failed(start, end, timing.timingMethod(), failure));
            return;
        }
        long packing = packing(start, end, bound, durationBound);
        if (packing == DOES_NOT_FIT) {
            STATE.setRelease(this, new ProfileResult(new ProfileTicks(start, end), timing.timingMethod(),
                    Optional.empty(), BoundCode.rounded(bound), BoundCode.rounded(durationBound),
                    timing.resolutionNanos()));
            return;
        }
        startNanos = start;
        packed = packing;
        STATE.setRelease(this, timing);
    }

    private static ProfileResult failed(long start, long end, TimingMethod method, Throwable failure) {
        return new ProfileResult(new ProfileTicks(start, end), method,
                Optional.of(new ProfileError.ReadBackFailed(failure, DeviceSpan.FAILED_READ_BACK)));
    }

    /**
     * {@link #resolve()} on {@code executor}: the wait blocks one of its threads, never the caller's.
     *
     * @param executor where the read-back runs
     * @return the result, completed once the window is read back
     */
    public CompletableFuture<ProfileResult> resolveAsync(Executor executor) {
        Objects.requireNonNull(executor, "executor");
        return CompletableFuture.supplyAsync(this::resolve, executor);
    }
}
