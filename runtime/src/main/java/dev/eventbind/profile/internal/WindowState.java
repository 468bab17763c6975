package dev.eventbind.profile.internal;

/**
 * Where a {@link Window} is in its life, one value instead of flags. Every change goes through
 * {@link Window#become}, which asserts that it is one of the transitions listed here:
 *
 * <pre>
 *   SPARE ──open──▶ OPEN ──stop──▶ STOPPED ──read back──▶ SETTLED ──reader copied──▶ SPARE
 *                    │ └──failure()──▶ FAILED ──stop, abandon, close──▶ DROPPED
 *                    └──abandon, refused end, close──▶ DROPPED
 * </pre>
 *
 * A spare the lane no longer keeps (trimmed, or the lane closed) is simply let go with its events. Only the last step,
 * {@code SETTLED -> SPARE}, is taken outside the lane's lock: by the reader, once it has copied the placement,
 * with a release store that the lane's next {@code start} reads with acquire before it reopens the window.
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
    /** Read back and placed (or its read-back failed): the reader is copying where it lies. */
    SETTLED(4),
    /** Dropped unmeasured: its events are given back and it is never opened again. */
    DROPPED(5);

    private static final WindowState[] BY_CODE = {SPARE, OPEN, FAILED, STOPPED, SETTLED, DROPPED};

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
            case STOPPED -> next == SETTLED;
            case SETTLED -> next == SPARE;
            case DROPPED -> false;
        };
    }
}
