package dev.eventbind.event;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * One thread that polls the events of every thread waiting in {@link EventWait} past its spin, and wakes each
 * when its event is reached.
 *
 * <p>The poller queries every waiter's event once a round, then sleeps: {@value EventWait#FIRST_PAUSE_NANOS} ns
 * after a waiter arrived or left, doubling up to {@value EventWait#MAX_PAUSE_NANOS} ns, and never less than
 * {@value #GAP_PER_ROUND} times as long as the round took, so that however many threads wait, the poller keeps at
 * most about a ninth of one core. A waiter whose event was reached returns at once; one whose query threw queries
 * once more itself, so the failure is thrown on its own thread. The thread starts with the first waiter and ends after
 * {@value #IDLE_NANOS} ns without one.
 *
 * <p>The poller touches a waiter's event only between a compare-and-set from {@code WAITING} to {@code QUERYING}
 * and its return to {@code WAITING} or {@code SIGNALLED}; a waiter that gives up (deadline, interrupt) moves from
 * {@code WAITING} to {@code CANCELLED}, waiting out a query in flight. Once the waiting thread has returned, the
 * poller never passes its event to the driver again, so the caller may destroy it.
 */
final class SharedPoller {

    static final int GAP_PER_ROUND = 8;
    static final long IDLE_NANOS = 1_000_000_000L;

    private static final int WAITING = 0;
    private static final int QUERYING = 1;
    private static final int SIGNALLED = 2;
    private static final int CANCELLED = 3;
    private static final int FAILED = 4;
    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(Waiter.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final SharedPoller INSTANCE = new SharedPoller();

    private final ConcurrentLinkedQueue<Waiter<?>> arrivals = new ConcurrentLinkedQueue<>();
    private volatile int waiting;
    @GuardedBy("this")
    private @Nullable Thread thread;

    private SharedPoller() {
    }

    /** Whether threads are waiting on the poller now: a new virtual-thread waiter then joins them at once. */
    static boolean busy() {
        return INSTANCE.waiting > 0;
    }

    /**
     * Parks the calling thread until the poller sees {@code event} reached (or its query fail, when this thread
     * queries it once more to throw the failure itself).
     *
     * @return whether the event was reached; false when {@code deadline} passed first
     */
    static <E> boolean await(EventApi<E, ?> api, E event, String kind, boolean timed, long deadline)
            throws DriverException {
        while (true) {
            Waiter<E> waiter = new Waiter<>(api, event, Thread.currentThread());
            INSTANCE.register(waiter);
            try {
                while (waiter.state() < SIGNALLED) {
                    EventWait.interruptCheck(api, kind);
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            return false;
                        }
                        LockSupport.parkNanos(waiter, left);
                    } else {
                        LockSupport.park(waiter);
                    }
                }
            } finally {
                waiter.cancel();
            }
            // A failed query is made again here, so the failure is this thread's.
            if (waiter.state() == SIGNALLED || api.eventQuery(event)) {
                return true;
            }
        }
    }

    private void register(Waiter<?> waiter) {
        arrivals.add(waiter);
        synchronized (this) {
            if (thread == null) {
                thread = Thread.ofPlatform().daemon().name("eventbind-event-poller").start(this::run);
            } else {
                LockSupport.unpark(thread);
            }
        }
    }

    private void run() {
        ArrayList<Waiter<?>> waiting = new ArrayList<>();
        long pause = EventWait.FIRST_PAUSE_NANOS;
        long idleSince = System.nanoTime();
        while (true) {
            boolean changed = false;
            for (Waiter<?> arrived; (arrived = arrivals.poll()) != null; ) {
                waiting.add(arrived);
                changed = true;
            }
            this.waiting = waiting.size();
            long begin = System.nanoTime();
            if (waiting.isEmpty()) {
                if (begin - idleSince >= IDLE_NANOS && retire()) {
                    return;
                }
                LockSupport.parkNanos(this, IDLE_NANOS);
                continue;
            }
            int kept = 0;
            for (int i = 0; i < waiting.size(); i++) {
                Waiter<?> waiter = waiting.get(i);
                if (waiter.poll()) {
                    waiting.set(kept++, waiter);
                } else {
                    changed = true;
                }
            }
            waiting.subList(kept, waiting.size()).clear();
            this.waiting = waiting.size();
            long end = System.nanoTime();
            idleSince = end;
            pause = changed ? EventWait.FIRST_PAUSE_NANOS : Math.min(pause * 2, EventWait.MAX_PAUSE_NANOS);
            LockSupport.parkNanos(this, Math.max(pause, (end - begin) * GAP_PER_ROUND));
        }
    }

    // Ends the thread unless a waiter arrived meanwhile: register starts a new one after this.
    private synchronized boolean retire() {
        if (!arrivals.isEmpty()) {
            return false;
        }
        thread = null;
        return true;
    }

    private static final class Waiter<E> {

        private final EventApi<E, ?> api;
        private final E event;
        private final Thread thread;
        @SuppressWarnings("unused") // through STATE
        private volatile int state;

        Waiter(EventApi<E, ?> api, E event, Thread thread) {
            this.api = api;
            this.event = event;
            this.thread = thread;
        }

        int state() {
            return state;
        }

        /** The poller's query: false once the waiter is signalled or gone, so the poller drops it. */
        boolean poll() {
            if (!STATE.compareAndSet(this, WAITING, QUERYING)) {
                return false; // cancelled
            }
            int outcome;
            try {
                outcome = api.eventQuery(event) ? SIGNALLED : WAITING;
            } catch (Throwable failed) {
                outcome = FAILED; // the waiter's own query throws it
            }
            state = outcome;
            if (outcome == WAITING) {
                return true;
            }
            LockSupport.unpark(thread);
            return false;
        }

        /** Leaves the poller; returns once no query of the event is in flight. */
        void cancel() {
            while (true) {
                int current = state;
                if (current >= SIGNALLED) {
                    return;
                }
                if (current == WAITING && STATE.compareAndSet(this, WAITING, CANCELLED)) {
                    return;
                }
                Thread.onSpinWait();
            }
        }
    }
}
