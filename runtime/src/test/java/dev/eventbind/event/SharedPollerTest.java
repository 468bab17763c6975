package dev.eventbind.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.recording.RecordingEventApi;
import dev.eventbind.recording.RecordingEventApi.Call;
import dev.eventbind.recording.RecordingEventApi.Event;
import dev.eventbind.recording.RecordingEventApi.Stream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The poller that waits share: it wakes every waiter whose event is reached, it never touches the event of a
 * waiter that has given up (so the caller may destroy it at once), and a failed query is thrown on the waiting
 * thread itself.
 */
class SharedPollerTest {

    private final RecordingEventApi api = new RecordingEventApi().queryable();
    private final Stream stream = api.workingStream();

    /**
     * The pause after a round bounds what polling a crowd costs, about a ninety-seventh of a core; a round of one
     * waiter is mostly the round's own cost, which must not keep that waiter milliseconds past its event.
     */
    @Test
    void aRoundsPauseGrowsWithItsCrowdUpToTheCap() {
        long round = 40_000; // a round of one Vulkan waiter on lavapipe: 15 to 125 us
        assertTrue(SharedPoller.gapAfter(round, 1) <= 2 * round, "one waiter: " + SharedPoller.gapAfter(round, 1));
        assertEquals(SharedPoller.GAP_PER_ROUND * round / 2, SharedPoller.gapAfter(round, SharedPoller.SMALL_CROWD));
        long crowd = 700_000; // ten thousand host waiters
        assertTrue(SharedPoller.gapAfter(crowd, 10_000) >= 95 * crowd,
                "a crowd: " + SharedPoller.gapAfter(crowd, 10_000));
        assertEquals(SharedPoller.MAX_GAP_NANOS, SharedPoller.gapAfter(10_000_000, 10_000), "capped");
        long previous = 0;
        for (int waiters = 1; waiters <= 100_000; waiters *= 10) {
            long gap = SharedPoller.gapAfter(round, waiters);
            assertTrue(gap > previous, waiters + " waiters: " + gap + " after " + previous);
            previous = gap;
        }
    }

    @Test
    void aWaiterThatGaveUpIsNeverQueriedAgainSoItsEventMayBeDestroyedAtOnce() throws Exception {
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger timedOut = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 64; t++) {
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    for (int round = 0; round < 20; round++) {
                        Event event = api.eventCreate();
                        api.eventRecord(event, stream); // stays unreached
                        if (!EventWait.await(api, event, "test", TimeUnit.MILLISECONDS.toNanos(2))) {
                            timedOut.incrementAndGet();
                        }
                        api.eventDestroy(event); // the poller must never pass it to the driver again
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        for (Thread thread : threads) {
            thread.join();
        }

        assertEquals(List.of(), failures);
        assertEquals(64 * 20, timedOut.get(), "every wait ran out of time");
        assertEquals(0, api.reachedAfterDestroy(), "an event was queried after its waiter had returned");
    }

    @Test
    void aReachedEventWakesEveryWaiterParkedOnThePoller() throws Exception {
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            Event event = api.eventCreate();
            api.eventRecord(event, stream);
            events.add(event);
        }
        AtomicInteger reached = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (Event event : events) {
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    EventWait.await(api, event, "test");
                    reached.incrementAndGet();
                } catch (DriverException e) {
                    throw new AssertionError(e);
                }
            }));
        }
        Thread.sleep(50);
        assertEquals(0, reached.get(), "nothing is reached yet");

        api.reachAll();
        for (Thread thread : threads) {
            assertTrue(thread.join(java.time.Duration.ofSeconds(10)), "a waiter was never woken");
        }
        assertEquals(200, reached.get());
    }

    @Test
    void aQueryThatFailsWhileTheWaiterIsParkedIsThrownOnTheWaitersOwnThread() throws Exception {
        Event event = api.eventCreate();
        api.eventRecord(event, stream);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread waiter = Thread.ofPlatform().start(() -> {
            try {
                EventWait.await(api, event, "test");
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        Thread.sleep(100); // past the spin: parked, the poller querying for it

        api.fail(Call.QUERY, 2); // the poller's query fails, then the waiter's own
        assertTrue(waiter.join(java.time.Duration.ofSeconds(10)), "the waiter was woken");

        DriverException failure = assertInstanceOf(DriverException.class, thrown.get());
        assertEquals("QUERY", failure.function());
        // Made by the waiter's own query in SharedPoller.await, not by the poller thread's in Waiter.poll.
        List<String> frames = Arrays.stream(failure.getStackTrace())
                .map(frame -> frame.getClassName() + "." + frame.getMethodName()).toList();
        assertTrue(frames.contains(SharedPoller.class.getName() + ".await"), frames::toString);
        assertFalse(frames.stream().anyMatch(frame -> frame.endsWith("$Waiter.poll")), frames::toString);
        api.eventDestroy(event);
    }

    @Test
    void theWaitersARoundReleasesWakeOneAnotherInTurnNotAllFromThePollerAtOnce() throws Exception {
        Gate gate = new Gate(500, i -> Thread.ofVirtual());
        long before = SharedPoller.directWakes();

        gate.open();

        long direct = SharedPoller.directWakes() - before;
        // The first of each round that released some (one, or two where the release fell inside a round).
        assertTrue(direct >= 1 && direct <= 5, direct + " of 500 waiters woken by the poller itself: a round's"
                + " waiters should wake one another in turn");
    }

    @Test
    void platformThreadsReleasedInTheSameRoundAreWokenBesideTheChainOfVirtualOnes() throws Exception {
        int waiters = 240;
        int everyPlatform = 6; // a platform thread among each six: 40 of them, beside 200 virtual ones
        Gate gate = new Gate(waiters, i -> i % everyPlatform == 0 ? Thread.ofPlatform() : Thread.ofVirtual());
        long before = SharedPoller.directWakes();

        gate.open(); // every waiter, platform or virtual, returns

        long direct = SharedPoller.directWakes() - before;
        int virtual = waiters - waiters / everyPlatform;
        assertTrue(direct >= 1 && direct <= 5, direct + " of " + virtual + " virtual waiters woken by the poller"
                + " itself");
    }

    /**
     * Threads waiting in {@link EventWait#awaitPolled} for one flag, each of them parked and queried by the poller
     * (not merely waiting somewhere) when the constructor returns.
     */
    private static final class Gate {
        private volatile boolean open;
        private final List<Thread> threads = new ArrayList<>();
        private final AtomicInteger returned = new AtomicInteger();

        Gate(int count, IntFunction<Thread.Builder> builders) throws InterruptedException {
            AtomicIntegerArray polled = new AtomicIntegerArray(count);
            for (int i = 0; i < count; i++) {
                int index = i;
                threads.add(builders.apply(i).start(() -> {
                    try {
                        EventWait.awaitPolled(() -> {
                            if (Thread.currentThread().getName().equals(SharedPoller.THREAD_NAME)) {
                                polled.set(index, 1);
                            }
                            return open;
                        });
                        returned.incrementAndGet();
                    } catch (DriverException e) {
                        throw new AssertionError(e);
                    }
                }));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            for (int i = 0; i < count; i++) {
                while (polled.get(i) == 0 || threads.get(i).getState() != Thread.State.WAITING) {
                    assertTrue(System.nanoTime() < deadline, "waiter " + i + " was never parked on the poller");
                    Thread.sleep(1);
                }
            }
        }

        /** Opens the gate and waits for every thread to return. */
        void open() throws InterruptedException {
            open = true;
            for (Thread thread : threads) {
                assertTrue(thread.join(java.time.Duration.ofSeconds(10)), "a waiter was never woken");
            }
            assertEquals(threads.size(), returned.get(), "every waiter returned");
        }
    }

    @Test
    void aWaiterThatGaveUpBreaksNoChainOfTheWaitersReleasedAfterIt() throws Exception {
        int waiters = 400;
        Event event = api.eventCreate();
        api.eventRecord(event, stream);
        AtomicInteger reached = new AtomicInteger();
        AtomicInteger timedOut = new AtomicInteger();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < waiters; i++) {
            boolean timed = i % 2 == 0;
            threads.add(Thread.ofVirtual().start(() -> {
                try {
                    if (!timed) {
                        EventWait.await(api, event, "test");
                        reached.incrementAndGet();
                    } else if (!EventWait.await(api, event, "test", TimeUnit.MILLISECONDS.toNanos(30))) {
                        timedOut.incrementAndGet();
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        Thread.sleep(300); // the timed half have given up and left the poller's list

        api.reachAll();
        for (Thread thread : threads) {
            assertTrue(thread.join(java.time.Duration.ofSeconds(10)), "a waiter was never woken");
        }

        assertEquals(List.of(), failures);
        assertEquals(waiters / 2, reached.get(), "every untimed waiter woke");
        assertEquals(waiters / 2, timedOut.get(), "every timed waiter ran out of time before the event");
        api.eventDestroy(event);
    }
}
