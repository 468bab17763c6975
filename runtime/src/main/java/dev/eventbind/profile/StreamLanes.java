package dev.eventbind.profile;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@link Lane} of each stream a profiler has seen, found by the stream's {@code equals}.
 *
 * <p>A profiler works with a handful of streams, so this is an array scanned without a lock (a copy is published
 * when a stream is added) rather than a map: the lookup on every {@code start} and {@code stop} costs a few
 * comparisons and no allocation. Streams are created and destroyed over a long run, so beyond {@value #PRUNE_AT}
 * lanes those holding nothing are retired and dropped ({@link Lane#retireIfUnused()}); a dropped stream that
 * comes back starts a fresh lane, and a call that still held the retired one looks it up again.
 *
 * @param <E> the backend's event handle
 */
final class StreamLanes<E> {

    static final int PRUNE_AT = 64;

    private final String backend;
    @SuppressWarnings("unchecked")
    private volatile Lane<E>[] lanes = (Lane<E>[]) new Lane<?>[0];
    @GuardedBy("this")
    private int created;
    @GuardedBy("this")
    private boolean closed;

    /** @param backend the backend's name, as the message for a closed profiler says it */
    StreamLanes(String backend) {
        this.backend = backend;
    }

    /**
     * The lane of {@code stream}, made on first use.
     *
     * @throws IllegalStateException when the stream is new and the profiler is closed
     */
    Lane<E> of(Object stream) {
        Lane<E> known = in(lanes, stream);
        return known != null ? known : added(stream);
    }

    /** The lane of {@code stream}; null when it has none. */
    Lane<E> find(Object stream) {
        return in(lanes, stream);
    }

    private static <E> Lane<E> in(Lane<E>[] lanes, Object stream) {
        for (Lane<E> lane : lanes) {
            if (lane.isFor(stream)) {
                return lane;
            }
        }
        return null;
    }

    /** Every lane now listed. */
    Lane<E>[] all() {
        return lanes;
    }

    /** Lists no new lane from now on and returns those listed. */
    synchronized Lane<E>[] close() {
        closed = true;
        return lanes;
    }

    private synchronized Lane<E> added(Object stream) {
        Lane<E>[] known = lanes;
        Lane<E> raced = in(known, stream);
        if (raced != null) {
            return raced; // another thread added it first
        }
        if (closed) {
            throw new IllegalStateException("The " + backend + " profiler is closed");
        }
        List<Lane<E>> kept = new ArrayList<>(known.length + 1);
        for (Lane<E> lane : known) {
            if (known.length < PRUNE_AT || !lane.retireIfUnused()) {
                kept.add(lane);
            }
        }
        created++;
        Lane<E> lane = new Lane<>(stream, "stream " + created);
        kept.add(lane);
        @SuppressWarnings("unchecked")
        Lane<E>[] grown = kept.toArray((Lane<E>[]) new Lane<?>[0]);
        lanes = grown;
        return lane;
    }
}
