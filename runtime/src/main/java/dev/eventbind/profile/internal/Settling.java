package dev.eventbind.profile.internal;

import dev.eventbind.profile.ProfileError;
import org.jspecify.annotations.Nullable;

/**
 * What settling a read-back window does to its {@link Lane}, always under the lane's lock (each step asserts
 * it): place the window in device order between its issue floor and the causality ceiling, tell the listeners,
 * let go of its anchor and keep it as a spare. A settle reads the host clock once for the ceiling, under the
 * lock, so the ceilings of one lane only grow and no window ends after the host saw it complete.
 */
// The static check sees a lane's fields as guarded by "lock" inside Lane only; each entry here asserts the lock.
@SuppressWarnings("GuardedBy")
final class Settling {

    private Settling() {
    }

    /** Settles one window a duration read back; returns it as the value its reader copies. */
    static <E> Settled one(Lane<E> lane, Window<E> window) {
        assert lane.lock.heldByCurrentThread();
        place(lane, window, lane.context().ceiling());
        lane.anchors.letGo(window.anchor(), 1, !lane.closed);
        if (window.linked) {
            lane.windows.unlink(window);
        } else {
            lane.unreadInBatches--;
        }
        lane.recycler.keep(window);
        lane.recycler.done(1);
        return window;
    }

    /** Settles a batch's run of the lane's windows, {@code run[from..to)}, against one ceiling. */
    static <E> void run(Lane<E> lane, @Nullable Window<E>[] run, int from, int to) {
        assert lane.lock.heldByCurrentThread();
        long ceiling = lane.context().ceiling();
        Anchor<E> anchor = null; // the anchor of the windows counted in users; none before the first
        int users = 0;
        for (int i = from; i < to; i++) {
            Window<E> window = Window.inRun(run, i);
            place(lane, window, ceiling);
            if (window.anchor() != anchor) { // a run mostly opened under one anchor: let go of once
                if (anchor != null) {
                    lane.anchors.letGo(anchor, users, !lane.closed);
                }
                anchor = window.anchor();
                users = 0;
            }
            users++;
            lane.recycler.keep(window);
        }
        if (anchor != null) {
            lane.anchors.letGo(anchor, users, !lane.closed);
        }
        lane.unreadInBatches -= to - from;
        lane.recycler.done(to - from);
    }

    /**
     * Places a measured window in device order, its start at or after its issue floor and both points at or
     * before {@code ceiling}, and tells the listeners; a failed read-back leaves the order and is told as failed.
     */
    private static <E> void place(Lane<E> lane, Window<E> window, long ceiling) {
        Placement placement = window.placement();
        window.become(WindowState.SETTLED);
        LaneContext<E> context = lane.context();
        if (window.measured()) {
            long rawStart = placement.start;
            long rawEnd = placement.end;
            long start = context.causal() ? Math.max(rawStart, placement.issuedAfter) : rawStart;
            lane.order.place(placement, start, Math.max(rawEnd, start), ceiling);
            widen(placement, Math.abs(placement.start - rawStart), Math.abs(placement.end - rawEnd));
            context.events().placed(window, placement.start, placement.end);
        } else {
            failed(lane, window);
        }
    }

    /**
     * Widens a window's bounds by how far the order and causality moved its points: a point within its bound of
     * the truth and then moved is within the bound plus the move, whatever moved it. Unmoved, the usual case, it
     * changes nothing; moved far (a device clock that jumped ahead of the host's reads), the bounds say so.
     */
    private static void widen(Placement placement, long startMoved, long endMoved) {
        if ((startMoved | endMoved) != 0) {
            placement.bound = saturated(placement.bound + Math.max(startMoved, endMoved));
            placement.durationBound = saturated(placement.durationBound + startMoved + endMoved);
        }
    }

    private static long saturated(long sum) {
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** A failed read-back leaves the device order and is told as failed: rare, so out of the common path. */
    private static <E> void failed(Lane<E> lane, Window<E> window) {
        lane.order.drop(window.placement());
        lane.context().events().failed(window,
                new ProfileError.ReadBackFailed(window.readFailure(), DeviceSpan.FAILED_READ_BACK));
    }
}
