package dev.eventbind.profile.internal;

import org.jspecify.annotations.Nullable;

/**
 * One window's place in its stream's {@link DeviceOrder}: the order of its two events among the stream's
 * others, the bounds that windows already placed set on it, and, once read back, where it was placed.
 *
 * <p>Owned by one {@link Window} for its whole life and reused with it, so tracking costs no allocation. Every
 * field but {@code start} and {@code end} is guarded by the lane's lock; those two are written by the thread
 * that reads the window back and read by it before the window is recycled.
 */
final class Placement {

    /**
     * Whether the window waits to be placed in its lane's {@link DeviceOrder}: numbered and not yet placed. False
     * when it was never opened, is done, or was let go. A flag rather than the lane, which the window knows: a
     * reference store costs a GC barrier, on every window.
     */
    boolean waiting;
    /** Whether it has bounds of its own, listed among the order's bounded windows (see {@link DeviceOrder}). */
    boolean bounded;
    long startSeq;
    /** {@code Long.MAX_VALUE} until the end event is recorded: every point placed before that comes first. */
    long endSeq;
    long startLow;
    long startHigh;
    long endLow;
    long endHigh;
    /** Its neighbours in the order's list of bounded windows; null at either end and while not listed. */
    @Nullable Placement previous;
    @Nullable Placement next;
    /**
     * The host-clock time before which the window's start cannot have been issued: the time its anchor, or a
     * later one its lane held, was taken. The causality floor of its start.
     */
    long issuedAfter = Long.MIN_VALUE;
    /** Where the last read-back placed the window on the host clock. */
    long start;
    long end;
    /** How far {@code start} and {@code end} can each be from the truth, as the read-back measured them. */
    long bound;
    /** How far {@code end - start} can be from the window's true length. */
    long durationBound;

    /** Narrows this window's bounds by a point of the same lane placed at {@code value}. */
    void bound(long seq, long value) {
        if (seq < startSeq) {
            startLow = Math.max(startLow, value);
        } else {
            startHigh = Math.min(startHigh, value);
        }
        if (seq < endSeq) {
            endLow = Math.max(endLow, value);
        } else {
            endHigh = Math.min(endHigh, value);
        }
    }
}
