package dev.eventbind.profile.internal;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The anchors one lane's windows opened under, each held once by the lane, with how many of its windows use it.
 * Part of the {@link Lane}'s state: only a field of its lane holds it, {@code @GuardedBy} the lane's lock.
 *
 * <p>A window opened under the anchor the lane already holds takes no atomic hold, only a count here. An anchor
 * no window uses any more is let go of, except the newest while the lane is open: the next window most likely
 * opens under it. Holding the newest also gives the lane its causality floor: every anchor it held was taken
 * before the start of any window opened since, so {@link #issuedAfter()} (the latest time an anchor held here was
 * taken) is a host time at or before the issue of the next window's start.
 *
 * @param <E> the backend's event handle
 */
final class AnchorHolds<E> {

    // The anchors held, below count; null above it, so an anchor let go of is not kept reachable.
    @SuppressWarnings("unchecked")
    private @Nullable Anchor<E>[] anchors = (@Nullable Anchor<E>[]) new Anchor<?>[2];
    private int[] users = new int[2];
    private int count;
    private long issuedAfter = Long.MIN_VALUE;

    /** Counts a window under {@code anchor}, taking the lane's hold on it first; false when it was let go. */
    boolean hold(Anchor<E> anchor) {
        for (int i = count - 1; i >= 0; i--) {
            if (anchors[i] == anchor) {
                users[i]++;
                return true;
            }
        }
        if (!anchor.tryRetain()) {
            return false;
        }
        releaseUnused(); // superseded by this one
        if (count == anchors.length) {
            anchors = Arrays.copyOf(anchors, count * 2);
            users = Arrays.copyOf(users, count * 2);
        }
        anchors[count] = anchor;
        users[count++] = 1;
        issuedAfter = Math.max(issuedAfter, anchor.takenNanos());
        return true;
    }

    /** {@return the causality floor for a window opened now: no anchor held here was taken after it} */
    long issuedAfter() {
        return issuedAfter;
    }

    /**
     * Uncounts {@code windows} windows under {@code anchor}; an anchor no window uses goes unless it is the newest
     * and {@code keepNewest}. No windows changes nothing.
     */
    void letGo(Anchor<E> anchor, int windows, boolean keepNewest) {
        if (windows == 0) {
            return;
        }
        for (int i = count - 1; i >= 0; i--) {
            if (anchors[i] == anchor) {
                if ((users[i] -= windows) == 0 && (!keepNewest || i != count - 1)) {
                    release(i);
                }
                return;
            }
        }
        assert false : "a window's anchor is not held by its lane";
    }

    /** Lets go of every anchor no window uses. */
    void releaseUnused() {
        for (int i = count - 1; i >= 0; i--) {
            if (users[i] == 0) {
                release(i);
            }
        }
    }

    private void release(int index) {
        Anchor<E> released = anchors[index];
        if (released == null) {
            throw new AssertionError("a null anchor below the count");
        }
        System.arraycopy(anchors, index + 1, anchors, index, count - index - 1);
        System.arraycopy(users, index + 1, users, index, count - index - 1);
        anchors[--count] = null;
        released.release();
    }
}
