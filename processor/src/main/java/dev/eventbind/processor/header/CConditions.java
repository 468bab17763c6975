package dev.eventbind.processor.header;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The stack of open {@code #if} groups while a header is scanned, and so whether the current line is compiled.
 * A branch whose condition cannot be evaluated is {@link Presence#UNCERTAIN}, and so is every later branch of its
 * group that is not known to be false.
 */
final class CConditions {

    /**
     * Region: where the lines under the current branch stand.
     *
     * @param presence whether they are compiled
     * @param condition the innermost false (or undecided) condition, for messages; empty when active
     */
    record Region(Presence presence, String condition) {
        static final Region ACTIVE = new Region(Presence.ACTIVE, "");
    }

    private record Group(Region outer, Presence branch, boolean taken, boolean maybeTaken, String condition) {
    }

    private final Deque<Group> groups = new ArrayDeque<>();
    private Region current = Region.ACTIVE;

    /** The region of the lines being read. */
    Region current() {
        return current;
    }

    /** Whether the current branch is known to be skipped, so its directives need no evaluating. */
    boolean skipping() {
        return current.presence() == Presence.INACTIVE;
    }

    /** {@code #if}, {@code #ifdef} or {@code #ifndef}, with its evaluated value (null when undecided). */
    void open(Long value, String condition) {
        Presence branch = skipping() ? Presence.INACTIVE : presence(value);
        push(new Group(current, branch, branch == Presence.ACTIVE, branch == Presence.UNCERTAIN, condition));
    }

    /** {@code #elif}, with its evaluated value. */
    void elif(Long value, String condition) {
        Group group = groups.poll();
        if (group == null) {
            return;
        }
        Presence branch = group.taken() ? Presence.INACTIVE : presence(value);
        if (group.maybeTaken() && branch == Presence.ACTIVE) {
            branch = Presence.UNCERTAIN;
        }
        push(new Group(group.outer(), branch, group.taken() || branch == Presence.ACTIVE,
                group.maybeTaken() || branch == Presence.UNCERTAIN, condition));
    }

    /** {@code #else}. */
    void otherwise() {
        Group group = groups.poll();
        if (group == null) {
            return;
        }
        Presence branch = group.taken() ? Presence.INACTIVE
                : group.maybeTaken() ? Presence.UNCERTAIN : Presence.ACTIVE;
        push(new Group(group.outer(), branch, true, group.maybeTaken(), "#else of " + group.condition()));
    }

    /** {@code #endif}. */
    void close() {
        Group group = groups.poll();
        if (group != null) {
            current = group.outer();
        }
    }

    /** Whether a directive needs the value of its condition (it does not inside a skipped outer group). */
    boolean evaluates() {
        Group top = groups.peek();
        return top == null ? true : top.outer().presence() != Presence.INACTIVE;
    }

    private void push(Group group) {
        groups.push(group);
        Region outer = group.outer();
        if (outer.presence() == Presence.INACTIVE || group.branch() == Presence.ACTIVE) {
            current = outer;
        } else {
            Presence presence = outer.presence().and(group.branch());
            current = new Region(presence, group.condition());
        }
    }

    private static Presence presence(Long value) {
        return value == null ? Presence.UNCERTAIN : value != 0 ? Presence.ACTIVE : Presence.INACTIVE;
    }
}
