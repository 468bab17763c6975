package dev.eventbind.profile.internal;

import dev.eventbind.profile.ProfileError;

/**
 * What ending a window unmeasured does to its {@link Lane}, always under the lane's lock (each step asserts
 * it): the window's events go back to the lane's idle events, its anchor hold and its place in the device order
 * are let go, and the listeners are told why. An abandoned window, one whose end the driver refused, and the open
 * windows of a closing lane are dropped for good; one the profiler's {@code failure(error)} marks stays filed,
 * failed, until it is stopped or abandoned.
 */
// The static check sees a lane's fields as guarded by "lock" inside Lane only; each entry here asserts the lock.
@SuppressWarnings("GuardedBy")
final class Dropping {

    private Dropping() {
    }

    /** Drops an open window, already out of the table, for good. */
    static <E> void dropped(Lane<E> lane, Window<E> window, ProfileError error) {
        giveBack(lane, window);
        window.become(WindowState.DROPPED);
        lane.context().events().failed(window, error);
    }

    /** Hands back the events of a window {@code failure(error)} just marked failed. */
    static <E> void failed(Lane<E> lane, Window<E> window, ProfileError error) {
        giveBack(lane, window);
        lane.context().events().failed(window, error);
    }

    private static <E> void giveBack(Lane<E> lane, Window<E> window) {
        assert lane.lock.heldByCurrentThread();
        lane.recycler.release(window);
        lane.anchors.letGo(window.anchor(), 1, !lane.closed);
        lane.order.drop(window.placement());
        lane.recycler.done(1);
    }
}
