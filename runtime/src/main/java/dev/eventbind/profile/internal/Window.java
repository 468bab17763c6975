package dev.eventbind.profile.internal;

import dev.eventbind.event.OwnedEvent;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfiledWindow;
import dev.eventbind.profile.TimingMethod;
import dev.eventbind.profile.WindowListener;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.function.BooleanSupplier;
import org.jspecify.annotations.Nullable;

/**
 * One profiling window of a stream: its two events, the anchor it opened under, its {@link WindowState}, and
 * where it was placed. It belongs to its stream's {@link Lane} for good and is reused: read back, it becomes a
 * spare with its events, and the next {@code start} of the stream records the same events again.
 *
 * <p>Every field is written under the lane's lock, or by the one thread that owns the window at that point of
 * its life (the reader that claimed a stopped window, between its claim and its settling); {@link #state} is the
 * one field also written outside the lock: by a claim and its give-up, and by {@link #collected()}.
 *
 * <p>A window is also the read-back of its {@link ProfileDuration} ({@link ReadBack}) and the value that read-back
 * returns ({@link Settled}): the lane settles it and hands it back, the reader copies the two times, and
 * {@link #collected()} gives the window back for reuse. The duration refers to the window, never the other way:
 * when the lane reads a window back before its duration asks (the profiler closing, too many windows unread), it
 * keeps the result in the window ({@link WindowState#HELD}) for the duration to copy.
 *
 * @param <E> the backend's event handle
 */
public final class Window<E> implements ReadBack, Settled, ProfiledWindow {

    /** The name of a window started without one. */
    public static final String UNNAMED = "window";
    /** What {@link #readFailure()} holds while a read-back has not failed: a sentinel, never thrown. */
    static final Throwable NO_FAILURE = new NoFailure();

    private static final VarHandle STATE;

    static {
        try {
            STATE = MethodHandles.lookup().findVarHandle(Window.class, "state", int.class);
        } catch (ReflectiveOperationException impossible) {
            throw new ExceptionInInitializerError(impossible);
        }
    }

    private final Lane<E> lane;
    private final Placement placement = new Placement();
    // The WindowState's code: a reference stored into this long-lived object costs a GC barrier, an int none.
    @SuppressWarnings("FieldCanBeFinal") // written through STATE too
    private int state = WindowState.SPARE.code;
    private String name = UNNAMED;
    private Object attachment = WindowListener.NO_ATTACHMENT;
    private long token;
    // The window's own events, kept while it is a spare; none before the first start (end) and after disown().
    private @Nullable OwnedEvent<E> start;
    private @Nullable OwnedEvent<E> end;
    // Their driver handles, read once: valid whenever the window records or reads them, since it holds its events.
    private @Nullable E startHandle;
    private @Nullable E endHandle;
    // The anchor of the last opening, kept after it (a spare keeps it: no store when the next opens under it).
    private @Nullable Anchor<E> anchor;
    private @Nullable ProfileError failure; // what failure(error) made it, in FAILED
    private Throwable readFailure = NO_FAILURE;
    // The token table's list of unread windows; while the window is open in a batch, its lane's list of those.
    @Nullable Window<E> nextStopped;
    @Nullable Window<E> previousStopped;
    boolean linked;

    /** @param lane the lane of the stream the window is on, for its whole life */
    Window(Lane<E> lane) {
        this.lane = lane;
    }

    /** Window {@code index} of a batch's {@code run}, not yet read back, so present: an impossible null says so. */
    public static <E> Window<E> inRun(@Nullable Window<E>[] run, int index) {
        Window<E> window = run[index];
        if (window == null) {
            throw new AssertionError("no window at " + index + " of a batch's run");
        }
        return window;
    }

    /**
     * The window of {@code run[from..to)} (one stream's, each stopped) whose end was recorded last: the stream
     * reaches every event of the run once it reaches that one. Not always the last filed, since a batch files a
     * window when it starts: an outer window started before an inner one is stopped after it.
     */
    public static <E> Window<E> endedLast(@Nullable Window<E>[] run, int from, int to) {
        Window<E> last = inRun(run, from);
        for (int i = from + 1; i < to; i++) {
            Window<E> window = inRun(run, i);
            if (window.placement.endSeq > last.placement.endSeq) {
                last = window;
            }
        }
        return last;
    }

    /**
     * Moves to {@code next}, which must be a transition {@link WindowState} lists. A release store: a reader that
     * claims the window stopped sees everything before it, and so whether its own duration was answered before the
     * window was reused ({@link #claimAndAwait}).
     */
    void become(WindowState next) {
        assert WindowState.of(state).allows(next);
        STATE.setRelease(this, next.code);
    }

    WindowState state() {
        return WindowState.of((int) STATE.getAcquire(this));
    }

    /**
     * Opens the window (its start event recorded) under {@code openedUnder}, named {@code label}. Only what changed
     * is stored: each reference stored into this long-lived object costs a GC barrier.
     */
    void open(Anchor<E> openedUnder, String label, long issuedAfter) {
        become(WindowState.OPEN);
        @SuppressWarnings("ReferenceEquality") // the same string object is the common case
        boolean sameLabel = name == label;
        if (!sameLabel) {
            name = label;
        }
        if (anchor != openedUnder) {
            anchor = openedUnder;
        }
        placement.issuedAfter = issuedAfter;
    }

    void filed(long issued) {
        token = issued;
    }

    @SuppressWarnings("ReferenceEquality") // the same attachment object: no store, no GC barrier
    void attach(Object attached) {
        if (attachment != attached) {
            attachment = attached;
        }
    }

    void ownStart(OwnedEvent<E> event) {
        start = event;
        startHandle = event.handle();
    }

    void ownEnd(OwnedEvent<E> event) {
        end = event;
        endHandle = event.handle();
    }

    /** Forgets the window's events, handed back to the lane's idle events or destroyed. */
    void disown() {
        start = null;
        end = null;
        startHandle = null;
        endHandle = null;
    }

    /** The window's start event; null before its first start and once disowned. */
    @Nullable OwnedEvent<E> start() {
        return start;
    }

    /** The window's end event; null before its first stop and once disowned. */
    @Nullable OwnedEvent<E> end() {
        return end;
    }

    /** The start event's driver handle, which a window that records or reads its start holds. */
    E startHandle() {
        return present(startHandle, "start event");
    }

    /** The end event's driver handle, which a window that records or reads its end holds. */
    E endHandle() {
        return present(endHandle, "end event");
    }

    /** The anchor the window was last opened under; every window past its first opening has one. */
    Anchor<E> anchor() {
        return present(anchor, "anchor");
    }

    /** {@code value}, present by the profiler's own invariant: a broken one is said so, not passed on as a null. */
    private <T> T present(@Nullable T value, String what) {
        if (value == null) {
            throw new AssertionError(this + " has no " + what);
        }
        return value;
    }

    /** The lane of the window's stream. */
    public Lane<E> lane() {
        return lane;
    }

    Placement placement() {
        return placement;
    }

    Object attachment() {
        return attachment;
    }

    /**
     * Claims a window stopped for a duration for one reader, its duration's or the lane's: one compare-and-set of
     * the state, so no two read it back and none reads it once the other has given its events back.
     *
     * @return false when another reader holds it or has read it back
     */
    boolean claim() {
        return STATE.compareAndSet(this, WindowState.STOPPED.code, WindowState.CLAIMED.code);
    }

    /** Gives a claim up, the window unread (a wait interrupted or out of time), for any reader to claim again. */
    void unclaim() {
        assert state == WindowState.CLAIMED.code : WindowState.of(state) + " unclaimed";
        STATE.setRelease(this, WindowState.STOPPED.code);
    }

    /** Marks a window the lane read back and placed for its duration, publishing the placement to it. */
    void held() {
        assert WindowState.of(state).allows(WindowState.HELD);
        STATE.setRelease(this, WindowState.HELD.code);
    }

    /**
     * Reads back a window stopped for a duration that has not asked, for the profiler's close: claims it, waits
     * for the device and settles it as {@link WindowState#HELD}. A window its duration's reader holds is left to
     * that reader, waited for, and claimed here after all if the reader gives it up.
     *
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is interrupted; the window stays unread
     */
    void readBackUnread() {
        while (!claim()) {
            if (state() != WindowState.CLAIMED) {
                return; // read back by its duration
            }
            ReadClaim.awaitResult(() -> state() == WindowState.CLAIMED, false, 0);
        }
        lane.readBackClaimed(this, false);
    }

    /** Marks an open window failed with {@code error}; false when it is not open. */
    boolean fail(ProfileError error) {
        if (state != WindowState.OPEN.code) {
            return false;
        }
        become(WindowState.FAILED);
        failure = error;
        return true;
    }

    /** What {@code failure(error)} made the window; asked in {@link WindowState#FAILED} (and after) only. */
    ProfileError failure() {
        return present(failure, "failure");
    }

    Throwable readFailure() {
        return readFailure;
    }

    void readFailed(Throwable failed) {
        readFailure = failed;
    }

    /** Lets go of what a spare must not keep alive: a failure with its stack. */
    private void clear() {
        failure = null;
        if (readFailure != NO_FAILURE) {
            readFailure = NO_FAILURE; // stored only after a failure: a non-null store costs a GC barrier
        }
    }

    // ProfiledWindow: what a listener is told.

    @Override
    public long token() {
        return token;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String stream() {
        return lane.label();
    }

    @Override
    public String backend() {
        return lane.context().backend();
    }

    // ReadBack: the duration's two steps.

    @Override
    public TimingMethod timingMethod() {
        return TimingMethod.DEVICE;
    }

    @Override
    public boolean isRead() {
        return state() == WindowState.HELD;
    }

    @Override
    public boolean claimsItself() {
        return true;
    }

    /**
     * Claims the window for a thread resolving its duration and waits for the device. While another reader holds
     * it (the lane, or another thread resolving the same duration) this waits for that reader. A window is reused
     * only after its duration's result is stored, and a claim's compare-and-set sees that store (see
     * {@link #become}): so a claim that finds its duration answered took a later opening of the window, and gives it
     * back at once.
     */
    @Override
    public int claimAndAwait(boolean timed, long timeoutNanos, BooleanSupplier answered) {
        long begin = timed ? System.nanoTime() : 0L;
        while (!claim()) {
            WindowState now = state();
            if (now == WindowState.HELD) {
                return ReadBack.ANSWERED; // read back by the lane, held for the duration
            }
            if (now != WindowState.CLAIMED && now != WindowState.SETTLED) {
                if (answered.getAsBoolean()) {
                    return ReadBack.ANSWERED; // given back once another thread resolving the duration answered it
                }
                throw new IllegalStateException(this + " was read back without its duration");
            }
            long left = timed ? timeoutNanos - (System.nanoTime() - begin) : 0L;
            if (!ReadClaim.awaitResult(() -> readByAnother() && !answered.getAsBoolean(), timed, left)) {
                return ReadBack.OUT_OF_TIME;
            }
        }
        if (answered.getAsBoolean()) {
            unclaim(); // another opening of the window, stopped for another duration: not this one's to read
            return ReadBack.ANSWERED;
        }
        return awaitClaimed(timed, timed ? timeoutNanos - (System.nanoTime() - begin) : 0L)
                ? ReadBack.CLAIMED : ReadBack.OUT_OF_TIME;
    }

    /**
     * Waits for the device to reach a window this thread claimed, whoever it reads it back for; the claim is given
     * up when the wait runs out or is interrupted.
     *
     * @return false when the time ran out, the window unclaimed
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is interrupted; the window unclaimed
     */
    boolean awaitClaimed(boolean timed, long timeoutNanos) {
        boolean reached;
        try {
            reached = lane.context().span().await(this, timed, timeoutNanos);
        } catch (Throwable interrupted) {
            unclaim();
            throw interrupted;
        }
        if (!reached) {
            unclaim();
        }
        return reached;
    }

    /**
     * The wait of a read-back its duration claimed for itself: a window the lane holds for the duration
     * ({@link #isRead()}), which is read at once; otherwise as {@link #claimAndAwait}, the claim this thread's.
     */
    @Override
    public boolean await(boolean timed, long timeoutNanos) {
        return claimAndAwait(timed, timeoutNanos, () -> false) != ReadBack.OUT_OF_TIME;
    }

    /** Whether another reader, having claimed the window first, is still reading it back. */
    private boolean readByAnother() {
        WindowState now = state();
        return now == WindowState.CLAIMED || now == WindowState.SETTLED; // settled: held in a moment
    }

    @Override
    public Settled settle() {
        if (state() == WindowState.HELD) {
            return this; // the lane read it back before its duration asked
        }
        lane.context().span().measure(this); // outside the lane's lock: the driver's elapsed reads
        return lane.settle(this);
    }

    // Settled: the value the read-back returns.

    @Override
    public long startNanos() {
        return placement.start;
    }

    @Override
    public long endNanos() {
        return placement.end;
    }

    @Override
    public long boundNanos() {
        return BoundCode.rounded(placement.bound);
    }

    @Override
    public long durationBoundNanos() {
        return BoundCode.rounded(placement.durationBound);
    }

    @Override
    public long resolutionNanos() {
        return lane.context().span().resolutionNanos();
    }

    @Override
    public Timing timing() {
        return lane.context().span().timing();
    }

    @Override
    public long placementBoundNanos() {
        return BoundCode.rounded(placement.bound);
    }

    @Override
    public boolean measured() {
        return readFailure == NO_FAILURE;
    }

    @Override
    public Throwable cause() {
        return readFailure;
    }

    /** Gives a window its duration's reader settled back for reuse; one the lane held for its duration is let go. */
    @Override
    public void collected() {
        boolean held = state == WindowState.HELD.code;
        assert held || state == WindowState.SETTLED.code : WindowState.of(state) + " collected";
        clear();
        // Publishes the cleared fields to the next opening; a held window is no longer the lane's to open.
        STATE.setRelease(this, held ? WindowState.DROPPED.code : WindowState.SPARE.code);
    }

    /** The stream's lane and the window's state, for a message. */
    @Override
    public String toString() {
        return "window " + token + " (" + WindowState.of(state) + ")";
    }
}
