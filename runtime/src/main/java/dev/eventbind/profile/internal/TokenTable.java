package dev.eventbind.profile.internal;

import dev.eventbind.profile.ProfileError;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The token table: the started windows of one stream by token, and the counter that issues the tokens. Part of a
 * {@link Lane}'s state: only a field of its lane holds it, {@code @GuardedBy} the lane's lock, so every call is
 * checked to be made under that lock.
 *
 * <p>This replaces a {@code ConcurrentHashMap<Long, Window>}, which cost a boxed key and a map node per
 * window: tokens live unboxed in a {@code long[]} beside the windows, and since the table issues the tokens it
 * picks them so that each has a slot of its own, its low bits: a token whose slot is taken is skipped, never
 * issued. So finding a token is one slot read and removing it one store, with no probing and no entries to
 * shift. At most half the slots are used; the table doubles before that and never shrinks, and doubling keeps
 * every token's slot its own (two tokens apart in their low k bits are apart in their low k + 1 bits).
 *
 * <p>Tokens cannot be confused: the table takes them from the process's {@link Tokens}, a block of consecutive
 * ones at a time, so a token is never issued twice in the life of the process, a token of another profiler is
 * unknown here, and 0, what a caller's variable holds after a failed {@code start}, is never a token.
 *
 * <p>Stopped windows not yet read back stay linked in a list, so that {@code close()} can read them back and no
 * event or anchor outlives the profiler. A read-back unlinks its window, and its lane's {@link Recycler} keeps it
 * for the next {@code start}.
 *
 * <p><b>No store that need not be.</b> The table and its windows live long, and under G1 every reference stored
 * into an old object marks its card for the collector's concurrent refinement, which then competes with the
 * thread that stores for the card: a window measured at about 140 ns took about 240 in one JVM out of two on two
 * cores, until no reference was stored per window. So a slot keeps its last window after it is emptied (a token
 * of 0, which is never issued, marks it free) and the next window filed there, most often the same reused one, is
 * stored only if it is another; and the unread list's two ends keep their last windows when it empties (its count
 * says it is empty), so a lane reading back one window at a time links and unlinks it without a reference store.
 * The cost is that a slot or an end may keep a window the lane dropped reachable until it is overwritten.
 *
 * @param <E> the backend's event handle
 */
final class TokenTable<E> {

    private static final int INITIAL_CAPACITY = 16;

    private long[] tokens = new long[INITIAL_CAPACITY]; // 0: a free slot
    private @Nullable Window<E>[] windows = newArray(INITIAL_CAPACITY); // a free slot keeps its last window
    private int size;
    private final Tokens source;
    private long nextToken;
    private long blockEnd; // the first token past the block nextToken is in; 0 before the first block
    // Head of the stopped, unread windows (the newest), linked through Window.nextStopped; while unreadCount is 0,
    // the last window it held (or null).
    private @Nullable Window<E> stopped;
    private @Nullable Window<E> oldestStopped; // their tail, kept as the head is
    private int unreadCount;

    /** A table issuing the process's tokens. */
    TokenTable() {
        this(Tokens.PROCESS);
    }

    /** A table issuing tokens from {@code source}: a test's, started late. */
    TokenTable(Tokens source) {
        this.source = source;
    }

    /** Issues the next token whose slot is free for {@code window} and files it there. */
    long add(Window<E> window) {
        if (2 * (size + 1) > windows.length) {
            grow();
        }
        int mask = windows.length - 1;
        long token;
        do {
            token = issue();
        } while (tokens[(int) token & mask] != 0);
        int slot = (int) token & mask;
        tokens[slot] = token;
        if (windows[slot] != window) {
            windows[slot] = window;
        }
        size++;
        return token;
    }

    /** Issues the next token without filing anything under it: a window a batch holds. */
    long issue() {
        if (nextToken == blockEnd) {
            nextToken = source.block();
            blockEnd = nextToken + Tokens.BLOCK;
        }
        return nextToken++;
    }

    /** The window filed under {@code token}, left filed; null when there is none. */
    @Nullable Window<E> find(long token) {
        int slot = slotOf(token);
        return slot < 0 ? null : windows[slot];
    }

    /** The slot {@code token} is filed in, for {@link #at} and {@link #removeAt}; -1 when it is not filed. */
    int slotOf(long token) {
        int slot = (int) token & (windows.length - 1);
        return token != 0 && tokens[slot] == token ? slot : -1;
    }

    /** The window in {@code slot}, as {@link #slotOf} found it. */
    Window<E> at(int slot) {
        Window<E> filed = windows[slot];
        if (filed == null) {
            throw new AssertionError("slotOf found slot " + slot + ", which is empty");
        }
        return filed;
    }

    /**
     * Takes out the window in {@code slot}; nothing was added or removed since {@link #slotOf} found it. The slot
     * keeps the window, so that filing it there again stores nothing.
     */
    void removeAt(int slot) {
        tokens[slot] = 0;
        size--;
    }

    /** Links a stopped window among the unread ones, which {@code close()} reads back, until it is read back. */
    void linkUnread(Window<E> window) {
        Window<E> newest = unreadCount == 0 ? null : stopped;
        window.nextStopped = newest;
        window.previousStopped = null;
        if (newest != null) {
            newest.previousStopped = window;
        } else if (oldestStopped != window) {
            oldestStopped = window;
        }
        if (stopped != window) {
            stopped = window;
        }
        window.linked = true;
        unreadCount++;
    }

    /** How many stopped windows are not yet read back. */
    int unreadCount() {
        return unreadCount;
    }

    /** The window stopped longest ago and not yet read back; null when there is none. */
    @Nullable Window<E> oldestUnread() {
        return unreadCount == 0 ? null : oldestStopped;
    }

    /** Whether a stopped window is not yet read back. */
    boolean hasUnread() {
        return unreadCount > 0;
    }

    /** Every stopped window not yet read back, left linked: reading one back unlinks it. */
    List<Window<E>> unread() {
        List<Window<E>> unread = new ArrayList<>();
        for (Window<E> window = unreadCount == 0 ? null : stopped; window != null; window = window.nextStopped) {
            unread.add(window);
        }
        return unread;
    }

    /** Unlinks {@code window}, just read back, from the stopped ones; one never linked is left as it is. */
    void unlink(Window<E> window) {
        if (!window.linked) {
            return;
        }
        Window<E> newer = window.previousStopped;
        Window<E> older = window.nextStopped;
        if (newer != null) {
            newer.nextStopped = older;
        } else if (older != null) {
            stopped = older;
        } // else the list is empty now: its ends keep the window
        if (older != null) {
            older.previousStopped = newer;
        } else if (newer != null) {
            oldestStopped = newer;
        }
        unreadCount--;
        window.nextStopped = null;
        window.previousStopped = null;
        window.linked = false;
    }

    /** Takes out the window filed under {@code token}; null when there is none. */
    @Nullable Window<E> remove(long token) {
        int slot = slotOf(token);
        if (slot < 0) {
            return null;
        }
        Window<E> removed = windows[slot];
        removeAt(slot);
        return removed;
    }

    /**
     * Marks every window that is still open as failed with {@code error}, leaving it filed so {@code stop}
     * reports the error, and returns the windows it marked: their events are for the caller to hand back.
     */
    List<Window<E>> fail(ProfileError error) {
        List<Window<E>> marked = new ArrayList<>();
        for (int slot = 0; slot < windows.length; slot++) {
            Window<E> window = windows[slot];
            if (tokens[slot] != 0 && window != null && window.fail(error)) {
                marked.add(window);
            }
        }
        return marked;
    }

    /** Takes out every window. */
    List<Window<E>> removeAll() {
        List<Window<E>> all = new ArrayList<>(size);
        for (int slot = 0; slot < windows.length; slot++) {
            Window<E> window = windows[slot];
            if (tokens[slot] != 0 && window != null) {
                all.add(window);
            }
        }
        tokens = new long[windows.length];
        windows = newArray(windows.length);
        size = 0;
        return all;
    }

    /** How many windows are filed. */
    int size() {
        return size;
    }

    /** Doubles the table; each token keeps a slot of its own, so moving them needs no probing. */
    private void grow() {
        long[] oldTokens = tokens;
        @Nullable Window<E>[] oldWindows = windows;
        tokens = new long[oldWindows.length * 2];
        windows = newArray(oldWindows.length * 2);
        int mask = windows.length - 1;
        for (int i = 0; i < oldWindows.length; i++) {
            if (oldTokens[i] != 0) {
                int slot = (int) oldTokens[i] & mask;
                tokens[slot] = oldTokens[i];
                windows[slot] = oldWindows[i];
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <E> @Nullable Window<E>[] newArray(int length) {
        return (@Nullable Window<E>[]) new Window<?>[length];
    }
}
