package dev.eventbind.event;

import dev.eventbind.api.EventApi;
import java.lang.System.Logger.Level;
import java.lang.ref.Cleaner;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;

/**
 * Sampled leak tracking for short-lived event owners such as fences, after Netty's ResourceLeakDetector.
 *
 * <p>Registering every fence with a {@link Cleaner} would cost more than the fence's own driver calls (a cleanable
 * and a phantom reference per fence). Instead one owner in {@link #interval()} (chosen at random per thread, so
 * threads never contend for a counter) is tracked: if it becomes unreachable unreleased, its event is destroyed
 * and the leak is logged at WARN with the kind of owner, so a leaking call site still shows up in the log after a
 * few of its leaks. An untracked owner that leaks keeps its driver event until the process ends.
 *
 * <p>The interval comes from the system property {@code eventbind.leakSampling} (default
 * {@value #DEFAULT_INTERVAL}; 1 tracks every owner, 0 none) or from {@link #interval(int)}.
 */
public final class LeakTracker {

    /** One tracked owner in this many, unless the property says otherwise. */
    public static final int DEFAULT_INTERVAL = 64;

    private static final System.Logger LOG = System.getLogger(LeakTracker.class.getName());
    private static volatile int interval = Integer.getInteger("eventbind.leakSampling", DEFAULT_INTERVAL);

    private LeakTracker() {
    }

    /** {@return one owner in how many is tracked (0: none)} */
    public static int interval() {
        return interval;
    }

    /**
     * Tracks one owner in {@code every} from now on: 1 tracks all, 0 none.
     *
     * @param every how many owners make one tracked owner
     */
    public static void interval(int every) {
        if (every < 0) {
            throw new IllegalArgumentException("a sampling interval is 0 or more, not " + every);
        }
        interval = every;
    }

    /** {@return whether the owner being created now is one of the sampled ones: one in {@link #interval()}} */
    public static boolean sampleNow() {
        int every = interval;
        return every != 0 && (every == 1 || ThreadLocalRandom.current().nextInt(every) == 0);
    }

    /**
     * Tracks the owner of {@code handle} being created now when it is one of the sampled ones. Never throws:
     * an owner that cannot be tracked (no memory for it, say) is left untracked.
     *
     * @param <E> the backend's event handle
     * @param api the backend that destroys the event
     * @param handle the driver's event handle
     * @param kind what the owner is, as the leak report names it ("fence")
     * @return the tracked release, which the owner must keep and use to destroy the event; null when the owner is
     *     not sampled or could not be tracked
     */
    public static <E> @Nullable Tracked<E> sample(EventApi<E, ?> api, E handle, String kind) {
        return sampleNow() ? trackQuietly(api, handle, kind) : null;
    }

    // The handler has a method of its own: it keeps the sampling caller small. (A fence's mint inlines this, and
    // mint must stay under the machine-code size C2 still inlines once a method is compiled; see EventFence.)
    private static <E> @Nullable Tracked<E> trackQuietly(EventApi<E, ?> api, E handle, String kind) {
        try {
            return track(api, handle, kind);
        } catch (RuntimeException | Error untracked) {
            // Tracking is a safety net: an owner that cannot be tracked still works and still releases its event.
            return null;
        }
    }

    /**
     * Tracks an owner of {@code handle}; call it for owners {@link #sampleNow()} chose. The owner keeps the returned object, and only the
     * owner: the cleaner watches that object, so it becomes unreachable exactly when the owner does. The owner
     * itself is never handed to anything, which lets the JIT remove an owner that does not escape its method.
     *
     * @param <E> the backend's event handle
     * @param api the backend that destroys the event
     * @param handle the driver's event handle
     * @param kind what the owner is, as the leak report names it ("fence")
     * @return the tracked release, which the owner must keep and use to destroy the event
     */
    public static <E> Tracked<E> track(EventApi<E, ?> api, E handle, String kind) {
        return new Tracked<>(new Release<>(api, handle, kind));
    }

    /**
     * A sampled owner's release: {@link #release()} destroys the event once, as the cleaner would after a leak.
     *
     * @param <E> the backend's event handle
     */
    public static final class Tracked<E> {
        private final Release<E> release;
        private final Cleaner.Cleanable cleanable;

        private Tracked(Release<E> release) {
            this.release = release;
            this.cleanable = OwnedEvent.CLEANER.register(this, release);
        }

        /** {@return the event this release destroys} */
        public E handle() {
            return release.handle;
        }

        /** Destroys the event as its owner's release; later calls do nothing. */
        public void release() {
            release.byOwner = true;
            cleanable.clean();
        }
    }

    /** The destroy, shared by the owner's release and the cleaner; it must not refer to the owner. */
    private static final class Release<E> implements Runnable {
        private final EventApi<E, ?> api;
        private final E handle;
        private final String kind;
        volatile boolean byOwner;

        Release(EventApi<E, ?> api, E handle, String kind) {
            this.api = api;
            this.handle = handle;
            this.kind = kind;
        }

        @Override
        public void run() {
            if (!byOwner) {
                LOG.log(Level.WARNING, "A {0} {1} was never waited or closed; the cleaner released its event "
                        + "(leak, sampled one in {2}): {3}", api.backend(), kind, interval, handle);
            }
            OwnedEvent.destroy(api, handle);
        }
    }
}
