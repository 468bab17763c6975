package dev.eventbind.profile.internal;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import org.jspecify.annotations.Nullable;

/**
 * The {@link Lane} of each stream a profiler has seen, found by the stream's {@code hashCode} and {@code equals}.
 *
 * <p>Every {@code start} and {@code stop} looks its stream up here, so the lookup takes no lock and allocates
 * nothing: an open-addressing table, at most half full, published as a fresh copy when a stream is added (which is
 * rare), and read as it was published. A lookup hashes the stream once and compares it with the few lanes in its
 * probe run, however many streams the profiler has.
 *
 * <p><b>Retiring.</b> Streams are created and destroyed over a long run, and the profiler is not told when one is
 * destroyed. So whenever adding a stream would make the table hold twice as many lanes as the last prune kept (at
 * least {@value #PRUNE_AT}), every lane holding nothing is retired and dropped ({@link Lane#retireIfUnused}): the
 * walk is paid for by the lanes added since, so a stream costs a constant amount of pruning. A named stream's lane
 * retires too; its name is kept apart, only as long as the stream object itself is reachable (weakly), so a live
 * stream that comes back keeps its name and a destroyed one leaves nothing. A call that still held a retired lane
 * looks its stream up again.
 *
 * @param <E> the backend's event handle
 */
public final class StreamLanes<E> {

    /** The fewest lanes kept before a prune. */
    public static final int PRUNE_AT = 64;

    private final LaneContext<E> context;
    private volatile @Nullable Lane<E>[] table = tableArray(2 * PRUNE_AT); // null: a free slot
    private volatile Lane<E>[] all = newArray(0);
    @GuardedBy("this")
    private final Map<Object, String> names = new WeakHashMap<>();
    private int pruneAt = PRUNE_AT;
    private int created;
    private boolean closed;

    /** @param context what the lanes share */
    public StreamLanes(LaneContext<E> context) {
        this.context = context;
    }

    /**
     * The lane of {@code stream}, made on first use.
     *
     * @throws IllegalStateException when the stream is new and the profiler is closed
     */
    public Lane<E> of(Object stream) {
        Lane<E> known = in(table, stream);
        return known != null ? known : added(stream);
    }

    /** The lane of {@code stream}; null when it has none. */
    public @Nullable Lane<E> find(Object stream) {
        return in(table, stream);
    }

    /** Names {@code stream}'s windows in Flight Recorder, now and whenever its lane is made again. */
    public void name(Object stream, String name) {
        synchronized (this) {
            names.put(stream, name);
        }
        of(stream).label(name);
    }

    private static <E> @Nullable Lane<E> in(@Nullable Lane<E>[] table, Object stream) {
        int mask = table.length - 1;
        for (int slot = spread(stream.hashCode()) & mask; ; slot = (slot + 1) & mask) {
            Lane<E> lane = table[slot];
            if (lane == null || lane.isFor(stream)) {
                return lane;
            }
        }
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16);
    }

    /** Every lane now listed. */
    public Lane<E>[] all() {
        return all;
    }

    /** Lists no new lane from now on and returns those listed. */
    public synchronized Lane<E>[] close() {
        closed = true;
        return all;
    }

    private synchronized Lane<E> added(Object stream) {
        Lane<E> raced = in(table, stream);
        if (raced != null) {
            return raced; // another thread added it first
        }
        if (closed) {
            throw new IllegalStateException("The " + context.backend() + " profiler is closed");
        }
        List<Lane<E>> kept = new ArrayList<>(all.length + 1);
        for (Lane<E> lane : all) {
            if (all.length < pruneAt || !lane.retireIfUnused()) {
                kept.add(lane);
            }
        }
        if (all.length >= pruneAt) {
            pruneAt = Math.max(PRUNE_AT, 2 * kept.size());
        }
        created++;
        String name = names.get(stream);
        Lane<E> lane = new Lane<>(stream, name != null ? name : "stream " + created, context);
        kept.add(lane);
        publish(kept);
        return lane;
    }

    /** Publishes {@code lanes} as a fresh table and list; the table stays at most half full. */
    private void publish(List<Lane<E>> lanes) {
        int length = table.length;
        while (2 * lanes.size() > length) {
            length *= 2;
        }
        while (length > 2 * PRUNE_AT && 8 * lanes.size() < length) {
            length /= 2;
        }
        @Nullable Lane<E>[] fresh = tableArray(length);
        int mask = length - 1;
        for (Lane<E> lane : lanes) {
            int slot = spread(lane.stream().hashCode()) & mask;
            while (fresh[slot] != null) {
                slot = (slot + 1) & mask;
            }
            fresh[slot] = lane;
        }
        all = lanes.toArray(newArray(0));
        table = fresh; // written last: a lookup that finds a new lane finds it in the list too
    }

    @SuppressWarnings("unchecked")
    private static <E> Lane<E>[] newArray(int length) {
        return (Lane<E>[]) new Lane<?>[length];
    }

    @SuppressWarnings("unchecked")
    private static <E> @Nullable Lane<E>[] tableArray(int length) {
        return (@Nullable Lane<E>[]) new Lane<?>[length];
    }
}
