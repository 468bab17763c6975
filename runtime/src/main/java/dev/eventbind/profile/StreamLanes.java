package dev.eventbind.profile;

import java.util.Arrays;

/**
 * The {@link Lane} of each stream a profiler has seen, found by the stream's {@code equals}.
 *
 * <p>A profiler works with a handful of streams, so this is an array scanned without a lock (a copy is published
 * when a stream is added) rather than a map: the lookup on every {@code start} costs a few comparisons and no
 * allocation. Streams are created and destroyed over a long run, so beyond {@value #PRUNE_AT} lanes those with no
 * window waiting and no name are dropped; a dropped stream that comes back starts a fresh lane.
 */
final class StreamLanes {

    static final int PRUNE_AT = 64;

    private volatile Lane[] lanes = new Lane[0];
    private int created; // guarded by this

    /** The lane of {@code stream}, made on first use. */
    Lane of(Object stream) {
        for (Lane lane : lanes) {
            if (lane.isFor(stream)) {
                return lane;
            }
        }
        return added(stream);
    }

    private synchronized Lane added(Object stream) {
        Lane[] known = lanes;
        for (Lane lane : known) {
            if (lane.isFor(stream)) {
                return lane;
            }
        }
        if (known.length >= PRUNE_AT) {
            known = Arrays.stream(known).filter(Lane::isKept).toArray(Lane[]::new);
        }
        created++;
        Lane lane = new Lane(stream, "stream " + created);
        Lane[] grown = Arrays.copyOf(known, known.length + 1);
        grown[known.length] = lane;
        lanes = grown;
        return lane;
    }
}
