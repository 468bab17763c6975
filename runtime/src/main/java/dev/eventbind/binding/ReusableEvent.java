package dev.eventbind.binding;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import dev.eventbind.api.DriverException;
import java.lang.foreign.MemorySegment;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The handle behind a generated backend's {@code Event} for an API whose events hold one signal until they are
 * reset ({@code zeEventHostReset}, Vulkan's {@code vkResetEvent}): the same {@code EventApi} event may be
 * recorded again and again, and the native event under it changes when it must.
 *
 * <p>A record of an event that was recorded before first makes its native event ready for a new signal:
 * <ul>
 *   <li>when the device has reached the old signal and no stream wait was enqueued on it since, it is reset
 *       ({@link EventSlots.Calls#reset}) and reused;</li>
 *   <li>otherwise (a stream may still wait on the old signal, or the device has not reached it yet) the event
 *       takes another native event, so a stream still waiting on the old signal never sees the new one, and keeps
 *       the old one. The other native event is the oldest one it kept that no stream wait was enqueued on and the
 *       device has reached since, reset; else a fresh one from its {@link EventSlots}. So an event recorded again
 *       and again ahead of the device holds as many native events as it has signals in flight, not one per
 *       record.</li>
 * </ul>
 * A native event a stream wait was enqueued on is never reset, since the waiting stream may not have reached its
 * wait yet: it is kept until this event is destroyed.
 * One lock per event orders records, waits and the destroy; driver calls made for a re-record happen under it, so
 * two threads recording the same event never both reset it.
 */
public abstract class ReusableEvent {

    private final EventSlots slots;
    private final Object lock = new Object();
    @GuardedBy("lock")
    private EventSlots.Slot current;
    /** A signal was enqueued on {@link #current} since it was created or reset. */
    @GuardedBy("lock")
    private boolean signalled;
    /** A stream wait was enqueued on {@link #current}'s signal. */
    @GuardedBy("lock")
    private boolean waited;
    /**
     * The native event the record under way took {@link #current}'s place from, the previous record's signal on it
     * still pending or waited on: {@link #recordRefused} goes back to it. {@code null} when the record kept its
     * native event.
     */
    @GuardedBy("lock")
    private EventSlots.@Nullable Slot replaced;
    /** Whether a stream wait was enqueued on {@link #replaced}. */
    @GuardedBy("lock")
    private boolean replacedWaited;
    /** A native event a refused record took and never signalled: the next record that needs another takes it. */
    @GuardedBy("lock")
    private EventSlots.@Nullable Slot spare;
    /** Replaced native events a stream wait was enqueued on: kept until the destroy. */
    @GuardedBy("lock")
    private final List<EventSlots.Slot> retired = new ArrayList<>();
    /** Replaced native events no stream wait was enqueued on, oldest first: reset and reused once reached. */
    @GuardedBy("lock")
    private final ArrayDeque<EventSlots.Slot> pending = new ArrayDeque<>();
    @GuardedBy("lock")
    private boolean destroyed;

    /**
     * @param slots where fresh native events come from
     * @param first the native event it starts with
     */
    protected ReusableEvent(EventSlots slots, EventSlots.Slot first) {
        this.slots = slots;
        synchronized (lock) {
            this.current = first;
        }
    }

    /**
     * This event, once known to come from {@code slots}: the generated backend asks it first in every call but the
     * destroy, so an event of another backend instance (its own pools, made on its own context) never reaches the
     * driver beside this one's stream, device or timer. Its destroy gives it back to its own slots from either.
     *
     * @param slots the calling backend's slots
     * @return this event
     * @throws IllegalArgumentException when another backend instance made it
     */
    public final ReusableEvent requireFrom(EventSlots slots) {
        if (slots != this.slots) {
            throw new IllegalArgumentException(describe() + " belongs to another backend instance, made from its own"
                    + " pools on its own context: it is recorded, waited for and read with that backend only");
        }
        return this;
    }

    /**
     * The native event a wait, a query or a time read uses now.
     *
     * @throws IllegalStateException once destroyed
     */
    public final MemorySegment handle() {
        synchronized (lock) {
            return live().event();
        }
    }

    /**
     * The address of {@link #handle()}, as the generated backend passes it to a downcall.
     *
     * @throws IllegalStateException once destroyed
     */
    public final long address() {
        return handle().address();
    }

    /**
     * Whether it was ever recorded. One that never was is reached, as a CUDA event is: a host wait, a query and a
     * stream wait on it do not reach the driver, whose native event has no signal to wait for.
     *
     * @return true once a record took its native event
     * @throws IllegalStateException once destroyed, so a destroyed event is refused as a recorded one is
     */
    public final boolean recorded() {
        synchronized (lock) {
            live();
            return signalled;
        }
    }

    /**
     * The native event to pass to the record call: reset or replaced when it was recorded before.
     *
     * @return the native event
     * @throws DriverException when the reset, the query or a fresh event is refused
     * @throws IllegalStateException once destroyed
     */
    public final MemorySegment forRecord() throws DriverException {
        synchronized (lock) {
            EventSlots.Slot slot = live();
            replaced = null;
            if (signalled || waited) { // a native event a stream waits on is never reset under it
                if (!waited && slots.calls().reached(slot.event())) {
                    slots.calls().reset(slot.event());
                } else {
                    EventSlots.Slot next = spare != null ? spare : reclaimed();
                    spare = null;
                    (waited ? retired : pending).add(slot);
                    replaced = slot;
                    replacedWaited = waited;
                    current = next;
                }
            }
            signalled = true;
            waited = false;
            return current.event();
        }
    }

    /**
     * Says that the record call {@link #forRecord()} prepared failed, so no signal was enqueued on {@code handle}:
     * the event answers as it did before that record, as a failed record leaves a CUDA event. Where the record took
     * another native event because the previous record's signal was still pending or waited on, the event goes back
     * to that one, and a wait waits for the previous record; the native event taken is kept, unsignalled, for the
     * next record that needs one. Where the record reset the native event (its signal reached) or the event was
     * never recorded, it reads as never recorded, which is reached: a wait or a query answers at once instead of
     * waiting for a signal nothing will send, and the destroy gives the native event back at once.
     *
     * @param handle what {@link #forRecord()} returned
     */
    public final void recordRefused(MemorySegment handle) {
        synchronized (lock) {
            if (destroyed || current.event().address() != handle.address()) {
                return; // destroyed, or recorded again since by another thread: that record decides
            }
            EventSlots.Slot before = replaced;
            replaced = null;
            if (before == null) {
                signalled = false;
                return;
            }
            if (replacedWaited) {
                retired.remove(before);
            } else {
                pending.removeLastOccurrence(before);
            }
            spare = current;
            current = before;
            signalled = true;
            waited = replacedWaited;
        }
    }

    /**
     * The oldest replaced native event the device has reached, reset for a new signal, or a fresh one when there is
     * none: only the oldest is asked, since a stream reaches its signals in the order they were recorded.
     */
    @GuardedBy("lock")
    private EventSlots.Slot reclaimed() throws DriverException {
        EventSlots.Slot oldest = pending.peekFirst();
        if (oldest != null && slots.calls().reached(oldest.event())) {
            slots.calls().reset(oldest.event());
            return pending.removeFirst();
        }
        return slots.acquire();
    }

    /**
     * The native event to pass to a stream wait; the signal it waits for is then never reset under it.
     *
     * @throws IllegalStateException once destroyed
     */
    public final MemorySegment forStreamWait() {
        synchronized (lock) {
            MemorySegment event = live().event();
            waited = true;
            return event;
        }
    }

    /**
     * Marks this destroyed and gives back every native event it used: at once those the device no longer names, the
     * others ({@link EventSlots#releaseWhenReached}) once it has reached their signal, so that a signal still pending
     * never lands on a destroyed event, nor on one made since in its slot. A stream wait on a native event is covered
     * as far as its signal, and up to the wait itself where the backend registers where its waits are
     * ({@link StreamWaitMarks}): then a waiting stream still behind its wait keeps the slot until it has passed it.
     *
     * @throws DriverException when the driver refuses a destroy or a query (all are attempted)
     * @throws IllegalStateException when already destroyed
     */
    public final void destroy() throws DriverException {
        List<EventSlots.Slot> now = new ArrayList<>();
        List<EventSlots.Slot> later;
        synchronized (lock) {
            EventSlots.Slot slot = live();
            destroyed = true;
            later = new ArrayList<>(retired);
            later.addAll(pending);
            (signalled || waited ? later : now).add(slot); // whether it is still named, the slots find out
            if (spare != null) {
                now.add(spare); // never signalled
                spare = null;
            }
            retired.clear();
            pending.clear();
        }
        try {
            slots.release(now);
        } finally {
            slots.releaseWhenReached(later);
        }
    }

    /** How many native events it has used and still holds, for tests. */
    public final int nativeEvents() {
        synchronized (lock) {
            return destroyed ? 0 : retired.size() + pending.size() + (spare != null ? 1 : 0) + 1;
        }
    }

    @GuardedBy("lock")
    private EventSlots.Slot live() {
        if (destroyed) {
            throw new IllegalStateException(describe() + " already destroyed");
        }
        return current;
    }

    /** What it is, for messages ("Level Zero event"). */
    protected abstract String describe();

    @Override
    public String toString() {
        synchronized (lock) {
            return describe() + (destroyed ? " (destroyed)" : " 0x" + Long.toHexString(current.event().address()));
        }
    }
}
