package dev.eventbind.bench.peers;

import dev.eventbind.bench.BackendRig;

/**
 * What every peer route does the same way, so that the routes differ only in the binding: how often a stream of
 * markers that nobody waits for is drained (a queue that only grows would measure the driver's backlog, not the
 * enqueue), and the size of the profiling values read.
 */
final class PeerOps {

    /** A {@code clFinish} after this many markers, as {@code peer_floor.c} and eventbind's own route do. */
    static final int DRAIN = BackendRig.DRAIN;

    private PeerOps() {
    }

    /** Whether the {@code count}-th marker (from 1) is followed by a drain. */
    static boolean drainAfter(int count) {
        return count % DRAIN == 0;
    }
}
