package dev.eventbind.profile;

import dev.eventbind.api.WaitInterruptedException;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

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
 * <p>The read-back runs under the duration's own monitor rather than a lock object of its own: a duration is
 * made for every profiling window, and a {@code ReentrantLock} would add two objects to each. Code that
 * synchronizes on a duration only delays its resolution.
 */
public final class ProfileDuration {

    /**
     * A read-back in two steps: a wait that can be interrupted or run out of time and be repeated, then the
     * reading, which runs once.
     */
    interface ReadBack {
        /** Waits until the ticks can be read; false when the time ran out first. */
        boolean await(boolean timed, long timeoutNanos);

        /** Reads the ticks once; never throws a driver failure (the result carries it). */
        ProfileResult finish();
    }

    private final TimingMethod timingMethod;
    private ReadBack readBack; // guarded by this
    private volatile ProfileResult result;

    private ProfileDuration(TimingMethod timingMethod, ReadBack readBack, ProfileResult result) {
        this.timingMethod = Objects.requireNonNull(timingMethod, "timingMethod");
        this.readBack = readBack;
        this.result = result;
    }

    /**
     * A duration read back on first use.
     *
     * @param timingMethod how the ticks will have been measured
     * @param readBack blocks until the ticks are known; runs at most once and must not throw
     */
    public static ProfileDuration deferred(TimingMethod timingMethod, Supplier<ProfileTicks> readBack) {
        Objects.requireNonNull(readBack, "readBack");
        return new ProfileDuration(timingMethod, new ReadBack() {
            @Override
            public boolean await(boolean timed, long timeoutNanos) {
                return true;
            }

            @Override
            public ProfileResult finish() {
                return new ProfileResult(readBack.get(), timingMethod);
            }
        }, null);
    }

    /** A duration read back by a profiler's window. */
    static ProfileDuration deferred(TimingMethod timingMethod, ReadBack readBack) {
        return new ProfileDuration(timingMethod, readBack, null);
    }

    /** A duration whose ticks are already known. */
    public static ProfileDuration of(ProfileTicks ticks, TimingMethod timingMethod) {
        return new ProfileDuration(timingMethod, null, new ProfileResult(ticks, timingMethod));
    }

    /** How the window is timed; known before it is resolved. */
    public TimingMethod timingMethod() {
        return timingMethod;
    }

    /** Whether the read-back has already run. */
    public boolean isResolved() {
        return result != null;
    }

    /**
     * Blocks until the window has been read back and returns where it lies on the host clock. A failed read-back
     * is a result too: {@link ProfileResult#failure()} says why.
     *
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public ProfileResult resolve() {
        ProfileResult known = result;
        return known != null ? known : readBack(false, 0);
    }

    /**
     * {@link #resolve()} waiting at most {@code timeout} for the device.
     *
     * @throws TimeoutException when the device has not reached the window's end in time; the duration stays
     *     unresolved
     * @throws WaitInterruptedException when the thread is interrupted; the duration stays unresolved
     */
    public ProfileResult resolve(Duration timeout) throws TimeoutException {
        Objects.requireNonNull(timeout, "timeout");
        ProfileResult known = result;
        if (known != null) {
            return known;
        }
        ProfileResult read = readBack(true, timeout.toNanos());
        if (read == null) {
            throw new TimeoutException("The profiling window was not reached within " + timeout);
        }
        return read;
    }

    /** Runs the read-back once; null when a timed wait ran out. */
    private synchronized ProfileResult readBack(boolean timed, long timeoutNanos) {
        if (result != null) {
            return result;
        }
        ReadBack pending = readBack;
        if (pending == null) {
            throw new IllegalStateException("The read-back of this window already failed");
        }
        if (!pending.await(timed, timeoutNanos)) {
            return null;
        }
        // Taken before it runs: a read-back hands its events back, so it must never run twice, not even after
        // it threw.
        readBack = null;
        ProfileResult read = pending.finish();
        result = read;
        return read;
    }

    /** {@link #resolve()} on {@code executor}: the wait blocks one of its threads, never the caller's. */
    public CompletableFuture<ProfileResult> resolveAsync(Executor executor) {
        Objects.requireNonNull(executor, "executor");
        return CompletableFuture.supplyAsync(this::resolve, executor);
    }
}
