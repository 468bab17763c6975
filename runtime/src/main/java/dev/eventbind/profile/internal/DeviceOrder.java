package dev.eventbind.profile.internal;

import org.jspecify.annotations.Nullable;

/**
 * The device order of one stream's window points, and the clamp that keeps their placements in it. Part of a
 * {@link Lane}'s state: only a field of its lane holds it, {@code @GuardedBy} the lane's lock.
 *
 * <p>A stream runs in order, so the device reaches its events in the order they were recorded; the lane numbers
 * each start and end here as it records it. Placing a window clamps each of its two points between the nearest
 * points already placed before and after it in that order: the placed points only ever grow along the device
 * order, so device nesting and disjointness carry over to the host clock exactly, and a point moves only when it
 * would otherwise cross a neighbour, by no more than the error it corrects.
 *
 * <p><b>Bounds, kept only where needed.</b> A window waiting to be placed whose start comes after every point
 * placed so far needs no bounds of its own: the high point ({@code highValue}, the latest placed in device order)
 * is its lower bound and nothing bounds it from above. Only when a placed point passes its start (a parent placed
 * before its child, windows read back out of order) does it take bounds, and from then on every point placed
 * narrows them. So windows read back in the order they ran, the common case, are numbered and placed with a few
 * field writes and no list at all. To find the windows a placed point passes, the waiting windows of the last
 * {@value #RECENT} numbers are kept in a table by start number; a window still unbounded when its start leaves the
 * table takes bounds then (the high point below it, nothing above). The bounded windows are listed in start
 * order, at most {@value #MAX_BOUNDED} of them: windows stopped and never read back would keep the list growing,
 * so the oldest beyond that is let go and placed unclamped when it is read back.
 */
public final class DeviceOrder {

    /** Bounded windows kept; beyond this the oldest is let go. */
    static final int MAX_BOUNDED = 256;
    /** How many of the latest numbers the table of waiting windows covers: a power of two. */
    public static final int RECENT = 256;
    private static final int RECENT_MASK = RECENT - 1;

    /** The waiting window that started at each of the last {@value #RECENT} numbers, by number modulo the size. */
    private final @Nullable Placement[] recent = new Placement[RECENT];
    private long nextSeq;
    private long highSeq = -1;
    private long highValue = Long.MIN_VALUE;
    private @Nullable Placement head; // the bounded windows, in start order; null when none is
    private @Nullable Placement tail;
    private int bounded;
    private int waiting;

    /** {@return how many windows wait to be placed} */
    int waiting() {
        return waiting;
    }

    /** Numbers the start of a window just recorded: from now on it waits to be placed. */
    void started(Placement window) {
        if (window.waiting) {
            drop(window); // a reused window still waiting: never count it twice
        }
        long seq = next();
        int slot = (int) seq & RECENT_MASK;
        if (recent[slot] != window) { // a window reused at the same number modulo the table: no store, no GC barrier
            recent[slot] = window;
        }
        window.waiting = true;
        window.startSeq = seq;
        window.endSeq = Long.MAX_VALUE;
        waiting++;
    }

    /** Numbers the end of a waiting window just recorded; a window let go stays unnumbered. */
    void stopped(Placement window) {
        if (window.waiting) {
            window.endSeq = next();
        }
    }

    /** Takes a window that will not be placed out of the order (dropped, or its read-back failed). */
    void drop(Placement window) {
        if (window.waiting) {
            leave(window);
        }
    }

    /**
     * Places a read-back window at {@code rawStart..rawEnd} clamped between its placed neighbours, and at or before
     * {@code ceiling}, and stores the result in {@code window.start}/{@code window.end}; a window let go is placed
     * as read, under the ceiling. Every point placed before lies at or before its own ceiling, and the ceilings of
     * one lane only grow (each is a host clock read under the lane's lock), so the ceiling never moves a point
     * across a neighbour.
     */
    void place(Placement window, long rawStart, long rawEnd, long ceiling) {
        if (!window.waiting) {
            window.start = Math.min(rawStart, ceiling);
            window.end = Math.min(Math.max(rawStart, rawEnd), ceiling);
            return;
        }
        long start;
        long end;
        if (window.bounded) {
            long low = window.startSeq > highSeq ? Math.max(window.startLow, highValue) : window.startLow;
            start = clamp(rawStart, low, window.startHigh);
            end = clamp(rawEnd, Math.max(window.endLow, start), window.endHigh);
        } else {
            // Its start is after every point placed, and so nothing placed comes after it.
            start = Math.max(rawStart, highValue);
            end = Math.max(rawEnd, start);
        }
        start = Math.min(start, ceiling);
        end = Math.min(end, ceiling);
        leave(window);
        window.start = start;
        window.end = end;
        if (window.endSeq <= highSeq) {
            narrow(window, highSeq, highValue);
            return;
        }
        long passedSeq = highSeq;
        long passedValue = highValue;
        highSeq = window.endSeq;
        highValue = end;
        // The windows whose start this window's end just passed take bounds: the old high point below them.
        for (long seq = Math.max(passedSeq + 1, nextSeq - RECENT); seq < highSeq; seq++) {
            Placement passed = recent[(int) seq & RECENT_MASK];
            if (passed != null && waitsUnbounded(passed, seq)) {
                bound(passed, passedValue);
            }
        }
        narrow(window, passedSeq, passedValue);
    }

    /**
     * Narrows the bounds of the bounded windows whose start lies at or below the high point by {@code placed}'s
     * two points; one that started after {@code passedSeq}, the high point before {@code placed}, takes that old
     * high point, {@code passedValue}, as its lower bound first (it was bounded when its start left the table,
     * and the points placed since then came before it).
     */
    private void narrow(Placement placed, long passedSeq, long passedValue) {
        for (Placement other = head; other != null && other.startSeq <= highSeq; other = other.next) {
            if (other.startSeq > passedSeq) {
                other.startLow = Math.max(other.startLow, passedValue);
                other.endLow = Math.max(other.endLow, passedValue);
            }
            other.bound(placed.startSeq, placed.start);
            other.bound(placed.endSeq, placed.end);
        }
    }

    /** The next number; a window whose start leaves the table unbounded takes its bounds. */
    private long next() {
        long seq = nextSeq++;
        Placement leaving = recent[(int) seq & RECENT_MASK];
        if (leaving != null && waitsUnbounded(leaving, seq - RECENT)) {
            bound(leaving, highValue);
        }
        return seq;
    }

    /**
     * Whether the window in a slot of the table (an empty slot is null) started at {@code seq} and still waits
     * without bounds (a slot may hold a window since placed, reused, or filed at another number).
     */
    private static boolean waitsUnbounded(Placement slot, long seq) {
        return slot.startSeq == seq && slot.waiting && !slot.bounded;
    }

    /** Gives a waiting window bounds: {@code low} below both points, nothing above; lists it last. */
    private void bound(Placement window, long low) {
        window.bounded = true;
        window.startLow = low;
        window.endLow = low;
        window.startHigh = Long.MAX_VALUE;
        window.endHigh = Long.MAX_VALUE;
        window.previous = tail;
        window.next = null;
        if (tail == null) {
            head = window;
        } else {
            tail.next = window;
        }
        tail = window;
        if (++bounded > MAX_BOUNDED) {
            Placement oldest = head;
            if (oldest == null) {
                throw new AssertionError("bounded windows are listed, with no head");
            }
            leave(oldest);
        }
    }

    /** Takes a waiting window out of the order, and out of the bounded list if it is there. */
    private void leave(Placement window) {
        window.waiting = false;
        waiting--;
        if (!window.bounded) {
            return;
        }
        window.bounded = false;
        bounded--;
        if (window.previous == null) {
            head = window.next;
        } else {
            window.previous.next = window.next;
        }
        if (window.next == null) {
            tail = window.previous;
        } else {
            window.next.previous = window.previous;
        }
        window.previous = null;
        window.next = null;
    }

    private static long clamp(long value, long low, long high) {
        return Math.min(Math.max(value, low), high);
    }
}
