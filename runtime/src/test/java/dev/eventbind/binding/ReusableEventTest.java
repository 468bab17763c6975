package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** Events recorded again and again over native events that must be reset, from pools of slots. */
class ReusableEventTest {

    /** Native events as numbers, with what was done to them. */
    private static final class FakeCalls implements EventSlots.Calls {
        long next = 0x1000;
        final List<String> log = new ArrayList<>();
        final Set<Long> live = new HashSet<>();
        final Set<Long> reached = new HashSet<>();
        @Nullable DriverException refuseQuery;
        @Nullable DriverException refusePoolDestroy;
        @Nullable DriverException refuseDestroy;

        @Override
        public MemorySegment createPool() {
            log.add("pool");
            return MemorySegment.ofAddress(next += 0x100);
        }

        @Override
        public MemorySegment createEvent(MemorySegment pool, int index) {
            log.add("create " + index);
            live.add(next += 8);
            return MemorySegment.ofAddress(next);
        }

        @Override
        public void destroyEvent(MemorySegment event) throws DriverException {
            log.add("destroy");
            if (refuseDestroy != null) {
                throw refuseDestroy;
            }
            live.remove(event.address());
        }

        @Override
        public void reset(MemorySegment event) {
            log.add("reset");
        }

        @Override
        public boolean reached(MemorySegment event) throws DriverException {
            if (refuseQuery != null) {
                throw refuseQuery;
            }
            return reached.contains(event.address());
        }

        @Override
        public void destroyPool(MemorySegment pool) throws DriverException {
            log.add("destroy pool");
            if (refusePoolDestroy != null) {
                throw refusePoolDestroy;
            }
        }
    }

    private static final class Event extends ReusableEvent {
        Event(EventSlots slots) throws DriverException {
            super(slots, slots.acquire());
        }

        @Override
        protected String describe() {
            return "test event";
        }
    }

    @Test
    void anEventIsRecordedOnceARecordTookItsNativeEventAndRefusedOnceDestroyed() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(4, calls));
        assertFalse(event.recorded());

        event.forStreamWait();
        assertFalse(event.recorded(), "a stream wait is no record");
        event.forRecord();
        assertTrue(event.recorded());

        event.destroy();
        assertThrows(IllegalStateException.class, event::recorded);
    }

    @Test
    void anEventWhoseDestroyTheDriverRefusedKeepsItsSlotSoNoEventIsMadeBesideIt() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(2, calls);
        Event refused = new Event(slots);
        DriverException inUse = StatusConvention.builder("Test").build().failure("xxEventDestroy", 7);
        calls.refuseDestroy = inUse;

        assertThrows(DriverException.class, refused::destroy);
        calls.refuseDestroy = null;
        new Event(slots);
        new Event(slots);

        assertEquals(List.of("pool", "create 0", "destroy", "create 1", "pool", "create 0"), calls.log,
                "index 0 of the first pool stays taken: its native event may live on");
        calls.refuseDestroy = inUse;
        assertSame(inUse, assertThrows(DriverException.class, slots::close), "refused again when the close tries");
        IllegalStateException kept = assertThrows(IllegalStateException.class,
                () -> slots.requireNothingLive("Test", "xxContextDestroy"));
        assertEquals("Test backend: close() does not call xxContextDestroy while 2 event pools (an event not"
                + " destroyed, a signal not reached, or a destroy refused) made in its context live (1 event of them"
                + " the driver refused to destroy, tried again by each close), as a driver may free the context"
                + " under them; destroy them, then close again", kept.getMessage());
        assertSame(inUse, kept.getCause(), "the close's own failure is kept");
        calls.refuseDestroy = null;
        slots.close(); // tried again, and destroyed now
        assertEquals("destroy", calls.log.getLast());
    }

    @Test
    void aLostDeviceFreesTheSlotOfAnEventWhoseDestroyFailed() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(2, calls);
        Event lost = new Event(slots);
        calls.refuseDestroy = StatusConvention.builder("Test").poisoned(9).build().failure("xxEventDestroy", 9);

        assertThrows(DriverException.class, lost::destroy);
        calls.refuseDestroy = null;
        new Event(slots);

        assertEquals(List.of("pool", "create 0", "destroy", "create 0"), calls.log, "nothing lives on a lost device");
    }

    @Test
    void theSlotsCountTheStreamsMadeWithThemUntilTheDriverDestroyedThem() throws DriverException {
        EventSlots slots = new EventSlots(0, new FakeCalls());
        slots.streamMade();
        slots.streamMade();
        Event event = new Event(slots);
        slots.streamDestroyed();

        IllegalStateException live = assertThrows(IllegalStateException.class,
                () -> slots.requireNothingLive("Test", "xxContextDestroy"));
        assertTrue(live.getMessage().contains("while 1 stream and 1 event made in its context live"),
                live.getMessage());
        slots.streamDestroyed();
        event.destroy();
        slots.requireNothingLive("Test", "xxContextDestroy"); // nothing left: the context may go
    }

    @Test
    void aRefusedRecordLeavesItsNativeEventFreeForTheNextRecordAndTheDestroy() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        Event event = new Event(slots);
        MemorySegment first = event.forRecord();
        event.recordRefused(first); // never signalled: never reached

        assertEquals(first, event.forRecord(), "no signal to wait out: neither a reset nor a fresh event");
        event.recordRefused(first);
        event.destroy();

        assertEquals(Set.of(), calls.live, "given back at once, not kept for a signal that never comes");
        assertEquals(0, slots.deferred());
        assertEquals(List.of("pool", "create 0", "destroy"), calls.log);
    }

    @Test
    void aRefusedRecordOfAnEventAStreamWaitsOnStillTakesAFreshNativeEvent() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(4, calls));
        MemorySegment first = event.forRecord();
        event.recordRefused(first);
        event.forStreamWait();

        assertNotEquals(first, event.forRecord(), "the waiting stream's native event is never reused under it");
    }

    @Test
    void aRefusedRecordOfAnEventWhosePreviousSignalIsPendingGoesBackToItsNativeEvent() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        Event event = new Event(slots);
        MemorySegment first = event.forRecord(); // its signal not reached yet
        MemorySegment second = event.forRecord();
        assertNotEquals(first, second, "a pending signal is not reset under the device");
        event.recordRefused(second);

        assertTrue(event.recorded());
        assertEquals(first, event.handle(), "a wait waits for the previous record, whose signal is still to come");
        assertEquals(second, event.forRecord(), "the native event the refused record took, never signalled, is next");
        calls.reached.add(first.address());
        calls.reached.add(second.address());
        event.destroy();
        assertEquals(Set.of(), calls.live, "every native event given back");
        assertEquals(0, slots.deferred());
    }

    @Test
    void aRefusedRecordOfAnEventWhoseSignalWasReachedReadsAsNeverRecorded() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        Event event = new Event(slots);
        MemorySegment first = event.forRecord();
        calls.reached.add(first.address());
        assertEquals(first, event.forRecord(), "reached: reset and reused");
        event.recordRefused(first);

        assertFalse(event.recorded(), "no signal will come on the reset native event: a wait answers at once");
        event.destroy();
        assertEquals(0, slots.deferred(), "given back at once");
        assertEquals(Set.of(), calls.live);
    }

    @Test
    void closeDestroysThePoolsWithNoLiveEventKeepsTheOthersAndHandsOutNoSlotAfter() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(2, calls);
        List<EventSlots.Slot> taken = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            taken.add(slots.acquire());
        }
        slots.release(taken.subList(0, 2)); // the first pool's two events; the second pool keeps one

        assertEquals(1, slots.close());

        assertEquals(1, calls.log.stream().filter("destroy pool"::equals).count());
        assertThrows(IllegalStateException.class, slots::acquire);
    }

    private static DriverException refusal(String function, boolean poisoned) {
        return new DriverException("test", function, poisoned ? -4 : -2, poisoned ? "TEST_LOST" : "TEST_IN_USE",
                null, poisoned);
    }

    @Test
    void aPoolWhoseDestroyIsRefusedIsKeptForTheNextCloseAndAClosedSlotsCallNoDriver() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(2, calls);
        slots.release(List.of(slots.acquire()));
        DriverException inUse = refusal("destroyPool", false);
        calls.refusePoolDestroy = inUse;

        assertSame(inUse, assertThrows(DriverException.class, slots::close));
        assertEquals(1, slots.pools(), "the refused pool is still known");
        int logged = calls.log.size();
        assertThrows(IllegalStateException.class, slots::acquire);
        assertEquals(logged, calls.log.size(), "an acquire after the close reaches no driver");

        calls.refusePoolDestroy = null;
        assertEquals(0, slots.close(), "a second close destroys it");
        assertEquals(0, slots.pools());
    }

    @Test
    void aDeferredSlotWhoseQueryFailsStaysUnlessTheDeviceIsLost() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        EventSlots.Slot pending = slots.acquire();
        slots.releaseWhenReached(List.of(pending)); // not reached
        calls.refuseQuery = refusal("reached", false);
        assertThrows(DriverException.class, slots::acquire);
        assertEquals(1, slots.deferred(), "a signal may still be pending on it");

        calls.refuseQuery = refusal("reached", true);
        assertThrows(DriverException.class, slots::acquire);
        assertEquals(0, slots.deferred(), "nothing is pending on a lost device");
        assertEquals(Set.of(), calls.live);
    }

    @Test
    void aReachedEventNobodyWaitsOnIsResetAndKeepsItsNativeEvent() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(4, calls));
        MemorySegment first = event.forRecord();
        calls.reached.add(first.address());

        assertEquals(first, event.forRecord());
        assertEquals(List.of("pool", "create 0", "reset"), calls.log);
    }

    @Test
    void anEventAStreamWaitsOnTakesAFreshNativeEventAndGivesBothBackOnDestroy() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(4, calls));
        MemorySegment first = event.forRecord();
        calls.reached.add(first.address());
        assertEquals(first, event.forStreamWait());

        MemorySegment second = event.forRecord();

        assertNotEquals(first, second);
        assertEquals(2, event.nativeEvents());
        assertEquals(List.of("pool", "create 0", "create 1"), calls.log, "never reset under the waiting stream");
        calls.reached.add(second.address());
        event.destroy();
        assertEquals(Set.of(), calls.live, "both signals reached: both destroyed at once");
        assertThrows(IllegalStateException.class, event::handle);
        assertThrows(IllegalStateException.class, event::destroy);
    }

    @Test
    void anEventNotYetReachedIsNotResetUnderItsPendingSignal() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(0, calls));
        MemorySegment first = event.forRecord();

        assertNotEquals(first, event.forRecord());
        assertEquals(List.of("create -1", "create -1"), calls.log, "without pools, one event at a time");
    }

    @Test
    void anEventRecordedAheadOfTheDeviceReusesTheNativeEventsTheDeviceHasPassed() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(4, calls));
        List<MemorySegment> firstRound = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            firstRound.add(event.forRecord()); // none reached yet: each record takes another native event
        }
        assertEquals(3, event.nativeEvents());
        firstRound.forEach(signal -> calls.reached.add(signal.address()));
        calls.reached.remove(firstRound.get(2).address()); // the last signal is still in flight

        MemorySegment reused = event.forRecord();

        assertEquals(firstRound.get(0), reused, "the oldest native event the device passed, reset");
        assertEquals(3, event.nativeEvents(), "as many native events as signals in flight, not one per record");
        assertEquals(List.of("pool", "create 0", "create 1", "create 2", "reset"), calls.log);
        calls.reached.add(reused.address());
        calls.reached.add(firstRound.get(2).address());
        event.destroy();
        assertEquals(Set.of(), calls.live, "every native event it kept is given back");
    }

    @Test
    void aDestroyedEventWhoseSignalIsStillPendingKeepsItsNativeEventUntilTheDeviceReachesIt() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        Event event = new Event(slots);
        MemorySegment recorded = event.forRecord();
        event.forStreamWait();

        event.destroy();

        assertEquals(Set.of(recorded.address()), calls.live, "the pending signal must not land on a destroyed event");
        assertEquals(1, slots.deferred());
        MemorySegment other = slots.acquire().event();
        assertNotEquals(recorded, other, "nor on an event made since in its slot");
        calls.reached.add(recorded.address());
        slots.acquire();
        assertEquals(0, slots.deferred());
        assertEquals(false, calls.live.contains(recorded.address()), "destroyed once the device reached it");
    }

    @Test
    void aReachedEventAStreamStillWaitsOnKeepsItsSlotUntilTheWaitIsPassed() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        Event event = new Event(slots);
        MemorySegment recorded = event.forRecord();
        calls.reached.add(recorded.address());
        event.forStreamWait();
        boolean[] passed = {false};
        int[] released = {0};
        StreamWaitMarks.add(recorded, new StreamWaitMarks.Mark() {
            @Override
            public boolean passed() {
                return passed[0];
            }

            @Override
            public void release() {
                released[0]++;
            }
        });

        event.destroy();

        assertEquals(Set.of(recorded.address()), calls.live, "its signal was reached, but the waiting stream is "
                + "still behind its wait");
        assertNotEquals(0, slots.acquire().index(), "its slot is not handed out again");
        passed[0] = true;
        assertEquals(0, released[0]);
        slots.acquire();
        assertEquals(0, slots.deferred(), "given back once the wait was passed");
        assertEquals(false, calls.live.contains(recorded.address()));
        assertEquals(1, released[0], "the mark is released once");
        assertEquals(0, StreamWaitMarks.pending(recorded));
    }

    @Test
    void aDestroyedEventNeverRecordedIsGivenBackAtOnce() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(4, calls);
        new Event(slots).destroy();
        assertEquals(Set.of(), calls.live);
        assertEquals(0, slots.deferred());
    }

    @Test
    void aReplacedNativeEventAStreamWaitsOnIsNeverReusedEvenOnceReached() throws DriverException {
        FakeCalls calls = new FakeCalls();
        Event event = new Event(new EventSlots(4, calls));
        MemorySegment waitedOn = event.forRecord();
        event.forStreamWait();
        MemorySegment second = event.forRecord(); // replaces the waited-on one
        calls.reached.add(waitedOn.address());

        MemorySegment third = event.forRecord(); // the second is not reached: replaced too

        assertNotEquals(waitedOn, third, "the waiting stream may not have reached its wait: never reset");
        assertNotEquals(second, third);
        assertEquals(3, event.nativeEvents());
    }

    @Test
    void aFullPoolAddsAnotherAndAFreedSlotIsTakenFirst() throws DriverException {
        FakeCalls calls = new FakeCalls();
        EventSlots slots = new EventSlots(2, calls);
        List<EventSlots.Slot> taken = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            taken.add(slots.acquire());
        }
        assertEquals(2, slots.pools());
        slots.release(List.of(taken.get(0)));

        EventSlots.Slot again = slots.acquire();

        assertEquals(taken.get(0).pool(), again.pool());
        assertEquals(0, again.index());
        assertEquals(2, slots.pools());
    }
}
