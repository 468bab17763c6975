package dev.eventbind.event;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.invoke.MethodHandles;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * One thread that polls the events of every thread waiting in {@link EventWait} past its spin, and the conditions
 * of the backends' own waits on virtual threads ({@link EventWait#awaitPolled}), and wakes each when it is reached.
 *
 * <p>The poller queries every waiter's event once a round, then sleeps: {@value EventWait#FIRST_PAUSE_NANOS} ns
 * after a waiter arrived or left, doubling up to {@value EventWait#MAX_PAUSE_NANOS} ns, and never less than
 * {@value #GAP_PER_ROUND} times the processor time the round took (up to {@value #MAX_GAP_NANOS} ns; a round of
 * few waiters counts less of its time, {@link #gapAfter}), so that
 * however many threads wait, the poller keeps at most about a ninety-seventh of one core (ten thousand waiters: a
 * round of about 0.7 ms every 70 ms or so, on two cores, so the last of them returns some 40 to 70 ms after the
 * device reached their events; a hundred waiters see theirs within about 1 ms). A waiter arriving wakes the poller
 * only when it sleeps longer than that floor, and only the first of those arriving in one pause does: ten thousand
 * threads starting to wait at once neither wake it ten thousand times nor make it query the growing crowd back to
 * back (which would also hold the driver's lock from the threads making their first calls).
 *
 * <p>The virtual threads a round finds reached wake one after another: the poller links each to the next and, once
 * the round is over, wakes the first; each wakes the one linked to it as it leaves (as a latch's waiters wake), so
 * ten thousand released at once never queue ahead of every other thread the virtual-thread scheduler runs; platform threads the poller wakes
 * itself, as the system wakes them side by side. A waiter whose event was reached returns at once; one whose query
 * threw queries once more itself, so the failure is thrown on its own thread. The thread starts with the first
 * waiter and ends after {@value #IDLE_NANOS} ns without one.
 *
 * <p>The poller touches a waiter's event only between a compare-and-set from {@code WAITING} to {@code QUERYING}
 * and its return to {@code WAITING} or {@code SIGNALLED}; a waiter that gives up (deadline, interrupt) moves from
 * {@code WAITING} to {@code CANCELLED}, waiting out a query in flight. Once the waiting thread has returned, the
 * poller never passes its event to the driver again, so the caller may destroy it.
 */
final class SharedPoller {

    /** The poller thread's name. */
    static final String THREAD_NAME = "eventbind-event-poller";
    static final int GAP_PER_ROUND = 96;
    /** The crowd whose round counts half its processor time in the pause after it ({@link #gapAfter}). */
    static final int SMALL_CROWD = 64;
    /** The longest pause after a round, however long it took: how late the poller may see a reached event. */
    static final long MAX_GAP_NANOS = 100_000_000L;
    static final long IDLE_NANOS = 1_000_000_000L;
    private static final @Nullable ThreadMXBean THREADS = threadCpuClock();

    private static final int WAITING = 0;
    private static final int QUERYING = 1;
    private static final int SIGNALLED = 2;
    private static final int CANCELLED = 3;
    private static final int FAILED = 4;
    private static final VarHandle STATE;
    private static final VarHandle NEXT;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            STATE = lookup.findVarHandle(Waiter.class, "state", int.class);
            NEXT = lookup.findVarHandle(Waiter.class, "next", Waiter.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private static final SharedPoller INSTANCE = new SharedPoller();

    /** The virtual threads the poller woke itself rather than leaving them to the waiter woken before them. */
    private final LongAdder directWakes = new LongAdder();
    private final ConcurrentLinkedQueue<Waiter> arrivals = new ConcurrentLinkedQueue<>();
    // Set by the first arrival that wakes the poller, cleared by the poller before it takes the arrivals in.
    private final AtomicBoolean woken = new AtomicBoolean();
    @GuardedBy("this")
    private @Nullable Thread thread;

    private SharedPoller() {
    }

    private static @Nullable ThreadMXBean threadCpuClock() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() && threads.isThreadCpuTimeEnabled() ? threads : null;
    }

    /**
     * Parks the calling thread until the poller sees {@code event} reached (or its query fail, when this thread
     * queries it once more to throw the failure itself).
     *
     * @return whether the event was reached; false when {@code deadline} passed first
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is or becomes interrupted
     */
    static <E> boolean await(EventApi<E, ?> api, E event, String kind, boolean timed, long deadline)
            throws DriverException {
        return await(() -> api.eventQuery(event), () -> EventWait.interruptCheck(api, kind), timed, deadline);
    }

    /**
     * Parks the calling thread until the poller sees {@code probe} answer {@code true}, however long that takes; an
     * interrupt neither ends the wait nor makes it spin, and is set again when it returns.
     */
    static void awaitKeepingInterrupt(EventWait.Probe probe) throws DriverException {
        KeptInterrupt interrupt = new KeptInterrupt();
        try {
            await(probe, interrupt, false, 0);
        } finally {
            if (interrupt.kept) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static boolean await(EventWait.Probe probe, Runnable onInterrupt, boolean timed, long deadline)
            throws DriverException {
        while (true) {
            Waiter waiter = new Waiter(probe, Thread.currentThread());
            INSTANCE.register(waiter);
            try {
                // The state is checked before the first park and after each park by two branches, not one loop
                // test: the compiler builds this code while thousands of threads are parked in it and none has
                // woken yet, and one test serving both would be profiled as never passing, compiled as a trap, and
                // deoptimize every thread that wakes on it (ten thousand waking waiters then cost 0.2-0.3 s of CPU
                // more, on the carriers). A test reached only after a park has no profile then and is compiled as
                // an ordinary branch.
                if (waiter.state() < SIGNALLED) {
                    do {
                        if (Thread.currentThread().isInterrupted()) {
                            onInterrupt.run();
                        }
                        if (timed) {
                            long left = deadline - System.nanoTime();
                            if (left <= 0) {
                                return false;
                            }
                            LockSupport.parkNanos(waiter, left);
                        } else {
                            LockSupport.park(waiter);
                        }
                    } while (waiter.state() < SIGNALLED);
                }
            } finally {
                try {
                    waiter.cancel();
                } finally {
                    waiter.handOn(); // whatever happened, the threads linked after this one still wake
                }
            }
            // A failed query is made again here, so the failure is this thread's.
            if (waiter.state() == SIGNALLED || probe.reached()) {
                return true;
            }
        }
    }

    /** Clears an interrupt so that parks keep parking, and remembers it for the caller. */
    private static final class KeptInterrupt implements Runnable {
        boolean kept;

        @Override
        public void run() {
            kept |= Thread.interrupted();
        }
    }

    /**
     * How many waiting virtual threads the poller has woken itself since the process started: the first of each
     * round's, and any whose predecessor had left on its own before the poller linked it.
     */
    static long directWakes() {
        return INSTANCE.directWakes.sum();
    }

    private void register(Waiter waiter) {
        arrivals.add(waiter);
        if (woken.get() || woken.getAndSet(true)) {
            return; // the poller takes it in with those that woke it
        }
        synchronized (this) {
            if (thread == null) {
                thread = Thread.ofPlatform().daemon().name(THREAD_NAME).start(this::run);
            } else {
                LockSupport.unpark(thread);
            }
        }
    }

    private void run() {
        ArrayList<Waiter> waiting = new ArrayList<>();
        long pause = EventWait.FIRST_PAUSE_NANOS;
        long idleSince = System.nanoTime();
        while (true) {
            boolean changed = false;
            woken.set(false); // before taking the arrivals in: a later one wakes the poller again
            for (Waiter arrived; (arrived = arrivals.poll()) != null; ) {
                waiting.add(arrived);
                changed = true;
            }
            long begin = System.nanoTime();
            long cpuBegin = cpuNanos(begin);
            if (waiting.isEmpty()) {
                if (begin - idleSince >= IDLE_NANOS && retire()) {
                    return;
                }
                LockSupport.parkNanos(this, IDLE_NANOS);
                continue;
            }
            int polled = waiting.size();
            int kept = 0;
            @Nullable Waiter first = null; // woken once the round has linked the rest behind it
            @Nullable Waiter last = null;
            for (int i = 0; i < waiting.size(); i++) {
                Waiter waiter = waiting.get(i);
                int outcome = waiter.poll();
                if (outcome == WAITING) {
                    waiting.set(kept++, waiter);
                    continue;
                }
                changed = true;
                if (outcome == CANCELLED) {
                    continue;
                }
                if (!waiter.thread.isVirtual()) {
                    LockSupport.unpark(waiter.thread); // the system wakes platform threads side by side
                } else if (last == null) {
                    first = waiter;
                    last = waiter;
                } else {
                    if (!last.handTo(waiter)) { // it left on its own (a deadline, a spurious wake-up)
                        wake(waiter);
                    }
                    last = waiter;
                }
            }
            if (last != null) {
                last.handTo(Waiter.END);
                wake(first);
            }
            waiting.subList(kept, waiting.size()).clear();
            long end = System.nanoTime();
            long spent = cpuNanos(end) - cpuBegin;
            idleSince = end;
            pause = changed ? EventWait.FIRST_PAUSE_NANOS : Math.min(pause * 2, EventWait.MAX_PAUSE_NANOS);
            long floor = end + gapAfter(spent, polled);
            sleep(Math.max(end + pause, floor), floor);
        }
    }

    /**
     * The least pause after a round that polled {@code waiters} in {@code spentNanos} of processor time: about
     * {@value #GAP_PER_ROUND} times the part of it that grows with the crowd, at most {@value #MAX_GAP_NANOS} ns.
     * A round also costs something whatever it polls: two reads of the thread's CPU clock (system calls), the
     * wake-up from its park, caches gone cold meanwhile; a round of one Vulkan waiter on lavapipe took 15 to 125 us.
     * Multiplied whole, that kept a lone waiter (a profiler's read-back past its spin, a fence) 1.3 to 4 ms past its
     * event at the median, ten times the native wait. So a round of {@code n} waiters counts
     * {@code n / (n + }{@value #SMALL_CROWD}{@code )} of its time: half for {@value #SMALL_CROWD}, 99.4% for ten
     * thousand, one sixty-fifth for one waiter, whose pauses the doubling from {@value EventWait#FIRST_PAUSE_NANOS}
     * ns then mostly sets (a few percent of a core while it waits, at the longest pause).
     */
    static long gapAfter(long spentNanos, int waiters) {
        double share = (double) waiters / (waiters + SMALL_CROWD);
        return (long) Math.min(spentNanos * GAP_PER_ROUND * share, MAX_GAP_NANOS);
    }

    private void wake(@Nullable Waiter waiter) {
        if (waiter != null) {
            directWakes.increment(); // first: the threads it wakes may all have returned before unpark does
            LockSupport.unpark(waiter.thread);
        }
    }

    // The poller's CPU time where the JVM measures it: a round stretched by a collection or by other processes
    // taking the core does not lengthen the pause after it. The wall clock's time otherwise.
    private static long cpuNanos(long wallNanos) {
        return THREADS != null ? THREADS.getCurrentThreadCpuTime() : wallNanos;
    }

    // Sleeps until wake, or until floor when a waiter arrives meanwhile.
    private void sleep(long wake, long floor) {
        for (long now = System.nanoTime(); now - wake < 0; now = System.nanoTime()) {
            LockSupport.parkNanos(this, wake - now);
            if (woken.get()) {
                wake = floor;
            }
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

    private static final class Waiter {

        /** The link after the last waiter a round wakes. */
        static final Waiter END = new Waiter(() -> true, Thread.ofVirtual().unstarted(() -> { }));
        /** The link of a waiter that has left. */
        static final Waiter DEPARTED = new Waiter(() -> true, Thread.ofVirtual().unstarted(() -> { }));

        private final EventWait.Probe probe;
        private final Thread thread;
        @SuppressWarnings("unused") // through STATE
        private volatile int state;
        @SuppressWarnings("unused") // through NEXT
        private volatile @Nullable Waiter next;

        Waiter(EventWait.Probe probe, Thread thread) {
            this.probe = probe;
            this.thread = thread;
        }

        int state() {
            return state;
        }

        /**
         * The poller's query: {@code WAITING} while the event is not reached, {@code SIGNALLED} or {@code FAILED}
         * once it is or its query threw (the thread is then woken, by the poller or by the waiter woken before it),
         * {@code CANCELLED} once the waiter is gone.
         */
        int poll() {
            if (!STATE.compareAndSet(this, WAITING, QUERYING)) {
                return CANCELLED;
            }
            int outcome;
            try {
                outcome = probe.reached() ? SIGNALLED : WAITING;
            } catch (Throwable failed) {
                outcome = FAILED; // the waiter's own query throws it
            }
            state = outcome;
            return outcome;
        }

        /**
         * The poller's link from this waiter, woken in this round, to the next one woken in it (or {@link #END}):
         * this waiter's thread wakes {@code successor} as it leaves, so that the threads a round releases wake one
         * after another, as a latch's do, instead of all at once ahead of every other thread the scheduler runs.
         *
         * @return false when this waiter has already left: the poller then wakes {@code successor} itself
         */
        boolean handTo(Waiter successor) {
            return NEXT.compareAndSet(this, null, successor);
        }

        /** Called by the waiting thread as it leaves: wakes the waiter the poller linked to it, if any. */
        void handOn() {
            Waiter successor = (Waiter) NEXT.getAndSet(this, DEPARTED);
            if (successor != null && successor != END) {
                LockSupport.unpark(successor.thread);
            }
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
