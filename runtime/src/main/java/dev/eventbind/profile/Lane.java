package dev.eventbind.profile;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;

/**
 * The windows of one stream, kept in device order so that placing them can never break that order.
 *
 * <p>A stream runs in order, so the device reaches its events in the order they were recorded; the lane records
 * them under its monitor and numbers each one. Placing a window puts its start and end on the host clock from the
 * anchor and the window's own span; rounding (a driver that reports float milliseconds loses tens of nanoseconds
 * a second from the anchor) and anchor refreshes could move such a point past a neighbour already placed, which
 * would show as a nested window poking out of its parent or two windows overlapping. So every point is clamped
 * between the nearest points placed before and after it in device order: the placed points of a lane only ever
 * grow along the device order, and device nesting and disjointness carry over to the host clock exactly. The
 * clamp moves a point only when it would otherwise cross a neighbour, by no more than the error it corrects.
 *
 * <p>Bounds are kept per waiting window: each window placed narrows the bounds of every window of the lane that
 * is still to be placed. Windows stopped and never read back would keep that list growing, so it holds at most
 * {@value #MAX_WAITING}; the oldest beyond that is let go and placed unclamped when it is read back.
 */
final class Lane {

    static final int MAX_WAITING = 256;

    private final Object stream;
    private volatile String label;
    private volatile boolean named;
    private long nextSeq;
    private long highSeq = -1;
    private long highValue = Long.MIN_VALUE;
    private Placement head;
    private Placement tail;
    private int waiting;

    Lane(Object stream, String label) {
        this.stream = stream;
        this.label = label;
    }

    boolean isFor(Object candidate) {
        return stream == candidate || stream.equals(candidate);
    }

    String label() {
        return label;
    }

    /** Names the stream, as the Flight Recorder events of its windows show it; a named lane is never pruned. */
    void label(String name) {
        label = name;
        named = true;
    }

    /** Whether the lane must outlive pruning: it is named, or windows of it are still to be placed. */
    synchronized boolean isKept() {
        return named || waiting > 0;
    }

    /** Records {@code event} on the lane's stream as the start of {@code window}, numbering it in device order. */
    synchronized <E, S> void recordStart(EventApi<E, S> api, E event, S on, Placement window) throws DriverException {
        api.eventRecord(event, on);
        if (window.lane == this) {
            forget(window); // a reused window still listed: never list it twice
        }
        window.lane = this;
        window.home = this;
        window.startSeq = nextSeq++;
        window.endSeq = Long.MAX_VALUE;
        window.startLow = highValue;
        window.endLow = highValue;
        window.startHigh = Long.MAX_VALUE;
        window.endHigh = Long.MAX_VALUE;
        link(window);
        if (waiting > MAX_WAITING) {
            forget(head);
        }
    }

    /**
     * Records {@code event} on {@code on} as the end of {@code window}. An end on another stream than the start
     * has no place in this lane's order: the window is let go and placed unclamped.
     */
    synchronized <E, S> void recordEnd(EventApi<E, S> api, E event, S on, Placement window) throws DriverException {
        api.eventRecord(event, on);
        if (window.lane == this) {
            if (isFor(on)) {
                window.endSeq = nextSeq++;
            } else {
                forget(window);
            }
        }
    }

    /** Lets go of a window that will not be placed (failed, abandoned, or its read-back failed). */
    synchronized void leave(Placement window) {
        if (window.lane == this) {
            forget(window);
        }
    }

    /**
     * Places a read-back window at {@code rawStart..rawEnd} clamped between its placed neighbours, stores the
     * result in {@code window.start}/{@code window.end} and narrows the bounds of every window still waiting.
     */
    synchronized void place(Placement window, long rawStart, long rawEnd) {
        if (window.lane != this) {
            window.start = rawStart;
            window.end = Math.max(rawStart, rawEnd);
            return;
        }
        // After every point placed so far, nothing can bound it from above; the high point bounds it from below
        // whatever the waiting list holds.
        long low = window.startSeq > highSeq ? Math.max(window.startLow, highValue) : window.startLow;
        long start = clamp(rawStart, low, window.startHigh);
        long end = clamp(rawEnd, Math.max(window.endLow, start), window.endHigh);
        forget(window);
        for (Placement other = head; other != null; other = other.next) {
            other.bound(window.startSeq, start);
            other.bound(window.endSeq, end);
        }
        if (window.endSeq > highSeq) {
            highSeq = window.endSeq;
            highValue = end;
        }
        window.start = start;
        window.end = end;
    }

    private static long clamp(long value, long low, long high) {
        return Math.min(Math.max(value, low), high);
    }

    private void link(Placement window) {
        window.previous = tail;
        window.next = null;
        if (tail == null) {
            head = window;
        } else {
            tail.next = window;
        }
        tail = window;
        waiting++;
    }

    private void forget(Placement window) {
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
        window.lane = null;
        waiting--;
    }
}
