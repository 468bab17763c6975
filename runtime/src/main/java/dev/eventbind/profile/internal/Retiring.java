package dev.eventbind.profile.internal;

import dev.eventbind.event.OwnedEvent;
import dev.eventbind.profile.ProfileError;
import java.util.List;

/**
 * The end of a {@link Lane}: closed with its profiler (open windows dropped, spare and idle events destroyed, the
 * unread windows handed to the profiler to read back), or retired from its {@link StreamLanes} once it holds
 * nothing. Either way it keeps nothing from then on: what comes back to it is destroyed.
 */
final class Retiring {

    private Retiring() {
    }

    /** Closes {@code lane}; returns its unread windows, whose anchors go when they are read back. */
    static <E> List<Window<E>> close(Lane<E> lane) {
        List<Window<E>> unread;
        lane.lock.lock();
        try {
            lane.closed = true;
            for (Window<E> open : lane.windows.removeAll()) {
                if (open.state() == WindowState.FAILED) {
                    open.become(WindowState.DROPPED);
                } else {
                    Dropping.dropped(lane, open, new ProfileError.NotRegistered(open.token()));
                }
            }
            unread = lane.windows.unread();
        } finally {
            lane.lock.unlock();
        }
        stopKeeping(lane);
        return unread;
    }

    /** Retires {@code lane} when it holds no window open, unread or waiting to be placed; whether it did. */
    static boolean ifUnused(Lane<?> lane) {
        lane.lock.lock();
        try {
            if (lane.order.waiting() > 0 || lane.windows.size() > 0 || lane.windows.hasUnread()
                    || lane.unreadInBatches > 0) {
                return false;
            }
            lane.retired = true;
        } finally {
            lane.lock.unlock();
        }
        stopKeeping(lane);
        return true;
    }

    /** Lets go of the anchors no window uses and destroys every idle and spare event, outside the lock. */
    private static <E> void stopKeeping(Lane<E> lane) {
        List<OwnedEvent<E>> destroyed;
        lane.lock.lock();
        try {
            lane.anchors.releaseUnused();
            destroyed = lane.recycler.stopKeeping();
        } finally {
            lane.lock.unlock();
        }
        destroyed.forEach(OwnedEvent::close);
    }
}
