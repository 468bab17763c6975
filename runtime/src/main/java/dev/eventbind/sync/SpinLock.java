package dev.eventbind.sync;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.LockSupport;

/**
 * A lock held for a few field writes or one short driver call that never waits for the device, and rarely
 * contended: a word holding its owner's thread id, taken with one compare-and-set and released with one release
 * store. A monitor costs two compare-and-sets (enter and exit) and a {@code ReentrantLock} a compare-and-set and a
 * volatile store; a profiler window takes its lane's lock three times, and an elapsed read of a returned event
 * takes its holder's twice, so that difference is a sizeable part of what they cost.
 *
 * <p>A waiter is never woken: it spins briefly, then yields, then parks for growing pauses (up to
 * {@value #MAX_PAUSE_NANOS} ns) and looks again. That is what lets the release be a plain store with no check for
 * waiters. Reentrant, so a listener that calls back into the profiler on its own thread is not deadlocked, and a
 * method that reads under a lock its caller took may take it again.
 *
 * <p>Only {@link #lock()} and {@link #unlock()} are supported. It implements the rest of {@link Lock} (which
 * throws) so that Error Prone's {@code @GuardedBy} check sees where it is held: a field
 * {@code @GuardedBy("lock")} is checked to be touched only inside {@code lock.lock(); try { ... } finally
 * { lock.unlock(); }} or in a method {@code @GuardedBy("lock")} itself. The check knows a held lock only by an
 * {@code unlock()} in a {@code finally} on a {@link Lock} (or {@code leave()} on Guava's {@code Monitor},
 * {@code release()} on a {@code Semaphore}); Error Prone's {@code @LockMethod} and {@code @UnlockMethod} are
 * deprecated and no longer read (2.52), so without {@link Lock} every guarded access would be reported.
 */
public final class SpinLock implements Lock {

    private static final long FREE = 0L;
    private static final int SPINS = 64;
    private static final int YIELDS = 16;
    private static final long FIRST_PAUSE_NANOS = 1_000;
    private static final long MAX_PAUSE_NANOS = 100_000;
    private static final VarHandle OWNER;

    static {
        try {
            OWNER = MethodHandles.lookup().findVarHandle(SpinLock.class, "owner", long.class);
        } catch (ReflectiveOperationException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    @SuppressWarnings("unused") // through OWNER: the owner's thread id, FREE when none holds it
    private volatile long owner;
    private int reentries; // written by the owner only, while it holds the lock

    @Override
    public void lock() {
        long me = Thread.currentThread().threadId();
        if (!OWNER.compareAndSet(this, FREE, me)) {
            contended(me);
        }
    }

    @Override
    public void unlock() {
        if (reentries > 0) {
            reentries--;
            return;
        }
        OWNER.setRelease(this, FREE);
    }

    /** {@return whether the calling thread holds the lock} */
    public boolean heldByCurrentThread() {
        return (long) OWNER.getAcquire(this) == Thread.currentThread().threadId();
    }

    @SuppressWarnings("ThreadPriorityCheck") // yield is the back-off between spinning and parking
    private void contended(long me) {
        if ((long) OWNER.getAcquire(this) == me) {
            reentries++;
            return;
        }
        long pause = FIRST_PAUSE_NANOS;
        for (int round = 0; ; round++) {
            if ((long) OWNER.getAcquire(this) == FREE && OWNER.compareAndSet(this, FREE, me)) {
                return;
            }
            if (round < SPINS) {
                Thread.onSpinWait();
            } else if (round < SPINS + YIELDS) {
                Thread.yield();
            } else {
                LockSupport.parkNanos(this, pause);
                pause = Math.min(MAX_PAUSE_NANOS, 2 * pause);
            }
        }
    }

    @Override
    public void lockInterruptibly() {
        throw new UnsupportedOperationException("a spin lock is only taken with lock()");
    }

    @Override
    public boolean tryLock() {
        throw new UnsupportedOperationException("a spin lock is only taken with lock()");
    }

    @Override
    public boolean tryLock(long time, TimeUnit unit) {
        throw new UnsupportedOperationException("a spin lock is only taken with lock()");
    }

    @Override
    public Condition newCondition() {
        throw new UnsupportedOperationException("a spin lock has no conditions");
    }
}
