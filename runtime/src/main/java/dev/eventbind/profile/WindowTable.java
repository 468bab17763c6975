package dev.eventbind.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The started windows of one profiler, by token, and the counter that issues the tokens.
 *
 * <p>This replaces a {@code ConcurrentHashMap<Long, Window>}, which cost a boxed key and a map node per
 * window: tokens live unboxed in a {@code long[]} beside the windows, in one open-addressing table with
 * linear probing. Every operation holds the table's monitor for a few array reads, never across a driver
 * call, so threads opening and closing windows at once serialise only here. Removal shifts the following
 * entries back instead of leaving tombstones, so lookups stay short however many windows have come and gone.
 * The table grows with the most windows open at once and never shrinks.
 *
 * <p>It also keeps read-back windows as spares for the next {@code start}, so a profiler timing one window
 * after another allocates no window at all: one in a slot taken without a lock (the steady state of one window
 * at a time), and up to {@value #MAX_SPARES} more for a {@link WindowBatch} round of many windows in flight. A
 * window read back while all are kept is left to the garbage collector.
 *
 * @param <E> the backend's event handle
 */
final class WindowTable<E> {

    private static final int INITIAL_CAPACITY = 16;
    static final int MAX_SPARES = 64;

    private long[] tokens = new long[INITIAL_CAPACITY];
    private Window<E>[] windows = newArray(INITIAL_CAPACITY);
    private int size;
    private long nextToken;
    private final AtomicReference<Window<E>> spare = new AtomicReference<>();
    private final Window<E>[] moreSpares = newArray(MAX_SPARES); // guarded by itself
    private int moreSpareCount; // guarded by moreSpares

    /** A spare window, taken so no other {@code start} gets it; null when there is none. */
    Window<E> takeSpare() {
        Window<E> quick = spare.getAndSet(null);
        if (quick != null) {
            return quick;
        }
        synchronized (moreSpares) {
            if (moreSpareCount == 0) {
                return null;
            }
            Window<E> kept = moreSpares[--moreSpareCount];
            moreSpares[moreSpareCount] = null;
            return kept;
        }
    }

    /** Keeps {@code window} as a spare; only for a window read back, to which nothing refers any more. */
    void recycle(Window<E> window) {
        if (spare.compareAndSet(null, window)) {
            return;
        }
        synchronized (moreSpares) {
            if (moreSpareCount < MAX_SPARES) {
                moreSpares[moreSpareCount++] = window;
            }
        }
    }

    /** Issues the next token (0, 1, 2, ...) for {@code window} and files it under that token. */
    synchronized long add(Window<E> window) {
        if (2 * (size + 1) > windows.length) {
            grow();
        }
        long token = nextToken++;
        insert(token, window);
        size++;
        return token;
    }

    /** Takes out the window filed under {@code token}; null when there is none. */
    synchronized Window<E> remove(long token) {
        int mask = windows.length - 1;
        for (int i = home(token, mask); windows[i] != null; i = (i + 1) & mask) {
            if (tokens[i] == token) {
                Window<E> removed = windows[i];
                delete(i);
                return removed;
            }
        }
        return null;
    }

    /**
     * Marks every window that is still open as failed with {@code error}, leaving it filed so {@code stop}
     * reports the error, and returns the windows it marked: their events are for the caller to release.
     */
    synchronized List<Window<E>> fail(ProfileError error) {
        List<Window<E>> marked = new ArrayList<>();
        for (Window<E> window : windows) {
            if (window != null && window.fail(error)) {
                marked.add(window);
            }
        }
        return marked;
    }

    /** Takes out every window. */
    synchronized List<Window<E>> removeAll() {
        List<Window<E>> all = new ArrayList<>(size);
        for (Window<E> window : windows) {
            if (window != null) {
                all.add(window);
            }
        }
        windows = newArray(windows.length);
        size = 0;
        return all;
    }

    /** How many windows are filed. */
    synchronized int size() {
        return size;
    }

    private void insert(long token, Window<E> window) {
        int mask = windows.length - 1;
        int i = home(token, mask);
        while (windows[i] != null) {
            i = (i + 1) & mask;
        }
        tokens[i] = token;
        windows[i] = window;
    }

    /**
     * Empties slot {@code hole}, then moves back each later entry of the same run that may sit there (its home
     * slot is not cyclically between the hole and where it is now), so no lookup stops early at a gap.
     */
    private void delete(int hole) {
        int mask = windows.length - 1;
        for (int i = (hole + 1) & mask; windows[i] != null; i = (i + 1) & mask) {
            int home = home(tokens[i], mask);
            if (((i - home) & mask) >= ((i - hole) & mask)) {
                tokens[hole] = tokens[i];
                windows[hole] = windows[i];
                hole = i;
            }
        }
        windows[hole] = null;
        size--;
    }

    private void grow() {
        long[] oldTokens = tokens;
        Window<E>[] oldWindows = windows;
        tokens = new long[oldWindows.length * 2];
        windows = newArray(oldWindows.length * 2);
        for (int i = 0; i < oldWindows.length; i++) {
            if (oldWindows[i] != null) {
                insert(oldTokens[i], oldWindows[i]);
            }
        }
    }

    /** Fibonacci hashing: consecutive tokens land far apart, so runs stay short. */
    private static int home(long token, int mask) {
        return (int) ((token * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }

    @SuppressWarnings("unchecked")
    private static <E> Window<E>[] newArray(int length) {
        return (Window<E>[]) new Window<?>[length];
    }
}
