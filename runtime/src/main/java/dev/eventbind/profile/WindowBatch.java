package dev.eventbind.profile;

import dev.eventbind.profile.internal.Lane;
import dev.eventbind.profile.internal.LaneContext;
import dev.eventbind.profile.internal.Window;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Stopped windows read back together into arrays the batch reuses: the profiler's allocation-free path.
 *
 * <p>{@link EventProfiler#start(Object, String, WindowBatch)} opens a window held here, which
 * {@link EventProfiler#stop(WindowBatch, int)} stops by its index: the short path, with no token filed. Or
 * {@link EventProfiler#stop(Object, long, WindowBatch)} files a window started under a token here once stopped,
 * instead of handing out a {@link ProfileDuration}. {@link #resolve()} then waits for and places every window not
 * yet read back (every window started here must be stopped first), in the
 * order they were added, and {@link #startNanos}, {@link #endNanos} and {@link #durationNanos} read the results
 * as primitives. {@link #clear()} makes room for the next round. Windows, events and the batch's arrays are all
 * reused (each stream keeps as many spare windows as it had in flight), so in steady state a
 * window read back this way allocates nothing, however many windows a round has. Placement is exactly that of a
 * duration's (anchor, own span, lane order), and placed windows are committed to Flight Recorder the same way.
 *
 * <p>A batch belongs to the profiler that made it and is used by one thread at a time. A window is read back
 * once: a batch cleared or dropped before {@link #resolve()} still holds its windows' events, so
 * {@link #clear()} resolves first. Closing the profiler leaves a batch's windows to the batch, which can still
 * resolve them (their events are destroyed then, not pooled).
 *
 * @param <E> the backend's event handle
 */
public final class WindowBatch<E> {

    private final LaneContext<E> owner;
    // Those added since the last clear(), below size; above it, nulls or windows of earlier rounds, which a slot
    // keeps so that filing the same window there again (a stream's spares come back in the same order) stores
    // nothing, and pays no collector's write barrier.
    private final @Nullable Window<E>[] windows;
    private final long[] starts;
    private final long[] ends;
    private final boolean[] measured;
    private final long[] bounds;
    /** Each slot's window below size: {@link #OPEN}, {@link #STOPPED} or {@link #DROPPED}. */
    private final byte[] slots;
    private int size;
    private int resolved;
    /** Windows started here and not yet stopped. */
    private int open;

    private static final byte STOPPED = 0;
    private static final byte OPEN = 1;
    private static final byte DROPPED = 2;

    @SuppressWarnings("unchecked")
    WindowBatch(LaneContext<E> owner, int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("A batch holds at least one window, not " + capacity);
        }
        this.owner = Objects.requireNonNull(owner, "owner");
        this.windows = (@Nullable Window<E>[]) new Window<?>[capacity];
        this.starts = new long[capacity];
        this.ends = new long[capacity];
        this.measured = new boolean[capacity];
        this.bounds = new long[capacity];
        this.slots = new byte[capacity];
    }

    /** How many windows were added since the last {@link #clear()}. */
    public int size() {
        return size;
    }

    /** How many windows fit. */
    public int capacity() {
        return windows.length;
    }

    /** Fails before a window is taken out of its profiler when it could not be filed here. */
    @SuppressWarnings("ReferenceEquality") // the very profiler that made the batch
    void checkRoom(LaneContext<?> profiler) {
        if (profiler != owner) {
            throw new IllegalArgumentException("This batch belongs to another profiler");
        }
        if (size == windows.length) {
            throw new IllegalStateException("The batch is full (" + size + " windows): resolve and clear it");
        }
    }

    /** Files a stopped window. */
    int add(Window<E> window) {
        return file(window, STOPPED);
    }

    /** Files a window started here, to be stopped by its index. */
    int addOpen(Window<E> window) {
        open++;
        return file(window, OPEN);
    }

    private int file(Window<E> window, byte state) {
        if (windows[size] != window) {
            windows[size] = window;
        }
        slots[size] = state;
        return size++;
    }

    /**
     * The open window at {@code index}, for its stop.
     *
     * @throws ProfileException ({@link ProfileError.NotRegistered}) when the index holds no window started here and
     *     still open: out of range, stopped already, or dropped
     */
    @SuppressWarnings("ReferenceEquality") // the very profiler that made the batch
    Window<E> openAt(LaneContext<?> profiler, int index) throws ProfileException {
        if (profiler != owner) {
            throw new IllegalArgumentException("This batch belongs to another profiler");
        }
        if (index < 0 || index >= size || slots[index] != OPEN) {
            long token = index >= 0 && index < size && index >= resolved ? Window.inRun(windows, index).token() : 0L;
            throw new ProfileException(new ProfileError.NotRegistered(token));
        }
        return Window.inRun(windows, index);
    }

    /** Says window {@code index}, just taken out of {@link #openAt}, was stopped, or was dropped by its stop. */
    void stopped(int index, boolean measurable) {
        slots[index] = measurable ? STOPPED : DROPPED;
        open--;
    }

    /**
     * Blocks until every window added since the last call is reached on the device, and places it. Streams run in
     * order, so each run of one stream's windows is waited for once, at the end of its last window. A window
     * whose read-back failed is logged and reads as a 3600 s window.
     *
     * @throws dev.eventbind.api.WaitInterruptedException when the thread is interrupted while waiting; the windows
     *     not yet read back stay in the batch, and a later call picks them up
     */
    public void resolve() {
        if (open > 0) {
            throw new IllegalStateException(open + " windows started in the batch are still open: stop them first");
        }
        while (resolved < size) {
            if (slots[resolved] == DROPPED) { // its stop failed, and said why: nothing was measured
                starts[resolved] = 0L;
                ends[resolved] = 0L;
                measured[resolved] = false;
                bounds[resolved] = Long.MAX_VALUE;
                resolved++;
                continue;
            }
            // A run of one stream's windows: its stream runs in order, so once the device reached the end recorded
            // last (not always the last window's: nested windows started here stop in the other order) it reached
            // every event of the run; one wait covers them all. The run then settles under its lane's lock once,
            // and each window is copied here.
            Lane<E> lane = Window.inRun(windows, resolved).lane();
            int to = resolved + 1;
            while (to < size && slots[to] == STOPPED && Window.inRun(windows, to).lane() == lane) {
                to++;
            }
            Window.endedLast(windows, resolved, to).await(false, 0L);
            lane.readBack(windows, resolved, to);
            for (int i = resolved; i < to; i++) {
                Window<E> settled = Window.inRun(windows, i);
                starts[i] = settled.startNanos();
                ends[i] = settled.endNanos();
                measured[i] = settled.measured();
                bounds[i] = settled.boundNanos();
                settled.collected();
            }
            resolved = to;
        }
    }

    /**
     * Drops the windows started here and still open (their events go back to their streams, and a stop of their
     * index then fails), resolves what is left and empties the batch.
     */
    public void clear() {
        for (int i = resolved; open > 0 && i < size; i++) {
            if (slots[i] == OPEN) {
                Window<E> dropped = Window.inRun(windows, i);
                dropped.lane().abandonInBatch(dropped);
                stopped(i, false);
            }
        }
        resolve();
        size = 0;
        resolved = 0;
    }

    /** Host-clock nanoseconds ({@link System#nanoTime()}) at which window {@code index} started on the device. */
    public long startNanos(int index) {
        return starts[checked(index)];
    }

    /** Host-clock nanoseconds at which window {@code index} ended on the device. */
    public long endNanos(int index) {
        return ends[checked(index)];
    }

    /** The device span of window {@code index} in nanoseconds; never negative. */
    public long durationNanos(int index) {
        int at = checked(index);
        return Math.max(0L, ends[at] - starts[at]);
    }

    /**
     * How far window {@code index}'s placed start and end can each be from the truth, in nanoseconds, as
     * {@link ProfileResult#boundNanos()}; {@link Long#MAX_VALUE} when its read-back failed.
     */
    public long boundNanos(int index) {
        return bounds[checked(index)];
    }

    /** Whether window {@code index} was measured; false when its read-back or its stop failed. */
    public boolean measured(int index) {
        return measured[checked(index)];
    }

    private int checked(int index) {
        if (index < 0 || index >= resolved) {
            throw new IndexOutOfBoundsException("Window " + index + " is not resolved; " + resolved + " are");
        }
        return index;
    }
}
