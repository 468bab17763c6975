package dev.eventbind.profile.internal;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.api.PairedClock;
import dev.eventbind.event.EventPool;
import dev.eventbind.event.OwnedEvent;
import java.lang.System.Logger.Level;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Where the device clock lies on the host clock: the profiler's current {@link Anchor}, its idle stream, and how
 * a new anchor is measured and joined to the one before.
 *
 * <p><b>Measuring.</b> An anchor event is recorded on the anchor stream, which nothing else uses, so the device
 * reaches it as soon as it is queued: the host reads before the record and after the wait returns bracket the
 * moment the device stamped it. Each bracket also holds both wake-up delays (the device's and the waiting
 * thread's), so up to {@value #MAX_SAMPLES} events are bracketed and, since the device knows how far apart they
 * are, every bracket is moved onto one of them and the brackets are intersected: what is left is no wider than
 * the tightest bracket, and tighter where the delays differ from sample to sample. Sampling stops early once a
 * bracket is within {@value #GOOD_ENOUGH_NANOS} ns.
 *
 * <p><b>Joining.</b> A new anchor does not simply replace the old one: the old one predicts where the new event lies
 * ({@code old.host + elapsed(old, new)}), and while that prediction is inside the new bracket it moves toward the
 * bracket's middle by at most one step (below), so the mapping from device to host time carries on with no jump and
 * windows on either side of a refresh keep their device order, yet an early anchor's offset (a first bracket made wide
 * by a cold start) does not stay in every mapping after it: a prediction kept where it fell would stay as far off the
 * truth as the narrower brackets after it allow, up to half their width. The bracket here is the new events' brackets
 * intersected, narrowed by the older anchors' carried forward ({@link DriftFit#narrow(long[])}) and by the old
 * anchor's own place within its error, carried the same way: so an anchor keeps what the anchors before it knew, and
 * its error (the distance from its estimate to the far end of that bracket) does not start again from one
 * measurement's width at every refresh. A prediction that fell behind the bracket moves forward to its middle (forward
 * never puts a window over an earlier one, and the mapping jumps there anyway); one ahead of it moves back by at most
 * a step: {@value #BACK_STEP_PPM} ppm of the anchor's age (at least {@value #MIN_BACK_STEP_NANOS} ns) plus what the
 * old anchor's rate was uncertain by over that age: enough to follow a device clock whose rate was not yet fitted (the
 * first anchor assumes none, within {@link DriftFit#PRIOR}), without pulling a stream's windows back over ones placed
 * before the refresh by more than the mapping itself said it could be off.
 *
 * <p><b>Drift.</b> Every anchor's bracket also feeds a {@link DriftFit}, which fits the device clock's rate
 * against the host's over the last anchors; each anchor maps device intervals with the rate fitted when it was
 * taken, and carries the rate's uncertainty so a window placed under it gets a bound that covers it.
 *
 * <p><b>Paired clock.</b> A backend's {@link PairedClock} narrows one event's bracket ({@link PairedPlacement}).
 *
 * <p><b>Ageing.</b> Reading the host clock costs more than the rest of a window's bookkeeping (about 30 ns), so
 * a window start does not read it: each anchor is marked expired by a timer, one daemon thread for the process,
 * once it is older than its age limit, and the start after that takes a new one. The age limit is where the
 * rate's uncertainty over the anchor's age reaches half its bracket, capped by the profiler's limit: after a
 * first anchor of a sixteenth of the limit, anchors follow each other within tens of milliseconds, growing by
 * about half with each, so the rate adds no more to a window's bound than the bracket does. A clock chosen for a
 * test is read on every start instead, against the profiler's limit, so that refreshes follow that clock.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class AnchorClock<E, S> implements AnchorSource<E> {

    /** The most anchor events one measurement brackets. */
    public static final int MAX_SAMPLES = 8;
    static final long GOOD_ENOUGH_NANOS = 2_000;
    static final long BACK_STEP_PPM = 20;
    static final long MIN_BACK_STEP_NANOS = 1_000;
    /** The first anchor's age, as a fraction of the profiler's limit (62.5 ms of the default second). */
    static final long FIRST_AGE_DIVISOR = 16;
    /** The shortest a later anchor lives, as a fraction of the profiler's limit (about 1 ms of the default second). */
    static final long MIN_AGE_DIVISOR = 1024;

    private static final System.Logger LOG = System.getLogger("dev.eventbind.profile.EventProfiler");

    private final EventApi<E, S> api;
    private final EventPool<E> pool;
    private final LongSupplier hostClock;
    private final long maxAgeNanos;
    /** Whether a start reads {@code hostClock} for the anchor's age; otherwise the timer marks it expired. */
    private final boolean clockAged;
    private final @Nullable PairedClock<E> paired; // null: bracketed anchors only
    private final long[] narrowed = new long[2]; // scratch: a bracket as the paired clock or the drift fit narrows it
    private volatile boolean placedByPairedClock; // how the current anchor was placed
    // The sampling scratch, reused by every refresh (a sample's slot is null outside one); everything below is
    // guarded by this clock's monitor.
    @SuppressWarnings("unchecked")
    private final EventPool.@Nullable Lease<E>[] samples =
            (EventPool.@Nullable Lease<E>[]) new EventPool.Lease<?>[MAX_SAMPLES];
    private final long[] before = new long[MAX_SAMPLES];
    private final long[] after = new long[MAX_SAMPLES];
    /** The device timer's resolution: how far each elapsed read can be off. */
    private final long resolution;
    @GuardedBy("this")
    private final DriftFit drift = new DriftFit();
    @GuardedBy("this")
    private boolean closed;
    @GuardedBy("this")
    private @Nullable S stream; // the anchor stream, created by the first refresh; null again once destroyed
    @GuardedBy("this")
    private @Nullable ScheduledFuture<?> expiry; // the timer's mark of the current anchor, unless clockAged
    // Written under the monitor, read without it by the fast path of current(); null before the first anchor.
    private volatile @Nullable Anchor<E> anchor;

    /**
     * @param hostClock the host clock anchors are placed on
     * @param maxAgeNanos how old an anchor may get before a start takes a new one
     * @param clockAged whether a start reads {@code hostClock} for the age (a clock chosen for a test) rather
     *     than leaving it to the timer
     * @param pairable whether the backend's paired clock may place anchors: {@code hostClock} is System.nanoTime
     */
    public AnchorClock(EventApi<E, S> api, EventPool<E> pool, LongSupplier hostClock, long maxAgeNanos,
            boolean clockAged, boolean pairable) {
        this.paired = pairable ? PairedPlacement.of(api) : null;
        this.api = api;
        this.pool = pool;
        this.hostClock = hostClock;
        this.maxAgeNanos = maxAgeNanos;
        this.clockAged = clockAged;
        this.resolution = Math.max(1, api.timerResolutionNanos());
    }

    /**
     * The anchor for a window starting now, refreshed when older than the limit. The caller does not hold it:
     * it takes a hold with {@link Anchor#tryRetain()} (a lane holds each anchor its windows use once), which
     * fails only when a refresh let go of this anchor meanwhile, and then asks again. A fresh anchor is read
     * without the monitor: two field reads.
     *
     * @throws IllegalStateException when the profiler is closed
     */
    @Override
    public Anchor<E> current() throws DriverException {
        Anchor<E> known = anchor;
        if (known != null && !stale(known)) {
            return known;
        }
        return refreshed();
    }

    @Override
    public boolean pairedClock() {
        return anchor == null ? paired != null : placedByPairedClock;
    }

    private boolean stale(Anchor<E> known) {
        return known.expired() || (clockAged && hostClock.getAsLong() - known.takenNanos() > maxAgeNanos);
    }

    private synchronized Anchor<E> refreshed() throws DriverException {
        if (closed) {
            throw new IllegalStateException("The " + api.backend() + " profiler is closed");
        }
        S on = stream;
        if (on == null) {
            on = api.streamCreateNonBlocking();
            stream = on;
        }
        Anchor<E> current = anchor;
        if (current == null || stale(current)) {
            Anchor<E> fresh = measure(on);
            anchor = fresh; // published before the old one goes, so the fast path rarely finds it gone
            if (current != null) {
                current.release();
            }
            current = fresh;
            if (!clockAged) {
                ScheduledFuture<?> previous = expiry;
                if (previous != null) {
                    previous.cancel(false);
                }
                expiry = Expiry.TIMER.schedule(fresh::expire, Math.max(0, ageLimit()), TimeUnit.NANOSECONDS);
            }
        }
        return current;
    }

    /**
     * How old the anchor just taken may get: until the rate's uncertainty over its age reaches half its bracket (as
     * the drift fit took it), so that the rate never adds more to a window's bound than the bracket does; at most
     * the profiler's limit, and at least {@code 1/}{@value #MIN_AGE_DIVISOR} of it. The first anchor, which knows no
     * rate, lives {@code 1/}{@value #FIRST_AGE_DIVISOR} of the limit, long enough for the fit's first span to say
     * something; each later one lets the fit span about half as long again, so a device clock's rate is known, and
     * the age at the limit, within a few seconds.
     */
    @GuardedBy("this")
    private long ageLimit() {
        if (drift.anchors() < 2) {
            return maxAgeNanos / FIRST_AGE_DIVISOR;
        }
        long age = (long) (drift.newestWidth() / drift.uncertainty() / 2); // saturates: never above Long.MAX_VALUE
        return Math.max(maxAgeNanos / MIN_AGE_DIVISOR, Math.min(maxAgeNanos, age));
    }

    /** The process's one timer thread that marks anchors expired, started with the first anchor. */
    private static final class Expiry {
        static final ScheduledThreadPoolExecutor TIMER = timer();

        private static ScheduledThreadPoolExecutor timer() {
            ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, task -> {
                Thread thread = new Thread(task, "eventbind-anchor-expiry");
                thread.setDaemon(true);
                return thread;
            });
            timer.setRemoveOnCancelPolicy(true);
            return timer;
        }
    }

    /** Lets go of the anchor and destroys the anchor stream; a failure is logged at WARN. */
    @Override
    public synchronized void close() {
        closed = true;
        ScheduledFuture<?> marking = expiry;
        if (marking != null) {
            marking.cancel(false);
            expiry = null;
        }
        Anchor<E> current = anchor;
        anchor = null;
        if (current != null) {
            current.release();
        }
        S created = stream;
        if (created != null) {
            stream = null;
            try {
                api.streamDestroy(created);
            } catch (DriverException | RuntimeException | Error failed) {
                LOG.log(Level.WARNING, "Failed to release a " + api.backend() + " stream: " + failed.getMessage(),
                        failed);
            }
        }
    }

    /** Measures a new anchor on the anchor stream {@code on}. */
    @GuardedBy("this")
    private Anchor<E> measure(S on) throws DriverException {
        int taken = 0;
        Anchor<E> made = null;
        try {
            int best = -1;
            while (taken < (paired != null ? 1 : MAX_SAMPLES)) {
                EventPool.Lease<E> lease = pool.acquire();
                OwnedEvent<E> event = lease.event();
                samples[taken] = lease;
                before[taken] = hostClock.getAsLong();
                taken++;
                api.eventRecord(event.handle(), on);
                api.eventWait(event.handle());
                int index = taken - 1;
                after[index] = hostClock.getAsLong();
                if (best < 0 || after[index] - before[index] < after[best] - before[best]) {
                    best = index;
                }
                if (after[best] - before[best] <= GOOD_ENOUGH_NANOS) {
                    break;
                }
            }
            made = joined(best, taken);
            return made;
        } finally {
            for (int i = 0; i < taken; i++) {
                EventPool.Lease<E> sample = samples[i];
                if (sample != null && (made == null || sample != made.lease())) {
                    sample.close();
                }
                samples[i] = null;
            }
        }
    }

    /**
     * The anchor on sample {@code best}: its bracket narrowed by the others, then joined to the old anchor. A
     * refused elapsed read only costs precision: it is logged and the anchor rests on what is known without it.
     */
    @GuardedBy("this")
    private Anchor<E> joined(int best, int taken) {
        EventPool.Lease<E> chosen = sample(best);
        E reference = chosen.event().handle();
        long low = before[best];
        long high = after[best];
        placedByPairedClock = paired != null && PairedPlacement.place(api, paired, reference, low, high, narrowed);
        low = placedByPairedClock ? narrowed[0] : low;
        high = placedByPairedClock ? narrowed[1] : high;
        try {
            for (int i = 0; i < taken; i++) {
                if (i != best) {
                    long shift = i < best
                            ? api.eventElapsedNanos(sample(i).event().handle(), reference)
                            : -api.eventElapsedNanos(reference, sample(i).event().handle());
                    low = Math.max(low, before[i] + shift);
                    high = Math.min(high, after[i] + shift);
                }
            }
        } catch (DriverException refused) {
            unmeasured("narrowing its bracket", refused);
            low = high + 1;
        }
        if (low > high) {
            // Brackets that do not meet: the clocks disagree by more than the reads can tell; trust the tightest.
            low = before[best];
            high = after[best];
        }
        long device = 0; // where a new device timeline starts: at the first anchor, and after a refused read
        long elapsed = 0;
        Anchor<E> previous = anchor;
        if (previous != null) {
            try {
                elapsed = api.eventElapsedNanos(previous.handle(), reference);
                device = previous.deviceNanos() + elapsed;
            } catch (DriverException refused) {
                unmeasured("joining it to the one before", refused);
                drift.reset();
                previous = null;
            }
        }
        if (previous != null && jumped(previous, elapsed, low, high)) {
            drift.reset(); // the samples before describe another timeline, and the join would carry the jump along
            device = 0;
            previous = null;
        }
        drift.add(device, low, high, resolution);
        narrowed[0] = low;
        narrowed[1] = high;
        drift.narrow(narrowed); // the older anchors' brackets, carried forward, often narrow this one's
        if (previous != null) { // and so does where the old anchor itself lies, within its error
            long slack = previous.errorNanos() + resolution;
            drift.narrow(narrowed, previous.deviceNanos(), previous.hostNanos() - slack,
                    previous.hostNanos() + slack);
        }
        low = narrowed[0];
        high = narrowed[1];
        long host = previous != null ? continued(previous, elapsed, low, high) : low + (high - low) / 2;
        return new Anchor<>(chosen, host, Math.max(host - low, high - host), after[taken - 1], device, drift.rate(),
                drift.uncertainty());
    }

    /** The lease of sample {@code index}, one of those the refresh under way took. */
    private EventPool.Lease<E> sample(int index) {
        EventPool.Lease<E> lease = samples[index];
        if (lease == null) {
            throw new AssertionError("anchor sample " + index + " was not taken");
        }
        return lease;
    }

    private void unmeasured(String step, DriverException refused) {
        LOG.log(Level.ERROR, "Placing a " + api.backend() + " anchor: " + step + " failed, so it rests on one "
                + "bracket alone: " + refused.getMessage(), refused);
    }

    /**
     * Whether the device clock jumped since {@code old}: its mapping puts the new anchor, {@code elapsed} device
     * nanoseconds after it, outside the new bracket by more than that mapping said it could be off (its error, its
     * rate's uncertainty over that distance, two reads). A device reset, or a counter that wrapped where the backend
     * declared none, moves the device clock by far more; a backend that reports a negative span as 0, as
     * {@code eventElapsedNanos} asks, makes one that went back read as a clock that stood still, which lands behind
     * the bracket by the anchors' whole distance. The anchor then starts a new timeline, as after a refused read.
     */
    private boolean jumped(Anchor<?> old, long elapsed, long low, long high) {
        long predicted = old.hostNanos() + old.toHost(elapsed);
        long slack = old.errorNanos() + old.driftNanos(Math.max(elapsed, high - old.hostNanos())) + 2 * resolution;
        boolean jumped = predicted > high + slack || predicted < low - slack;
        if (jumped) {
            LOG.log(Level.WARNING, "A " + api.backend() + " device clock jumped between two anchors: the one before"
                    + " places the new anchor at " + (predicted - low) + " ns from the host read that brackets it,"
                    + " beyond the " + slack + " ns it can be off; the profiler starts a new device timeline there");
        }
        return jumped;
    }

    /**
     * Where {@code old}'s mapping puts an event {@code elapsed} device nanoseconds after it, moved into
     * {@code [low, high]} as the class says.
     */
    private static long continued(Anchor<?> old, long elapsed, long low, long high) {
        long predicted = old.hostNanos() + old.toHost(elapsed);
        long middle = low + (high - low) / 2;
        if (predicted < low) {
            return middle;
        }
        long age = predicted - old.hostNanos();
        long step = Math.max(MIN_BACK_STEP_NANOS, age / 1_000_000 * BACK_STEP_PPM + old.driftNanos(age));
        if (predicted <= high) {
            return predicted < middle ? Math.min(middle, predicted + step) : Math.max(middle, predicted - step);
        }
        return Math.max(high, predicted - step);
    }
}
