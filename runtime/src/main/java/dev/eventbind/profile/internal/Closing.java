package dev.eventbind.profile.internal;

import dev.eventbind.api.WaitInterruptedException;
import dev.eventbind.event.EventPool;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Closing a profiler: every lane closed (open windows dropped, idle events destroyed), every window stopped and
 * not yet read back read back and held for its duration to copy when asked, then the anchors, the anchor
 * stream and the anchor events released. Every step runs whatever an earlier one threw, so nothing outlives the
 * profiler; the first throwable is rethrown at the end, later ones suppressed in it.
 */
public final class Closing {

    private static final System.Logger LOG = System.getLogger("dev.eventbind.profile.EventProfiler");

    private Closing() {
    }

    /**
     * Closes what a profiler made, in order.
     *
     * @throws RuntimeException or {@link Error}: the first thing thrown on the way, once everything is released
     */
    public static void close(String backend, StreamLanes<?> lanes, AnchorSource<?> anchors, EventPool<?> pool) {
        @Nullable Throwable thrown = null;
        List<Window<?>> unread = new ArrayList<>();
        for (Lane<?> lane : lanes.close()) {
            try {
                unread.addAll(lane.close());
            } catch (Throwable closing) {
                thrown = kept(thrown, closing);
            }
        }
        thrown = readBack(backend, unread, thrown);
        try {
            anchors.close();
        } catch (Throwable closing) {
            thrown = kept(thrown, closing);
        }
        try {
            pool.close();
        } catch (Throwable closing) {
            thrown = kept(thrown, closing);
        }
        if (thrown instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (thrown instanceof Error error) {
            throw error;
        }
        if (thrown != null) {
            throw new IllegalStateException("Closing the " + backend + " profiler failed", thrown);
        }
    }

    /**
     * Reads back each unread window for its duration (one its duration's reader holds is left to it); one whose
     * read-back throws (a backend's failure never does: it becomes the window's result) does not stop the rest.
     * An interrupt leaves the rest to their durations, which release their events when resolved.
     */
    private static @Nullable Throwable readBack(String backend, List<Window<?>> unread,
            @Nullable Throwable thrown) {
        for (int i = 0; i < unread.size(); i++) {
            try {
                unread.get(i).readBackUnread();
            } catch (WaitInterruptedException interrupted) {
                LOG.log(Level.WARNING, "Closing the " + backend + " profiler was interrupted; "
                        + (unread.size() - i) + " windows not yet read back keep their events until resolved");
                return thrown;
            } catch (Throwable resolving) {
                thrown = kept(thrown, resolving);
            }
        }
        return thrown;
    }

    // The same throwable object, not an equal one: addSuppressed refuses a throwable as its own suppressed.
    @SuppressWarnings("ReferenceEquality")
    private static Throwable kept(@Nullable Throwable first, Throwable next) {
        if (first == null) {
            return next;
        }
        if (first != next) {
            first.addSuppressed(next);
        }
        return first;
    }
}
