package dev.eventbind.profile;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * The length of a profiling window, handed out at once and read back when the caller asks.
 *
 * <p>Reading a device-timed window back means waiting for the device to reach the window's end, so it is
 * deferred: {@link #resolve()} blocks, {@link #resolveAsync(Executor)} waits on an executor the caller chooses.
 * The read-back runs once; later calls, from any thread, return the same result.
 *
 * <p>The read-back runs under the duration's own monitor rather than a lock object of its own: a duration is
 * made for every profiling window, and a {@code ReentrantLock} would add two objects to each. Code that
 * synchronizes on a duration only delays its resolution.
 */
public final class ProfileDuration {

    private final TimingMethod timingMethod;
    private Supplier<ProfileTicks> readBack; // guarded by this
    private volatile ProfileResult result;

    private ProfileDuration(TimingMethod timingMethod, Supplier<ProfileTicks> readBack, ProfileResult result) {
        this.timingMethod = Objects.requireNonNull(timingMethod, "timingMethod");
        this.readBack = readBack;
        this.result = result;
    }

    /**
     * A duration read back on first use.
     *
     * @param timingMethod how the ticks will have been measured
     * @param readBack blocks until the ticks are known; runs at most once and must not throw
     * @return the duration
     */
    public static ProfileDuration deferred(TimingMethod timingMethod, Supplier<ProfileTicks> readBack) {
        return new ProfileDuration(timingMethod, Objects.requireNonNull(readBack, "readBack"), null);
    }

    /**
     * A duration whose ticks are already known.
     *
     * @param ticks where the window lies on the host clock
     * @param timingMethod how the ticks were measured
     * @return the duration
     */
    public static ProfileDuration of(ProfileTicks ticks, TimingMethod timingMethod) {
        return new ProfileDuration(timingMethod, null, new ProfileResult(ticks, timingMethod));
    }

    /** {@return how the window is timed; known before it is resolved} */
    public TimingMethod timingMethod() {
        return timingMethod;
    }

    /** {@return whether the read-back has already run} */
    public boolean isResolved() {
        return result != null;
    }

    /**
     * Blocks until the window has been read back and returns where it lies on the host clock.
     *
     * @return the window's ticks and timing method
     */
    public ProfileResult resolve() {
        ProfileResult known = result;
        if (known != null) {
            return known;
        }
        synchronized (this) {
            if (result == null) {
                // Taken before it runs: a read-back hands its events back, so it must never run twice,
                // not even after it threw.
                Supplier<ProfileTicks> pending = readBack;
                readBack = null;
                if (pending == null) {
                    throw new IllegalStateException("The read-back of this window already failed");
                }
                result = new ProfileResult(pending.get(), timingMethod);
            }
            return result;
        }
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
