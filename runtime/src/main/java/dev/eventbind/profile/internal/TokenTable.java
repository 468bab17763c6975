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
 * @param <E> the backend's event handle
 */
final class TokenTable<E> {

    private static final int INITIAL_CAPACITY = 16;

    private long[] tokens = new long[INITIAL_CAPACITY];
    private @Nullable Window<E>[] windows = newArray(INITIAL_CAPACITY); // null: a free slot
    private int size;
    private final Tokens source;
    private long nextToken;
    private long blockEnd; // the first token past the block nextToken is in; 0 before the first block
    // Head of the stopped, unread windows (the newest), linked through Window.nextStopped; null when none is.
    private @Nullable Window<E> stopped;
    private @Nullable Window<E> oldestStopped; // their tail
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
        } while (windows[(int) token & mask] != null);
        int slot = (int) token & mask;
        tokens[slot] = token;
        windows[slot] = window;
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
        return windows[slot] != null && tokens[slot] == token ? slot : -1;
    }

    /** The window in {@code slot}, as {@link #slotOf} found it. */
    Window<E> at(int slot) {
        Window<E> filed = windows[slot];
        if (filed == null) {
            throw new AssertionError("slotOf found slot " + slot + ", which is empty");
        }
        return filed;
    }

    /** Takes out the window in {@code slot}; nothing was added or removed since {@link #slotOf} found it. */
    void removeAt(int slot) {
        windows[slot] = null;
        size--;
    }

    /** Links a stopped window among the unread ones, which {@code close()} reads back, until it is read back. */
    void linkUnread(Window<E> window) {
        window.nextStopped = stopped;
        window.previousStopped = null;
        if (stopped != null) {
            stopped.previousStopped = window;
        } else {
            oldestStopped = window;
        }
        stopped = window;
        window.linked = true;
        unreadCount++;
    }

    /** How many stopped windows are not yet read back. */
    int unreadCount() {
        return unreadCount;
    }

    /** The window stopped longest ago and not yet read back; null when there is none. */
    @Nullable Window<E> oldestUnread() {
        return oldestStopped;
    }

    /** Whether a stopped window is not yet read back. */
    boolean hasUnread() {
        return stopped != null;
    }

    /** Every stopped window not yet read back, left linked: reading one back unlinks it. */
    List<Window<E>> unread() {
        List<Window<E>> unread = new ArrayList<>();
        for (Window<E> window = stopped; window != null; window = window.nextStopped) {
            unread.add(window);
        }
        return unread;
    }

    /** Unlinks {@code window}, just read back, from the stopped ones; one never linked is left as it is. */
    void unlink(Window<E> window) {
        if (!window.linked) {
            return;
        }
        if (window.previousStopped != null) {
            window.previousStopped.nextStopped = window.nextStopped;
        } else {
            stopped = window.nextStopped;
        }
        if (window.nextStopped != null) {
            window.nextStopped.previousStopped = window.previousStopped;
        } else {
            oldestStopped = window.previousStopped;
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
        for (Window<E> window : windows) {
            if (window != null && window.fail(error)) {
                marked.add(window);
            }
        }
        return marked;
    }

    /** Takes out every window. */
    List<Window<E>> removeAll() {
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
            if (oldWindows[i] != null) {
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
