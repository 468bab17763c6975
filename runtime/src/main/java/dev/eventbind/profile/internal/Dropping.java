package dev.eventbind.profile.internal;

import dev.eventbind.api.DriverException;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;

/**
 * What ending a window unmeasured does to its {@link Lane}, always under the lane's lock (each step asserts
 * it): the window's events go back to the lane's idle events, its anchor hold and its place in the device order
 * are let go, and the listeners are told why. An abandoned window, one whose end the driver refused, and the open
 * windows of a closing lane are dropped for good; one the profiler's {@code failure(error)} marks stays filed,
 * failed, until it is stopped or abandoned.
 *
 * <p>The rare ends of a lane's {@code open} and {@code stop} are here too, out of their common path, which stays
 * small enough to inline.
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

    /**
     * What an {@code open} that opened nothing returns: {@link Lane#RETRY} when the lane retired or the anchor was
     * let go meanwhile.
     *
     * @throws IllegalStateException when the profiler is closed
     */
    static long notOpened(Lane<?> lane) {
        assert lane.lock.heldByCurrentThread();
        if (lane.closed) {
            throw new IllegalStateException("The " + lane.context().backend() + " profiler is closed");
        }
        return Lane.RETRY;
    }

    /**
     * Undoes an {@code open} the backend refused (or an allocation failed in): nothing of the window stays held,
     * its anchor hold (taken just before) included.
     */
    static <E> void refusedStart(Lane<E> lane, Window<E> window, Anchor<E> anchor) {
        assert lane.lock.heldByCurrentThread();
        lane.recycler.keep(window);
        lane.anchors.letGo(anchor, 1, true);
    }

    /** Takes out window {@code slot}, which {@code failure(error)} marked, for a stop to report that error. */
    static <E> ProfileException stoppedFailed(Lane<E> lane, int slot, Window<E> window) {
        assert lane.lock.heldByCurrentThread();
        lane.windows.removeAt(slot); // failure() already gave its events back
        window.become(WindowState.DROPPED);
        return new ProfileException(window.failure());
    }

    /** Drops window {@code slot}, whose end event the driver refused; the stop reports that refusal. */
    static <E> ProfileException refusedEnd(Lane<E> lane, int slot, Window<E> window, DriverException refused) {
        assert lane.lock.heldByCurrentThread();
        lane.windows.removeAt(slot);
        ProfileError error = new ProfileError.DriverFailure(refused);
        dropped(lane, window, error);
        return new ProfileException(error);
    }

    private static <E> void giveBack(Lane<E> lane, Window<E> window) {
        assert lane.lock.heldByCurrentThread();
        lane.recycler.release(window);
        lane.anchors.letGo(window.anchor(), 1, !lane.closed);
        lane.order.drop(window.placement());
        lane.recycler.done(1);
    }
}
