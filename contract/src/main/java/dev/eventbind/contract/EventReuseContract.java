package dev.eventbind.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * What every {@link EventApi} backend must keep when native events are reused, rows that matter most where events
 * come from pools and are reset ({@code zeEventHostReset}, a query reset) but hold for every backend: a native event
 * (or pool slot) is never handed out again while a signal or a stream wait that names it may still be pending on the
 * device, and an event used again never reads the time of its previous life. Level Zero's host reset does not clear
 * an event's timestamps, and a slot's storage outlives the event made in it, so a backend that gets either wrong
 * reads a stale time or wakes a waiter at the wrong signal.
 *
 * <p>Spans are read only across little work, never across the long work that keeps a signal pending, which may
 * outlast a narrow device counter's period. Each row makes the hazard likely: the slot it must not reuse is the one a backend handing it out too early
 * would pick next (the newest freed), and several fresh events are made where one would do.
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public abstract class EventReuseContract<E, S> extends EventCallsContract<E, S> {

    /** For a backend's test class, through {@link EventApiContract}. */
    protected EventReuseContract() {
    }

    /** Work a signal stays behind while the row makes events that must not meet it. */
    private static final Duration BEHIND = Duration.ofMillis(600);
    /** Work a stream does before it reaches its wait on an event already reached. */
    private static final Duration WAITED = Duration.ofMillis(300);
    /** Work long enough that a read made right after queueing it finds the event not reached. */
    private static final Duration PENDING = Duration.ofMillis(800);
    /** Fresh events made where a backend reusing a slot too early would hand out the one still named. */
    private static final int FRESH = 4;

    @Test
    void aDestroyedEventsPendingSignalNeverLandsOnAnEventMadeSince() throws Exception {
        S producer = stream();
        S other = stream();
        enqueueWork(producer, BEHIND);
        E doomed = api().eventCreate();
        api().eventRecord(doomed, producer);
        // Made while the doomed event lives, so not in its slot; on a device whose streams share one queue it runs
        // after the producer's work, as the fresh events below do.
        E start = recordOn(other);
        api().eventDestroy(doomed); // its signal is still ahead on the device

        List<E> fresh = new ArrayList<>();
        for (int i = 0; i < FRESH; i++) {
            fresh.add(recordOn(other));
        }
        api().eventWait(recordOn(producer)); // the destroyed event's signal has come by now
        for (int i = 0; i < FRESH; i++) {
            E made = fresh.get(i);
            api().eventWait(made);
            long span = api().eventElapsedNanos(start, made);
            int index = i;
            assertTrue(span < BEHIND.toNanos() / 2, () -> "event " + (index + 1) + " of " + FRESH + ", made and"
                    + " recorded on an idle stream after an event whose signal was still " + BEHIND + " ahead was"
                    + " destroyed, reads " + Duration.ofNanos(span) + " after a record just before it: the"
                    + " destroyed event's signal landed on it (its pool slot was handed out again too early)");
        }
    }

    @Test
    void aDestroyedEventAStreamStillWaitsOnReleasesThatStreamAtItsOwnSignal() throws Exception {
        S producer = stream();
        S waiter = stream();
        E signal = api().eventCreate();
        api().eventRecord(signal, producer);
        api().eventWait(signal); // reached: only the waiter's wait still names it
        enqueueWork(waiter, WAITED);
        api().streamWaitEvent(waiter, signal);
        E released = recordOn(waiter);
        E producerStart = recordOn(producer); // made while the waited-on event lives, so not in its slot
        api().eventDestroy(signal);

        enqueueWork(producer, PENDING);
        List<E> fresh = new ArrayList<>();
        for (int i = 0; i < FRESH; i++) {
            fresh.add(recordOn(producer)); // each behind the producer's work: reached long after the waiter's wait
        }
        api().eventWait(released);
        // Had one of them taken the waited-on slot, its signal is what let the waiter go: it is reached by now.
        for (int i = 0; i < FRESH; i++) {
            OptionalLong early = readIfReached(producerStart, fresh.get(i));
            int index = i;
            assertTrue(early.isEmpty(), () -> "a stream waiting on an event that was destroyed after its signal was "
                    + "reached went on only once event " + (index + 1) + " of " + FRESH + " made since, behind "
                    + PENDING + " of work, was reached (" + Duration.ofNanos(early.orElseThrow()) + "): its wait was"
                    + " held by it (the destroyed event's pool slot was handed out again while the wait still named"
                    + " it)");
        }
    }

    @Test
    void aReRecordedEventIsNotReadyUntilItsNewSignalNeverAtItsPreviousTime() throws Exception {
        S stream = stream();
        E before = recordOn(stream);
        E event = recordOn(stream);
        api().eventWait(event); // its first life's time is on the device now
        enqueueWork(stream, PENDING);
        E last = recordOn(stream);
        api().eventRecord(event, stream);

        OptionalLong stale = readIfReached(before, event);
        assertReArmed(stale.isEmpty(), () -> "recorded again behind " + PENDING + " of work, it "
                + "read " + Duration.ofNanos(stale.orElseThrow()) + " from an event before its first record, the "
                + "time of its previous life");
        if (api().supportsEventQuery()) {
            assertReArmed(!api().eventQuery(event), () -> "recorded again behind " + PENDING
                    + " of work, a query says it is reached");
        }
        api().eventWait(event);
        long fromLast = api().eventElapsedNanos(last, event);
        assertReArmed(fromLast < BEHIND.toNanos(), () -> "recorded again right after an event, once reached it "
                + "reads " + Duration.ofNanos(fromLast) + " after that event: not the time of its new signal");
    }

    @Test
    void anEventMadeWhereADestroyedOneWasNeverReadsItsTime() throws Exception {
        S stream = stream();
        E before = recordOn(stream);
        List<E> old = new ArrayList<>();
        for (int i = 0; i < FRESH; i++) {
            E made = api().eventCreate();
            api().eventRecord(made, stream);
            old.add(made);
        }
        api().eventWait(old.getLast());
        for (E reached : old.reversed()) {
            api().eventDestroy(reached); // reached: the slots are free at once, their times still in them
        }
        enqueueWork(stream, PENDING);
        E last = recordOn(stream);
        List<E> fresh = new ArrayList<>();
        for (int i = 0; i < FRESH; i++) {
            fresh.add(recordOn(stream));
        }
        for (int i = 0; i < FRESH; i++) {
            OptionalLong stale = readIfReached(before, fresh.get(i));
            int index = i;
            assertTrue(stale.isEmpty(), () -> "event " + (index + 1) + " of " + FRESH + ", made after reached "
                    + "events were destroyed and recorded behind " + PENDING + " of work, read "
                    + Duration.ofNanos(stale.orElseThrow()) + " at once: the time a destroyed event left behind");
        }
        api().eventWait(fresh.getLast());
        for (E made : fresh) {
            long fromLast = api().eventElapsedNanos(last, made);
            assertTrue(fromLast < BEHIND.toNanos(), () -> "an event made where a destroyed one was, recorded right "
                    + "after another, reads " + Duration.ofNanos(fromLast) + " after it: not the time of its own "
                    + "signal");
        }
    }

    /** The span from {@code start} to {@code end}, or empty when the backend says {@code end} is not reached. */
    private OptionalLong readIfReached(E start, E end) throws DriverException {
        try {
            return OptionalLong.of(api().eventElapsedNanos(start, end));
        } catch (DriverException e) {
            if (e.notReady()) {
                return OptionalLong.empty();
            }
            throw e;
        }
    }
}
