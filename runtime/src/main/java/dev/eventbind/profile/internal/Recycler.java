package dev.eventbind.profile.internal;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.event.OwnedEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The windows and events a {@link Lane} reuses, and how many it keeps. Part of the lane's state: only a field of
 * its lane holds it, {@code @GuardedBy} the lane's lock, so every call is checked to be made under that lock.
 *
 * <p><b>Reuse.</b> A window read back is kept as a <em>spare</em> with its two events, so the next window of the
 * stream is that spare, recorded again: in steady state a window takes and gives back no event and allocates
 * nothing, however many windows a round has in flight. A window dropped unmeasured (abandoned, failed, refused)
 * is not opened again; its events go on the <em>idle</em> stack, from which a new window takes its events first.
 *
 * <p><b>Retention.</b> Both stacks grow as far as the lane needs, never further than the most windows it had in
 * flight at once, and shrink again: the recycler counts the windows in flight (opened and not yet read back or
 * dropped) and their high-water mark. Each time the count falls to 0 is an <em>idle point</em>; every
 * {@value #TRIM_EVERY}th idle point, the spares beyond the high-water mark since the previous trim are released with
 * their events, and so are the idle events beyond what the rest of that mark would need (two per window); then the
 * mark starts again from 0. So a stream that had 10,000 windows in flight once and 10 in every round since keeps 10
 * spares after at most {@code 2 x }{@value #TRIM_EVERY} rounds, and one whose rounds stay the same size never
 * releases (and so never makes) a window or an event again.
 *
 * <p>After {@link #stopKeeping()} (the lane closed or retired) nothing is kept: what comes back is destroyed.
 *
 * @param <E> the backend's event handle
 */
final class Recycler<E> {

    /** Idle points between two trims. */
    static final int TRIM_EVERY = 4;
    private static final int INITIAL = 8;

    // The spares below the count; above it, nulls or spares taken since the last trim (in use, or about to be
    // kept again): a slot left as it was spares the next keep of the same window its store, and with it the
    // collector's write barrier on every window. A trim and stopKeeping clear them.
    private @Nullable Window<E>[] spares = windowArray(INITIAL);
    private int spareCount;
    // The idle events below the count, nulls above it (nothing taken stays referenced).
    @SuppressWarnings("unchecked")
    private @Nullable OwnedEvent<E>[] idle = (@Nullable OwnedEvent<E>[]) new OwnedEvent<?>[INITIAL];
    private int idleCount;
    private int inFlight;
    private int highWater;
    private int idlePoints;
    private boolean keeping = true;

    /** A spare window, taken so no other {@code start} gets it; null when there is none. */
    @Nullable Window<E> spare() {
        if (spareCount == 0) {
            return null;
        }
        return spares[--spareCount]; // the slot keeps it: see spares
    }

    /** {@link #spare()} for a window that is let go of: its slot is cleared. */
    private @Nullable Window<E> spareReleased() {
        Window<E> taken = spare();
        if (taken != null) {
            spares[spareCount] = null;
        }
        return taken;
    }

    /** An idle event, or a new one when none is idle. */
    OwnedEvent<E> event(EventApi<E, ?> api) throws DriverException {
        if (idleCount > 0) {
            OwnedEvent<E> event = stacked(idle[--idleCount]);
            idle[idleCount] = null;
            return event;
        }
        return OwnedEvent.create(api);
    }

    /** Counts a window just opened among those in flight. */
    void opened() {
        if (++inFlight > highWater) {
            highWater = inFlight;
        }
    }

    /**
     * Uncounts {@code count} windows that were in flight, read back or dropped (after they were kept or given
     * back); trims at every {@value #TRIM_EVERY}th idle point.
     */
    void done(int count) {
        inFlight -= count;
        if (inFlight == 0 && ++idlePoints == TRIM_EVERY) {
            trim();
        }
    }

    /**
     * Keeps {@code window}, read back or refused, as a spare with its events; once nothing is kept, hands them
     * back instead, which destroys them.
     */
    void keep(Window<E> window) {
        if (!keeping) {
            release(window);
            return;
        }
        if (spareCount == spares.length) {
            spares = Arrays.copyOf(spares, spareCount * 2);
        }
        if (spares[spareCount] != window) { // most often the window last taken from this slot: no store
            spares[spareCount] = window;
        }
        spareCount++;
    }

    /** Hands back a window that will not be opened again: its events go idle (or are destroyed). */
    void release(Window<E> window) {
        give(window.end());
        give(window.start()); // on top: the next window takes its start event first
        window.disown();
    }

    /** Keeps {@code event} idle for reuse, or destroys it once nothing is kept; null is skipped. */
    void give(@Nullable OwnedEvent<E> event) {
        if (event == null) {
            return;
        }
        if (!keeping || event.isClosed()) {
            event.close();
            return;
        }
        if (idleCount == idle.length) {
            idle = Arrays.copyOf(idle, idleCount * 2);
        }
        idle[idleCount++] = event;
    }

    /**
     * Keeps nothing from now on and takes every idle event and every spare's events, for the caller to destroy
     * outside the lane's lock.
     */
    List<OwnedEvent<E>> stopKeeping() {
        keeping = false;
        List<OwnedEvent<E>> taken = new ArrayList<>(Arrays.asList(idle).subList(0, idleCount));
        Arrays.fill(idle, 0, idleCount, null);
        idleCount = 0;
        for (Window<E> spare = spareReleased(); spare != null; spare = spareReleased()) {
            OwnedEvent<E> start = spare.start();
            if (start != null) {
                taken.add(start);
            }
            OwnedEvent<E> end = spare.end();
            if (end != null) {
                taken.add(end); // a spare refused before it was ever stopped has none
            }
            spare.disown();
        }
        Arrays.fill(spares, null); // nothing is kept from now on: let go of the windows taken too
        return taken;
    }

    /** {@return how many spare windows are kept} */
    int spares() {
        return spareCount;
    }

    /** {@return how many idle events are kept} */
    int idleEvents() {
        return idleCount;
    }

    /** Releases what the high-water mark since the last trim does not need, and starts the mark again. */
    private void trim() {
        int needed = highWater;
        idlePoints = 0;
        highWater = 0;
        while (spareCount > needed) {
            Window<E> extra = stacked(spareReleased());
            destroy(extra.start());
            destroy(extra.end()); // a spare refused before it was ever stopped has none
            extra.disown();
        }
        int eventsNeeded = 2 * (needed - spareCount);
        while (idleCount > eventsNeeded) {
            OwnedEvent<E> extra = stacked(idle[--idleCount]);
            idle[idleCount] = null;
            extra.close();
        }
        Arrays.fill(spares, spareCount, spares.length, null); // taken since the last trim: let go of
        if (spares.length > INITIAL && spareCount < spares.length / 4) {
            spares = Arrays.copyOf(spares, Math.max(INITIAL, spares.length / 2));
        }
        if (idle.length > INITIAL && idleCount < idle.length / 4) {
            idle = Arrays.copyOf(idle, Math.max(INITIAL, idle.length / 2));
        }
    }

    /** An entry taken from below a stack's count, where there are no nulls: an impossible null says so. */
    private static <T> T stacked(@Nullable T entry) {
        if (entry == null) {
            throw new AssertionError("a null below a stack's count");
        }
        return entry;
    }

    private static void destroy(@Nullable OwnedEvent<?> event) {
        if (event != null) {
            event.close();
        }
    }

    @SuppressWarnings("unchecked")
    private static <E> @Nullable Window<E>[] windowArray(int length) {
        return (@Nullable Window<E>[]) new Window<?>[length];
    }
}
