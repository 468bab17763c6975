package dev.eventbind.event;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import java.time.Duration;

/**
 * Waits for the device to reach an event in a way that respects the waiting thread: an interrupt ends the wait
 * with {@link WaitInterruptedException}, a deadline with a {@code false} return.
 *
 * <p>Where the backend has a non-blocking query ({@link EventApi#supportsEventQuery()}) the wait queries it once.
 * A virtual thread whose event is not reached then parks at once on the shared poller below, which releases its
 * carrier: a virtual thread makes one native query of its own before it parks, so ten thousand starting to wait
 * at once cost ten thousand queries and parks, and hold no carrier from the other virtual threads. A platform
 * thread goes on querying: {@value #SPINS} queries back to back, then queries {@value #SPIN_GAP} spin-wait hints
 * apart for up to {@value #SPIN_NANOS} ns, then parks on the poller. The spin is there because a park sleeps at
 * least the kernel's timer slack (50 us on Linux) whatever it asks for: a point reached a few microseconds after
 * the wait began, the common case for a fence or a window just stopped, would otherwise cost tens of microseconds
 * more than a blocking wait.
 *
 * <p>After those first queries a wait no longer polls on its own: it hands its event to one poller thread shared
 * by every waiting thread of the process ({@link SharedPoller}), and parks until the poller sees the event reached
 * (then it queries once more itself, so a failure is thrown on its own thread). With ten thousand waiters that is
 * one thread querying in rounds, with a pause between rounds that grows with the round, not ten thousand threads
 * each waking every millisecond. An interrupt or a
 * deadline is noticed at every query and whenever the parked thread wakes. A backend without a query is waited on
 * with the blocking {@link EventApi#eventWait}: an interrupt or an expired deadline is honoured before that wait
 * starts, and the blocking call then runs to its end.
 *
 * <p>A backend whose host wait takes a timeout ({@link EventApi#supportsTimedEventWait()}) is waited on that way on
 * a platform thread, in calls of at most {@value #PLATFORM_SLICE_NANOS} ns, so the driver wakes the thread as it
 * reaches the event and an interrupt or the deadline is noticed between calls; a virtual thread polls the query
 * as above, or without one makes calls of at most {@value EventApi#VIRTUAL_THREAD_WAIT_NANOS} ns, yielding between
 * them.
 *
 * <p>A timeout too long for {@code long} nanoseconds ({@link #timeoutNanos(Duration)}) means no deadline.
 */
public final class EventWait {

    /**
     * Queries a platform thread makes back to back before the first pause: a point that is nearly reached costs no
     * park.
     */
    static final int SPINS = 32;
    /** How long a platform thread keeps querying before it parks: about the least a park sleeps. */
    static final long SPIN_NANOS = 50_000;
    /**
     * Spin-wait hints between two of those queries. A query often takes a lock the driver's own thread needs to
     * complete work (the host library's one lock, say): back-to-back queries slowed the host backend's fence from
     * about 5.3 to 7.3 us.
     */
    static final int SPIN_GAP = 16;
    /** The poller's pause after a round in which a waiter arrived or left, when its rounds are short. */
    static final long FIRST_PAUSE_NANOS = 50_000;
    /** The longest pause between the poller's rounds while they are short; long rounds are spaced further. */
    static final long MAX_PAUSE_NANOS = 1_000_000;
    /**
     * The longest native wait of a backend with a timed host wait ({@link EventApi#supportsTimedEventWait()}) on a
     * platform thread: an interrupt or the deadline is noticed within it.
     */
    static final long PLATFORM_SLICE_NANOS = 10_000_000;
    /** The timeout that stands for no deadline: a {@link Duration} too long for {@code long} nanoseconds. */
    public static final long NO_DEADLINE = Long.MAX_VALUE;

    private EventWait() {
    }

    /**
     * A condition on the device that a backend's own wait polls: a timeline's value reached, say. Queried by the
     * shared poller's thread, so it must be safe from any thread and must not block.
     */
    @FunctionalInterface
    public interface Probe {
        /**
         * Whether the condition holds now.
         *
         * @return true once it holds
         * @throws DriverException when the driver refuses the query; the waiting thread then queries once more
         *     itself, so the failure is thrown on its own thread
         */
        boolean reached() throws DriverException;
    }

    /**
     * For backends whose waits are on something other than an {@link EventApi} event (a Vulkan timeline
     * semaphore's value): parks the calling thread until {@code probe} answers {@code true}, queried once here and
     * then by the shared poller, so a virtual thread releases its carrier and ten thousand waiters cost one thread's
     * rounds, never a native blocking call or a poll loop of their own. The wait runs to its end as a native one
     * does: an interrupt neither ends it nor makes it spin, and is set again when it returns.
     *
     * @param probe the condition, queried from this thread and from the poller's
     * @throws DriverException when the probe fails (thrown on this thread)
     */
    public static void awaitPolled(Probe probe) throws DriverException {
        if (!probe.reached()) {
            SharedPoller.awaitKeepingInterrupt(probe);
        }
    }

    /**
     * {@code timeout} in nanoseconds for the timed waits: {@link #NO_DEADLINE} when it is too long for a
     * {@code long} (about 292 years, {@code ChronoUnit.FOREVER} included), 0 when it is negative.
     *
     * @param timeout the longest wait
     * @return the nanoseconds, or {@link #NO_DEADLINE}
     */
    public static long timeoutNanos(Duration timeout) {
        if (timeout.isNegative()) {
            return 0;
        }
        try {
            return timeout.toNanos();
        } catch (ArithmeticException tooLong) {
            return NO_DEADLINE;
        }
    }

    /**
     * Blocks until the device has reached {@code event}.
     *
     * @param <E> the backend's event handle
     * @param api the backend
     * @param event a recorded event
     * @param kind what is waited for, as an interrupted wait names it after the backend ("fence")
     * @throws DriverException when the driver refuses or the device failed
     * @throws WaitInterruptedException when the thread is or becomes interrupted; its status stays set
     */
    public static <E> void await(EventApi<E, ?> api, E event, String kind) throws DriverException {
        waitFor(api, event, kind, false, 0);
    }

    /**
     * Blocks until the device has reached {@code event} or {@code timeoutNanos} have passed.
     *
     * @param <E> the backend's event handle
     * @param api the backend
     * @param event a recorded event
     * @param kind what is waited for, as an interrupted wait names it after the backend ("fence")
     * @param timeoutNanos the longest wait, in nanoseconds; {@link #NO_DEADLINE} waits without one
     * @return whether the event was reached; false when the time ran out first
     * @throws DriverException when the driver refuses or the device failed
     * @throws WaitInterruptedException when the thread is or becomes interrupted; its status stays set
     */
    public static <E> boolean await(EventApi<E, ?> api, E event, String kind, long timeoutNanos)
            throws DriverException {
        return waitFor(api, event, kind, timeoutNanos != NO_DEADLINE, timeoutNanos);
    }

    private static <E> boolean waitFor(EventApi<E, ?> api, E event, String kind, boolean timed, long timeoutNanos)
            throws DriverException {
        long begin = timed ? System.nanoTime() : 0;
        interruptCheck(api, kind);
        boolean virtual = Thread.currentThread().isVirtual();
        if (api.supportsTimedEventWait() && (!virtual || !api.supportsEventQuery())) {
            long slice = virtual ? EventApi.VIRTUAL_THREAD_WAIT_NANOS : PLATFORM_SLICE_NANOS;
            return timedNative(api, event, kind, timed, begin, timeoutNanos, slice);
        }
        if (!api.supportsEventQuery()) {
            if (timed && timeoutNanos <= 0) {
                return false;
            }
            api.eventWait(event);
            return true;
        }
        if (!api.eventQuery(event)) {
            long now = timed ? System.nanoTime() : 0;
            long left = timed ? timeoutNanos - (now - begin) : 0;
            if (timed && left <= 0) {
                return false;
            }
            // A virtual thread queries once and parks: spinning, or a query loop, would keep its carrier from
            // every other virtual thread.
            return virtual ? SharedPoller.await(api, event, kind, timed, now + left)
                    : spinThenShare(api, event, kind, timed, begin, timeoutNanos);
        }
        return true;
    }

    // A platform thread's wait past its first query: back to back, then spaced, then parked on the poller.
    private static <E> boolean spinThenShare(EventApi<E, ?> api, E event, String kind, boolean timed, long begin,
            long timeoutNanos) throws DriverException {
        long spinUntil = 0; // set once the back-to-back queries are done
        for (int polls = 0; ; polls++) {
            interruptCheck(api, kind);
            long now = timed || polls >= SPINS ? System.nanoTime() : 0;
            long left = timed ? timeoutNanos - (now - begin) : MAX_PAUSE_NANOS;
            if (left <= 0) {
                return false;
            }
            if (polls < SPINS) {
                Thread.onSpinWait();
            } else {
                if (polls == SPINS) {
                    spinUntil = now + SPIN_NANOS;
                }
                if (now - spinUntil >= 0) {
                    return SharedPoller.await(api, event, kind, timed, now + left);
                }
                for (int i = 0; i < SPIN_GAP; i++) {
                    Thread.onSpinWait();
                }
            }
            if (api.eventQuery(event)) {
                return true;
            }
        }
    }

    /**
     * Waits in native calls that take their own timeout, each at most {@code slice} long so an interrupt or the
     * deadline is noticed between them: the driver wakes the thread as it reaches the event, with no polling.
     */
    // Thread.yield on a virtual thread unmounts it between two native slices.
    @SuppressWarnings("ThreadPriorityCheck")
    private static <E> boolean timedNative(EventApi<E, ?> api, E event, String kind, boolean timed, long begin,
            long timeoutNanos, long slice) throws DriverException {
        while (true) {
            long wait = slice;
            if (timed) {
                long left = timeoutNanos - (System.nanoTime() - begin);
                if (left <= 0) {
                    return api.eventWaitFor(event, 0);
                }
                wait = Math.min(slice, left);
            }
            if (api.eventWaitFor(event, wait)) {
                return true;
            }
            interruptCheck(api, kind);
            if (Thread.currentThread().isVirtual()) {
                Thread.yield();
            }
        }
    }

    static void interruptCheck(EventApi<?, ?> api, String kind) {
        if (Thread.currentThread().isInterrupted()) {
            // The description is built only here: a wait that is not interrupted allocates nothing.
            throw new WaitInterruptedException("a " + api.backend() + " " + kind);
        }
    }
}
