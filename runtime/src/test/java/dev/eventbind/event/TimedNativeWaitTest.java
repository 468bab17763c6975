package dev.eventbind.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.api.WaitInterruptedException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** A backend whose host wait takes a timeout is waited on natively, in slices, on a platform thread. */
class TimedNativeWaitTest {

    /** Reached once {@code reachedAt} (System.nanoTime) has passed; each native wait sleeps its timeout out. */
    private static final class TimedApi implements EventApi<Object, Object> {
        final long reachedAt;
        final List<Long> timeouts = new CopyOnWriteArrayList<>();

        TimedApi(long reachedAt) {
            this.reachedAt = reachedAt;
        }

        @Override
        public boolean eventWaitFor(Object event, long timeoutNanos) {
            timeouts.add(timeoutNanos);
            // Reached within this wait only if the wait asked for reaches the event, as a driver's own would: a
            // park that overshoots on a loaded machine must not make one slice look like the whole wait.
            long asked = System.nanoTime() + timeoutNanos;
            long until = Math.min(reachedAt, asked);
            while (System.nanoTime() - until < 0) {
                LockSupport.parkNanos(until - System.nanoTime());
            }
            return asked - reachedAt >= 0;
        }

        @Override
        public boolean supportsTimedEventWait() {
            return true;
        }

        @Override
        public String backend() {
            return "timed";
        }

        @Override
        public Object eventCreate() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void eventDestroy(Object event) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void eventRecord(Object event, Object stream) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void eventWait(Object event) {
            throw new AssertionError("the untimed wait cannot be interrupted");
        }

        @Override
        public long eventElapsedNanos(Object start, Object end) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void streamWaitEvent(Object stream, Object event) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void streamSynchronize(Object stream) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Object streamCreateNonBlocking() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void streamDestroy(Object stream) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void aPlatformThreadWaitsInNativeSlicesUntilReached() throws Exception {
        TimedApi api = new TimedApi(System.nanoTime() + 35_000_000L);

        EventWait.await(api, new Object(), "test");

        // 35 ms in slices of 10 ms: the first slice cannot reach it, however late the machine wakes the waiter.
        assertTrue(api.timeouts.size() >= 2, api.timeouts.toString());
        assertTrue(api.timeouts.stream().allMatch(t -> t == EventWait.PLATFORM_SLICE_NANOS), api.timeouts.toString());
    }

    @Test
    void theDeadlineEndsTheLastSliceEarly() throws Exception {
        TimedApi api = new TimedApi(System.nanoTime() + 3_600_000_000_000L);

        assertFalse(EventWait.await(api, new Object(), "test", 15_000_000L));
        assertTrue(api.timeouts.get(1) <= 5_000_000L, api.timeouts.toString());
    }

    @Test
    void anInterruptIsNoticedBetweenSlices() throws Exception {
        TimedApi api = new TimedApi(System.nanoTime() + 3_600_000_000_000L);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread waiter = Thread.ofPlatform().start(() -> {
            try {
                EventWait.await(api, new Object(), "fence");
            } catch (Throwable t) {
                thrown.set(t);
            }
        });
        Thread.sleep(30);
        waiter.interrupt();
        waiter.join(2_000);

        assertFalse(waiter.isAlive());
        assertInstanceOf(WaitInterruptedException.class, thrown.get());
        assertEquals(0, api.timeouts.stream().filter(t -> t > EventWait.PLATFORM_SLICE_NANOS).count());
    }
}
