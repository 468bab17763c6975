package dev.eventbind.profile.internal;

/**
 * Where a {@link Window} is in its life, one value instead of flags. Every change goes through
 * {@link Window#become}, which asserts that it is one of the transitions listed here:
 *
 * <pre>
 *   SPARE ──open──▶ OPEN ──stop──▶ STOPPED ──claim──▶ CLAIMED ──read back──▶ SETTLED ──reader copied──▶ SPARE
 *                    │ │                     STOPPED ──read back in a batch──▶ SETTLED
 *                    │ │                     CLAIMED ──given up (a wait interrupted or out of time)──▶ STOPPED
 *                    │ │                     SETTLED ──read back by the lane──▶ HELD ──duration copied──▶ DROPPED
 *                    │ └──failure()──▶ FAILED ──stop, abandon, close──▶ DROPPED
 *                    └──abandon, refused end, close──▶ DROPPED
 * </pre>
 *
 * A window stopped for a duration is read back by whoever claims it first, with one compare-and-set of its state
 * ({@link Window#claim}): its duration's reader, or the lane itself when the profiler closes or the stream has too
 * many windows unread. The lane keeps what it read ({@code HELD}: the placement, its events already given back) for
 * the duration to copy when asked, so the window never refers to its duration: a reference from a long-lived,
 * reused window to a new duration would cost the collector's write barrier on every window. The claim and give-up
 * and the last steps, {@code SETTLED -> SPARE} and {@code HELD -> DROPPED}, are taken outside the lane's lock, each
 * with a release store; the lane's next {@code start} reads a spare's state with acquire before it reopens it.
 * A spare the lane no longer keeps (trimmed, or the lane closed) is simply let go with its events.
 */
public enum WindowState {
    /** Not in use: new, or kept by the lane's {@link Recycler} with its events for the next window. */
    SPARE(0),
    /** Started: its start event is recorded and it is filed under its token. */
    OPEN(1),
    /** Marked by the profiler's {@code failure(error)} while open: still filed, its events already given back. */
    FAILED(2),
    /** Its end event is recorded; out of the token table, waiting to be read back by its duration or batch. */
    STOPPED(3),
    /** Stopped for a duration, and being read back by the one reader that claimed it: the duration's, or the lane. */
    CLAIMED(4),
    /** Read back and placed (or its read-back failed): the reader is copying where it lies. */
    SETTLED(5),
    /**
     * Read back by the lane for a duration that has not asked yet: its placement kept for the duration to copy, its
     * events given back, no longer the lane's.
     */
    HELD(6),
    /** Dropped unmeasured, or copied from {@link #HELD}: its events are given back and it is never opened again. */
    DROPPED(7);

    private static final WindowState[] BY_CODE = {SPARE, OPEN, FAILED, STOPPED, CLAIMED, SETTLED, HELD, DROPPED};

    /** What a window keeps of its state: an int, since a reference stored into it costs a GC barrier. */
    final int code;

    WindowState(int code) {
        this.code = code;
    }

    /** The state of {@code code}. */
    static WindowState of(int code) {
        return BY_CODE[code];
    }

    /** Whether a window may move from here to {@code next}; an assertion error naming the two when not. */
    boolean allows(WindowState next) {
        if (!canBecome(next)) {
            throw new AssertionError(this + " -> " + next);
        }
        return true;
    }

    /** Whether a window in this state may go to {@code next}. */
    boolean canBecome(WindowState next) {
        return switch (this) {
            case SPARE -> next == OPEN;
            case OPEN -> next == STOPPED || next == FAILED || next == DROPPED;
            case FAILED -> next == DROPPED;
            case STOPPED -> next == CLAIMED || next == SETTLED;
            case CLAIMED -> next == STOPPED || next == SETTLED;
            case SETTLED -> next == SPARE || next == HELD;
            case HELD -> next == DROPPED;
            case DROPPED -> false;
        };
    }
}
