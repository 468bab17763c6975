package dev.eventbind.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.MemorySegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Holders of the native events records return, replaced on each record: every native event is released exactly
 * once, never while a short read or a host wait uses it.
 */
class ReturnedEventTest {

    /** Native events as numbers: the live ones, and a release of one that is not live fails the test. */
    private static final class Natives implements ReturnedEvent.Release {
        final AtomicLong next = new AtomicLong(0x1000);
        final Set<Long> live = ConcurrentHashMap.newKeySet();
        final List<AssertionError> misuse = new java.util.concurrent.CopyOnWriteArrayList<>();

        MemorySegment fresh() {
            long address = next.addAndGet(8);
            live.add(address);
            return MemorySegment.ofAddress(address);
        }

        @Override
        public void release(MemorySegment event) {
            if (!live.remove(event.address())) {
                misuse.add(new AssertionError("released 0x" + Long.toHexString(event.address()) + " twice"));
            }
        }

        void assertLive(long address) {
            if (!live.contains(address)) {
                misuse.add(new AssertionError("used 0x" + Long.toHexString(address) + " after its release"));
            }
        }
    }

    @Test
    void aRecordReleasesTheEventItReplacesAndTheDestroyTheLastOne() throws Exception {
        Natives natives = new Natives();
        ReturnedEvent event = new ReturnedEvent(natives, "test event");
        assertEquals(0L, event.lock(), "nothing recorded yet");
        event.unlock();
        MemorySegment first = natives.fresh();
        event.recorded(first);
        MemorySegment second = natives.fresh();
        event.recorded(second);
        assertEquals(Set.of(second.address()), natives.live);
        assertEquals(second.address(), event.lock());
        event.unlock();
        event.destroy();
        assertEquals(Set.of(), natives.live);
        assertTrue(natives.misuse.isEmpty(), natives.misuse::toString);
    }

    @Test
    void aHostWaitKeepsItsEventAcrossARecordAndADestroyAndTheLastUseReleasesIt() throws Exception {
        Natives natives = new Natives();
        ReturnedEvent event = new ReturnedEvent(natives, "test event");
        MemorySegment first = natives.fresh();
        event.recorded(first);
        long waited = event.acquire();
        long waitedAgain = event.acquire();
        event.recorded(natives.fresh());
        assertEquals(2, event.nativeEvents(), "the replaced event stays while waits use it");
        event.release(waited);
        assertTrue(natives.live.contains(first.address()), "one wait still uses it");
        event.release(waitedAgain);
        assertTrue(!natives.live.contains(first.address()), "the last use released it");
        long current = event.acquire();
        event.destroy();
        assertEquals(Set.of(current), natives.live, "destroyed, but a wait still uses it");
        event.release(current);
        assertEquals(Set.of(), natives.live);
        assertTrue(natives.misuse.isEmpty(), natives.misuse::toString);
    }

    @Test
    void aDestroyedHolderRefusesEveryUseAndReleasesWhatARacingRecordGot() throws Exception {
        Natives natives = new Natives();
        ReturnedEvent event = new ReturnedEvent(natives, "test event");
        event.destroy();
        assertEquals("test event already destroyed", assertThrows(IllegalStateException.class, event::lock)
                .getMessage());
        assertThrows(IllegalStateException.class, event::acquire);
        assertThrows(IllegalStateException.class, event::ensureLive);
        assertThrows(IllegalStateException.class, event::destroy);
        MemorySegment late = natives.fresh();
        assertThrows(IllegalStateException.class, () -> event.recorded(late));
        assertEquals(Set.of(), natives.live, "the record that lost the race gave its event back");
    }

    @Test
    void whatARecordWasMadeOnIsHandedOutOnceForASubmitAndAlwaysUnderTheLock() {
        Natives natives = new Natives();
        ReturnedEvent event = new ReturnedEvent(natives, "test event");
        Object stream = "stream";
        event.recorded(natives.fresh(), stream);
        assertThrows(IllegalStateException.class, event::recordedOn, "only under the lock");
        event.lock();
        try {
            assertEquals(stream, event.recordedOn());
            assertEquals(stream, event.takeUnsubmitted(), "the first ask submits it");
            assertEquals(null, event.takeUnsubmitted(), "once");
            assertEquals(stream, event.recordedOn());
        } finally {
            event.unlock();
        }
        event.recorded(natives.fresh());
        event.lock();
        try {
            assertEquals(null, event.recordedOn(), "a record that names nothing");
        } finally {
            event.unlock();
        }
    }

    /**
     * Readers under the lock and host waits racing a writer that records again and again and then destroys: none
     * ever sees a released native event, and every one is released exactly once.
     */
    @Test
    void readsAndWaitsRacingRecordsAndADestroyNeverUseAReleasedEvent() throws Exception {
        Natives natives = new Natives();
        ReturnedEvent event = new ReturnedEvent(natives, "test event");
        event.recorded(natives.fresh());
        AtomicBoolean destroyed = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(5);
        try {
            List<Future<Long>> users = new ArrayList<>();
            // Each user counts down after its first use, and the writer records on until all have used the event:
            // on a busy machine a user may start only after 20,000 records, and then it would race nothing.
            CountDownLatch using = new CountDownLatch(4);
            for (int i = 0; i < 2; i++) {
                users.add(pool.submit(reader(event, natives, destroyed, using)));
                users.add(pool.submit(waiter(event, natives, using)));
            }
            Future<?> writer = pool.submit(() -> {
                for (int i = 0; i < 20_000 || using.getCount() > 0; i++) {
                    event.recorded(natives.fresh());
                }
                event.destroy();
                destroyed.set(true);
                return null;
            });
            writer.get(60, TimeUnit.SECONDS);
            for (Future<Long> user : users) {
                assertTrue(user.get(60, TimeUnit.SECONDS) > 0, "every user used some events");
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(natives.misuse.isEmpty(), natives.misuse::toString);
        assertEquals(Set.of(), natives.live, "every native event released");
    }

    private static Callable<Long> reader(ReturnedEvent event, Natives natives, AtomicBoolean destroyed,
            CountDownLatch using) {
        return () -> {
            long reads = 0;
            while (true) {
                boolean wasDestroyed = destroyed.get();
                try {
                    long handle = event.lock();
                    try {
                        natives.assertLive(handle);
                        if (reads++ == 0) {
                            using.countDown();
                        }
                    } finally {
                        event.unlock();
                    }
                } catch (IllegalStateException refused) {
                    return reads;
                }
                if (wasDestroyed) {
                    throw new AssertionError("a destroyed event was read");
                }
            }
        };
    }

    private static Callable<Long> waiter(ReturnedEvent event, Natives natives, CountDownLatch using) {
        return () -> {
            long waits = 0;
            while (true) {
                long held;
                try {
                    held = event.acquire();
                } catch (IllegalStateException refused) {
                    return waits;
                }
                try {
                    for (int spin = 0; spin < 50; spin++) {
                        natives.assertLive(held);
                        Thread.onSpinWait();
                    }
                    if (waits++ == 0) {
                        using.countDown();
                    }
                } finally {
                    event.release(held);
                }
            }
        };
    }
}
