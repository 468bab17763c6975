package dev.eventbind.profile.internal;

import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.profile.TimingMethod;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * What a {@link dev.eventbind.profile.ProfileDuration} holds while one thread reads its window back: taken with a
 * single compare-and-set in place of the pending {@link ReadBack} (so the common case, one reader, costs one atomic
 * instruction and no monitor), and replaced by the result, or by the read-back again when that thread's wait was
 * interrupted or ran out. It still tells how the window is timed. Another thread resolving the same duration
 * meanwhile waits for the result here ({@link #awaitResult}), honouring its own interrupt and deadline.
 */
public final class ReadClaim {

    private static final ReadClaim DEVICE = new ReadClaim(TimingMethod.DEVICE);
    private static final ReadClaim SYSTEM = new ReadClaim(TimingMethod.SYSTEM);
    private static final int SPINS = 128;
    private static final long MAX_PAUSE_NANOS = 1_000_000;

    private final TimingMethod timingMethod;

    private ReadClaim(TimingMethod timingMethod) {
        this.timingMethod = timingMethod;
    }

    /** {@return the {@code Object state} field of {@code lookup}'s class, a duration's: claimed and released here} */
    public static VarHandle stateOf(MethodHandles.Lookup lookup) {
        try {
            return lookup.findVarHandle(lookup.lookupClass(), "state", Object.class);
        } catch (ReflectiveOperationException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    /** {@return the claim of a read-back timed by {@code method}} */
    public static ReadClaim of(TimingMethod method) {
        return method == TimingMethod.DEVICE ? DEVICE : SYSTEM; // the two there are, without a switch's lookup
    }

    /** {@return how the window being read back is timed} */
    public TimingMethod timingMethod() {
        return timingMethod;
    }

    /**
     * Waits while {@code claimed} says another thread holds the claim: it holds it for the device wait and the
     * reading, so the pause between looks grows to {@value #MAX_PAUSE_NANOS} ns.
     *
     * @return false when {@code timeoutNanos} ran out first ({@code timed} only)
     * @throws WaitInterruptedException when the thread is interrupted
     */
    public static boolean awaitResult(BooleanSupplier claimed, boolean timed, long timeoutNanos) {
        long begin = System.nanoTime();
        long pause = 1_000;
        for (int round = 0; claimed.getAsBoolean(); round++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new WaitInterruptedException("a profiling window another thread is reading back");
            }
            long left = timeoutNanos - (System.nanoTime() - begin);
            if (timed && left <= 0) {
                return false;
            }
            if (round < SPINS) {
                Thread.onSpinWait();
            } else {
                LockSupport.parkNanos(timed ? Math.min(pause, left) : pause);
                pause = Math.min(MAX_PAUSE_NANOS, 2 * pause);
            }
        }
        return true;
    }
}
