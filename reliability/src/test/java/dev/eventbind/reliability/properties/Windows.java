package dev.eventbind.reliability.properties;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the sequence knows of one profiler's windows: every token it issued, those certainly open (with the
 * stream each started on) or failed by {@code failure} (with theirs), and those whose fate an unchecked exception left
 * unknown, about which nothing is asserted.
 */
final class Windows {

    final List<Long> issued = new ArrayList<>();
    final Map<Long, Object> open = new HashMap<>();
    final Map<Long, Object> failed = new HashMap<>();
    final Set<Long> unknown = new HashSet<>();
    boolean closed;

    /** Whether the profiler certainly has no window under {@code token}. */
    boolean certainlyNot(long token) {
        return closed || !open.containsKey(token) && !failed.containsKey(token) && !unknown.contains(token);
    }

    void opened(long token, Object stream) {
        issued.add(token);
        open.put(token, stream);
    }

    /** The window left the table, measured, abandoned or reported failed. */
    void gone(long token) {
        open.remove(token);
        failed.remove(token);
        unknown.remove(token);
    }

    /** An exception left it unknown whether the window is still open. */
    void uncertain(long token) {
        if (open.remove(token) != null || failed.remove(token) != null) {
            unknown.add(token);
        }
    }

    void failAll() {
        failed.putAll(open);
        open.clear();
    }

    void close() {
        closed = true;
        open.clear();
        failed.clear();
        unknown.clear();
    }
}
